import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../../platform/errors';
import { pageAudit } from '../audit';
import { onlyRoles } from '../guard';
import { auditAnswer, auditQuery } from '../schemas';

/** The audit log of admin changes: admins only. */
export const auditRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', onlyRoles('admin'));
  app.get(
    '/admin/audit/list',
    { schema: { tags: ['admin-audit'], summary: '管理操作日志（最新在前，仅管理员）', querystring: auditQuery, response: { 200: auditAnswer } } },
    async (request) => ok(await pageAudit(app.ctx.db, request.query)),
  );
};
