import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/errors';
import { requireUser } from '../../platform/session';
import type { PaymentProvider } from './provider';
import { checkPurchase, listOrders, purchaseCourse } from './service';
import { idInput, idParam } from '../../platform/ids';

const tags = ['payment'];
const id = idParam;

/** Purchase calls of spec 7 (paths under /course as the client expects). */
export function paymentRoutes(provider: PaymentProvider): FastifyPluginAsync {
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
      async (request) => ok(await purchaseCourse(app.ctx.db, provider, requireUser(request).id, request.body.courseId)),
    );

    app.get(
      '/course/check/purchase',
      {
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
        return ok(user ? await checkPurchase(app.ctx.db, user.id, request.query.courseId) : { hasPurchase: false });
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
