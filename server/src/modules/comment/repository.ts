import { and, asc, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Comment, CommentType } from '@site/shared/contract';
import type { DbOrTx } from '../../platform/db';
import { users } from '../account/tables';
import { commentLikes, comments } from './tables';

export type CommentRow = typeof comments.$inferSelect;

const userInfo = { id: users.id, nickname: users.nickname, username: users.username, avatar: users.avatar };

async function likedSet(db: DbOrTx, viewerId: number | null, ids: number[]): Promise<Set<number>> {
  if (viewerId === null || ids.length === 0) return new Set();
  const rows = await db
    .select({ id: commentLikes.commentId })
    .from(commentLikes)
    .where(and(eq(commentLikes.userId, viewerId), inArray(commentLikes.commentId, ids)));
  return new Set(rows.map((r) => r.id));
}

function toComment(row: CommentRow, user: Comment['userInfo'], liked: Set<number>, replies: Comment[] = []): Comment {
  return {
    id: row.id,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    userInfo: user,
    likeNum: row.likeNum,
    isLike: liked.has(row.id),
    isTop: row.isTop,
    rootTargetId: row.rootTargetId,
    replyTargetId: row.replyTargetId,
    replayTargetInfo: replies,
  };
}

/** Root comments of a target, pinned first then newest, each with its replies oldest first. */
export async function listComments(db: DbOrTx, type: CommentType, targetId: number, perPage: number, page: number, viewerId: number | null) {
  const where = and(eq(comments.type, type), eq(comments.targetId, targetId), isNull(comments.rootTargetId), isNull(comments.deletedAt));
  const roots = await db
    .select({ comment: comments, user: userInfo })
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId))
    .where(where)
    .orderBy(desc(comments.isTop), desc(comments.createdAt), desc(comments.id))
    .limit(perPage)
    .offset(page * perPage);
  const [total] = await db.select({ n: count() }).from(comments).where(where);
  const rootIds = roots.map((r) => r.comment.id);
  const replies =
    rootIds.length === 0
      ? []
      : await db
          .select({ comment: comments, user: userInfo })
          .from(comments)
          .innerJoin(users, eq(users.id, comments.userId))
          .where(and(inArray(comments.rootTargetId, rootIds), isNull(comments.deletedAt)))
          .orderBy(asc(comments.createdAt), asc(comments.id));
  const liked = await likedSet(db, viewerId, [...rootIds, ...replies.map((r) => r.comment.id)]);
  const rows = roots.map((root) =>
    toComment(
      root.comment,
      root.user,
      liked,
      replies.filter((r) => r.comment.rootTargetId === root.comment.id).map((r) => toComment(r.comment, r.user, liked)),
    ),
  );
  return { rows, count: Number(total?.n ?? 0) };
}

export async function commentWithUser(db: DbOrTx, id: number, viewerId: number | null): Promise<Comment> {
  const [row] = await db.select({ comment: comments, user: userInfo }).from(comments).innerJoin(users, eq(users.id, comments.userId)).where(eq(comments.id, id)).limit(1);
  if (!row) throw new Error(`comment ${id} vanished`);
  return toComment(row.comment, row.user, await likedSet(db, viewerId, [id]));
}

export async function findComment(db: DbOrTx, id: number, type: CommentType): Promise<CommentRow | undefined> {
  const [row] = await db
    .select()
    .from(comments)
    .where(and(eq(comments.id, id), eq(comments.type, type)))
    .limit(1);
  return row;
}

export async function likedMap(db: DbOrTx, viewerId: number | null, ids: number[]): Promise<Record<string, boolean>> {
  const liked = await likedSet(db, viewerId, ids);
  return Object.fromEntries(ids.map((id) => [String(id), liked.has(id)]));
}
