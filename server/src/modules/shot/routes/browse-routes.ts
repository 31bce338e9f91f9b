import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../platform/errors';
import { viewerOf } from '../../../platform/hit-counter';
import * as repo from '../repository';
import { id, listQuery, pagedShots, shotSchema } from '../schemas';
import { getShotDetail, getVisitorShotDetail } from '../service';
import { sendWritten } from '../../../platform/written-answer';

/** Public reading: the list, the detail and the categories (spec 7, Shots). */
export const browseRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['shot'];

  app.get(
    '/shot/list',
    { config: { readCache: ['shots', 'users'] }, schema: { tags, summary: '作品列表（已发布，最新在前）', querystring: listQuery, response: { 200: z.object({ data: pagedShots }) } } },
    async (request) => {
      const { page, perPage, ...filter } = request.query;
      return ok(await repo.listShots(app.ctx.db, { ...filter, publishedOnly: true }, page, perPage, app.ctx.db));
    },
  );

  app.get(
    '/shot/detail',
    {
      config: { countsViewer: true },
      schema: {
        tags,
        summary: '作品详情（每位观看者每小时计一次浏览；不存在或未发布时 7702）',
        querystring: z.object({ id }).strict(),
        response: { 200: z.object({ data: shotSchema }) },
      },
    },
    async (request, reply) => {
      const { ctx } = app;
      const user = request.currentUser;
      if (user === null) return sendWritten(reply, await getVisitorShotDetail(ctx.db, ctx.shotViews, ctx.sharedReads, viewerOf(request), request.query.id));
      return ok(await getShotDetail(ctx.db, ctx.shotViews, { shared: ctx.sharedReads, members: ctx.memberReads }, user, viewerOf(request), request.query.id));
    },
  );

  const category = z.object({ id: z.number().int(), name: z.string() });

  app.get(
    '/shot/category/list',
    { config: { readCache: ['shots'], sameForEveryone: true }, schema: { tags, summary: '作品分类', response: { 200: z.object({ data: z.array(category) }) } } },
    async () => ok(await repo.listCategories(app.ctx.db)),
  );

  app.get(
    '/shot/category/with/shot/list',
    {
      config: { readCache: ['shots'], sameForEveryone: true },
      schema: {
        tags,
        summary: '有已发布作品的分类及作品数',
        response: { 200: z.object({ data: z.array(category.extend({ shotNum: z.number().int() })) }) },
      },
    },
    async () => ok(await repo.listCategoriesWithShots(app.ctx.db)),
  );
};
