import { api } from '../../api';

/** POST admin/comment/delete: an admin removes anyone's comment (recorded in the admin audit log). */
export function moderatorDeleteComment(input: { commentId: number; reason: string }): Promise<unknown> {
  return api.post('/admin/comment/delete', { id: input.commentId, reason: input.reason });
}
