import crypto from 'node:crypto';
import type { Database } from './db';
import { busLag, writeMarkTimeouts, writeMarkWaits } from './metrics';

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
  /** The courses the member bought, and those they have an order of waiting for payment. */
  'purchases',
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
  /**
   * Read-your-writes across instances. True when other instances hear of writes later (PostgreSQL):
   * an answer to a request that published then carries `writeMark()`, and another instance handed
   * that mark waits for `catchUp(mark)` before it reads, so the member's next request, wherever
   * the proxy sends it, never reads what their own write changed. False on one instance.
   */
  readonly spansInstances: boolean;
  /** Invalidations published by this instance so far (a request compares before and after). */
  readonly published: number;
  /** Names everything this instance has published so far (and when), for another instance to catch up to. */
  writeMark(): string;
  /** Resolves once this instance has applied everything up to `mark`; null when it already has (or the mark is not one). */
  catchUp(mark: string): Promise<void> | null;
  close(): Promise<void>;
}

const CHANNEL = 'site_cache_invalidate';
const isTag = (value: unknown): value is CacheTag => typeof value === 'string' && (CACHE_TAGS as readonly string[]).includes(value);
const isScope = (value: unknown): value is UserScope => typeof value === 'string' && (USER_SCOPES as readonly string[]).includes(value);
const isUserId = (value: unknown): value is number => Number.isSafeInteger(value);

class LocalBus implements InvalidationBus {
  protected readonly listeners = new Set<(tags: readonly CacheTag[] | 'all') => void>();
  protected readonly userListeners = new Set<(change: UserInvalidation | 'all') => void>();
  readonly spansInstances: boolean = false;
  published = 0;

  publish(tags: readonly CacheTag[]): void {
    this.published += 1;
    this.deliver(tags);
  }

  subscribe(listener: (tags: readonly CacheTag[] | 'all') => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  publishUsers(change: UserInvalidation): void {
    this.published += 1;
    this.deliverUsers(change);
  }

  /** Every instance of this bus is in this process and applies each write at once: nothing to carry. */
  writeMark(): string {
    return '';
  }

  catchUp(_mark: string): Promise<void> | null {
    return null;
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

/**
 * How long an instance waits for a write it was told of (a write mark) before it stops trusting
 * its caches and drops them all: a notification is normally heard within milliseconds, so this only
 * bounds a lost one (a connection that broke, an instance that died right after its write).
 */
export const CATCH_UP_TIMEOUT_MS = 500;

/**
 * `origin.sequence.time`: which instance published, how many messages it had sent by then, and
 * when (its wall clock, in ms).
 */
const MARK_PATTERN = /^([0-9a-f]{16})\.([0-9]{1,15})\.([0-9]{1,15})$/;
/** How far apart two instances' clocks may be (NTP keeps hosts far closer). */
const CLOCK_SKEW_MS = 2_000;

/**
 * LISTEN on one connection; NOTIFY carries this instance's id so it skips its own (already applied)
 * messages, and a sequence number so others know how far they have heard it. Messages are sent one
 * after another, so every instance hears each origin's messages in sequence order.
 */
class PostgresBus extends LocalBus {
  override readonly spansInstances = true;
  private readonly origin = crypto.randomBytes(8).toString('hex');
  private unlisten: (() => Promise<void>) | null = null;
  /** The last notification sent (or failed): the next one goes after it, keeping the order. */
  private sending: Promise<void> = Promise.resolve();
  /** The highest sequence heard (and applied) from each other instance. */
  private readonly heard = new Map<string, number>();
  /** When the listener last (re)connected, dropping everything kept: every older write is applied. */
  private listeningSince = Date.now();
  /** When this instance last published (the time in its marks). */
  private publishedAt = 0;
  /** Requests waiting to hear an origin up to a sequence. */
  private readonly waiting = new Set<{ origin: string; sequence: number; resume: () => void }>();

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
      // A (re)connected listener may have missed messages while it was away: drop everything once
      // (which also satisfies every mark a request is waiting for).
      () => {
        this.listeningSince = Date.now();
        this.deliverAll();
        this.resumeAll();
      },
    );
    this.unlisten = subscription.unlisten;
  }

  override publish(tags: readonly CacheTag[]): void {
    super.publish(tags);
    this.send({ tags });
  }

  override publishUsers(change: UserInvalidation): void {
    super.publishUsers(change);
    // Member ids, never session ids: a session id is the member's secret cookie.
    this.send({ users: change.userIds, scopes: change.scopes });
  }

  override writeMark(): string {
    return `${this.origin}.${this.published}.${this.publishedAt}`;
  }

  override catchUp(mark: string): Promise<void> | null {
    const match = MARK_PATTERN.exec(mark);
    if (!match || match[1] === this.origin) return null;
    const origin = match[1];
    const sequence = Number(match[2]);
    if ((this.heard.get(origin) ?? 0) >= sequence) return null;
    // Written before this instance (re)started listening, which dropped all it kept: nothing to wait
    // for (an instance restarted in a rolling release does not stall its first requests).
    if (Number(match[3]) < this.listeningSince - CLOCK_SKEW_MS) return null;
    writeMarkWaits.inc();
    return new Promise((resolve) => {
      const waiter = {
        origin,
        sequence,
        resume: () => {
          clearTimeout(timer);
          this.waiting.delete(waiter);
          resolve();
        },
      };
      const timer = setTimeout(() => {
        // Not heard in time: whatever it changed, nothing kept here can be trusted any more.
        writeMarkTimeouts.inc();
        this.deliverAll();
        this.heard.set(origin, Math.max(sequence, this.heard.get(origin) ?? 0));
        this.resumeAll();
      }, CATCH_UP_TIMEOUT_MS);
      this.waiting.add(waiter);
    });
  }

  private send(message: { tags?: readonly CacheTag[]; users?: readonly number[]; scopes?: readonly UserScope[] }): void {
    this.publishedAt = Date.now();
    // `at` (this instance's clock) lets the others measure the bus's lag.
    const payload = JSON.stringify({ origin: this.origin, sequence: this.published, at: this.publishedAt, ...message });
    this.sending = this.sending.then(() => this.pubsub.notify(CHANNEL, payload)).catch(this.onError);
  }

  private receive(payload: string): void {
    let message: { origin?: unknown; sequence?: unknown; at?: unknown; tags?: unknown; users?: unknown; scopes?: unknown };
    try {
      message = JSON.parse(payload) as typeof message;
    } catch {
      this.deliverAll();
      return;
    }
    if (message.origin === this.origin) return;
    if (typeof message.at === 'number') busLag.observe(Math.max(0, Date.now() - message.at) / 1000);
    if (message.users !== undefined) {
      const userIds = Array.isArray(message.users) ? message.users.filter(isUserId) : [];
      const scopes = Array.isArray(message.scopes) ? message.scopes.filter(isScope) : [];
      if (userIds.length > 0 && scopes.length > 0) this.deliverUsers({ userIds, scopes });
      else this.deliverUsers('all');
    } else {
      const tags = Array.isArray(message.tags) ? message.tags.filter(isTag) : [];
      this.deliver(tags.length > 0 ? tags : 'all');
    }
    if (typeof message.origin === 'string' && Number.isSafeInteger(message.sequence)) this.heardUpTo(message.origin, message.sequence as number);
  }

  /** Applied: requests waiting for this origin up to here go on. */
  private heardUpTo(origin: string, sequence: number): void {
    if ((this.heard.get(origin) ?? 0) < sequence) this.heard.set(origin, sequence);
    for (const waiter of this.waiting) if (waiter.origin === origin && waiter.sequence <= sequence) waiter.resume();
  }

  private resumeAll(): void {
    for (const waiter of this.waiting) waiter.resume();
  }

  override async close(): Promise<void> {
    this.resumeAll();
    await super.close();
    await this.sending;
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
