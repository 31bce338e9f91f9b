import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { users } from '../account/tables';
import { ssoIdentities, ssoSessions } from './tables';
import { invalidateReads, invalidateUserReads } from '../../platform/invalidation';

export async function findLinkedUserId(db: DbOrTx, issuer: string, subject: string): Promise<number | null> {
  const [row] = await db
    .select({ userId: ssoIdentities.userId })
    .from(ssoIdentities)
    .where(and(eq(ssoIdentities.issuer, issuer), eq(ssoIdentities.subject, subject)))
    .limit(1);
  return row?.userId ?? null;
}

/** True when the member already has an identity at this provider (one identity per provider and member). */
export async function hasIdentityAt(db: DbOrTx, issuer: string, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: ssoIdentities.id })
    .from(ssoIdentities)
    .where(and(eq(ssoIdentities.issuer, issuer), eq(ssoIdentities.userId, userId)))
    .limit(1);
  return Boolean(row);
}

export async function insertIdentity(db: DbOrTx, issuer: string, subject: string, userId: number, now: Date): Promise<void> {
  await db.insert(ssoIdentities).values({ issuer, subject, userId, createdAt: now, lastSignInAt: now });
}

export async function touchIdentity(db: DbOrTx, issuer: string, subject: string, now: Date): Promise<void> {
  await db
    .update(ssoIdentities)
    .set({ lastSignInAt: now })
    .where(and(eq(ssoIdentities.issuer, issuer), eq(ssoIdentities.subject, subject)));
}

export async function updateGrants(
  db: DbOrTx,
  userId: number,
  grants: { roles: Record<string, boolean>; canPostShot: boolean; canTopComment: boolean },
  now: Date,
): Promise<void> {
  await db.update(users).set({ ...grants, updatedAt: now }).where(eq(users.id, userId));
  // Roles decide who is listed as a teacher; the member's sessions carry roles and powers.
  invalidateReads('users');
  invalidateUserReads(userId, 'account');
}

export async function saveSessionIdToken(db: DbOrTx, sessionId: string, idToken: string): Promise<void> {
  await db.insert(ssoSessions).values({ sessionId, idToken });
}

export async function findSessionIdToken(db: DbOrTx, sessionId: string): Promise<string | null> {
  const [row] = await db.select({ idToken: ssoSessions.idToken }).from(ssoSessions).where(eq(ssoSessions.sessionId, sessionId)).limit(1);
  return row?.idToken ?? null;
}
