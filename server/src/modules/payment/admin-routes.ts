import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden, ok } from '../../platform/errors';
import { isAdmin, requireUser } from '../../platform/session';
import type { PaymentProviders } from './provider';
import { refundOrder } from './refund-service';

/** Refunds move money: admins only; 1100 when logged out, 403 otherwise. */
async function requireAdmin(request: FastifyRequest): Promise<void> {
  if (!isAdmin(requireUser(request))) throw forbidden('仅管理员可以办理退款');
}

/** Order administration for the admin backend (until it exists, the API alone). */
export function paymentAdminRoutes(providers: PaymentProviders): FastifyPluginAsync {
  return async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.addHook('preHandler', requireAdmin);

    app.post(
      '/admin/order/refund',
      {
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: {
          tags: ['payment-admin'],
          summary: '全额退款（管理员）：通过原支付渠道退款，退款完成后收回课程',
          body: z
            .object({
              orderNum: z.string().regex(/^\d{10,40}$/, '订单号格式不正确'),
              reason: z.string().trim().min(1).max(80).default('管理员退款'),
            })
            .strict(),
          response: {
            200: z.object({
              data: z.object({
                orderNum: z.string(),
                status: z.enum(['refunding', 'refunded', 'refund-fail']),
                refundNo: z.string(),
                failReason: z.string().nullable(),
              }),
            }),
          },
        },
      },
      async (request) => ok(await refundOrder(app.ctx.db, providers, request.log, requireUser(request).id, request.body.orderNum, request.body.reason)),
    );
  };
}
