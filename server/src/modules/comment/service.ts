import { and, eq, isNull, sql } from 'drizzle-orm';
import { type CommentType, ErrorCode, type NoticeType } from '@site/shared/contract';
import type { Db } from '../../platform/db';
import { invalidateUserReads } from '../../platform/invalidation';
import { BusinessError, forbidden, notFound } from '../../platform/errors';
import { type CurrentUser, isAdmin, isTeacher } from '../../platform/session';
import { createNotice } from '../account/notices';
import { cleanCommentContent } from './content';
import { type CommentRow, commentWithUser, findComment } from './repository';
import { commentLikes, comments } from './tables';
import { loadTarget, targetInfo } from './targets';

const commentDeleted = (action: string) => new BusinessError(ErrorCode.CommentDeleted, `评论已删除，无法${action}`, 400);
const commentMissing = () => notFound('评论不存在');

/** A live comment of the given type, or 404 / 7140 (deleted). */
async function requireLiveComment(db: Db, id: number, type: CommentType, action: string): Promise<CommentRow> {
  const row = await findComment(db, id, type);
  if (!row) throw commentMissing();
  if (row.deletedAt) throw commentDeleted(action);
  return row;
}

export interface PostInput {
  type: CommentType;
  targetId: number;
  content: string;
  replyTargetId?: number;
}

/**
 * Posts a comment or a reply. Replies hang under the thread's root; the commented thing's owners
 * are told of new comments, the replied comment's author of replies.
 */
export async function postComment(db: Db, user: CurrentUser, input: PostInput) {
  const content = cleanCommentContent(input.content);
  const notified: (number | null)[] = [];
  const posted = await db.transaction(async (tx) => {
    const target = await loadTarget(tx, input.type, input.targetId);
    if (!target.commentsOpen) throw new BusinessError(ErrorCode.CommentsClosed, '评论已关闭', 400);
    let reply: CommentRow | undefined;
    if (input.replyTargetId !== undefined) {
      reply = await findComment(tx, input.replyTargetId, input.type);
      if (!reply || reply.targetId !== target.id) throw commentMissing();
      if (reply.deletedAt) throw commentDeleted('回复');
      if (reply.rootTargetId !== null) {
        const root = await findComment(tx, reply.rootTargetId, input.type);
        if (!root || root.deletedAt) throw commentDeleted('回复');
      }
    }
    const [row] = await tx
      .insert(comments)
      .values({
        type: input.type,
        targetId: target.id,
        userId: user.id,
        content,
        rootTargetId: reply ? (reply.rootTargetId ?? reply.id) : null,
        replyTargetId: reply ? reply.id : null,
      })
      .returning();
    if (!row) throw new Error('comment not created');
    const body = { ...targetInfo(target), commentInfo: { id: row.id, likeNum: 0, isLike: false, content } };
    if (reply) {
      notified.push(await createNotice(tx, { userId: reply.userId, fromUserId: user.id, noticeType: `${input.type}-comment-reply` as NoticeType, body }));
    } else {
      for (const ownerId of target.ownerIds) {
        notified.push(await createNotice(tx, { userId: ownerId, fromUserId: user.id, noticeType: `${input.type}-comment` as NoticeType, body }));
      }
    }
    return commentWithUser(tx, row.id, user.id);
  });
  invalidateUserReads(notifiedIds(notified), 'messages');
  return posted;
}

/** The members createNotice told, for their message lists once the transaction has committed. */
const notifiedIds = (ids: (number | null)[]): number[] => ids.filter((id): id is number => id !== null);

/** Idempotent like: one row per member; the author is told once. */
export async function likeComment(db: Db, user: CurrentUser, commentId: number, type: CommentType) {
  const notified: (number | null)[] = [];
  const liked = await db.transaction(async (tx) => {
    const comment = await requireLiveComment(tx, commentId, type, '点赞');
    const inserted = await tx.insert(commentLikes).values({ commentId, userId: user.id }).onConflictDoNothing().returning();
    let likeNum = comment.likeNum;
    if (inserted.length > 0) {
      const [updated] = await tx
        .update(comments)
        .set({ likeNum: sql`${comments.likeNum} + 1` })
        .where(eq(comments.id, commentId))
        .returning({ likeNum: comments.likeNum });
      likeNum = updated?.likeNum ?? likeNum + 1;
      const target = await loadTarget(tx, type, comment.targetId).catch(() => null);
      if (target) {
        const to = await createNotice(tx, {
          userId: comment.userId,
          fromUserId: user.id,
          noticeType: `${type}-comment-like` as NoticeType,
          body: { ...targetInfo(target), commentInfo: { id: comment.id, likeNum, isLike: true, content: comment.content } },
        });
        notified.push(to);
      }
    }
    return { isLike: true, likeNum };
  });
  invalidateUserReads(notifiedIds(notified), 'messages');
  return liked;
}

/** Idempotent unlike; likeNum only drops when a like row was removed, and never below 0. */
export async function unlikeComment(db: Db, user: CurrentUser, commentId: number, type: CommentType) {
  return db.transaction(async (tx) => {
    const comment = await requireLiveComment(tx, commentId, type, '取消点赞');
    const removed = await tx
      .delete(commentLikes)
      .where(and(eq(commentLikes.commentId, commentId), eq(commentLikes.userId, user.id)))
      .returning();
    let likeNum = comment.likeNum;
    if (removed.length > 0) {
      const [updated] = await tx
        .update(comments)
        .set({ likeNum: sql`greatest(${comments.likeNum} - 1, 0)` })
        .where(eq(comments.id, commentId))
        .returning({ likeNum: comments.likeNum });
      likeNum = updated?.likeNum ?? Math.max(0, likeNum - 1);
    }
    return { isLike: false, likeNum };
  });
}

/** Soft delete by the author only; deleting twice is fine. */
export async function deleteComment(db: Db, user: CurrentUser, commentId: number, type: CommentType) {
  const comment = await findComment(db, commentId, type);
  if (!comment) throw commentMissing();
  if (comment.userId !== user.id) throw forbidden('只能删除自己的评论');
  if (!comment.deletedAt) {
    await db
      .update(comments)
      .set({ deletedAt: new Date() })
      .where(and(eq(comments.id, commentId), isNull(comments.deletedAt)));
  }
  return { id: commentId, deleted: true };
}

/** The top-comment power: granted per user (canTopComment) or held by teachers and admins (account/power/top-comment). */
export const canTopComment = (user: CurrentUser) => user.canTopComment || isTeacher(user) || isAdmin(user);

export async function setTop(db: Db, user: CurrentUser, commentId: number, type: CommentType, isTop: boolean) {
  if (!canTopComment(user)) throw forbidden('没有置顶评论的权限');
  await requireLiveComment(db, commentId, type, '置顶');
  await db.update(comments).set({ isTop }).where(eq(comments.id, commentId));
  return { isTop };
}


