import { API_PREFIX, api } from '@site/shared';

export interface SignDay {
  date: string;
  total: number;
  unwell: number;
  outside: number;
}

export interface HealthSignRow {
  id: number;
  signDate: string;
  username: string;
  nickname: string;
  cid: string;
  inBeijing: number;
  isHealth: number;
  temperature: string;
  remark: string;
  createdAt: string;
}

export interface HealthSignFilter {
  signDate?: string;
  isHealth?: number;
}

export const getSignDays = (days: number, signal?: AbortSignal) => api.get<SignDay[]>('/forms/health-sign/days', { days }, { signal });

export const getHealthSigns = (query: { page: number; perPage: number } & HealthSignFilter, signal?: AbortSignal) =>
  api.get<{ rows: HealthSignRow[]; count: number }>('/forms/health-sign/list', query, { signal });

/** The existing CSV export, narrowed like the list. */
export function healthSignCsvHref(filter: HealthSignFilter): string {
  const params = new URLSearchParams();
  if (filter.signDate) params.set('signDate', filter.signDate);
  if (filter.isHealth !== undefined) params.set('isHealth', String(filter.isHealth));
  const query = params.toString();
  return `${API_PREFIX}/forms/health-sign/export.csv${query ? `?${query}` : ''}`;
}

export const PROMISE_CSV_HREF = `${API_PREFIX}/forms/promise/export.csv`;
