import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { courses } from '../course/tables';
import type { ConfirmOutcome, PaymentEvents, PaymentProvider } from './provider';
import { type SandboxPageModel, renderSandboxPage } from './sandbox-page';
import { orders } from './tables';

const signature = (secret: string, orderNum: string) => crypto.createHmac('sha256', secret).update(`pay:sandbox:${orderNum}`).digest('base64url');

function validSignature(secret: string, orderNum: string, sig: string): boolean {
  const expected = Buffer.from(signature(secret, orderNum));
  const given = Buffer.from(sig);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}

/**
 * HTML, never cached. The site-wide Referrer-Policy is no-referrer, under which browsers send
 * `Origin: null` with a form post and the origin check refuses it; same-origin keeps the real
 * Origin on our own form while still sending nothing to other sites.
 */
function sandboxHeaders(reply: FastifyReply): void {
  reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store').header('Referrer-Policy', 'same-origin');
}

const OUTCOME_MESSAGES: Record<ConfirmOutcome, { text: string; ok: boolean; status: number }> = {
  paid: { text: '支付成功，可以回到电脑上开始学习了', ok: true, status: 200 },
  'already-paid': { text: '该订单已支付，无需重复支付', ok: true, status: 200 },
  expired: { text: '订单已过期，请在电脑上重新点击购买获取新的二维码', ok: false, status: 410 },
  'amount-mismatch': { text: '支付金额与订单金额不一致，支付未完成', ok: false, status: 400 },
  'not-found': { text: '订单不存在', ok: false, status: 404 },
  'not-payable': { text: '该订单当前不可支付', ok: false, status: 409 },
};

/**
 * The default provider: the QR opens /pay/sandbox/<orderNum> on this server, where the payer
 * confirms. The link is signed so order numbers cannot be paid by guessing; the amount posted is
 * checked against the order in fen.
 */
export function createSandboxProvider(ctx: AppContext): PaymentProvider {
  const base = ctx.config.PUBLIC_URL.replace(/\/$/, '');
  return {
    name: 'sandbox',
    label: '沙箱支付',
    async createPayment(order) {
      return `${base}/pay/sandbox/${order.orderNum}?sig=${signature(ctx.secret, order.orderNum)}`;
    },
    // No money moved, so the refund completes at once (and still removes the course).
    async refund(request) {
      return { state: 'refunded', refundRef: `sandbox-refund-${request.refundNo}` };
    },
    routes(events: PaymentEvents): FastifyPluginAsync {
      return async (fastify) => {
        const app = fastify.withTypeProvider<ZodTypeProvider>();
        // Plain HTML forms post urlencoded; only this plugin (encapsulated) parses it.
        app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
          done(null, Object.fromEntries(new URLSearchParams(String(body))));
        });
        const siteName = ctx.config.SITE_NAME;
        const params = z.object({ orderNum: z.string().regex(/^\d{10,40}$/) });
        const page = (title: string, extra: Omit<SandboxPageModel, 'siteName' | 'title'>) => renderSandboxPage({ siteName, title, ...extra });

        const load = async (orderNum: string) => {
          const [row] = await ctx.db
            .select({ order: orders, courseTitle: courses.title })
            .from(orders)
            .innerJoin(courses, eq(courses.id, orders.courseId))
            .where(eq(orders.orderNum, orderNum))
            .limit(1);
          return row;
        };

        app.get(
          '/pay/sandbox/:orderNum',
          { schema: { hide: true, params, querystring: z.object({ sig: z.string().max(100).default('') }) } },
          async (request, reply) => {
            sandboxHeaders(reply);
            const { orderNum } = request.params;
            if (!validSignature(ctx.secret, orderNum, request.query.sig)) {
              return reply.status(403).send(page('支付链接无效', { message: '支付链接无效，请重新扫描二维码' }));
            }
            const row = await load(orderNum);
            if (!row || row.order.provider !== 'sandbox') return reply.status(404).send(page('订单不存在', { message: '订单不存在' }));
            const { order, courseTitle } = row;
            const common = { courseTitle, amountFen: order.amount };
            if (order.status === 'paid') return reply.send(page('订单已支付', { ...common, message: OUTCOME_MESSAGES['already-paid'].text, tone: 'ok' }));
            if (order.status === 'expired') return reply.status(410).send(page('订单已过期', { ...common, message: OUTCOME_MESSAGES.expired.text }));
            if (order.status !== 'pending') return reply.status(409).send(page('订单不可支付', { ...common, message: OUTCOME_MESSAGES['not-payable'].text }));
            if (order.expiresAt.getTime() <= Date.now()) return reply.status(410).send(page('订单已过期', { ...common, message: OUTCOME_MESSAGES.expired.text }));
            return reply.send(
              page('确认支付', { ...common, form: { action: `/pay/sandbox/${orderNum}`, sig: request.query.sig, amountFen: order.amount } }),
            );
          },
        );

        app.post(
          '/pay/sandbox/:orderNum',
          {
            schema: {
              hide: true,
              params,
              body: z.object({ sig: z.string().max(100), amount: z.coerce.number().int().min(0).max(2147483647) }).strict(),
            },
          },
          async (request, reply) => {
            sandboxHeaders(reply);
            const { orderNum } = request.params;
            if (!validSignature(ctx.secret, orderNum, request.body.sig)) {
              return reply.status(403).send(page('支付链接无效', { message: '支付链接无效，请重新扫描二维码' }));
            }
            // An order another provider took is never the sandbox's to confirm, whatever link was posted.
            const taken = await load(orderNum);
            if (!taken || taken.order.provider !== 'sandbox') return reply.status(404).send(page('订单不存在', { message: '订单不存在' }));
            // Nothing outside enforces the sandbox's expiry, so its payments are checked against our 15 minutes.
            const outcome = await events.paid(orderNum, request.body.amount, `sandbox-${crypto.randomUUID()}`);
            const row = await load(orderNum);
            const result = OUTCOME_MESSAGES[outcome];
            return reply
              .status(result.status)
              .send(
                page(result.ok ? '支付成功' : '支付未完成', {
                  courseTitle: row?.courseTitle,
                  amountFen: row?.order.amount,
                  message: result.text,
                  tone: result.ok ? 'ok' : 'warn',
                }),
              );
          },
        );
      };
    },
  };
}
