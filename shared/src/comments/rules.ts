import { isApiError } from '../api';
import { COMMENT_MAX_LENGTH, ErrorCode, type Comment, type CommentType } from '../contract';

/** Spec 5: at most 600 characters, and nothing to send when only blanks were typed. */
export function canSubmitComment(content: string): boolean {
  const trimmed = content.trim();
  return trimmed.length > 0 && content.length <= COMMENT_MAX_LENGTH;
}

/**
 * Spec 5: a reply to a child comment (one that itself has a root) starts with "@name " so readers
 * know whom it answers inside the flat reply list; replies to a root comment need no prefix.
 */
export function replyPrefix(target: Pick<Comment, 'rootTargetId' | 'userInfo'>): string {
  if (target.rootTargetId === null || target.rootTargetId === undefined) return '';
  const name = target.userInfo.nickname || target.userInfo.username;
  return name ? `@${name} ` : '';
}

/** Spec 4: a like toggles isLike and moves likeNum by one, never below 0. */
export function toggleLike<T extends Pick<Comment, 'isLike' | 'likeNum'>>(comment: T): T {
  const isLike = !comment.isLike;
  return { ...comment, isLike, likeNum: Math.max(0, comment.likeNum + (isLike ? 1 : -1)) };
}

export type CommentAction = 'comment' | 'reply';

/** Spec 8: what to tell the user when posting a comment or a reply failed. */
export function postErrorMessage(error: unknown, type: CommentType, action: CommentAction): string {
  if (isApiError(error, ErrorCode.CommentsClosed) && type !== 'course') return '评论已关闭';
  if (isApiError(error, ErrorCode.CommentDeleted)) return '评论已删除，无法点赞或回复';
  // Course comments show the server's own text (spec 8).
  if (type === 'course' && isApiError(error) && error.message) return error.message;
  return action === 'reply' ? '回复失败，请稍后重试' : '评论失败，请稍后重试';
}

/** Spec 8: a like on a deleted comment says so; other like failures are generic. */
export function likeErrorMessage(error: unknown): string {
  if (isApiError(error, ErrorCode.CommentDeleted)) return '评论已删除，无法点赞或回复';
  return '操作失败，请重试';
}

/** Applies a change to one comment wherever it sits (root or reply). */
export function updateComment(rows: Comment[], id: number, change: (comment: Comment) => Comment): Comment[] {
  return rows.map((root) => {
    if (root.id === id) return change(root);
    if (!root.replayTargetInfo?.some((child) => child.id === id)) return root;
    return { ...root, replayTargetInfo: root.replayTargetInfo.map((child) => (child.id === id ? change(child) : child)) };
  });
}
