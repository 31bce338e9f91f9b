import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Clock } from './clock';

/**
 * Views and clicks (shot views, banner hits): one per viewer per target per window, counted in
 * memory and written to the database in batches, so a read never writes. Behind this interface so
 * that several instances share the dedupe in Redis (SharedHitCounter) without touching the routes.
 */
export interface HitCounter {
  /** Counts the viewer's hit on the target unless already counted within the window. */
  hit(target: number, viewer: string): void;
  /** Hits counted but not yet written, to add to the stored total when answering. */
  pending(target: number): number;
  /** Writes pending hits now (also on a timer and on shutdown). */
  flush(): Promise<void>;
}

export const HIT_WINDOW_MS = 60 * 60 * 1000;
const FLUSH_INTERVAL_MS = 5_000;
/** Remembered (target, viewer) pairs; beyond this the oldest are forgotten (they may count again). */
const MAX_SEEN = 200_000;

/** Adds each target's count to its stored total (one batch). */
export type WriteHits = (counts: Map<number, number>) => Promise<void>;

export class MemoryHitCounter implements HitCounter {
  /** `${target}:${viewer}` -> when the window of that pair ends; Map order is insertion order, oldest first. */
  private readonly seen = new Map<string, number>();
  private counts = new Map<number, number>();
  /** Taken by a flush in progress: still pending for answers until written. */
  private writing = new Map<number, number>();

  constructor(
    private readonly write: WriteHits,
    protected readonly clock: Clock,
    protected readonly windowMs = HIT_WINDOW_MS,
  ) {}

  hit(target: number, viewer: string): void {
    const now = this.clock.now().getTime();
    const key = `${target}:${viewer}`;
    const until = this.seen.get(key);
    if (until !== undefined && until > now) return;
    this.seen.delete(key);
    this.seen.set(key, now + this.windowMs);
    if (this.seen.size > MAX_SEEN) this.seen.delete(this.seen.keys().next().value as string);
    this.add(target);
  }

  /** Counts one hit, already known to be the viewer's first in the window. */
  protected add(target: number): void {
    this.counts.set(target, (this.counts.get(target) ?? 0) + 1);
  }

  pending(target: number): number {
    return (this.counts.get(target) ?? 0) + (this.writing.get(target) ?? 0);
  }

  private inFlight: Promise<void> | null = null;

  /** One write at a time: a flush that finds one running waits for it, then writes what came since. */
  async flush(): Promise<void> {
    while (this.inFlight) await this.inFlight.catch(() => undefined);
    this.forgetExpired();
    if (this.counts.size === 0) return;
    this.inFlight = this.writeBatch();
    try {
      await this.inFlight;
    } finally {
      this.inFlight = null;
    }
  }

  private async writeBatch(): Promise<void> {
    this.writing = this.counts;
    this.counts = new Map();
    try {
      await this.write(this.writing);
    } catch (error) {
      // Kept for the next flush: a hit is never lost to a database hiccup.
      for (const [target, count] of this.writing) this.counts.set(target, (this.counts.get(target) ?? 0) + count);
      throw error;
    } finally {
      this.writing = new Map();
    }
  }

  private forgetExpired(): void {
    const now = this.clock.now().getTime();
    for (const [key, until] of this.seen) {
      if (until > now) break;
      this.seen.delete(key);
    }
  }
}

/**
 * The same counter with the dedupe in Redis (REDIS_URL), so a viewer whose requests land on
 * different instances still counts once per window. The first instance to set the pair's key
 * counts the hit (in its own batch, written to the database like the in-memory one). When Redis
 * cannot be reached the hit is deduped in this process instead of being lost.
 */
export class SharedHitCounter extends MemoryHitCounter {
  constructor(
    write: WriteHits,
    clock: Clock,
    private readonly redis: Redis,
    private readonly name: string,
    private readonly onError: (error: unknown) => void,
    windowMs = HIT_WINDOW_MS,
  ) {
    super(write, clock, windowMs);
  }

  /** Hits whose dedupe answer has not come back yet: a flush (and shutdown) waits for them. */
  private readonly deciding = new Set<Promise<void>>();

  override hit(target: number, viewer: string): void {
    const decision = this.redis.set(`hits:${this.name}:${target}:${viewer}`, '1', 'PX', this.windowMs, 'NX').then(
      (first) => {
        if (first === 'OK') this.add(target);
      },
      (error: unknown) => {
        this.onError(error);
        super.hit(target, viewer);
      },
    );
    this.deciding.add(decision);
    void decision.finally(() => this.deciding.delete(decision));
  }

  override async flush(): Promise<void> {
    await Promise.all(this.deciding);
    await super.flush();
  }
}

/** A counter flushed every few seconds and once more when the app closes (graceful shutdown). */
export function createHitCounter(app: FastifyInstance, name: string, write: WriteHits): HitCounter {
  const redis = app.ctx.redis;
  const counter = redis
    ? new SharedHitCounter(write, app.ctx.clock, redis, name, (err) => app.log.warn({ err, counter: name }, 'hit dedupe in redis failed'))
    : new MemoryHitCounter(write, app.ctx.clock);
  let timer: NodeJS.Timeout | null = null;
  const flush = () => {
    counter.flush().catch((err: unknown) => app.log.warn({ err, counter: name }, 'hit flush failed'));
  };
  app.addHook('onReady', async () => {
    timer = setInterval(flush, FLUSH_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await counter.flush();
  });
  return counter;
}

/** Who is viewing: the member, or for visitors the client address. */
export const viewerOf = (request: { currentUser: { id: number } | null; ip: string }) => (request.currentUser ? `u:${request.currentUser.id}` : `ip:${request.ip}`);
