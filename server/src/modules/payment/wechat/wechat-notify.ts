import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { WechatPaySettings } from '../../../platform/payment-config';
import type { ConfirmOutcome, PaymentEvents, RefundOutcome } from '../provider';
import { parseJsonObject } from '../provider-http';
import { countNotify } from '../../../platform/metrics';
import { decryptResource, signatureProblem, signedHeaders } from './wechat-crypto';
import {
  WECHAT_NOTIFY_PATH,
  WECHAT_REFUND_NOTIFY_PATH,
  notification,
  refund as refundSchema,
  transaction as transactionSchema,
  wechatRefundState,
} from './wechat-schemas';

/** WeChat's notifications are small; anything bigger is not one. */
const NOTIFY_BODY_LIMIT = 64 * 1024;

/** Accepted: 204 with no body. Refused: 4xx/5xx with {code:'FAIL', message}; WeChat then retries. */
function fail(reply: FastifyReply, status: number, message: string) {
  return reply.status(status).send({ code: 'FAIL', message });
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** Verifies the signature, then decrypts the resource; answers the plaintext object or null after replying. */
async function openNotification(settings: WechatPaySettings, request: FastifyRequest, reply: FastifyReply) {
  const raw = typeof request.body === 'string' ? request.body : '';
  const problem = signatureProblem(settings, signedHeaders((name) => header(request, name)), raw);
  countNotify('wechat', problem ? 'refused' : 'verified');
  if (problem) {
    request.log.warn({ problem }, 'WeChat Pay notification refused');
    await fail(reply, 401, '签名验证失败');
    return null;
  }
  const envelope = notification.safeParse(parseJsonObject(raw));
  if (!envelope.success) {
    await fail(reply, 400, '通知格式错误');
    return null;
  }
  try {
    const plain = parseJsonObject(decryptResource(settings, envelope.data.resource));
    if (!plain) throw new Error('resource is not a JSON object');
    return { eventType: envelope.data.event_type, plain };
  } catch (error) {
    request.log.warn({ problem: error instanceof Error ? error.message : 'decrypt failed' }, 'WeChat Pay notification not decrypted');
    await fail(reply, 400, '解密失败');
    return null;
  }
}

const PAID_REPLIES: Record<ConfirmOutcome, { status: number; message: string }> = {
  paid: { status: 204, message: '' },
  'already-paid': { status: 204, message: '' },
  // Refunding/refunded orders were paid before: a replay of their payment changes nothing.
  'not-payable': { status: 204, message: '' },
  expired: { status: 204, message: '' },
  'amount-mismatch': { status: 400, message: '金额不一致' },
  'not-found': { status: 404, message: '订单不存在' },
};

const REFUND_REPLIES: Record<RefundOutcome, { status: number; message: string }> = {
  refunded: { status: 204, message: '' },
  'refund-fail': { status: 204, message: '' },
  unchanged: { status: 204, message: '' },
  'amount-mismatch': { status: 400, message: '退款金额不一致' },
  'not-found': { status: 404, message: '退款单不存在' },
};

function answer(reply: FastifyReply, result: { status: number; message: string }) {
  return result.status === 204 ? reply.status(204).send() : fail(reply, result.status, result.message);
}

/** The payment and refund notify URLs given to WeChat with each order and refund. */
export function wechatNotifyRoutes(settings: WechatPaySettings, events: PaymentEvents): FastifyPluginAsync {
  return async (app) => {
    // Signatures cover the exact bytes sent, so this plugin (encapsulated) keeps JSON bodies raw, in place of the
    // site's parser (which parses).
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: NOTIFY_BODY_LIMIT }, (_request, body, done) => done(null, body));
    const options = { schema: { hide: true } };

    app.post(WECHAT_NOTIFY_PATH, options, async (request, reply) => {
      const opened = await openNotification(settings, request, reply);
      if (!opened) return reply;
      const tx = transactionSchema.safeParse(opened.plain);
      if (!tx.success) return fail(reply, 400, '通知内容格式错误');
      const { mchid, appid, out_trade_no: orderNum, trade_state: state, transaction_id: ref, amount } = tx.data;
      if (mchid !== settings.mchid || appid !== settings.appid) {
        request.log.warn({ orderNum }, 'WeChat Pay notification for another merchant or app');
        return fail(reply, 400, '商户号或应用不匹配');
      }
      // Only a success is news; other states need no action and must not be retried.
      if (opened.eventType !== 'TRANSACTION.SUCCESS' || state !== 'SUCCESS') return reply.status(204).send();
      if (!amount || !ref) return fail(reply, 400, '通知内容格式错误');
      const outcome = await events.paid(orderNum, amount.total, ref, { late: true });
      if (outcome === 'amount-mismatch' || outcome === 'not-found') request.log.warn({ orderNum, outcome }, 'WeChat Pay payment not applied');
      return answer(reply, PAID_REPLIES[outcome]);
    });

    app.post(WECHAT_REFUND_NOTIFY_PATH, options, async (request, reply) => {
      const opened = await openNotification(settings, request, reply);
      if (!opened) return reply;
      const parsed = refundSchema.safeParse(opened.plain);
      if (!parsed.success) return fail(reply, 400, '通知内容格式错误');
      if (parsed.data.mchid !== settings.mchid) return fail(reply, 400, '商户号不匹配');
      const state = wechatRefundState(parsed.data);
      if (state.state === 'processing') return reply.status(204).send();
      const outcome = await events.refundSettled(parsed.data.out_trade_no, parsed.data.out_refund_no, state);
      if (outcome === 'not-found' && state.state === 'refunded') {
        // Started in the merchant platform: kept for the admin and acknowledged, not refused for a day of retries.
        await events.unknownRefund({
          provider: 'wechat',
          orderNum: parsed.data.out_trade_no,
          refundNo: parsed.data.out_refund_no,
          amountFen: parsed.data.amount?.refund ?? null,
          providerRef: parsed.data.refund_id ?? null,
        });
        return reply.status(204).send();
      }
      if (outcome === 'amount-mismatch' || outcome === 'not-found') request.log.warn({ orderNum: parsed.data.out_trade_no, outcome }, 'WeChat Pay refund result not applied');
      return answer(reply, REFUND_REPLIES[outcome]);
    });
  };
}
