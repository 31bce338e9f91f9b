import { api } from '../../api';
import type { CommentType } from '../../contract';

/** POST comment/isTop: pin (status true) or unpin a root comment. */
export function setCommentTop(input: { type: CommentType; commentId: number; status: boolean }): Promise<unknown> {
  return api.post('/comment/isTop', input);
}
