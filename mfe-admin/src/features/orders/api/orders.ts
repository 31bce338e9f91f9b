import { api } from '@site/shared';

export type OrderStatus = 'pending' | 'paid' | 'expired' | 'refunding' | 'refunded' | 'refund-fail';

export interface AdminOrder {
  orderNum: string;
  status: OrderStatus;
  provider: string;
  amount: number;
  paidAmount: number | null;
  paySuccessTime: string | null;
  createdAt: string;
  refundReason: string | null;
  refundFailReason: string | null;
  refundedAt: string | null;
  /** The refund's number at its provider, kept across retries; null before any refund. */
  refundNo: string | null;
  user: { id: number; username: string; nickname: string };
  course: { id: number; title: string };
}

export interface DayTotal {
  date: string;
  paidCount: number;
  paidFen: number;
  refundedFen: number;
}

export const getOrders = (query: { page: number; perPage: number; keyword?: string; status?: OrderStatus }, signal?: AbortSignal) =>
  api.get<{ rows: AdminOrder[]; count: number }>('/admin/order/list', { ...query, keyword: query.keyword || undefined }, { signal });

export const getOrderTotals = (days: number, signal?: AbortSignal) => api.get<DayTotal[]>('/admin/order/totals', { days }, { signal });

/** The payment module's full refund (POST /admin/order/refund). */
export const refundOrder = (orderNum: string, reason: string) =>
  api.post<{ orderNum: string; status: OrderStatus; refundNo: string; failReason: string | null }>('/admin/order/refund', { orderNum, reason });
