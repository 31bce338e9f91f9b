import { and, count, desc, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import { type CommentType, ErrorCode } from '@site/shared/contract';
import type { DbOrTx } from '../../platform/db';
import { BusinessError, badInput, notFound } from '../../platform/errors';
import type { CurrentUser } from '../../platform/session';
import { users } from '../account/tables';
import { audios } from '../audio/tables';
import { courses } from '../course/tables';
import { shots } from '../shot/tables';
import { type CommentRow, findComment } from './repository';
import { commentReports, comments } from './tables';

/**
 * A member reports (举报) a comment: one report per member per comment (a second one changes
 * nothing and says so), never one's own comment, never a deleted one (7140).
 */
export async function reportComment(db: DbOrTx, user: CurrentUser, input: { commentId: number; type: CommentType; reason: string }) {
  const comment = await findComment(db, input.commentId, input.type);
  if (!comment) throw notFound('评论不存在');
  if (comment.deletedAt) throw new BusinessError(ErrorCode.CommentDeleted, '评论已删除，无法举报', 400);
  if (comment.userId === user.id) throw badInput('不能举报自己的评论');
  const inserted = await db
    .insert(commentReports)
    .values({ commentId: comment.id, userId: user.id, reason: input.reason })
    .onConflictDoNothing()
    .returning({ commentId: commentReports.commentId });
  return { reported: true as const, alreadyReported: inserted.length === 0 };
}

const openReport = isNull(commentReports.dismissedAt);

/** Titles of the commented things, by type, in three queries at most. */
async function targetTitles(db: DbOrTx, rows: { type: string; targetId: number }[]) {
  const idsOf = (type: CommentType) => [...new Set(rows.filter((row) => row.type === type).map((row) => row.targetId))];
  const [courseRows, shotRows, audioRows] = await Promise.all([
    idsOf('course').length ? db.select({ id: courses.id, title: courses.title }).from(courses).where(inArray(courses.id, idsOf('course'))) : [],
    idsOf('shot').length ? db.select({ id: shots.id, title: shots.title }).from(shots).where(inArray(shots.id, idsOf('shot'))) : [],
    idsOf('audio').length ? db.select({ id: audios.id, title: audios.title }).from(audios).where(inArray(audios.id, idsOf('audio'))) : [],
  ]);
  const titles = new Map<string, string>();
  for (const [type, list] of [['course', courseRows], ['shot', shotRows], ['audio', audioRows]] as const) {
    for (const row of list) titles.set(`${type}/${row.id}`, row.title);
  }
  return titles;
}

/**
 * Live comments with open reports, the most recently reported first: the text, where it is, its
 * author, how many members reported it and their latest reasons.
 */
export async function pageReportedComments(db: DbOrTx, query: { page: number; perPage: number }) {
  const lastReportedAt = max(commentReports.createdAt);
  const where = and(openReport, isNull(comments.deletedAt));
  const grouped = await db
    .select({ commentId: commentReports.commentId, reporters: count(), lastReportedAt })
    .from(commentReports)
    .innerJoin(comments, eq(comments.id, commentReports.commentId))
    .where(where)
    .groupBy(commentReports.commentId)
    .orderBy(desc(lastReportedAt), desc(commentReports.commentId))
    .limit(query.perPage)
    .offset(query.page * query.perPage);
  const [total] = await db
    .select({ n: sql<number>`count(distinct ${commentReports.commentId})::int` })
    .from(commentReports)
    .innerJoin(comments, eq(comments.id, commentReports.commentId))
    .where(where);
  const ids = grouped.map((row) => row.commentId);
  if (ids.length === 0) return { rows: [], count: total?.n ?? 0 };
  const [details, reasons] = await Promise.all([
    db
      .select({ comment: comments, author: { id: users.id, username: users.username, nickname: users.nickname } })
      .from(comments)
      .innerJoin(users, eq(users.id, comments.userId))
      .where(inArray(comments.id, ids)),
    db
      .select({ commentId: commentReports.commentId, reason: commentReports.reason })
      .from(commentReports)
      .where(and(inArray(commentReports.commentId, ids), openReport, sql`${commentReports.reason} <> ''`))
      .orderBy(desc(commentReports.createdAt)),
  ]);
  const titles = await targetTitles(
    db,
    details.map((row) => row.comment),
  );
  const byId = new Map(details.map((row) => [row.comment.id, row]));
  const rows = grouped.flatMap((group) => {
    const detail = byId.get(group.commentId);
    if (!detail) return [];
    const { comment, author } = detail;
    return [
      {
        id: comment.id,
        type: comment.type as CommentType,
        content: comment.content,
        createdAt: comment.createdAt.toISOString(),
        isReply: comment.rootTargetId !== null,
        author,
        target: { id: comment.targetId, title: titles.get(`${comment.type}/${comment.targetId}`) ?? '（已删除）' },
        reporters: group.reporters,
        lastReportedAt: (group.lastReportedAt ?? comment.createdAt).toISOString(),
        reasons: reasons.filter((row) => row.commentId === comment.id).slice(0, 5).map((row) => row.reason),
      },
    ];
  });
  return { rows, count: total?.n ?? 0 };
}

/** Any comment by id, whatever its type (ids are unique across types). */
export async function findAnyComment(db: DbOrTx, id: number): Promise<CommentRow | undefined> {
  const [row] = await db.select().from(comments).where(eq(comments.id, id)).limit(1);
  return row;
}

/** A moderator's delete: the same soft delete as the author's (replies and likes then answer 7140). */
export async function softDeleteComment(db: DbOrTx, id: number, now: Date): Promise<void> {
  await db
    .update(comments)
    .set({ deletedAt: now })
    .where(and(eq(comments.id, id), isNull(comments.deletedAt)));
}

/** Closes a comment's open reports without touching the comment; answers how many were open. */
export async function dismissReports(db: DbOrTx, id: number, now: Date): Promise<number> {
  const closed = await db
    .update(commentReports)
    .set({ dismissedAt: now })
    .where(and(eq(commentReports.commentId, id), openReport))
    .returning({ userId: commentReports.userId });
  return closed.length;
}

export async function openReportCount(db: DbOrTx, id: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(commentReports).where(and(eq(commentReports.commentId, id), openReport));
  return row?.n ?? 0;
}
