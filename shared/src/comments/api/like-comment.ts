import { api } from '../../api';
import type { CommentLikeResult, CommentType } from '../../contract';

export interface LikeCommentInput {
  type: CommentType;
  commentId: number;
}

/** POST comment/like to like, DELETE comment/delete/like to take the like back. */
export function setCommentLike({ type, commentId }: LikeCommentInput, like: boolean): Promise<CommentLikeResult> {
  return like
    ? api.post<CommentLikeResult>('/comment/like', { commentId, type })
    : api.delete<CommentLikeResult>('/comment/delete/like', { commentId, type });
}
