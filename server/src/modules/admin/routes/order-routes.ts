import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../../platform/errors';
import { onlyRoles } from '../guard';
import { orderTotals, pageOrders } from '../order-admin';
import { orderListAnswer, orderListQuery, orderTotalsAnswer, orderTotalsQuery } from '../schemas';

/** Orders for admins: search and daily totals. Refunds are POST /admin/order/refund (payment module). */
export const orderRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', onlyRoles('admin'));
  const tags = ['admin-orders'];
  app.get(
    '/admin/order/list',
    { schema: { tags, summary: '订单搜索（订单号、会员或课程）', querystring: orderListQuery, response: { 200: orderListAnswer } } },
    async (request) => ok(await pageOrders(app.ctx.db, request.query)),
  );
  app.get(
    '/admin/order/totals',
    { schema: { tags, summary: '每日支付笔数、金额与其中已退款金额（分）', querystring: orderTotalsQuery, response: { 200: orderTotalsAnswer } } },
    async (request) => ok(await orderTotals(app.ctx.db, request.query.days, app.ctx.clock.now())),
  );
};
