import { api } from '../../api';
import type { Comment, CommentType } from '../../contract';
import { targetParam } from './comment-target';

export interface PostCommentInput {
  type: CommentType;
  targetId: number;
  content: string;
  /** The comment answered; absent for a new root comment. */
  replyTargetId?: number;
}

export function postComment({ type, targetId, content, replyTargetId }: PostCommentInput): Promise<Comment> {
  return api.post<Comment>('/comment/post', {
    ...targetParam(type, targetId),
    type,
    content,
    ...(replyTargetId !== undefined ? { replyTargetId } : {}),
  });
}
