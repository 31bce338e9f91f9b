import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../../platform/errors';
import { onlyRoles, requireAnyRole } from '../guard';
import {
  commentDeleteAnswer,
  commentDismissAnswer,
  commentModerationBody,
  reportedCommentListAnswer,
  reportedCommentListQuery,
  shotListAnswer,
  shotListQuery,
  shotModerationAnswer,
  shotModerationBody,
  userListAnswer,
  userListQuery,
  userUpdateAnswer,
  userUpdateBody,
} from '../schemas';
import { adminDeleteComment, adminDismissReports, pageReportedComments } from '../comment-moderation';
import { pageShots, setShotDisabled } from '../shot-moderation';
import { pageUsers, updateUser } from '../user-moderation';

/** Moderation of shots, comments and accounts: admins only (see docs/decisions.md). */
export const moderationRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', onlyRoles('admin'));
  const admin = (request: Parameters<typeof requireAnyRole>[0]) => requireAnyRole(request, ['admin']);

  app.get(
    '/admin/shot/list',
    { schema: { tags: ['admin-moderation'], summary: '作品列表（含下架/禁用状态与作者）', querystring: shotListQuery, response: { 200: shotListAnswer } } },
    async (request) => ok(await pageShots(app.ctx.db, request.query)),
  );
  app.post(
    '/admin/shot/disable',
    { schema: { tags: ['admin-moderation'], summary: '禁用作品：下架，作者再发布时得到 7701', body: shotModerationBody, response: { 200: shotModerationAnswer } } },
    async (request) => ok(await setShotDisabled(app.ctx.db, admin(request), { ...request.body, disabled: true })),
  );
  app.post(
    '/admin/shot/enable',
    { schema: { tags: ['admin-moderation'], summary: '解除禁用并重新发布作品', body: shotModerationBody, response: { 200: shotModerationAnswer } } },
    async (request) => ok(await setShotDisabled(app.ctx.db, admin(request), { ...request.body, disabled: false })),
  );
  app.get(
    '/admin/user/list',
    { schema: { tags: ['admin-moderation'], summary: '用户列表（角色、发布与置顶权限、停用状态）', querystring: userListQuery, response: { 200: userListAnswer } } },
    async (request) => ok(await pageUsers(app.ctx.db, request.query)),
  );
  app.post(
    '/admin/user/update',
    {
      schema: {
        tags: ['admin-moderation'],
        summary: '修改用户的角色、canPostShot/canTopComment 权限或停用账号（停用会结束其全部登录）',
        body: userUpdateBody,
        response: { 200: userUpdateAnswer },
      },
    },
    async (request) => ok(await updateUser(app.ctx.db, admin(request), request.body)),
  );

  app.get(
    '/admin/comment/reported',
    {
      schema: {
        tags: ['admin-moderation'],
        summary: '被举报的评论（最近被举报的在前；内容、所在位置、举报人数）',
        querystring: reportedCommentListQuery,
        response: { 200: reportedCommentListAnswer },
      },
    },
    async (request) => ok(await pageReportedComments(app.ctx.db, request.query)),
  );
  app.post(
    '/admin/comment/delete',
    { schema: { tags: ['admin-moderation'], summary: '删除任意评论（课程、作品、音频），并关闭它的举报', body: commentModerationBody, response: { 200: commentDeleteAnswer } } },
    async (request) => ok(await adminDeleteComment(app.ctx.db, admin(request), request.body, app.ctx.clock.now())),
  );
  app.post(
    '/admin/comment/dismiss',
    { schema: { tags: ['admin-moderation'], summary: '驳回举报：保留评论，关闭它的待处理举报', body: commentModerationBody, response: { 200: commentDismissAnswer } } },
    async (request) => ok(await adminDismissReports(app.ctx.db, admin(request), request.body, app.ctx.clock.now())),
  );
};
