import { api, type CommentType } from '@site/shared';

export interface ReportedComment {
  id: number;
  type: CommentType;
  content: string;
  createdAt: string;
  isReply: boolean;
  author: { id: number; username: string; nickname: string };
  target: { id: number; title: string };
  reporters: number;
  lastReportedAt: string;
  reasons: string[];
}

export const getReportedComments = (query: { page: number; perPage: number }, signal?: AbortSignal) =>
  api.get<{ rows: ReportedComment[]; count: number }>('/admin/comment/reported', query, { signal });

export const deleteAnyComment = (id: number, reason: string) => api.post<{ id: number; deleted: true }>('/admin/comment/delete', { id, reason });

export const dismissCommentReports = (id: number, reason: string) => api.post<{ id: number; dismissed: number }>('/admin/comment/dismiss', { id, reason });
