import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PAGE_SIZE } from '@site/shared/contract';
import { badInput, ok } from '../../../platform/errors';
import { requireUser } from '../../../platform/session';
import * as repo from '../repository';
import { createBody, done, flag, id, pagedQuery, pagedShots, shotSchema, updateBody } from '../schemas';
import { createShot, deleteShot, getEditInfo, getMyShotDetail, updateShot, updateStatus } from '../service';
import { idInput } from '../../../platform/ids';

/** The author's calls: create, edit, delete, publish, and "my shots" (spec 7, Shots). */
export const postRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['shot'];
  const shotAnswer = { 200: z.object({ data: shotSchema }) };

  app.post(
    '/shot/post',
    { schema: { tags, summary: '发布作品（需要 canPostShot）', body: createBody, response: shotAnswer } },
    async (request) => ok(await createShot(app.ctx.db, requireUser(request), request.body)),
  );

  app.put(
    '/shot/post',
    { schema: { tags, summary: '修改作品（作者或管理员；只校验修改的字段）', body: updateBody, response: shotAnswer } },
    async (request) => ok(await updateShot(app.ctx.db, requireUser(request), request.body)),
  );

  app.delete(
    '/shot/post',
    {
      schema: {
        tags,
        summary: '删除作品（作者或管理员）',
        // The id may come as a query (axios DELETE params) or a JSON body.
        querystring: z.object({ id: id.optional() }).strict(),
        body: z.object({ id: id.optional() }).strict().nullish(),
        response: { 200: done },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const shotId = request.body?.id ?? request.query.id;
      if (shotId === undefined) throw badInput('缺少作品 id', { id: '缺少作品 id' });
      await deleteShot(app.ctx.db, user, shotId);
      return ok({ success: true as const });
    },
  );

  app.get(
    '/shot/post',
    { schema: { tags, summary: '我的作品（含未发布）', querystring: pagedQuery(PAGE_SIZE.myShots), response: { 200: z.object({ data: pagedShots }) } } },
    async (request) => {
      const user = requireUser(request);
      return ok(await repo.listShots(app.ctx.db, { userId: user.id, publishedOnly: false }, request.query.page, request.query.perPage));
    },
  );

  app.get(
    '/shot/edit/info',
    { schema: { tags, summary: '编辑用的作品信息（作者或管理员）', querystring: z.object({ id }).strict(), response: shotAnswer } },
    async (request) => ok(await getEditInfo(app.ctx.db, requireUser(request), request.query.id)),
  );

  app.get(
    '/shot/my/shot/detail',
    { schema: { tags, summary: '我的作品详情（不计浏览）', querystring: z.object({ id }).strict(), response: shotAnswer } },
    async (request) => ok(await getMyShotDetail(app.ctx.db, requireUser(request), request.query.id)),
  );

  app.post(
    '/shot/status/update',
    {
      schema: {
        tags,
        summary: '发布或取消发布（作者或管理员；被管理员禁用时 7701）',
        body: z.object({ id: idInput, status: flag }).strict(),
        response: { 200: z.object({ data: z.object({ status: z.enum(['published', 'unpublished']) }) }) },
      },
    },
    async (request) => ok(await updateStatus(app.ctx.db, requireUser(request), request.body.id, request.body.status)),
  );
};
