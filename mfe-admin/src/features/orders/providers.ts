import type { LiveRefundState } from './api/refund-status';

export const PROVIDER_LABELS: Record<string, string> = { wechat: '微信支付', alipay: '支付宝', sandbox: '沙箱（演示）' };
export const providerLabel = (provider: string) => PROVIDER_LABELS[provider] ?? provider;

/** The server keeps 80 characters of a refund reason; WeChat takes 80 bytes of it (a Chinese character is 3). */
export const REFUND_REASON_MAX_CHARS = 80;
export const WECHAT_REASON_MAX_BYTES = 80;

export const utf8Bytes = (text: string) => new TextEncoder().encode(text).length;

export const LIVE_STATE_LABELS: Record<LiveRefundState, string> = {
  none: '无需查询',
  refunded: '渠道已退款',
  processing: '渠道处理中',
  failed: '渠道退款失败',
  absent: '渠道未受理（将以同一退款单号重新发起）',
  unknown: '暂时查询不到',
};
