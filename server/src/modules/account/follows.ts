import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { PagedList, TeacherInfo } from '@site/shared/contract';
import type { Db, DbOrTx } from '../../platform/db';
import { invalidateUserReads } from '../../platform/invalidation';
import { badInput, notFound } from '../../platform/errors';
import { findUserById } from './repository';
import { follows, users } from './tables';

/** Follows a user; following twice is the same as once. */
export async function follow(db: Db, followerId: number, targetUserId: number): Promise<void> {
  if (followerId === targetUserId) throw badInput('不能关注自己');
  if (!(await findUserById(db, targetUserId))) throw notFound('用户不存在');
  await db.insert(follows).values({ followerId, targetUserId }).onConflictDoNothing();
  // "followed" on the teachers of a course detail is the member's own mark.
  invalidateUserReads(followerId, 'course-flags');
}

/** Unfollows; unfollowing someone not followed changes nothing. */
export async function unfollow(db: Db, followerId: number, targetUserId: number): Promise<void> {
  await db.delete(follows).where(and(eq(follows.followerId, followerId), eq(follows.targetUserId, targetUserId)));
  invalidateUserReads(followerId, 'course-flags');
}

/** The ids among `targetIds` that the caller follows, as a map id -> bool (all false for visitors). */
export async function followedMap(db: DbOrTx, followerId: number | null, targetIds: number[]): Promise<Record<string, boolean>> {
  const map: Record<string, boolean> = Object.fromEntries(targetIds.map((id) => [String(id), false]));
  if (followerId === null || targetIds.length === 0) return map;
  const rows = await db
    .select({ id: follows.targetUserId })
    .from(follows)
    .where(and(eq(follows.followerId, followerId), inArray(follows.targetUserId, targetIds)));
  for (const row of rows) map[String(row.id)] = true;
  return map;
}

export async function isFollowing(db: DbOrTx, followerId: number | null, targetUserId: number): Promise<boolean> {
  return (await followedMap(db, followerId, [targetUserId]))[String(targetUserId)] ?? false;
}

/** Whom `userId` follows, newest first, each marked with whether the caller follows them too. */
export async function listFollowing(
  db: DbOrTx,
  userId: number,
  callerId: number | null,
  page: number,
  perPage: number,
): Promise<PagedList<TeacherInfo>> {
  const [{ count }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(follows)
    .where(eq(follows.followerId, userId));
  const rows = await db
    .select({ id: users.id, username: users.username, nickname: users.nickname, avatar: users.avatar })
    .from(follows)
    .innerJoin(users, eq(users.id, follows.targetUserId))
    .where(eq(follows.followerId, userId))
    .orderBy(desc(follows.createdAt), desc(users.id))
    .limit(perPage)
    .offset(page * perPage);
  const followed = await followedMap(db, callerId, rows.map((row) => row.id));
  return { count, rows: rows.map((row) => ({ ...row, followed: followed[String(row.id)] ?? false })) };
}

export async function followerCount(db: DbOrTx, targetUserId: number): Promise<number> {
  const [{ count }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(follows)
    .where(eq(follows.targetUserId, targetUserId));
  return count;
}
