import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { loginFailures, loginLocks } from './tables';

export const FAILURE_WINDOW_MS = 5 * 60 * 1000;
export const LOCK_MS = 5 * 60 * 1000;
/** Failures within the window that lock an account (spec 8: 4108 after 5 failures). */
export const ACCOUNT_FAILURE_LIMIT = 5;
/** An address may fail more often (many people share one NAT) before it is locked too. */
export const IP_FAILURE_LIMIT = 20;

export interface GuardKeys {
  account: string;
  ip: string;
}

export function guardKeys(userId: number | null, account: string, ip: string): GuardKeys {
  return { account: userId === null ? `account:${account.toLowerCase()}` : `user:${userId}`, ip: `ip:${ip}` };
}

export async function isLocked(db: DbOrTx, keys: GuardKeys, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ key: loginLocks.key })
    .from(loginLocks)
    .where(and(inArray(loginLocks.key, [keys.account, keys.ip]), gt(loginLocks.lockedUntil, now)))
    .limit(1);
  return Boolean(row);
}

/** Records a failure for the account and the address; either locks for 5 minutes once over its limit. */
export async function recordFailure(db: DbOrTx, keys: GuardKeys, now: Date): Promise<void> {
  await db.insert(loginFailures).values([
    { key: keys.account, createdAt: now },
    { key: keys.ip, createdAt: now },
  ]);
  const since = new Date(now.getTime() - FAILURE_WINDOW_MS);
  for (const [key, limit] of [
    [keys.account, ACCOUNT_FAILURE_LIMIT],
    [keys.ip, IP_FAILURE_LIMIT],
  ] as const) {
    const [{ count }] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(loginFailures)
      .where(and(eq(loginFailures.key, key), gt(loginFailures.createdAt, since)));
    if (count >= limit) {
      const lockedUntil = new Date(now.getTime() + LOCK_MS);
      await db.insert(loginLocks).values({ key, lockedUntil }).onConflictDoUpdate({ target: loginLocks.key, set: { lockedUntil } });
      // After the lock the account starts again with a clean slate.
      await db.delete(loginFailures).where(eq(loginFailures.key, key));
    }
  }
}

/** A successful login forgets the account's earlier failures. */
export async function clearFailures(db: DbOrTx, keys: GuardKeys): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.key, keys.account));
}

export async function purgeLoginGuard(db: DbOrTx, now: Date): Promise<void> {
  await db.delete(loginFailures).where(lt(loginFailures.createdAt, new Date(now.getTime() - FAILURE_WINDOW_MS)));
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
