import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { BusinessError, forbidden, ok } from '../../platform/errors';
import { idInput } from '../../platform/ids';
import { isAdmin, requireUser } from '../../platform/session';
import { type PaymentProviders, ProviderError } from './provider';
import { recordAudit } from '../admin/audit';
import { fixDiscrepancy, listDiscrepancies, resolveDiscrepancy } from './discrepancy-service';
import { reconcileDay } from './reconcile-day';
import { refundOrder, refundStatus } from './refund-service';
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

    const orderNum = z.string().regex(/^\d{10,40}$/, '订单号格式不正确');
    app.get(
      '/admin/order/refund-status',
      {
        config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
        schema: {
          tags: ['payment-admin'],
          summary: '退款实时状态（管理员）：向原支付渠道查询该订单的退款单号，已有结果即时入账',
          querystring: z.object({ orderNum }),
          response: {
            200: z.object({
              data: z.object({
                orderNum: z.string(),
                status: z.string(),
                provider: z.string(),
                providerLabel: z.string(),
                refundNo: z.string(),
                refundRef: z.string().nullable(),
                failReason: z.string().nullable(),
                live: z.enum(['none', 'refunded', 'processing', 'failed', 'absent', 'unknown']),
                liveDetail: z.string().nullable(),
              }),
            }),
          },
        },
      },
      async (request) => ok(await refundStatus(app.ctx.db, providers, request.query.orderNum)),
    );

    app.get(
      '/admin/order/discrepancies',
      {
        schema: {
          tags: ['payment-admin'],
          summary: '支付渠道差异（管理员）：商户后台发起的退款等本站未记录的款项',
          querystring: z.object({
            open: z.enum(['0', '1']).default('1'),
            page: z.coerce.number().int().min(0).max(100000).default(0),
            perPage: z.coerce.number().int().min(1).max(100).default(20),
          }),
          response: {
            200: z.object({
              data: z.object({
                rows: z.array(
                  z.object({
                    id: z.number().int(),
                    provider: z.string(),
                    kind: z.string(),
                    orderNum: z.string(),
                    refundNo: z.string(),
                    amountFen: z.number().int().nullable(),
                    providerRef: z.string().nullable(),
                    detail: z.string(),
                    createdAt: z.string(),
                    resolvedAt: z.string().nullable(),
                  }),
                ),
                count: z.number().int(),
              }),
            }),
          },
        },
      },
      async (request) => ok(await listDiscrepancies(app.ctx.db, { ...request.query, open: request.query.open === '1' })),
    );

    app.post(
      '/admin/order/discrepancy/resolve',
      {
        schema: {
          tags: ['payment-admin'],
          summary: '标记支付渠道差异为已处理（管理员）',
          body: z.object({ id: idInput, reason: z.string().trim().min(1).max(200) }).strict(),
          response: { 200: z.object({ data: z.object({ id: z.number().int() }) }) },
        },
      },
      async (request) => {
        const admin = requireUser(request);
        await resolveDiscrepancy(app.ctx.db, request.body.id, admin.id);
        await recordAudit(app.ctx.db, admin, {
          action: 'order.discrepancy.resolve',
          targetType: 'payment-discrepancy',
          targetId: String(request.body.id),
          reason: request.body.reason,
          before: { resolved: false },
          after: { resolved: true },
        });
        return ok({ id: request.body.id });
      },
    );

    app.post(
      '/admin/order/reconcile',
      {
        config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
        schema: {
          tags: ['payment-admin'],
          summary: '对账（管理员）：下载某日（北京时间）的交易账单并与订单核对，差异列入渠道差异',
          body: z.object({ day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为 YYYY-MM-DD') }).strict(),
          response: {
            200: z.object({ data: z.object({ day: z.string(), pending: z.array(z.string()), checked: z.number().int(), differences: z.number().int() }) }),
          },
        },
      },
      async (request) => {
        try {
          return ok(await reconcileDay(app.ctx.db, providers, request.body.day));
        } catch (error) {
          if (!(error instanceof ProviderError)) throw error;
          request.log.warn({ provider: error.provider, code: error.code, problem: error.message }, 'reconciliation failed');
          throw new BusinessError(502, '暂时无法下载支付渠道的账单，请稍后再试', 502);
        }
      },
    );

    app.post(
      '/admin/order/discrepancy/fix',
      {
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: {
          tags: ['payment-admin'],
          summary: '一键补记（管理员）：账单有而本站未记的支付，经支付渠道查询确认后补记为已支付',
          body: z.object({ id: idInput }).strict(),
          response: { 200: z.object({ data: z.object({ orderNum: z.string(), outcome: z.string() }) }) },
        },
      },
      async (request) => {
        const admin = requireUser(request);
        const fixed = await fixDiscrepancy(app.ctx.db, providers, request.body.id, admin.id);
        await recordAudit(app.ctx.db, admin, {
          action: 'order.discrepancy.fix',
          targetType: 'order',
          targetId: fixed.orderNum,
          before: { discrepancy: request.body.id },
          after: { outcome: fixed.outcome },
        });
        return ok(fixed);
      },
    );
  };
}
