import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { AlipaySettings } from '../../../platform/payment-config';
import type { ConfirmOutcome, PaymentEvents, RefundOutcome } from '../provider';
import { fenOf, rsa2Verify, signContent } from './alipay-sign';
import { countNotify } from '../../../platform/metrics';

export const ALIPAY_NOTIFY_PATH = '/pay/alipay/notify';

const NOTIFY_BODY_LIMIT = 64 * 1024;

/** Alipay stops retrying only when the body is exactly "success". */
const acknowledge = (reply: FastifyReply) => reply.type('text/plain; charset=utf-8').send('success');
const refuse = (reply: FastifyReply, status: number) => reply.status(status).type('text/plain; charset=utf-8').send('fail');

const APPLIED: ReadonlySet<ConfirmOutcome | RefundOutcome> = new Set<ConfirmOutcome | RefundOutcome>([
  'paid',
  'already-paid',
  // Refunding/refunded orders were paid before: a replay of their payment changes nothing.
  'not-payable',
  'expired',
  'refunded',
  'refund-fail',
  'unchanged',
]);

/** The asynchronous notify (trade_status_sync), a form post signed with Alipay's key (RSA2). */
export function alipayNotifyRoutes(settings: AlipaySettings, events: PaymentEvents): FastifyPluginAsync {
  return async (app) => {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: NOTIFY_BODY_LIMIT }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });

    app.post(ALIPAY_NOTIFY_PATH, { schema: { hide: true } }, async (request, reply) => {
      const params = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, string>;
      const sign = params.sign ?? '';
      const verified = Boolean(sign) && rsa2Verify(signContent(params, ['sign', 'sign_type']), sign, settings.alipayPublicKey);
      countNotify('alipay', verified ? 'verified' : 'refused');
      if (!verified) {
        request.log.warn('Alipay notification refused: bad signature');
        return refuse(reply, 401);
      }
      if (params.app_id !== settings.appId) {
        request.log.warn('Alipay notification for another application');
        return refuse(reply, 400);
      }
      // The fourth documented check: the seller is this merchant (one account may sell under several ids).
      if (!settings.sellerIds.includes(params.seller_id ?? '')) {
        request.log.warn({ sellerId: params.seller_id?.slice(0, 32) }, 'Alipay notification for another seller');
        return refuse(reply, 400);
      }
      const orderNum = params.out_trade_no ?? '';
      const status = params.trade_status;
      let outcome: ConfirmOutcome | RefundOutcome | null = null;
      if (params.refund_fee !== undefined || params.out_biz_no !== undefined || params.gmt_refund !== undefined) {
        // A refund's notify: TRADE_CLOSED after a full refund, TRADE_SUCCESS after a partial one (never a payment).
        const amount = fenOf(params.refund_fee);
        const refundNo = params.out_biz_no ?? '';
        if (amount === null || !refundNo) return refuse(reply, 400);
        outcome = await events.refundSettled(orderNum, refundNo, { state: 'refunded', refundRef: params.trade_no ?? '', amountFen: amount });
        if (outcome === 'not-found') {
          await events.unknownRefund({ provider: 'alipay', orderNum, refundNo, amountFen: amount, providerRef: params.trade_no ?? null });
          return acknowledge(reply);
        }
      } else if (status === 'TRADE_SUCCESS' || status === 'TRADE_FINISHED') {
        const amount = fenOf(params.total_amount);
        if (amount === null || !params.trade_no) return refuse(reply, 400);
        outcome = await events.paid(orderNum, amount, params.trade_no, { late: true });
      }
      // Other notifications (waiting, closed unpaid) need no action.
      if (outcome === null || APPLIED.has(outcome)) return acknowledge(reply);
      request.log.warn({ orderNum, outcome }, 'Alipay notification not applied');
      return refuse(reply, outcome === 'not-found' ? 404 : 400);
    });
  };
}
