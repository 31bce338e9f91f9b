import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EMAIL_CODE_PATTERN, accountReasons } from '@site/shared/contract';
import { ok } from '../../../platform/errors';
import { RATE_LIMITS } from '../../../platform/rate-limit';
import { refuseCrossSite } from '../../../platform/security';
import { clearSessionCookie, destroySession, requireUser, setSessionCookie } from '../../../platform/session';
import { emailInput, loginInput, newPasswordInput, userSchema, usernameInput } from '../schemas';
import { getAccountInfo, login, registerByEmail, type SignedIn } from '../service';

export const accountAuthRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  /** A new session replaces whatever session the browser had (no session fixation). */
  async function startSession(request: FastifyRequest, reply: FastifyReply, signedIn: SignedIn) {
    if (request.sessionId) await destroySession(app.ctx.db, request.sessionId);
    const secure = request.protocol === 'https' || app.ctx.config.PUBLIC_URL.startsWith('https:');
    setSessionCookie(reply, signedIn.sessionId, secure);
    return ok(signedIn.user);
  }

  app.post(
    '/account/register-by-email',
    {
      config: { rateLimit: RATE_LIMITS.register },
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
    async (request, reply) => startSession(request, reply, await registerByEmail(app.ctx, request.body)),
  );

  app.post(
    '/account/login',
    {
      config: { rateLimit: RATE_LIMITS.login },
      schema: {
        tags: ['account'],
        summary: '用户名或邮箱登录（4103 账号或密码错误，4108 失败过多锁定 5 分钟）',
        body: loginInput,
        response: { 200: z.object({ data: userSchema }) },
      },
    },
    async (request, reply) => startSession(request, reply, await login(app.ctx, request.body, request.ip)),
  );

  app.get(
    '/account/logout',
    { schema: { tags: ['account'], summary: '退出登录（删除会话；其他站点发起的请求 403）', response: { 200: z.object({ data: z.null() }) } } },
    async (request, reply) => {
      // A GET that ends the session: a link on another site must not sign the member out.
      refuseCrossSite(request, app.ctx.config);
      if (request.sessionId) await destroySession(app.ctx.db, request.sessionId);
      clearSessionCookie(reply);
      return ok(null);
    },
  );

  app.get(
    '/account/info',
    { schema: { tags: ['account'], summary: '当前登录用户（1100 未登录）', response: { 200: z.object({ data: userSchema }) } } },
    async (request) => ok(await getAccountInfo(app.ctx.db, requireUser(request).id)),
  );
};
