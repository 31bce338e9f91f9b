import crypto from 'node:crypto';
import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { loginFailures, loginLocks } from './tables';

/**
 * Login lockout, kept in the database so it holds across API instances. Three counters, so that
 * an attacker is slowed down without locking out the owner or a whole school behind one NAT:
 *
 * - account + client: 5 failures within 5 minutes lock that pair for 5 minutes (spec 8's 4108);
 *   the owner on another client is not affected;
 * - account, from anywhere: a much higher cap (50 within an hour), then locks that grow (1 minute,
 *   doubling with every further 10 failures, at most an hour); the owner can still sign in with an
 *   email code, and by password from a device they signed in on before (known-device.ts);
 * - client address: 20 failures on existing accounts within 5 minutes lock the address; made-up
 *   accounts never count against an address.
 */
export const FAILURE_WINDOW_MS = 5 * 60 * 1000;
export const LOCK_MS = 5 * 60 * 1000;
/** Failures of one account from one client that lock the pair (spec 8: 4108 after 5 failures). */
export const CLIENT_FAILURE_LIMIT = 5;
/** Failures on existing accounts from one address that lock the address. */
export const IP_FAILURE_LIMIT = 20;
export const ACCOUNT_WINDOW_MS = 60 * 60 * 1000;
/** Failures of one account from all clients before it is locked for everyone. */
export const ACCOUNT_FAILURE_LIMIT = 50;
/** Every further this many failures double the account-wide lock. */
export const ACCOUNT_STEP = 10;
export const ACCOUNT_FIRST_LOCK_MS = 60 * 1000;
export const ACCOUNT_MAX_LOCK_MS = 60 * 60 * 1000;

export interface GuardKeys {
  /** The account and the client together. */
  client: string;
  /** The account from any client. */
  account: string;
  /** The client address, only when the account exists. */
  ip: string | null;
}

/** Unknown accounts are keyed by a hash: whatever was typed (a mistyped email) is not stored. */
export function guardKeys(userId: number | null, account: string, ip: string): GuardKeys {
  const accountKey = userId === null ? `account:${crypto.createHash('sha256').update(account.toLowerCase()).digest('hex').slice(0, 32)}` : `user:${userId}`;
  return { client: `${accountKey}|ip:${ip}`, account: accountKey, ip: userId === null ? null : `ip:${ip}` };
}

const keysOf = (keys: GuardKeys) => [keys.client, keys.account, ...(keys.ip ? [keys.ip] : [])];

/**
 * The end of the longest lock that applies to this attempt, or null when it may go ahead. The owner's
 * known device passes the account-wide lock (`knownDevice`), never the client's or the address's.
 */
export async function lockedUntil(db: DbOrTx, keys: GuardKeys, now: Date, knownDevice = false): Promise<Date | null> {
  const applying = keysOf(keys).filter((key) => !(knownDevice && key === keys.account));
  const rows = await db
    .select({ lockedUntil: loginLocks.lockedUntil })
    .from(loginLocks)
    .where(and(inArray(loginLocks.key, applying), gt(loginLocks.lockedUntil, now)));
  return rows.reduce<Date | null>((latest, row) => (latest && latest > row.lockedUntil ? latest : row.lockedUntil), null);
}

async function countSince(db: DbOrTx, key: string, since: Date): Promise<number> {
  const [{ count }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(loginFailures)
    .where(and(eq(loginFailures.key, key), gt(loginFailures.createdAt, since)));
  return count;
}

async function lock(db: DbOrTx, key: string, until: Date): Promise<void> {
  await db.insert(loginLocks).values({ key, lockedUntil: until }).onConflictDoUpdate({ target: loginLocks.key, set: { lockedUntil: until } });
}

/** Records a failure against each counter and locks those over their limit. */
export async function recordFailure(db: DbOrTx, keys: GuardKeys, now: Date): Promise<void> {
  await db.insert(loginFailures).values(keysOf(keys).map((key) => ({ key, createdAt: now })));
  const recent = new Date(now.getTime() - FAILURE_WINDOW_MS);
  for (const [key, limit] of [
    [keys.client, CLIENT_FAILURE_LIMIT],
    [keys.ip, IP_FAILURE_LIMIT],
  ] as const) {
    if (key === null || (await countSince(db, key, recent)) < limit) continue;
    await lock(db, key, new Date(now.getTime() + LOCK_MS));
    // After the lock the pair (or address) starts again with a clean slate.
    await db.delete(loginFailures).where(eq(loginFailures.key, key));
  }
  const accountFailures = await countSince(db, keys.account, new Date(now.getTime() - ACCOUNT_WINDOW_MS));
  if (accountFailures >= ACCOUNT_FAILURE_LIMIT) {
    // Not reset: each failure past the cap locks again, for longer as the failures pile up.
    const doublings = Math.floor((accountFailures - ACCOUNT_FAILURE_LIMIT) / ACCOUNT_STEP);
    const duration = Math.min(ACCOUNT_MAX_LOCK_MS, ACCOUNT_FIRST_LOCK_MS * 2 ** Math.min(doublings, 12));
    await lock(db, keys.account, new Date(now.getTime() + duration));
  }
}

/** A successful login forgets this client's earlier failures on the account. */
export async function clearFailures(db: DbOrTx, keys: GuardKeys): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.key, keys.client));
}

export async function purgeLoginGuard(db: DbOrTx, now: Date): Promise<void> {
  await db.delete(loginFailures).where(lt(loginFailures.createdAt, new Date(now.getTime() - ACCOUNT_WINDOW_MS)));
  await db.delete(loginLocks).where(lt(loginLocks.lockedUntil, now));
}

/**
 * A member who proved they own the account (password reset by email code) is let in at once:
 * every failure and lock counted against the account goes, whatever else the key carries
 * (`user:<id>` itself or `user:<id>` followed by a separator and more), but not those of other accounts.
 */
export async function clearAccountLock(db: DbOrTx, userId: number): Promise<void> {
  const account = guardKeys(userId, '', '').account;
  const pattern = `^${account}($|[^0-9])`;
  await db.delete(loginLocks).where(sql`${loginLocks.key} ~ ${pattern}`);
  await db.delete(loginFailures).where(sql`${loginFailures.key} ~ ${pattern}`);
}
