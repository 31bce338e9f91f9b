import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RATE_LIMITS } from '../../../platform/rate-limit';
import { loginByEmailCode, resetPassword } from '../recovery-service';
import { emailCodeInput, emailInput, newPasswordInput, userSchema } from '../schemas';
import { startSession } from './start-session';

/** Getting in without the password: reset it by an emailed code, or sign in by one. */
export const accountRecoveryRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/account/password/reset',
    {
      config: { rateLimit: RATE_LIMITS.codeAction, localAccounts: true },
      schema: {
        tags: ['account'],
        summary: '用邮箱验证码（reset）重置密码并登录；其他会话全部退出，登录锁定解除（5103/5107 验证码问题）',
        body: z.object({ email: emailInput, emailCode: emailCodeInput, password: newPasswordInput }).strict(),
        response: { 200: z.object({ data: userSchema }) },
      },
    },
    async (request, reply) => startSession(app.ctx, request, reply, await resetPassword(app.ctx, request.log, request.body)),
  );

  app.post(
    '/account/login-by-email-code',
    {
      config: { rateLimit: RATE_LIMITS.codeAction, localAccounts: true },
      schema: {
        tags: ['account'],
        summary: '邮箱验证码（login）登录（5103/5107 验证码问题；未注册的邮箱同样答验证码错误）',
        body: z.object({ email: emailInput, emailCode: emailCodeInput }).strict(),
        response: { 200: z.object({ data: userSchema }) },
      },
    },
    async (request, reply) => startSession(app.ctx, request, reply, await loginByEmailCode(app.ctx, request.body)),
  );
};
