import { api } from '@site/shared';

export interface AuditRow {
  id: number;
  actorName: string;
  action: string;
  targetType: string;
  targetId: string;
  reason: string;
  before: unknown;
  after: unknown;
  createdAt: string;
}

/** GET /admin/audit/list: newest first, zero-based pages. */
export const getAudit = (query: { page: number; perPage: number }, signal?: AbortSignal) =>
  api.get<{ rows: AuditRow[]; count: number }>('/admin/audit/list', query, { signal });
