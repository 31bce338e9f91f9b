import type { Clock } from './clock';
import type { InvalidationBus, UserInvalidation, UserScope } from './invalidation';
import { cacheCounts } from './metrics';

/**
 * Values that belong to one member (their session, account, messages, own marks on courses and
 * shots), kept by key and dropped by member and scope when a write changes them
 * (`invalidateUserReads`, carried to every instance by the invalidation bus). Bounded: the least
 * recently used go first; a short time to live is only a safety net, the writes drop what they change.
 */
export class MemberStore<V> {
  private readonly entries = new Map<string, { value: V; userId: number; scope: UserScope; storedAt: number }>();
  private readonly byUser = new Map<number, Set<string>>();
  /** Counts invalidations; a value whose loading began before an invalidation of its member is not kept. */
  private epoch = 0;
  private readonly invalidatedAt = new Map<number, number>();
  /** Values whose loading began at or before this epoch are not kept (after `all`, or when the map above was reset). */
  private refuseUpTo = -1;

  constructor(
    private readonly maxEntries: number,
    private readonly ttlMs: number,
    private readonly clock: Clock,
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.clock.now().getTime() - entry.storedAt >= this.ttlMs) {
      this.remove(key, entry.userId);
      return undefined;
    }
    // Most recently used last: the oldest use is the first key.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /** Call before loading a value; pass the answer to `set`. */
  begin(): number {
    return this.epoch;
  }

  /** Keeps a value unless its member was invalidated since `epoch` (when its loading began). */
  set(key: string, userId: number, scope: UserScope, value: V, epoch: number): boolean {
    if (epoch <= this.refuseUpTo || (this.invalidatedAt.get(userId) ?? -1) >= epoch) return false;
    const old = this.entries.get(key);
    if (old) this.remove(key, old.userId);
    this.entries.set(key, { value, userId, scope, storedAt: this.clock.now().getTime() });
    let keys = this.byUser.get(userId);
    if (!keys) this.byUser.set(userId, (keys = new Set()));
    keys.add(key);
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.remove(oldest, this.entries.get(oldest)!.userId);
    }
    return true;
  }

  /** Drops the values of these members in these scopes, or everything. */
  invalidate(change: UserInvalidation | 'all'): void {
    const epoch = this.epoch;
    this.epoch += 1;
    if (change === 'all') {
      this.entries.clear();
      this.byUser.clear();
      this.invalidatedAt.clear();
      this.refuseUpTo = epoch;
      return;
    }
    // The race guard remembers members by id; past this many it forgets them all and refuses every load in flight instead.
    if (this.invalidatedAt.size >= 10_000) {
      this.invalidatedAt.clear();
      this.refuseUpTo = epoch;
    }
    for (const userId of change.userIds) {
      this.invalidatedAt.set(userId, epoch);
      const keys = this.byUser.get(userId);
      if (!keys) continue;
      for (const key of keys) {
        if (change.scopes.includes(this.entries.get(key)!.scope)) this.remove(key, userId);
      }
    }
  }

  get size(): number {
    return this.entries.size;
  }

  private remove(key: string, userId: number): void {
    this.entries.delete(key);
    const keys = this.byUser.get(userId);
    keys?.delete(key);
    if (keys?.size === 0) this.byUser.delete(userId);
  }
}

/** Members' reads kept at once (a message page, a course's marks...), across all members. */
const MAX_ENTRIES = 20_000;
/** Safety net only: every write that changes a kept value drops it at once. */
export const MEMBER_READ_TTL_MS = 60_000;

const memberCounts = cacheCounts('member');

/**
 * A member's own part of an answer (their account, their messages, their marks on a course or a
 * shot), kept per member until one of their writes, or another write that changes it, drops it
 * (`invalidateUserReads`). Values are shared: callers copy before changing anything. Off with READ_CACHE=false.
 */
export class MemberReads {
  private readonly store: MemberStore<unknown>;

  constructor(
    bus: InvalidationBus,
    private readonly enabled: boolean,
    clock: Clock,
  ) {
    this.store = new MemberStore(MAX_ENTRIES, MEMBER_READ_TTL_MS, clock);
    bus.subscribeUsers((change) => {
      memberCounts.invalidations += 1;
      this.store.invalidate(change);
    });
  }

  get size(): number {
    return this.store.size;
  }

  async get<T>(userId: number, scope: UserScope, key: string, load: () => Promise<T>): Promise<T> {
    if (!this.enabled) return load();
    const fullKey = `${userId}\n${scope}\n${key}`;
    const hit = this.store.get(fullKey);
    if (hit !== undefined) {
      memberCounts.hits += 1;
      return hit as T;
    }
    memberCounts.misses += 1;
    const epoch = this.store.begin();
    const value = await load();
    this.store.set(fullKey, userId, scope, value, epoch);
    return value;
  }
}
