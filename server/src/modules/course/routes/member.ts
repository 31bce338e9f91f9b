import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../platform/errors';
import { requireUser } from '../../../platform/session';
import { followedTeachersCourses, myCollectedCourses, purchasedCourses, recentWatched } from '../account-lists';
import { hasCollected, setCollected } from '../collect-service';
import { courseSummarySchema, dataSchema, idParam, pageParam, pagedSchema, perPageParam, watchRecordSchema } from '../schemas';
import { idInput } from '../../../platform/ids';

const tags = ['course'];
const pageQuery = z.object({ perPage: perPageParam(15), page: pageParam });
const pagedCourses = dataSchema(pagedSchema(courseSummarySchema));

/** Calls of a logged-in member: collections and the account centre's course tabs. */
export const memberRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/course/check/collect',
    { schema: { tags, summary: '是否已收藏', querystring: z.object({ courseId: idParam }), response: { 200: dataSchema(z.object({ hasCollected: z.boolean() })) } } },
    async (request) => {
      // A visitor has collected nothing; answering false spares the page a login prompt.
      const user = request.currentUser;
      return ok({ hasCollected: user ? await hasCollected(app.ctx.db, user.id, request.query.courseId) : false });
    },
  );

  app.post(
    '/course/collect',
    {
      schema: {
        tags,
        summary: '收藏或取消收藏',
        body: z.object({ courseId: idInput, status: z.enum(['true', 'false']) }).strict(),
        response: { 200: dataSchema(z.object({ hasCollected: z.boolean() })) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return ok({ hasCollected: await setCollected(app.ctx.db, user.id, request.body.courseId, request.body.status === 'true') });
    },
  );

  app.get(
    '/course/recent/watched',
    {
      schema: {
        tags,
        summary: '最近学习',
        querystring: pageQuery,
        response: {
          200: dataSchema(
            pagedSchema(
              courseSummarySchema.extend({
                lastWatch: watchRecordSchema.extend({ updatedAt: z.string(), lessonTitle: z.string() }).nullable(),
              }),
            ),
          ),
        },
      },
    },
    async (request) => ok(await recentWatched(app.ctx.db, requireUser(request).id, request.query.perPage, request.query.page)),
  );

  app.get('/course/my/collect', { schema: { tags, summary: '我收藏的课程', querystring: pageQuery, response: { 200: pagedCourses } } }, async (request) =>
    ok(await myCollectedCourses(app.ctx.db, requireUser(request).id, request.query.perPage, request.query.page)),
  );

  app.get('/course/follow/list', { schema: { tags, summary: '我关注的讲师的课程', querystring: pageQuery, response: { 200: pagedCourses } } }, async (request) =>
    ok(await followedTeachersCourses(app.ctx.db, requireUser(request).id, request.query.perPage, request.query.page)),
  );

  app.get('/course/payed/course', { schema: { tags, summary: '已购课程', querystring: pageQuery, response: { 200: pagedCourses } } }, async (request) =>
    ok(await purchasedCourses(app.ctx.db, requireUser(request).id, request.query.perPage, request.query.page)),
  );
};
