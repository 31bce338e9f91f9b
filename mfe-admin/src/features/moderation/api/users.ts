import { api } from '@site/shared';

export type ManagedRole = 'admin' | 'teacher' | 'release';

export interface AdminUser {
  id: number;
  username: string;
  nickname: string;
  email: string;
  roles: Record<string, boolean>;
  canPostShot: boolean;
  canTopComment: boolean;
  disabled: boolean;
  createdAt: string;
}

export interface UserChange {
  id: number;
  roles?: Partial<Record<ManagedRole, boolean>>;
  canPostShot?: boolean;
  canTopComment?: boolean;
  disabled?: boolean;
  reason: string;
}

export const getAdminUsers = (query: { page: number; perPage: number; keyword?: string }, signal?: AbortSignal) =>
  api.get<{ rows: AdminUser[]; count: number }>('/admin/user/list', { ...query, keyword: query.keyword || undefined }, { signal });

export const updateAdminUser = (change: UserChange) => api.post<AdminUser>('/admin/user/update', change);
