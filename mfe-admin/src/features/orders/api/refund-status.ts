import { api } from '@site/shared';

/** What the provider says about the order's refund number now (none: no refund number, or nothing to ask). */
export type LiveRefundState = 'none' | 'refunded' | 'processing' | 'failed' | 'absent' | 'unknown';

export interface RefundStatus {
  orderNum: string;
  status: string;
  provider: string;
  providerLabel: string;
  refundNo: string;
  refundRef: string | null;
  failReason: string | null;
  live: LiveRefundState;
  liveDetail: string | null;
}

/** Asks the order's provider about its refund (a final answer is applied by the server on the spot). */
export const getRefundStatus = (orderNum: string, signal?: AbortSignal) => api.get<RefundStatus>('/admin/order/refund-status', { orderNum }, { signal });
