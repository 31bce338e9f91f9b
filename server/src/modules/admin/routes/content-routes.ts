import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../../platform/errors';
import { z } from 'zod';
import { createBulletin, deleteBulletin, pageBulletins, updateBulletin } from '../bulletin-admin';
import { CONTENT_KIND_NAMES, CONTENT_KINDS } from '../content-kinds';
import { idInput } from '../../../platform/ids';
import { onlyRoles, requireAnyRole } from '../guard';
import {
  bulletinAnswer,
  bulletinCreateBody,
  bulletinDeleteBody,
  bulletinListAnswer,
  bulletinListQuery,
  bulletinUpdateBody,
  deletedAnswer,
  envelope,
} from '../schemas';

const optionalReason = z.string().trim().max(200, '原因最多 200 个字').default('');
const deleteBody = z.object({ id: idInput, reason: optionalReason }).strict();
const reorderBody = z
  .object({ ids: z.array(idInput).min(1, '没有要排序的条目').max(500).refine((ids) => new Set(ids).size === ids.length, '排序列表中有重复的条目'), reason: optionalReason })
  .strict();

/** Site content edited in the backend (bulletins, banners, tools, footer links, apps): admins only, every change audited. */
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

  // Banners, tools, footer navigation, friend links and apps: the same five calls per kind, written
  // through the owning module's stores (common/content-writes.ts, course/app-writes.ts).
  for (const name of CONTENT_KIND_NAMES) {
    const kind = CONTENT_KINDS[name];
    const base = `/admin/content/${name}`;
    const one = { 200: envelope(kind.viewSchema) };
    const all = { 200: envelope(z.array(kind.viewSchema)) };
    app.get(`${base}/list`, { schema: { tags, summary: `${kind.label}：全部（按显示顺序）`, response: all } }, async () => ok(await kind.list(app.ctx.db)));
    app.post(`${base}/create`, { schema: { tags, summary: `新建${kind.label}（排在最后）`, body: kind.createBody, response: one } }, async (request) =>
      ok(await kind.create(app.ctx.db, admin(request), request.body)),
    );
    app.post(`${base}/update`, { schema: { tags, summary: `修改${kind.label}`, body: kind.updateBody, response: one } }, async (request) =>
      ok(await kind.update(app.ctx.db, admin(request), request.body)),
    );
    app.post(`${base}/delete`, { schema: { tags, summary: `删除${kind.label}`, body: deleteBody, response: { 200: deletedAnswer } } }, async (request) =>
      ok(await kind.remove(app.ctx.db, admin(request), request.body)),
    );
    app.post(
      `${base}/reorder`,
      { schema: { tags, summary: `调整${kind.label}的顺序（一个列表的全部条目，新顺序）`, body: reorderBody, response: all } },
      async (request) => ok(await kind.reorder(app.ctx.db, admin(request), request.body)),
    );
  }
};
