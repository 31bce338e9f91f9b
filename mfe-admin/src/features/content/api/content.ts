import { api } from '@site/shared';

/** The kinds of site content the backend edits (server: admin/content-kinds.ts). */
export type ContentKindName = 'banner' | 'tool-group' | 'tool' | 'nav-group' | 'nav-link' | 'friend-link' | 'app';

export type ContentRow = { id: number; sort: number } & Record<string, string | number | boolean>;
export type ContentValues = Record<string, string | number | boolean>;

const base = (kind: ContentKindName) => `/admin/content/${kind}`;

export const getContent = (kind: ContentKindName, signal?: AbortSignal) => api.get<ContentRow[]>(`${base(kind)}/list`, undefined, { signal });

export const createContent = (kind: ContentKindName, values: ContentValues) => api.post<ContentRow>(`${base(kind)}/create`, values);

export const updateContent = (kind: ContentKindName, id: number, values: ContentValues) => api.post<ContentRow>(`${base(kind)}/update`, { ...values, id });

export const deleteContent = (kind: ContentKindName, id: number) => api.post<{ id: number }>(`${base(kind)}/delete`, { id });

/** `ids`: the whole list (one banner group, one tool group...) in its new order. */
export const reorderContent = (kind: ContentKindName, ids: number[]) => api.post<ContentRow[]>(`${base(kind)}/reorder`, { ids });
