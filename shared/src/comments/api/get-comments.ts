import { api } from '../../api';
import type { Comment, CommentType, PagedList } from '../../contract';
import { targetParam } from './comment-target';

export interface GetCommentsInput {
  type: CommentType;
  targetId: number;
  page: number;
  perPage: number;
}

/** GET comment/list: root comments with their replies in replayTargetInfo. */
export function getComments({ type, targetId, page, perPage }: GetCommentsInput): Promise<PagedList<Comment>> {
  return api.get<PagedList<Comment>>('/comment/list', { ...targetParam(type, targetId), type, perPage, page });
}
