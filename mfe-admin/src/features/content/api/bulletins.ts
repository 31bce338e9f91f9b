import { api } from '@site/shared';

export interface AdminBulletin {
  id: number;
  description: string;
  published: boolean;
  createdAt: string;
}

export const getBulletins = (query: { page: number; perPage: number }, signal?: AbortSignal) =>
  api.get<{ rows: AdminBulletin[]; count: number }>('/admin/bulletin/list', query, { signal });

export const createBulletin = (body: { description: string; published: boolean }) => api.post<AdminBulletin>('/admin/bulletin/create', body);

export const updateBulletin = (body: { id: number; description?: string; published?: boolean }) => api.post<AdminBulletin>('/admin/bulletin/update', body);

export const deleteBulletin = (id: number) => api.post<{ id: number }>('/admin/bulletin/delete', { id });
