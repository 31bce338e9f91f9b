import type { OrderStatus } from './api/orders';

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: '待支付',
  paid: '已支付',
  expired: '已过期',
  refunding: '退款中',
  refunded: '已退款',
  'refund-fail': '退款失败',
};

export const ORDER_STATUS_COLORS: Partial<Record<OrderStatus, string>> = {
  paid: 'green',
  refunding: 'orange',
  refunded: 'gray',
  'refund-fail': 'red',
};

/** A paid order, or one whose refund failed, can be refunded (again). */
export const canRefund = (status: OrderStatus) => status === 'paid' || status === 'refund-fail';
