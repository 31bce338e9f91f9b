import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorCode } from '@site/shared/contract';
import { BusinessError, ok } from '../../platform/errors';
import { requireUser } from '../../platform/session';
import { type PaymentProvider, type PaymentProviders, ProviderError } from './provider';
import { queryPendingPayments } from './reconcile-service';
import { listOrders, memberPurchases, purchaseCourse } from './service';
import { idInput, idParam } from '../../platform/ids';

const tags = ['payment'];
const id = idParam;

/** Purchase calls of spec 7 (paths under /course as the client expects). */
export function paymentRoutes(provider: PaymentProvider | null, providers: PaymentProviders): FastifyPluginAsync {
  return async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.post(
      '/course/purchase',
      {
        // Each call may create an order row: a brake on scripted order floods.
        config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
        schema: {
          tags,
          summary: '购买课程：生成订单与支付二维码地址（15 分钟有效）',
          body: z.object({ courseId: idInput }).strict(),
          response: { 200: z.object({ data: z.object({ orderNum: z.string(), payInfo: z.object({ codeUrl: z.string(), expiresAt: z.string() }) }) }) },
        },
      },
      async (request) => {
        const user = requireUser(request);
        if (!provider) throw new BusinessError(ErrorCode.PaymentNotEnabled, '网站暂未开通在线支付，暂时无法购买课程，请联系网站管理员', 409);
        try {
          return ok(await purchaseCourse(app.ctx.db, provider, user.id, request.body.courseId));
        } catch (error) {
          if (!(error instanceof ProviderError)) throw error;
          // The provider's own words go to the log; the member gets a plain retry message.
          request.log.warn({ provider: error.provider, code: error.code, problem: error.message }, 'payment provider refused or failed');
          throw new BusinessError(502, '支付服务暂时不可用，请稍后再试', 502);
        }
      },
    );

    app.get(
      '/course/check/purchase',
      {
        // The answer follows the member's purchases (MemberReads `purchases`): kept for them, except where an order
        // of theirs waits (that look may claim it and ask the provider, and may write).
        config: { readCache: [], memberAnswer: ['purchases'], mayWrite: true },
        schema: {
          tags,
          summary: '是否已购买',
          querystring: z.object({ courseId: id }),
          response: { 200: z.object({ data: z.object({ hasPurchase: z.boolean() }) }) },
        },
      },
      async (request) => {
        // A visitor has bought nothing; answering false keeps the polling simple.
        const user = request.currentUser;
        if (!user) return ok({ hasPurchase: false });
        const { courseId } = request.query;
        const purchases = await memberPurchases(app.ctx.db, app.ctx.memberReads, user.id);
        if (purchases.bought.has(courseId)) return ok({ hasPurchase: true });
        // Not bought: where an order of theirs waits and its notify is overdue, ask the provider (throttled per
        // order); asked about none, nothing changed.
        if (!purchases.waiting.has(courseId)) return ok({ hasPurchase: false });
        request.readCacheFill = null;
        const asked = await queryPendingPayments(app.ctx.db, providers, request.log, app.ctx.clock.now(), user.id, courseId);
        return ok({ hasPurchase: asked > 0 && (await memberPurchases(app.ctx.db, app.ctx.memberReads, user.id)).bought.has(courseId) });
      },
    );

    app.get(
      '/course/order',
      {
        schema: {
          tags,
          summary: '我的订单',
          querystring: z.object({ perPage: z.coerce.number().int().min(1).max(100).default(15), page: z.coerce.number().int().min(0).max(100000).default(0) }),
          response: {
            200: z.object({
              data: z.object({
                rows: z.array(
                  z.object({
                    orderNum: z.string(),
                    courseId: z.number().int(),
                    courseInfo: z.object({ title: z.string() }),
                    paidAmount: z.number().int(),
                    paySuccessTime: z.string().nullable(),
                    status: z.enum(['paid', 'refunding', 'refund-fail']),
                  }),
                ),
                count: z.number().int(),
              }),
            }),
          },
        },
      },
      async (request) => ok(await listOrders(app.ctx.db, requireUser(request).id, request.query.perPage, request.query.page)),
    );
  };
}
