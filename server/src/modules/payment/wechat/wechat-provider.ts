import type { WechatPaySettings } from '../../../platform/payment-config';
import type { PaymentProvider, PaymentState, RefundState } from '../provider';
import { ProviderError } from '../provider';
import { truncate, truncateBytes } from '../provider-http';
import { parseWechatTradeBill } from './wechat-bill';
import { wechatDownload, wechatFailure, wechatRequest } from './wechat-client';
import { rfc3339Beijing } from './wechat-crypto';
import { wechatNotifyRoutes } from './wechat-notify';
import {
  WECHAT_NOTIFY_PATH,
  WECHAT_REFUND_NOTIFY_PATH,
  refund as refundSchema,
  transaction as transactionSchema,
  wechatRefundState,
} from './wechat-schemas';

/** WeChat's limits are in UTF-8 bytes (about 42 and 26 Chinese characters). */
export const WECHAT_DESCRIPTION_BYTES = 127;
export const WECHAT_REFUND_REASON_BYTES = 80;

/**
 * WeChat Pay API v3, Native payment: the QR encodes code_url, WeChat notifies the payment and the
 * refund result (signed and encrypted). Orders carry time_expire, so WeChat refuses late payments.
 */
export function createWechatProvider(settings: WechatPaySettings, publicUrl: string): PaymentProvider {
  const base = publicUrl.replace(/\/$/, '');
  const orderPath = (orderNum: string) => `/v3/pay/transactions/out-trade-no/${encodeURIComponent(orderNum)}`;

  return {
    name: 'wechat',
    label: '微信支付',

    async createPayment(order) {
      const answer = await wechatRequest(settings, 'POST', '/v3/pay/transactions/native', {
        appid: settings.appid,
        mchid: settings.mchid,
        // WeChat counts 127 bytes of UTF-8, not characters.
        description: truncateBytes(order.courseTitle, WECHAT_DESCRIPTION_BYTES),
        out_trade_no: order.orderNum,
        time_expire: rfc3339Beijing(order.expiresAt),
        notify_url: `${base}${WECHAT_NOTIFY_PATH}`,
        amount: { total: order.amount, currency: 'CNY' },
      });
      if (answer.code) throw wechatFailure(answer, 'native prepay');
      const codeUrl = answer.data.code_url;
      if (typeof codeUrl !== 'string' || !codeUrl) throw new ProviderError('wechat', 'WeChat Pay answered no code_url');
      return codeUrl;
    },

    async queryPayment(orderNum): Promise<PaymentState> {
      const answer = await wechatRequest(settings, 'GET', `${orderPath(orderNum)}?mchid=${encodeURIComponent(settings.mchid)}`);
      if (answer.code === 'ORDER_NOT_EXIST') return { state: 'closed' };
      if (answer.code) throw wechatFailure(answer, 'order query');
      const parsed = transactionSchema.safeParse(answer.data);
      if (!parsed.success || parsed.data.out_trade_no !== orderNum || parsed.data.mchid !== settings.mchid || parsed.data.appid !== settings.appid) {
        throw new ProviderError('wechat', 'WeChat Pay order query answered another order');
      }
      const tx = parsed.data;
      // REFUND: it was paid, and a refund exists; the payment still happened.
      if ((tx.trade_state === 'SUCCESS' || tx.trade_state === 'REFUND') && tx.amount && tx.transaction_id) {
        return { state: 'paid', amountFen: tx.amount.total, providerRef: tx.transaction_id };
      }
      if (tx.trade_state === 'NOTPAY' || tx.trade_state === 'USERPAYING') return { state: 'unpaid' };
      return { state: 'closed' };
    },

    async closePayment(orderNum) {
      const answer = await wechatRequest(settings, 'POST', `${orderPath(orderNum)}/close`, { mchid: settings.mchid });
      if (answer.code && answer.code !== 'ORDER_CLOSED') throw wechatFailure(answer, 'close');
    },

    async refund(request): Promise<RefundState> {
      const answer = await wechatRequest(settings, 'POST', '/v3/refund/domestic/refunds', {
        out_trade_no: request.orderNum,
        out_refund_no: request.refundNo,
        reason: truncateBytes(request.reason, WECHAT_REFUND_REASON_BYTES),
        notify_url: `${base}${WECHAT_REFUND_NOTIFY_PATH}`,
        amount: { refund: request.amountFen, total: request.amountFen, currency: 'CNY' },
      });
      // A verified 4xx is a refusal (balance, state, parameters): retried later with the same number. 5xx and
      // 429 (SYSTEM_ERROR, FREQUENCY_LIMITED) leave the outcome unknown: thrown, queried and resubmitted.
      if (answer.code && answer.status < 500 && answer.status !== 429) {
        const message = typeof answer.data.message === 'string' ? answer.data.message : answer.code;
        return { state: 'failed', reason: `微信支付拒绝退款：${truncate(message, 150)}` };
      }
      if (answer.code) throw wechatFailure(answer, 'refund');
      const parsed = refundSchema.safeParse(answer.data);
      if (!parsed.success || parsed.data.out_refund_no !== request.refundNo) throw new ProviderError('wechat', 'WeChat Pay refund answered another refund');
      return wechatRefundState(parsed.data);
    },

    async queryRefund(_orderNum, refundNo): Promise<RefundState> {
      const answer = await wechatRequest(settings, 'GET', `/v3/refund/domestic/refunds/${encodeURIComponent(refundNo)}`);
      if (answer.code === 'RESOURCE_NOT_EXISTS') return { state: 'absent' };
      if (answer.code) throw wechatFailure(answer, 'refund query');
      const parsed = refundSchema.safeParse(answer.data);
      if (!parsed.success || parsed.data.out_refund_no !== refundNo) throw new ProviderError('wechat', 'WeChat Pay refund query answered another refund');
      return wechatRefundState(parsed.data);
    },

    async tradeBill(day) {
      const answer = await wechatRequest(settings, 'GET', `/v3/bill/tradebill?bill_date=${day}&bill_type=ALL`);
      // WeChat makes the day's bill after 10:00 Beijing time the next day.
      if (answer.code === 'NO_STATEMENT_EXIST' || answer.code === 'STATEMENT_CREATING') return null;
      if (answer.code) throw wechatFailure(answer, 'trade bill');
      const { download_url: url, hash_value: hash } = answer.data;
      if (typeof url !== 'string' || typeof hash !== 'string') throw new ProviderError('wechat', 'WeChat Pay trade bill answered no download_url');
      try {
        return parseWechatTradeBill(await wechatDownload(settings, url, hash));
      } catch (error) {
        if (error instanceof ProviderError) throw error;
        throw new ProviderError('wechat', error instanceof Error ? error.message : 'trade bill unreadable');
      }
    },

    routes: (events) => wechatNotifyRoutes(settings, events),
  };
}
