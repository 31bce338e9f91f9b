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

/** Reconciles a Beijing day against each provider's trade bill; differences join the list above. */
export const reconcileDay = (day: string) =>
  api.post<{ day: string; pending: string[]; checked: number; differences: number }>('/admin/order/reconcile', { day });

/** A payment the bill shows but the order does not: applied only after the provider's query confirms it. */
export const fixDiscrepancy = (id: number) => api.post<{ orderNum: string; outcome: string }>('/admin/order/discrepancy/fix', { id });
