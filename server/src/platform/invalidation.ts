import crypto from 'node:crypto';
import type { Database } from './db';

/**
 * What a cached answer depends on. A write names the tags whose answers it changes; every instance
 * then drops those answers. Coarse on purpose: writes are rare next to reads, and a tag too many
 * only costs one refill, while a tag too few would serve a stale answer.
 */
export const CACHE_TAGS = [
  /** Course rows, lessons, their teachers and software links, purchase and watch counts. */
  'courses',
  /** Course categories and their groups. */
  'categories',
  /** Software apps (course/software/list and the software shown on course cards). */
  'apps',
  /** Shots, their categories, likes, views and links to courses. */
  'shots',
  /** A member's public profile (nickname, avatar): shown as teacher on courses and author on shots. */
  'users',
  /** Tools, banners, navigation and friend links. */
  'site',
  /** Bulletins (the notice bar). */
  'bulletins',
  /** Podcast series and episodes. */
  'audio',
] as const;
export type CacheTag = (typeof CACHE_TAGS)[number];

/**
 * Tells every API instance that answers with some tags are stale. The instance that publishes
 * applies it at once (a member reads their own write); the others hear it through the database
 * (PostgreSQL LISTEN/NOTIFY), well within a second. On PGlite there is only ever one instance.
 */
export interface InvalidationBus {
  publish(tags: readonly CacheTag[]): void;
  /** Called with the tags of every invalidation, local or remote; `all` when notifications may have been missed. */
  subscribe(listener: (tags: readonly CacheTag[] | 'all') => void): () => void;
  close(): Promise<void>;
}

const CHANNEL = 'site_cache_invalidate';
const isTag = (value: unknown): value is CacheTag => typeof value === 'string' && (CACHE_TAGS as readonly string[]).includes(value);

class LocalBus implements InvalidationBus {
  protected readonly listeners = new Set<(tags: readonly CacheTag[] | 'all') => void>();

  publish(tags: readonly CacheTag[]): void {
    this.deliver(tags);
  }

  subscribe(listener: (tags: readonly CacheTag[] | 'all') => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  protected deliver(tags: readonly CacheTag[] | 'all'): void {
    for (const listener of this.listeners) listener(tags);
  }

  async close(): Promise<void> {
    this.listeners.clear();
  }
}

/** LISTEN on one connection; NOTIFY carries this instance's id so it skips its own (already applied) messages. */
class PostgresBus extends LocalBus {
  private readonly origin = crypto.randomBytes(8).toString('hex');
  private unlisten: (() => Promise<void>) | null = null;

  constructor(
    private readonly pubsub: NonNullable<Database['pubsub']>,
    private readonly onError: (error: unknown) => void,
  ) {
    super();
  }

  async start(): Promise<void> {
    const subscription = await this.pubsub.listen(
      CHANNEL,
      (payload) => this.receive(payload),
      // A (re)connected listener may have missed messages while it was away: drop everything once.
      () => this.deliver('all'),
    );
    this.unlisten = subscription.unlisten;
  }

  override publish(tags: readonly CacheTag[]): void {
    super.publish(tags);
    this.pubsub.notify(CHANNEL, JSON.stringify({ origin: this.origin, tags })).catch(this.onError);
  }

  private receive(payload: string): void {
    try {
      const message = JSON.parse(payload) as { origin?: unknown; tags?: unknown };
      if (message.origin === this.origin) return;
      const tags = Array.isArray(message.tags) ? message.tags.filter(isTag) : [];
      this.deliver(tags.length > 0 ? tags : 'all');
    } catch {
      this.deliver('all');
    }
  }

  override async close(): Promise<void> {
    await super.close();
    await this.unlisten?.().catch(this.onError);
  }
}

/**
 * Buses of the app instances in this process: a write anywhere in the process publishes on each
 * (writes call `invalidateReads`, which needs no handle on the app). Another process hears it
 * through PostgreSQL.
 */
const processBuses = new Set<InvalidationBus>();

export interface BusOptions {
  onError: (error: unknown) => void;
  /**
   * Whether writes made in this process reach the bus directly (default). Off makes the instance
   * behave as if it ran in another process: it learns of writes only through the database (tests
   * of two instances use it).
   */
  joinProcess?: boolean;
}

/** LISTEN/NOTIFY when the database is PostgreSQL, in-process otherwise. */
export async function openInvalidationBus(database: Database, options: BusOptions): Promise<InvalidationBus> {
  let bus: InvalidationBus;
  if (database.pubsub) {
    const pgBus = new PostgresBus(database.pubsub, options.onError);
    await pgBus.start();
    bus = pgBus;
  } else {
    bus = new LocalBus();
  }
  if (options.joinProcess !== false) processBuses.add(bus);
  const close = bus.close.bind(bus);
  bus.close = async () => {
    processBuses.delete(bus);
    await close();
  };
  return bus;
}

/**
 * Call after a write has committed, naming what it changed: every instance's cached answers with
 * those tags are dropped (this process at once, other instances within a second). Writers in
 * services and repositories call it; a new writer adds one call here and one row to
 * platform/__tests__/read-cache-invalidation.test.ts.
 */
export function invalidateReads(...tags: CacheTag[]): void {
  for (const bus of processBuses) bus.publish(tags);
}
