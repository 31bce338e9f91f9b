import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../platform/errors';
import { pageQuery, pagedSchema } from '../../../platform/paging';
import { requireUser } from '../../../platform/session';
import { follow, followedMap, listFollowing, unfollow } from '../follows';
import { idListInput, teacherInfoSchema, userIdInput, visitorSchema } from '../schemas';
import { listVisitors, recordVisit } from '../visitors';

/** Follows (teacher subscriptions) and profile visitors. */
export const accountSocialRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const targetBody = z.object({ targetUserId: userIdInput }).strict();
  const followedAnswer = { 200: z.object({ data: z.object({ followed: z.boolean() }) }) };

  app.post(
    '/account/follow',
    { schema: { tags: ['account'], summary: '关注用户（重复关注无副作用，不能关注自己）', body: targetBody, response: followedAnswer } },
    async (request) => {
      await follow(app.ctx.db, requireUser(request).id, request.body.targetUserId);
      return ok({ followed: true });
    },
  );

  app.delete(
    '/account/follow',
    { schema: { tags: ['account'], summary: '取消关注', body: targetBody, response: followedAnswer } },
    async (request) => {
      await unfollow(app.ctx.db, requireUser(request).id, request.body.targetUserId);
      return ok({ followed: false });
    },
  );

  app.get(
    '/account/follow/check',
    {
      schema: {
        tags: ['account'],
        summary: '是否已关注这些用户（id -> bool；未登录全为 false）',
        querystring: z.object({ targetUserIds: idListInput }),
        response: { 200: z.object({ data: z.record(z.string(), z.boolean()) }) },
      },
    },
    async (request) => ok(await followedMap(app.ctx.db, request.currentUser?.id ?? null, request.query.targetUserIds)),
  );

  app.get(
    '/account/following',
    {
      schema: {
        tags: ['account'],
        summary: '某用户关注的人（分页，page 从 0 开始；缺省为当前用户）',
        querystring: z.object({ userId: userIdInput.optional(), ...pageQuery(15) }),
        response: { 200: z.object({ data: pagedSchema(teacherInfoSchema) }) },
      },
    },
    async (request) => {
      const callerId = request.currentUser?.id ?? null;
      const userId = request.query.userId ?? requireUser(request).id;
      return ok(await listFollowing(app.ctx.db, userId, callerId, request.query.page, request.query.perPage));
    },
  );

  app.get(
    '/account/visitor',
    {
      schema: {
        tags: ['account'],
        summary: '最近访客（按最近一次访问倒序；缺省为当前用户；只有主页主人和管理员看到名单，其他人只得到人数）',
        querystring: z.object({ userId: userIdInput.optional(), ...pageQuery(12) }),
        response: { 200: z.object({ data: pagedSchema(visitorSchema) }) },
      },
    },
    async (request) => {
      const userId = request.query.userId ?? requireUser(request).id;
      return ok(await listVisitors(app.ctx.db, request.currentUser, userId, request.query.page, request.query.perPage));
    },
  );

  app.post(
    '/account/visitor/record',
    {
      schema: {
        tags: ['account'],
        summary: '记录一次主页访问（访问自己的主页不计）',
        body: targetBody,
        response: { 200: z.object({ data: z.object({ recorded: z.boolean() }) }) },
      },
    },
    async (request) => ok({ recorded: await recordVisit(app.ctx.db, requireUser(request).id, request.body.targetUserId, app.ctx.clock.now()) }),
  );
};
