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
 * What is cached per member (platform/member-reads.ts, platform/session-cache.ts): a write names
 * the members whose own reads it changes and what it changed, and every instance drops those.
 */
export const USER_SCOPES = [
  /** The session and the account row: who the member is, roles, powers, profile, signed-in devices. */
  'account',
  /** The member's notifications (the message list). */
  'messages',
  /** The member's own marks on courses: collected, watch records, whom they follow. */
  'course-flags',
  /** The member's own marks on shots: liked, collected. */
  'shot-flags',
] as const;
export type UserScope = (typeof USER_SCOPES)[number];

/** Some members' cached reads of some scopes are stale. */
export interface UserInvalidation {
  userIds: readonly number[];
  scopes: readonly UserScope[];
}

/**
 * Tells every API instance that answers with some tags are stale. The instance that publishes
 * applies it at once (a member reads their own write); the others hear it through the database
 * (PostgreSQL LISTEN/NOTIFY), well within a second. On PGlite there is only ever one instance.
 */
export interface InvalidationBus {
  publish(tags: readonly CacheTag[]): void;
  /** Called with the tags of every invalidation, local or remote; `all` when notifications may have been missed. */
  subscribe(listener: (tags: readonly CacheTag[] | 'all') => void): () => void;
  /** Like publish, for members' own cached reads. */
  publishUsers(change: UserInvalidation): void;
  /** Called with every members' invalidation, local or remote; `all` when notifications may have been missed. */
  subscribeUsers(listener: (change: UserInvalidation | 'all') => void): () => void;
  close(): Promise<void>;
}

const CHANNEL = 'site_cache_invalidate';
const isTag = (value: unknown): value is CacheTag => typeof value === 'string' && (CACHE_TAGS as readonly string[]).includes(value);
const isScope = (value: unknown): value is UserScope => typeof value === 'string' && (USER_SCOPES as readonly string[]).includes(value);
const isUserId = (value: unknown): value is number => Number.isSafeInteger(value);

class LocalBus implements InvalidationBus {
  protected readonly listeners = new Set<(tags: readonly CacheTag[] | 'all') => void>();
  protected readonly userListeners = new Set<(change: UserInvalidation | 'all') => void>();

  publish(tags: readonly CacheTag[]): void {
    this.deliver(tags);
  }

  subscribe(listener: (tags: readonly CacheTag[] | 'all') => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  publishUsers(change: UserInvalidation): void {
    this.deliverUsers(change);
  }

  subscribeUsers(listener: (change: UserInvalidation | 'all') => void): () => void {
    this.userListeners.add(listener);
    return () => this.userListeners.delete(listener);
  }

  protected deliver(tags: readonly CacheTag[] | 'all'): void {
    for (const listener of this.listeners) listener(tags);
  }

  protected deliverUsers(change: UserInvalidation | 'all'): void {
    for (const listener of this.userListeners) listener(change);
  }

  /** Everything may be stale (a lost connection, an unreadable message): both kinds of listeners drop all. */
  protected deliverAll(): void {
    this.deliver('all');
    this.deliverUsers('all');
  }

  async close(): Promise<void> {
    this.listeners.clear();
    this.userListeners.clear();
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
      () => this.deliverAll(),
    );
    this.unlisten = subscription.unlisten;
  }

  override publish(tags: readonly CacheTag[]): void {
    super.publish(tags);
    this.pubsub.notify(CHANNEL, JSON.stringify({ origin: this.origin, tags })).catch(this.onError);
  }

  override publishUsers(change: UserInvalidation): void {
    super.publishUsers(change);
    // Member ids, never session ids: a session id is the member's secret cookie.
    this.pubsub.notify(CHANNEL, JSON.stringify({ origin: this.origin, users: change.userIds, scopes: change.scopes })).catch(this.onError);
  }

  private receive(payload: string): void {
    try {
      const message = JSON.parse(payload) as { origin?: unknown; tags?: unknown; users?: unknown; scopes?: unknown };
      if (message.origin === this.origin) return;
      if (message.users !== undefined) {
        const userIds = Array.isArray(message.users) ? message.users.filter(isUserId) : [];
        const scopes = Array.isArray(message.scopes) ? message.scopes.filter(isScope) : [];
        if (userIds.length > 0 && scopes.length > 0) this.deliverUsers({ userIds, scopes });
        else this.deliverUsers('all');
        return;
      }
      const tags = Array.isArray(message.tags) ? message.tags.filter(isTag) : [];
      this.deliver(tags.length > 0 ? tags : 'all');
    } catch {
      this.deliverAll();
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

/**
 * Call after a write has committed that changes some members' own cached reads (their session,
 * account, messages or marks), naming whose and what: every instance drops them (this process at
 * once, other instances within a second). A new writer adds one call here and one row to
 * platform/__tests__/member-read-invalidation.test.ts.
 */
export function invalidateUserReads(userIds: number | readonly number[], ...scopes: UserScope[]): void {
  const ids = typeof userIds === 'number' ? [userIds] : [...new Set(userIds)];
  if (ids.length === 0 || scopes.length === 0) return;
  for (const bus of processBuses) bus.publishUsers({ userIds: ids, scopes });
}
