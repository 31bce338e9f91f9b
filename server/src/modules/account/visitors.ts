import { desc, eq, sql } from 'drizzle-orm';
import type { PagedList } from '@site/shared/contract';
import type { DbOrTx } from '../../platform/db';
import { notFound } from '../../platform/errors';
import { type CurrentUser, isAdmin } from '../../platform/session';
import { findUserById } from './repository';
import { users, visitorRecords } from './tables';

export interface Visitor {
  id: number;
  username: string;
  nickname: string;
  avatar: string;
  visitNum: number;
  visitedAt: string;
}

/** Records that the caller opened someone's profile; your own visits are not counted. */
export async function recordVisit(db: DbOrTx, visitorId: number, targetUserId: number, now: Date): Promise<boolean> {
  if (visitorId === targetUserId) return false;
  if (!(await findUserById(db, targetUserId))) throw notFound('用户不存在');
  await db
    .insert(visitorRecords)
    .values({ visitorId, targetUserId, createdAt: now, visitedAt: now })
    .onConflictDoUpdate({
      target: [visitorRecords.visitorId, visitorRecords.targetUserId],
      set: { visitedAt: now, visitNum: sql`${visitorRecords.visitNum} + 1` },
    });
  return true;
}

/**
 * Who visited a profile, latest visit first; count is the number of distinct visitors. Who looked
 * at whose profile and when is the owner's business: anyone else (anonymous included) gets the
 * count alone, unless an administrator.
 */
export async function listVisitors(db: DbOrTx, viewer: CurrentUser | null, targetUserId: number, page: number, perPage: number): Promise<PagedList<Visitor>> {
  const [{ count }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(visitorRecords)
    .where(eq(visitorRecords.targetUserId, targetUserId));
  if (viewer?.id !== targetUserId && !isAdmin(viewer)) return { count, rows: [] };
  const rows = await db
    .select({
      id: users.id,
      username: users.username,
      nickname: users.nickname,
      avatar: users.avatar,
      visitNum: visitorRecords.visitNum,
      visitedAt: visitorRecords.visitedAt,
    })
    .from(visitorRecords)
    .innerJoin(users, eq(users.id, visitorRecords.visitorId))
    .where(eq(visitorRecords.targetUserId, targetUserId))
    .orderBy(desc(visitorRecords.visitedAt), desc(visitorRecords.id))
    .limit(perPage)
    .offset(page * perPage);
  return { count, rows: rows.map((row) => ({ ...row, visitedAt: row.visitedAt.toISOString() })) };
}
