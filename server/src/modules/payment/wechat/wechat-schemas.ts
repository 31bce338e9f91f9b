import { z } from 'zod';
import type { RefundState } from '../provider';

export const WECHAT_NOTIFY_PATH = '/pay/wechat/notify';
export const WECHAT_REFUND_NOTIFY_PATH = '/pay/wechat/refund-notify';

/** A refund's status (answer or notification) in our terms. */
export function wechatRefundState(item: Refund): RefundState {
  const status = item.status ?? item.refund_status;
  if (status === 'SUCCESS') return { state: 'refunded', refundRef: item.refund_id ?? '', amountFen: item.amount?.refund };
  // A closed refund number is done for: WeChat takes a retry under a new one.
  if (status === 'CLOSED') return { state: 'failed', reason: '微信支付退款已关闭', renew: true };
  if (status === 'ABNORMAL') return { state: 'failed', reason: '微信支付退款异常（如收款卡已注销），请到商户平台处理' };
  return { state: 'processing', refundRef: item.refund_id ?? null };
}

/** The notification envelope WeChat POSTs (JSON); `resource` is encrypted with the API v3 key. */
export const notification = z.object({
  id: z.string(),
  event_type: z.string(),
  resource: z.object({
    algorithm: z.string(),
    ciphertext: z.string(),
    nonce: z.string(),
    associated_data: z.string().optional(),
    original_type: z.string().optional(),
  }),
});

const fen = z.number().int().min(0);

/** A transaction, as in a TRANSACTION.SUCCESS resource or the query answer. */
export const transaction = z.object({
  appid: z.string(),
  mchid: z.string(),
  out_trade_no: z.string(),
  transaction_id: z.string().optional(),
  trade_state: z.string(),
  amount: z.object({ total: fen }).optional(),
});

/** A refund, as in a REFUND.* resource, the refund answer or the refund query answer. */
export const refund = z.object({
  out_trade_no: z.string(),
  out_refund_no: z.string(),
  refund_id: z.string().optional(),
  /** `status` in answers, `refund_status` in notifications. */
  status: z.string().optional(),
  refund_status: z.string().optional(),
  mchid: z.string().optional(),
  amount: z.object({ refund: fen, total: fen }).optional(),
});

export type Transaction = z.infer<typeof transaction>;
export type Refund = z.infer<typeof refund>;
