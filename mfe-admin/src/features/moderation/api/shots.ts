import { api } from '@site/shared';

export type ShotFilter = 'all' | 'published' | 'unpublished' | 'disabled';

export interface ModeratedShot {
  id: number;
  title: string;
  preview: string;
  status: string;
  disabledByAdmin: boolean;
  disabledReason: string;
  createdAt: string;
  user: { id: number; username: string; nickname: string };
}

export interface ShotQuery {
  page: number;
  perPage: number;
  keyword?: string;
  filter: ShotFilter;
}

export const getModeratedShots = (query: ShotQuery, signal?: AbortSignal) =>
  api.get<{ rows: ModeratedShot[]; count: number }>('/admin/shot/list', { ...query, keyword: query.keyword || undefined }, { signal });

/** POST /admin/shot/disable or /admin/shot/enable with the reason kept in the audit log. */
export const setShotDisabled = (id: number, disabled: boolean, reason: string) =>
  api.post<Pick<ModeratedShot, 'id' | 'status' | 'disabledByAdmin' | 'disabledReason'>>(disabled ? '/admin/shot/disable' : '/admin/shot/enable', { id, reason });
