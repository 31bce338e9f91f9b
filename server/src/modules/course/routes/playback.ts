import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../platform/errors';
import { requireUser } from '../../../platform/session';
import { requirePublishedCourse } from '../catalogue-service';
import { lessonPlayAuth, lessonPlayInfo, lessonPlayUrls, lessonSourceUrl } from '../playback/playback-service';
import { courseWatchRecords, saveProgress } from '../playback/watch-service';
import { dataSchema, idParam, watchRecordSchema } from '../schemas';
import { idInput } from '../../../platform/ids';

const tags = ['course'];
const lessonQuery = z.object({ lessonId: idParam });
const playUrlsSchema = dataSchema(
  z.object({ playUrl: z.string(), expiresAt: z.string(), playUrls: z.array(z.object({ definition: z.string(), url: z.string() })) }),
);

/** Lesson playback (spec 4, 7): every call needs a member with access to the lesson. */
export const playbackRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/course/lesson/playUrls', { schema: { tags, summary: '课时播放地址（签名，10 分钟有效）', querystring: lessonQuery, response: { 200: playUrlsSchema } } }, async (request) =>
    ok(await lessonPlayUrls(app.ctx, requireUser(request).id, request.query.lessonId, Date.now())),
  );

  app.get(
    '/course/lesson/playAuth',
    {
      schema: {
        tags,
        summary: '课时播放凭证（桌面播放器）',
        querystring: lessonQuery,
        response: { 200: dataSchema(z.object({ videoId: z.string(), playAuth: z.string(), expiresAt: z.string() })) },
      },
    },
    async (request) => ok(await lessonPlayAuth(app.ctx, requireUser(request).id, request.query.lessonId, Date.now())),
  );

  app.get(
    '/course/lesson/playInfo',
    {
      schema: {
        tags,
        summary: '用播放凭证换取播放地址',
        querystring: z.object({ videoId: z.string().min(1).max(20), playAuth: z.string().min(1).max(500) }),
        response: { 200: playUrlsSchema },
      },
    },
    async (request) => ok(await lessonPlayInfo(app.ctx, requireUser(request).id, request.query.videoId, request.query.playAuth, Date.now())),
  );

  app.get(
    '/course/lesson/source/downloadUrl',
    {
      schema: {
        tags,
        summary: '课时资料下载地址',
        querystring: lessonQuery,
        response: { 200: dataSchema(z.object({ downloadUrl: z.string(), expiresAt: z.string() })) },
      },
    },
    async (request) => ok(await lessonSourceUrl(app.ctx, requireUser(request).id, request.query.lessonId, Date.now())),
  );

  app.put(
    '/course/lesson/watch/progress',
    {
      schema: {
        tags,
        summary: '上报观看进度',
        body: z
          .object({
            lessonId: idInput,
            lessonIndex: z.number().int().min(0).max(100000),
            watchedDuration: z.number().min(0).max(100 * 3600).transform(Math.floor),
            final: z.boolean(),
          })
          .strict(),
        response: { 200: dataSchema(watchRecordSchema) },
      },
    },
    async (request) => ok(await saveProgress(app.ctx.db, requireUser(request).id, request.body)),
  );

  app.get(
    '/course/watch/record',
    {
      // The course's published state (a course write) and the member's own records (their progress writes drop
      // MemberReads `course-flags`): a member's answer is kept for them until either changes.
      config: { readCache: ['courses'], memberAnswer: ['course-flags'] },
      schema: { tags, summary: '我在该课程的观看记录', querystring: z.object({ courseId: idParam }), response: { 200: dataSchema(z.array(watchRecordSchema)) } },
    },
    async (request) => {
      const user = requireUser(request);
      await requirePublishedCourse(app.ctx.db, request.query.courseId);
      return ok(await courseWatchRecords(app.ctx.db, user.id, request.query.courseId));
    },
  );
};
