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
      const orderNum = params.out_trade_no ?? '';
      const status = params.trade_status;
      let outcome: ConfirmOutcome | RefundOutcome | null = null;
      if (status === 'TRADE_SUCCESS' || status === 'TRADE_FINISHED') {
        const amount = fenOf(params.total_amount);
        if (amount === null || !params.trade_no) return refuse(reply, 400);
        outcome = await events.paid(orderNum, amount, params.trade_no, { late: true });
      } else if (status === 'TRADE_CLOSED' && params.out_biz_no && params.refund_fee) {
        // A full refund closes the trade; out_biz_no is our refund number.
        const amount = fenOf(params.refund_fee);
        if (amount === null) return refuse(reply, 400);
        outcome = await events.refundSettled(orderNum, params.out_biz_no, { state: 'refunded', refundRef: params.trade_no ?? '', amountFen: amount });
      }
      // Other notifications (waiting, closed unpaid) need no action.
      if (outcome === null || APPLIED.has(outcome)) return acknowledge(reply);
      request.log.warn({ orderNum, outcome }, 'Alipay notification not applied');
      return refuse(reply, outcome === 'not-found' ? 404 : 400);
    });
  };
}
