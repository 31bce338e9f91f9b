import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EMAIL_CODE_PATTERN, ErrorCode, accountReasons } from '@site/shared/contract';
import { ok } from '../../../platform/errors';
import { RATE_LIMITS } from '../../../platform/rate-limit';
import { refuseCrossSite } from '../../../platform/security';
import { NOT_LOGGED_IN_MESSAGE, clearSessionCookie, destroySession, requireUser } from '../../../platform/session';
import { KNOWN_DEVICE_COOKIE } from '../known-device';
import { emailInput, loginInput, newPasswordInput, userSchema, usernameInput } from '../schemas';
import { getAccountInfo, login, registerByEmail } from '../service';
import { startSession } from './start-session';
import { memberListener } from '../../audio/listener';

export const accountAuthRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/account/register-by-email',
    {
      config: { rateLimit: RATE_LIMITS.register, localAccounts: true },
      schema: {
        tags: ['account'],
        summary: '邮箱注册并登录（5101 邮箱已注册，5103/5107 验证码问题）',
        body: z
          .object({
            email: emailInput,
            password: newPasswordInput,
            emailCode: z.string().trim().regex(EMAIL_CODE_PATTERN, accountReasons.codeFormat),
            account: usernameInput,
          })
          .strict(),
        response: { 200: z.object({ data: userSchema }) },
      },
    },
    async (request, reply) => startSession(app.ctx, request, reply, await registerByEmail(app.ctx, request.body)),
  );

  app.post(
    '/account/login',
    {
      config: { rateLimit: RATE_LIMITS.login, localAccounts: true },
      schema: {
        tags: ['account'],
        summary: '用户名或邮箱登录（4103 账号或密码错误，4108 失败过多锁定 5 分钟；账号因多处失败被整体锁定时，曾在本设备登录过（kd Cookie）的仍可登录）',
        body: loginInput,
        response: { 200: z.object({ data: userSchema }) },
      },
    },
    async (request, reply) =>
      startSession(app.ctx, request, reply, await login(app.ctx, request.body, { ip: request.ip, knownDeviceCookie: request.cookies[KNOWN_DEVICE_COOKIE] })),
  );

  app.get(
    '/account/logout',
    {
      schema: {
        tags: ['account'],
        summary: '退出登录（删除会话；其他站点发起的请求 403）；sso 模式下答账号服务的退出地址 endSessionUrl，浏览器随后前往',
        response: { 200: z.object({ data: z.object({ endSessionUrl: z.string() }).nullable() }) },
      },
    },
    async (request, reply) => {
      // A GET that ends the session: a link on another site must not sign the member out.
      refuseCrossSite(request, app.ctx.config);
      const { sso, db } = app.ctx;
      try {
        // Built before the session ends: the provider is told which sign-in ends (id_token_hint).
        const endSessionUrl = sso ? await sso.endSessionUrl(request.sessionId) : null;
        return ok(endSessionUrl ? { endSessionUrl } : null);
      } finally {
        // Our session ends even when the provider cannot be reached (the shell then says logout failed).
        if (request.sessionId) await destroySession(db, request.sessionId);
        clearSessionCookie(reply);
        // A member signing out while an episode plays stops counting as its listener at once (not 30 s later): the
        // browser's player goes on as a visitor and counts as one from its next beat.
        if (request.currentUser) {
          await app.ctx.audioOnline.leave(memberListener(request.currentUser.id)).catch((error: unknown) => request.log.error({ err: error }, 'the listener count could not drop a member signing out'));
        }
      }
    },
  );

  app.get(
    '/account/info',
    {
      schema: {
        tags: ['account'],
        summary: '当前登录用户（未登录时 HTTP 200 + 错误 1100）',
        response: { 200: z.union([z.object({ data: userSchema }), z.object({ error: z.object({ code: z.literal(ErrorCode.NotLoggedIn), message: z.string() }) })]) },
      },
    },
    async (request, reply) => {
      // Every page load asks this once; for a visitor "not logged in" is the expected answer, not a failure, so
      // it comes with 200 (spec 7: any status below 500 is an answer and the envelope says what happened).
      // A 401 here made the browser log a failed request on each visitor's page. Other member-only calls keep 401.
      if (!request.currentUser) return reply.status(200).send({ error: { code: ErrorCode.NotLoggedIn, message: NOT_LOGGED_IN_MESSAGE } });
      const { id } = requireUser(request);
      // Kept per member until a write changes the account (profile, email, roles...: invalidateUserReads 'account').
      return ok(await app.ctx.memberReads.get(id, 'account', 'info', () => getAccountInfo(app.ctx.db, id)));
    },
  );
};
