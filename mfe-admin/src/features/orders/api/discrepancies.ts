import { api } from '@site/shared';

/** Something a provider reported that the site's orders do not explain (a refund started in its console). */
export interface Discrepancy {
  id: number;
  provider: string;
  kind: string;
  orderNum: string;
  refundNo: string;
  amountFen: number | null;
  providerRef: string | null;
  detail: string;
  createdAt: string;
  resolvedAt: string | null;
}

export const getOpenDiscrepancies = (signal?: AbortSignal) =>
  api.get<{ rows: Discrepancy[]; count: number }>('/admin/order/discrepancies', { open: '1', page: 0, perPage: 50 }, { signal });

export const resolveDiscrepancy = (id: number, reason: string) => api.post<{ id: number }>('/admin/order/discrepancy/resolve', { id, reason });
