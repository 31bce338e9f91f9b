import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PAGE_SIZE } from '@site/shared/contract';
import { ok } from '../../platform/errors';
import { requireUser } from '../../platform/session';
import { likedMap, listComments } from './repository';
import { deleteComment, likeComment, postComment, setTop, unlikeComment } from './service';
import { reportComment } from './reports';
import { loadTarget, targetIdOf } from './targets';
import { idInput, idParam } from '../../platform/ids';

const tags = ['comment'];
const type = z.enum(['course', 'shot', 'audio']);
const id = idInput;
const queryId = idParam;

const commentUser = z.object({ id: z.number().int(), nickname: z.string(), username: z.string(), avatar: z.string() });
const commentBase = z.object({
  id: z.number().int(),
  content: z.string(),
  createdAt: z.string(),
  userInfo: commentUser,
  likeNum: z.number().int(),
  isLike: z.boolean(),
  isTop: z.boolean(),
  rootTargetId: z.number().int().nullable(),
  replyTargetId: z.number().int().nullable(),
});
const commentSchema = commentBase.extend({ replayTargetInfo: z.array(commentBase.extend({ replayTargetInfo: z.array(z.unknown()).max(0) })) });
const likeResult = z.object({ data: z.object({ isLike: z.boolean(), likeNum: z.number().int() }) });
const commentRef = z.object({ commentId: id, type }).strict();

/** Comments on courses, shots and audio (spec 7 "Comments"); the server checks every rule itself. */
export const commentRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/comment/list',
    {
      schema: {
        tags,
        summary: '评论列表（置顶在前，其余最新在前；回复按时间正序）',
        querystring: z.object({
          type,
          courseId: queryId.optional(),
          shotId: queryId.optional(),
          audioId: queryId.optional(),
          // Spec 7: 15 by default, 20 for shots and audio (applied below when the caller sends none).
          perPage: z.coerce.number().int().min(1).max(100).optional(),
          page: z.coerce.number().int().min(0).max(100000).default(0),
        }),
        response: { 200: z.object({ data: z.object({ rows: z.array(commentSchema), count: z.number().int() }) }) },
      },
    },
    async (request) => {
      const { type: kind, page } = request.query;
      const perPage = request.query.perPage ?? (kind === 'course' ? PAGE_SIZE.courseComments : PAGE_SIZE.comments);
      const target = await loadTarget(app.ctx.db, kind, targetIdOf(request.query));
      return ok(await listComments(app.ctx.db, kind, target.id, perPage, page, request.currentUser?.id ?? null));
    },
  );

  app.post(
    '/comment/post',
    {
      // Per IP: generous for a classroom behind one NAT, a brake on scripted spam.
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: '发表评论或回复',
        body: z
          .object({ type, courseId: id.optional(), shotId: id.optional(), audioId: id.optional(), content: z.string().max(5000), replyTargetId: id.optional() })
          .strict(),
        response: { 200: z.object({ data: commentSchema }) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { type: kind, content, replyTargetId } = request.body;
      return ok(await postComment(app.ctx.db, user, { type: kind, targetId: targetIdOf(request.body), content, replyTargetId }));
    },
  );

  app.post('/comment/like', { schema: { tags, summary: '点赞评论', body: commentRef, response: { 200: likeResult } } }, async (request) =>
    ok(await likeComment(app.ctx.db, requireUser(request), request.body.commentId, request.body.type)),
  );

  app.delete('/comment/delete/like', { schema: { tags, summary: '取消点赞', body: commentRef, response: { 200: likeResult } } }, async (request) =>
    ok(await unlikeComment(app.ctx.db, requireUser(request), request.body.commentId, request.body.type)),
  );

  app.post(
    '/comment/check/comment/like',
    {
      schema: {
        tags,
        summary: '批量查询是否已点赞（id -> 布尔）',
        body: z.object({ type, commentIds: z.array(id).max(200) }).strict(),
        response: { 200: z.object({ data: z.record(z.string(), z.boolean()) }) },
      },
    },
    async (request) => ok(await likedMap(app.ctx.db, request.currentUser?.id ?? null, request.body.commentIds)),
  );

  app.get(
    '/comment/istrue',
    {
      schema: {
        tags,
        summary: '是否已点赞该评论',
        querystring: z.object({ commentId: queryId, type }),
        response: { 200: z.object({ data: z.object({ isLike: z.boolean() }) }) },
      },
    },
    async (request) => {
      const map = await likedMap(app.ctx.db, request.currentUser?.id ?? null, [request.query.commentId]);
      return ok({ isLike: map[String(request.query.commentId)] ?? false });
    },
  );

  app.delete(
    '/comment/delete',
    {
      schema: {
        tags,
        summary: '删除自己的评论',
        body: z.object({ type, commentId: id }).strict(),
        response: { 200: z.object({ data: z.object({ id: z.number().int(), deleted: z.boolean() }) }) },
      },
    },
    async (request) => ok(await deleteComment(app.ctx.db, requireUser(request), request.body.commentId, request.body.type)),
  );

  app.post(
    '/comment/isTop',
    {
      schema: {
        tags,
        summary: '置顶或取消置顶',
        body: z.object({ commentId: id, type, status: z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]) }).strict(),
        response: { 200: z.object({ data: z.object({ isTop: z.boolean() }) }) },
      },
    },
    async (request) => ok(await setTop(app.ctx.db, requireUser(request), request.body.commentId, request.body.type, request.body.status)),
  );

  app.post(
    '/comment/report',
    {
      // One report per member per comment anyway; the limit stops a script walking every id.
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: '举报评论（每位会员对每条评论只计一次，理由可选；管理员在后台处理）',
        body: z.object({ commentId: id, type, reason: z.string().trim().max(200, '举报理由最多 200 个字').default('') }).strict(),
        response: { 200: z.object({ data: z.object({ reported: z.literal(true), alreadyReported: z.boolean() }) }) },
      },
    },
    async (request) => ok(await reportComment(app.ctx.db, requireUser(request), request.body)),
  );
};
