import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../../platform/errors';
import { createBulletin, deleteBulletin, pageBulletins, updateBulletin } from '../bulletin-admin';
import { onlyRoles, requireAnyRole } from '../guard';
import {
  bulletinAnswer,
  bulletinCreateBody,
  bulletinDeleteBody,
  bulletinListAnswer,
  bulletinListQuery,
  bulletinUpdateBody,
  deletedAnswer,
} from '../schemas';

/** Site content edited in the backend (bulletins so far): admins only, every change audited. */
export const contentRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', onlyRoles('admin'));
  const tags = ['admin-content'];
  const admin = (request: Parameters<typeof requireAnyRole>[0]) => requireAnyRole(request, ['admin']);

  app.get(
    '/admin/bulletin/list',
    { schema: { tags, summary: '公告列表（最新在前；通知栏显示最新一条已发布的）', querystring: bulletinListQuery, response: { 200: bulletinListAnswer } } },
    async (request) => ok(await pageBulletins(app.ctx.db, request.query)),
  );
  app.post(
    '/admin/bulletin/create',
    { schema: { tags, summary: '新建公告', body: bulletinCreateBody, response: { 200: bulletinAnswer } } },
    async (request) => ok(await createBulletin(app.ctx.db, admin(request), request.body)),
  );
  app.post(
    '/admin/bulletin/update',
    { schema: { tags, summary: '修改公告内容或发布状态', body: bulletinUpdateBody, response: { 200: bulletinAnswer } } },
    async (request) => ok(await updateBulletin(app.ctx.db, admin(request), request.body)),
  );
  app.post(
    '/admin/bulletin/delete',
    { schema: { tags, summary: '删除公告', body: bulletinDeleteBody, response: { 200: deletedAnswer } } },
    async (request) => ok(await deleteBulletin(app.ctx.db, admin(request), request.body)),
  );
};
