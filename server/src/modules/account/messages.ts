import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { NoticeBody, NoticeType, PagedList } from '@site/shared/contract';
import type { Db } from '../../platform/db';
import { invalidateUserReads } from '../../platform/invalidation';
import { notices } from './tables';

export interface Message {
  id: number;
  noticeType: NoticeType;
  hasRead: boolean;
  createdAt: string;
  body: NoticeBody;
}

export interface MessageFilter {
  types?: NoticeType[];
  /** 1 = unread only, 2 = read only, absent = all (docs/decisions.md). */
  read?: 1 | 2;
}

/** The caller's notifications, newest first. */
export async function listMessages(db: Db, userId: number, filter: MessageFilter, page: number, perPage: number): Promise<PagedList<Message>> {
  const conditions: SQL[] = [eq(notices.userId, userId)];
  if (filter.types && filter.types.length > 0) conditions.push(inArray(notices.noticeType, filter.types));
  if (filter.read !== undefined) conditions.push(eq(notices.hasRead, filter.read === 2));
  const where = and(...conditions);
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(notices).where(where);
  const rows = await db
    .select()
    .from(notices)
    .where(where)
    .orderBy(desc(notices.createdAt), desc(notices.id))
    .limit(perPage)
    .offset(page * perPage);
  return {
    count,
    rows: rows.map((row) => ({
      id: row.id,
      noticeType: row.noticeType as NoticeType,
      hasRead: row.hasRead,
      createdAt: row.createdAt.toISOString(),
      body: row.body as unknown as NoticeBody,
    })),
  };
}

/** Marks the given notifications read; ids of other people's notifications are ignored. */
export async function markRead(db: Db, userId: number, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const updated = await db
    .update(notices)
    .set({ hasRead: true })
    .where(and(eq(notices.userId, userId), inArray(notices.id, ids), eq(notices.hasRead, false)))
    .returning({ id: notices.id });
  if (updated.length > 0) invalidateUserReads(userId, 'messages');
  return updated.length;
}
