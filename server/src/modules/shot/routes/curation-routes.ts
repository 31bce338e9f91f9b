import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PAGE_SIZE } from '@site/shared/contract';
import { ok } from '../../../platform/errors';
import { requireUser } from '../../../platform/session';
import * as repo from '../repository';
import { courseLinkSchema, flag, id, perPage } from '../schemas';
import { linkShotToCourses, linkShotsToCourse, setRecommend, shotNotFound, unlinkShotFromCourses } from '../service';
import { idInput } from '../../../platform/ids';

/** Teachers' and admins' calls: recommend, and links between shots and courses (spec 6, 7). */
export const curationRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['shot'];
  const ids = z.array(idInput).max(200);
  const courseIdsAnswer = { 200: z.object({ data: z.object({ courseIds: z.array(z.number().int()) }) }) };

  app.post(
    '/shot/isRecommend/update',
    {
      schema: {
        tags,
        summary: '推荐或取消推荐（老师或管理员）',
        body: z.object({ id: idInput, status: flag }).strict(),
        response: { 200: z.object({ data: z.object({ isRecommend: z.boolean() }) }) },
      },
    },
    async (request) => ok(await setRecommend(app.ctx.db, requireUser(request), request.body.id, request.body.status)),
  );

  app.post(
    '/shot/courses/record',
    {
      schema: {
        tags,
        summary: '把作品关联到课程（老师只能关联自己的课程；管理员任意）',
        body: z.object({ shotId: idInput, courseIds: ids }).strict(),
        response: courseIdsAnswer,
      },
    },
    async (request) => ok(await linkShotToCourses(app.ctx.db, requireUser(request), request.body.shotId, request.body.courseIds)),
  );

  app.post(
    '/shot/course/record/delete',
    {
      schema: {
        tags,
        summary: '移除作品与课程的关联（管理员或该课程的老师）',
        body: z.object({ shotId: idInput, courseIds: ids }).strict(),
        response: courseIdsAnswer,
      },
    },
    async (request) => ok(await unlinkShotFromCourses(app.ctx.db, requireUser(request), request.body.shotId, request.body.courseIds)),
  );

  app.get(
    '/shot/course/record/delete',
    {
      schema: {
        tags,
        summary: '移除一条作品与课程的关联（管理员或该课程的老师）',
        querystring: z.object({ shotId: id, courseId: id }).strict(),
        response: courseIdsAnswer,
      },
    },
    async (request) => ok(await unlinkShotFromCourses(app.ctx.db, requireUser(request), request.query.shotId, [request.query.courseId])),
  );

  app.post(
    '/shot/course/record',
    {
      schema: {
        tags,
        summary: '把多个作品关联到一门课程（管理员或该课程的老师）',
        body: z.object({ courseId: idInput, shotIds: ids }).strict(),
        response: { 200: z.object({ data: z.object({ shotIds: z.array(z.number().int()) }) }) },
      },
    },
    async (request) => ok(await linkShotsToCourse(app.ctx.db, requireUser(request), request.body.courseId, request.body.shotIds)),
  );

  app.get(
    '/shot/record/course/list',
    {
      schema: {
        tags,
        summary: '作品关联的课程',
        querystring: z.object({ shotId: id, perPage: perPage(PAGE_SIZE.courseLinkDialog) }).strict(),
        response: { 200: z.object({ data: z.object({ rows: z.array(courseLinkSchema), count: z.number().int() }) }) },
      },
    },
    async (request) => {
      if (!(await repo.findShot(app.ctx.db, request.query.shotId))) throw shotNotFound();
      return ok(await repo.linkedCourses(app.ctx.db, request.query.shotId, request.query.perPage));
    },
  );
};
