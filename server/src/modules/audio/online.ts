import type { Clock } from '../../platform/clock';

/** A listener counts as online this long after their last heartbeat (the player beats every 10 s, spec 9). */
export const ONLINE_WINDOW_MS = 30_000;

/**
 * Who is listening to which episode right now. Async on purpose: a shared backend (Redis, one
 * sorted set per episode scored by the last beat) implements the same calls when several
 * API instances serve the site; the in-memory one below serves the embedded single process.
 */
export interface OnlineCounter {
  /** The listener is playing this episode now (and no longer any other). */
  beat(audioId: number, listener: string): Promise<void>;
  /**
   * The listener stopped (paused, closed, or became someone else by signing in): they count nowhere
   * from now. With `audioId`, only if that is still their episode (a late stop of the previous episode
   * must not end the next one).
   */
  leave(listener: string, audioId?: number): Promise<void>;
  count(audioId: number): Promise<number>;
  counts(audioIds: readonly number[]): Promise<Map<number, number>>;
}

/**
 * In-process counter: per episode, listener -> time of the last beat. Stale entries are dropped
 * when the episode is read or beaten, and by a sweep of all episodes at most once per window, so
 * memory stays bounded by the listeners of the last 30 s.
 */
export class MemoryOnlineCounter implements OnlineCounter {
  private readonly byAudio = new Map<number, Map<string, number>>();
  private readonly current = new Map<string, number>();
  private lastSweep = 0;

  constructor(
    private readonly clock: Clock,
    private readonly windowMs = ONLINE_WINDOW_MS,
  ) {}

  async beat(audioId: number, listener: string): Promise<void> {
    const now = this.clock.now().getTime();
    this.sweep(now);
    const previous = this.current.get(listener);
    if (previous !== undefined && previous !== audioId) this.byAudio.get(previous)?.delete(listener);
    this.current.set(listener, audioId);
    let listeners = this.byAudio.get(audioId);
    if (!listeners) {
      listeners = new Map();
      this.byAudio.set(audioId, listeners);
    }
    // Re-insert so each map stays ordered by last beat (oldest first), which makes pruning cheap.
    listeners.delete(listener);
    listeners.set(listener, now);
  }

  async leave(listener: string, only?: number): Promise<void> {
    const audioId = this.current.get(listener);
    if (audioId === undefined || (only !== undefined && only !== audioId)) return;
    this.current.delete(listener);
    const listeners = this.byAudio.get(audioId);
    listeners?.delete(listener);
    if (listeners?.size === 0) this.byAudio.delete(audioId);
  }

  async count(audioId: number): Promise<number> {
    return this.live(audioId, this.clock.now().getTime());
  }

  async counts(audioIds: readonly number[]): Promise<Map<number, number>> {
    const now = this.clock.now().getTime();
    return new Map(audioIds.map((id) => [id, this.live(id, now)]));
  }

  private live(audioId: number, now: number): number {
    const listeners = this.byAudio.get(audioId);
    if (!listeners) return 0;
    this.prune(audioId, listeners, now);
    return listeners.size;
  }

  private prune(audioId: number, listeners: Map<string, number>, now: number): void {
    for (const [listener, at] of listeners) {
      if (now - at < this.windowMs) break;
      listeners.delete(listener);
      if (this.current.get(listener) === audioId) this.current.delete(listener);
    }
    if (listeners.size === 0) this.byAudio.delete(audioId);
  }

  private sweep(now: number): void {
    if (now - this.lastSweep < this.windowMs) return;
    this.lastSweep = now;
    for (const [audioId, listeners] of this.byAudio) this.prune(audioId, listeners, now);
  }
}
