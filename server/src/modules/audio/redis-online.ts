import type { Redis } from 'ioredis';
import type { Clock } from '../../platform/clock';
import { ONLINE_WINDOW_MS, type OnlineCounter } from './online';

const episodeKey = (audioId: number) => `online:audio:${audioId}`;
const listenerKey = (listener: string) => `online:listener:${listener}`;
/** Deletes the listener's key when it names the given episode; 1 when it did. */
const LEAVE_IF_ON = "if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0";

/**
 * Online counts shared by every instance: one sorted set per episode (listener scored by the
 * time of the last beat) and, per listener, the episode they play now, so a listener who moves
 * on leaves the previous episode at once. Keys expire a window after the last beat, so Redis
 * holds no more than the listeners of the last 30 s.
 */
export class RedisOnlineCounter implements OnlineCounter {
  constructor(
    private readonly redis: Redis,
    private readonly clock: Clock,
    /** Told when Redis cannot be reached: the count is a nicety, so the page still answers (with 0). */
    private readonly onError: (error: unknown) => void = () => undefined,
    private readonly windowMs = ONLINE_WINDOW_MS,
  ) {}

  async beat(audioId: number, listener: string): Promise<void> {
    await this.record(audioId, listener).catch(this.onError);
  }

  private async record(audioId: number, listener: string): Promise<void> {
    const now = this.clock.now().getTime();
    const previous = await this.redis.getset(listenerKey(listener), String(audioId));
    const multi = this.redis.multi();
    if (previous !== null && previous !== String(audioId)) multi.zrem(`online:audio:${previous}`, listener);
    multi
      .pexpire(listenerKey(listener), this.windowMs)
      .zadd(episodeKey(audioId), now, listener)
      .zremrangebyscore(episodeKey(audioId), '-inf', now - this.windowMs)
      .pexpire(episodeKey(audioId), this.windowMs);
    await multi.exec();
  }

  async leave(listener: string, only?: number): Promise<void> {
    await this.forget(listener, only).catch(this.onError);
  }

  private async forget(listener: string, only: number | undefined): Promise<void> {
    if (only === undefined) {
      const previous = await this.redis.getdel(listenerKey(listener));
      if (previous !== null) await this.redis.zrem(`online:audio:${previous}`, listener);
      return;
    }
    // Only while that is still their episode: deleted if the key still names it, in one step.
    const removed = await this.redis.eval(LEAVE_IF_ON, 1, listenerKey(listener), String(only));
    if (removed === 1) await this.redis.zrem(episodeKey(only), listener);
  }

  async count(audioId: number): Promise<number> {
    return (await this.counts([audioId])).get(audioId) ?? 0;
  }

  async counts(audioIds: readonly number[]): Promise<Map<number, number>> {
    try {
      return await this.read(audioIds);
    } catch (error) {
      this.onError(error);
      return new Map(audioIds.map((id) => [id, 0]));
    }
  }

  private async read(audioIds: readonly number[]): Promise<Map<number, number>> {
    if (audioIds.length === 0) return new Map();
    // Beats older than the window are stale even when their key has not expired yet.
    const since = this.clock.now().getTime() - this.windowMs;
    const pipeline = this.redis.pipeline();
    for (const id of audioIds) pipeline.zcount(episodeKey(id), `(${since}`, '+inf');
    const results = (await pipeline.exec()) ?? [];
    return new Map(
      audioIds.map((id, index) => {
        const [error, value] = results[index] ?? [null, 0];
        if (error) throw error;
        return [id, Number(value)];
      }),
    );
  }
}
