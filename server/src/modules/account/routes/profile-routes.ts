import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, notFound } from '../../../platform/errors';
import { RATE_LIMITS } from '../../../platform/rate-limit';
import { requireUser } from '../../../platform/session';
import { followerCount, isFollowing } from '../follows';
import { findUserByUsername } from '../repository';
import { nameCheckSchema, nicknameInput, publicUserSchema, userSchema } from '../schemas';
import { canTopComment, checkNickname, checkUsername, updateProfile } from '../service';
import { isSafeLink } from '../../../platform/links';

/**
 * Avatars are files of our own storage (host + key, e.g. /files/avatar/1/a.png) or absolute URLs on
 * the site's own origin: the CSP shows images from the site itself only, and never javascript: or
 * protocol-relative URLs.
 */
function avatarInput(publicUrl: string) {
  const origin = new URL(publicUrl).origin;
  return z
    .string()
    .trim()
    .max(500)
    .refine((value) => {
      if (value === '') return true;
      if (/["'<>]/.test(value) || !isSafeLink(value)) return false;
      if (value.startsWith('/')) return true;
      return URL.canParse(value) && new URL(value).origin === origin;
    }, '头像地址不正确');
}

export const accountProfileRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const nameQuery = z.object({ name: z.string().max(100) });
  const avatar = avatarInput(app.ctx.config.PUBLIC_URL);

  app.get(
    '/account/username/check/valid',
    {
      config: { rateLimit: RATE_LIMITS.lookup },
      schema: { tags: ['account'], summary: '用户名是否可用', querystring: nameQuery, response: { 200: z.object({ data: nameCheckSchema }) } },
    },
    async (request) => ok(await checkUsername(app.ctx.db, request.query.name)),
  );

  app.get(
    '/account/nickname/check/valid',
    {
      config: { rateLimit: RATE_LIMITS.lookup },
      schema: { tags: ['account'], summary: '昵称是否可用', querystring: nameQuery, response: { 200: z.object({ data: nameCheckSchema }) } },
    },
    async (request) => ok(await checkNickname(app.ctx.db, request.query.name, request.currentUser?.id ?? null)),
  );

  app.put(
    '/account/info/update',
    {
      schema: {
        tags: ['account'],
        summary: '修改个人资料（昵称唯一）',
        body: z.object({ nickname: nicknameInput.optional(), avatar: avatar.optional(), wechat: z.string().trim().max(64).optional() }).strict(),
        response: { 200: z.object({ data: userSchema }) },
      },
    },
    async (request) => ok(await updateProfile(app.ctx, requireUser(request).id, request.body)),
  );

  app.get(
    '/account/public/info',
    {
      schema: {
        tags: ['account'],
        summary: '用户公开资料（含当前用户是否已关注）',
        querystring: z.object({ username: z.string().min(1).max(254) }),
        response: { 200: z.object({ data: publicUserSchema }) },
      },
    },
    async (request) => {
      const row = await findUserByUsername(app.ctx.db, request.query.username);
      if (!row) throw notFound('用户不存在');
      return ok({
        id: row.id,
        username: row.username,
        nickname: row.nickname,
        avatar: row.avatar,
        followed: await isFollowing(app.ctx.db, request.currentUser?.id ?? null, row.id),
        isTeacher: Boolean(row.roles.teacher),
        followerNum: await followerCount(app.ctx.db, row.id),
        userSocialAccount: { wechat: row.wechat },
      });
    },
  );

  app.get(
    '/account/power/top-comment',
    {
      schema: {
        tags: ['account'],
        summary: '当前用户能否置顶评论（老师、管理员或被授予此权限的用户）',
        response: { 200: z.object({ data: z.object({ canTopComment: z.boolean() }) }) },
      },
    },
    async (request) => ok({ canTopComment: canTopComment(request.currentUser) }),
  );
};
