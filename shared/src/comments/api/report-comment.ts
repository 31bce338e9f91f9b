import { api } from '../../api';
import type { CommentType } from '../../contract';

/** POST comment/report (our addition, docs/decisions.md): one report per member per comment. */
export function reportComment(input: { type: CommentType; commentId: number; reason: string }) {
  return api.post<{ reported: true; alreadyReported: boolean }>('/comment/report', input);
}
