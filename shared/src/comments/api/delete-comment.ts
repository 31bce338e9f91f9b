import { api } from '../../api';
import type { CommentType } from '../../contract';

/** DELETE comment/delete: the server allows it for the author only. */
export function deleteComment(input: { type: CommentType; commentId: number }): Promise<unknown> {
  return api.delete('/comment/delete', input);
}
