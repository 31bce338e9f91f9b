import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { forbidden, ok } from '../../platform/errors';
import { isAdmin, requireUser } from '../../platform/session';
import type { PaymentProviders } from './provider';
import { recordAudit } from '../admin/audit';
import { refundOrder } from './refund-service';
import { orders } from './tables';

/** Refunds move money: admins only; 1100 when logged out, 403 otherwise. */
async function requireAdmin(request: FastifyRequest): Promise<void> {
  if (!isAdmin(requireUser(request))) throw forbidden('仅管理员可以办理退款');
}

/** Order administration for the admin backend (until it exists, the API alone). */
export function paymentAdminRoutes(providers: PaymentProviders): FastifyPluginAsync {
  return async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    // onRequest: the role is checked before the body is validated (a visitor gets 1100, never a 400 about the body).
    app.addHook('onRequest', requireAdmin);

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
      async (request) => {
        const admin = requireUser(request);
        const [before] = await app.ctx.db.select({ status: orders.status }).from(orders).where(eq(orders.orderNum, request.body.orderNum)).limit(1);
        const result = await refundOrder(app.ctx.db, providers, request.log, admin.id, request.body.orderNum, request.body.reason);
        // Every admin change is in the admin backend's audit log (issue 15).
        await recordAudit(app.ctx.db, admin, {
          action: 'order.refund',
          targetType: 'order',
          targetId: result.orderNum,
          reason: request.body.reason,
          before: { status: before?.status ?? null },
          after: { status: result.status, refundNo: result.refundNo, failReason: result.failReason },
        });
        return ok(result);
      },
    );
  };
}
