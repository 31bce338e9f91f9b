import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isStartTimeBucket } from '@site/shared/contract';
import { ok } from '../../../platform/errors';
import { requireUser } from '../../../platform/session';
import {
  getCourseDetail,
  listCatalogue,
  listCategoryGroups,
  listClassPlans,
  listRoleCourses,
  listSeriesCourses,
  listSoftware,
  listSoftwareCourses,
  listTeacherCourses,
  listTeachers,
} from '../catalogue-service';
import { courseListBody } from '../list-filter';
import {
  appSchema,
  categoryGroupSchema,
  courseDetailSchema,
  courseSummarySchema,
  dataSchema,
  idParam,
  pageParam,
  pagedSchema,
  perPageParam,
  teacherSchema,
} from '../schemas';

const tags = ['course'];
/** What a course card or detail shows: the course, its category, software, and teachers' profiles. */
const courseData = { readCache: ['courses', 'categories', 'apps', 'users'] } as const;
/**
 * A member's answer built from the shared course reads and their own marks (collected, watch records, whom they
 * follow: MemberReads `course-flags`) alone: kept per member, dropped by a course write or one of theirs.
 */
const courseDataWithMarks = { ...courseData, memberAnswer: ['course-flags'] } as const;
const pagedCourses = dataSchema(pagedSchema(courseSummarySchema));
const courseList = dataSchema(z.array(courseSummarySchema));

/** The public catalogue: lists, detail, menus, teachers, software, series, class plans. */
export const catalogueRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const viewer = (request: { currentUser: { id: number } | null }) => request.currentUser?.id ?? null;

  app.post(
    '/course/list',
    { config: courseDataWithMarks, schema: { tags, summary: '课程列表（筛选、排序、分页）', body: courseListBody, response: { 200: pagedCourses } } },
    async (request) => {
      // A start-time bucket ("this week") moves with the clock, not with writes: never kept.
      const keep = !(request.body.startAt !== undefined && isStartTimeBucket(request.body.startAt));
      if (!keep) request.readCacheFill = null;
      const reads = { shared: app.ctx.sharedReads, members: app.ctx.memberReads };
      return ok(await listCatalogue(app.ctx.db, reads, request.body, new Date(), viewer(request), keep));
    },
  );

  app.get(
    '/course/detail',
    { config: courseDataWithMarks, schema: { tags, summary: '课程详情', querystring: z.object({ courseId: idParam }), response: { 200: dataSchema(courseDetailSchema) } } },
    async (request) =>
      ok(await getCourseDetail(app.ctx.db, { shared: app.ctx.sharedReads, members: app.ctx.memberReads }, request.query.courseId, viewer(request))),
  );

  app.get(
    '/course/group/category/list',
    {
      config: { readCache: ['categories'], sameForEveryone: true },
      schema: {
        tags,
        summary: '分类分组',
        querystring: z.object({ courseType: z.enum(['online-course', 'live-course']).optional() }),
        response: { 200: dataSchema(z.array(categoryGroupSchema)) },
      },
    },
    async (request) => ok(await listCategoryGroups(app.ctx.db, request.query.courseType)),
  );

  app.get('/course/software/list', { config: { readCache: ['apps'], sameForEveryone: true }, schema: { tags, summary: '软件列表', response: { 200: dataSchema(z.array(appSchema)) } } }, async () =>
    ok(await listSoftware(app.ctx.db)),
  );

  app.get(
    '/course/software/course',
    {
      config: courseData,
      schema: {
        tags,
        summary: '某软件的课程',
        querystring: z.object({ softWareId: idParam, perPage: perPageParam(30), page: pageParam }),
        response: { 200: pagedCourses },
      },
    },
    async (request) => {
      const { softWareId, perPage, page } = request.query;
      return ok(await listSoftwareCourses(app.ctx.db, softWareId, perPage, page, viewer(request)));
    },
  );

  app.get('/course/teacher/list', { config: courseDataWithMarks, schema: { tags, summary: '讲师列表', response: { 200: dataSchema(z.array(teacherSchema)) } } }, async (request) =>
    ok(await listTeachers(app.ctx.db, { shared: app.ctx.sharedReads, members: app.ctx.memberReads }, viewer(request))),
  );

  app.get(
    '/course/series/list',
    { config: courseData, schema: { tags, summary: '同系列课程（id 为系列 id）', querystring: z.object({ id: idParam }), response: { 200: courseList } } },
    async (request) => ok(await listSeriesCourses(app.ctx.db, request.query.id, viewer(request))),
  );

  app.get(
    '/course/all/course',
    {
      config: courseData,
      schema: {
        tags,
        summary: '讲师的课程',
        querystring: z.object({ userId: idParam, perPage: perPageParam(15), page: pageParam }),
        response: { 200: pagedCourses },
      },
    },
    async (request) => {
      const { userId, perPage, page } = request.query;
      return ok(await listTeacherCourses(app.ctx.db, userId, perPage, page, viewer(request)));
    },
  );

  app.get(
    '/course/is/role/list',
    {
      schema: {
        tags,
        summary: '我任教的课程（管理员为全部）',
        querystring: z.object({ perPage: perPageParam(20), page: pageParam, keyword: z.string().max(100).optional() }),
        response: { 200: pagedCourses },
      },
    },
    async (request) => {
      const { perPage, page, keyword } = request.query;
      return ok(await listRoleCourses(app.ctx.db, requireUser(request), perPage, page, keyword));
    },
  );

  app.get(
    '/course/api/class/list',
    {
      schema: {
        tags,
        summary: '线下班级排期',
        querystring: z.object({ school_id: z.enum(['1', '2', '3', '6']).transform(Number) }),
        response: {
          200: dataSchema(z.array(z.object({ classname: z.string(), starttime: z.string(), endtime: z.string(), class_color: z.string() }))),
        },
      },
    },
    async (request) => ok(await listClassPlans(app.ctx.db, request.query.school_id)),
  );
};
