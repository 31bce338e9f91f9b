import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PAGE_SIZE } from '@site/shared/contract';
import { ok } from '../../../platform/errors';
import { requireUser } from '../../../platform/session';
import * as repo from '../repository';
import { flag, id, pagedQuery, pagedShots } from '../schemas';
import { setCollect, setLike } from '../service';
import { idInput } from '../../../platform/ids';

/** Likes and collections (spec 7, Shots); visitors get false from the checks. */
export const reactionRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['shot'];
  const shotQuery = z.object({ shotId: id }).strict();
  const reactionBody = z.object({ shotId: idInput, status: flag }).strict();

  app.get(
    '/shot/check/like',
    { schema: { tags, summary: '是否已点赞', querystring: shotQuery, response: { 200: z.object({ data: z.object({ hasLike: z.boolean() }) }) } } },
    async (request) => {
      const user = request.currentUser;
      return ok({ hasLike: user ? await repo.hasLike(app.ctx.db, request.query.shotId, user.id) : false });
    },
  );

  app.get(
    '/shot/check/collect',
    {
      schema: { tags, summary: '是否已收藏', querystring: shotQuery, response: { 200: z.object({ data: z.object({ hasCollected: z.boolean() }) }) } },
    },
    async (request) => {
      const user = request.currentUser;
      return ok({ hasCollected: user ? await repo.hasCollection(app.ctx.db, request.query.shotId, user.id) : false });
    },
  );

  app.post(
    '/shot/like',
    {
      schema: {
        tags,
        summary: '点赞或取消点赞（幂等）',
        body: reactionBody,
        response: { 200: z.object({ data: z.object({ hasLike: z.boolean(), likeNum: z.number().int() }) }) },
      },
    },
    async (request) => ok(await setLike(app.ctx.db, requireUser(request), request.body.shotId, request.body.status)),
  );

  app.post(
    '/shot/collect',
    {
      schema: { tags, summary: '收藏或取消收藏（幂等）', body: reactionBody, response: { 200: z.object({ data: z.object({ hasCollected: z.boolean() }) }) } },
    },
    async (request) => ok(await setCollect(app.ctx.db, requireUser(request), request.body.shotId, request.body.status)),
  );

  app.get(
    '/shot/my/collect',
    { schema: { tags, summary: '我收藏的作品', querystring: pagedQuery(PAGE_SIZE.default), response: { 200: z.object({ data: pagedShots }) } } },
    async (request) => ok(await repo.listCollectedShots(app.ctx.db, requireUser(request).id, request.query.page, request.query.perPage)),
  );
};
