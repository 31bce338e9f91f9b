import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PASSWORD_MAX } from '@site/shared/contract';
import { ok } from '../../../platform/errors';
import { RATE_LIMITS } from '../../../platform/rate-limit';
import { requireUser } from '../../../platform/session';
import { deviceSchema, emailCodeInput, emailInput, newPasswordInput, userSchema } from '../schemas';
import { type Caller, changeEmail, changePassword, listDevices, signOutDevice, signOutOtherDevices } from '../security-service';

const caller = (request: FastifyRequest): Caller => ({ userId: requireUser(request).id, sessionId: request.sessionId });
const signedOut = z.object({ data: z.object({ signedOut: z.number().int() }) });

/** The account-security tab: password, email, signed-in devices. Every call needs a session (1100). */
export const accountSecurityRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.put(
    '/account/password',
    {
      config: { rateLimit: RATE_LIMITS.codeAction, localAccounts: true },
      schema: {
        tags: ['account'],
        summary: '修改密码（需当前密码，4104 当前密码不正确）；其他设备全部退出，并邮件通知',
        body: z
          .object({ currentPassword: z.string().min(1, '请输入当前密码').max(PASSWORD_MAX * 4), password: newPasswordInput })
          .strict(),
        response: { 200: signedOut },
      },
    },
    async (request) => ok(await changePassword(app.ctx, request.log, caller(request), request.body)),
  );

  app.put(
    '/account/email',
    {
      config: { rateLimit: RATE_LIMITS.codeAction, localAccounts: true },
      schema: {
        tags: ['account'],
        summary: '更换绑定邮箱（验证码 change-email 发往新邮箱；5101 已被注册，5103/5107 验证码问题）；新旧邮箱都收到通知',
        body: z.object({ email: emailInput, emailCode: emailCodeInput }).strict(),
        response: { 200: z.object({ data: userSchema }) },
      },
    },
    async (request) => ok(await changeEmail(app.ctx, request.log, caller(request), request.body)),
  );

  app.get(
    '/account/devices',
    {
      schema: {
        tags: ['account'],
        summary: '已登录的设备（浏览器、登录时间、最近活动），最近使用的在前',
        response: { 200: z.object({ data: z.array(deviceSchema) }) },
      },
    },
    async (request) => ok(await listDevices(app.ctx, caller(request))),
  );

  app.post(
    '/account/devices/sign-out',
    {
      schema: {
        tags: ['account'],
        summary: '让另一台设备退出登录（404 该设备已退出；当前设备请用退出登录）',
        body: z.object({ id: z.uuid('设备标识不正确') }).strict(),
        response: { 200: z.object({ data: z.null() }) },
      },
    },
    async (request) => {
      await signOutDevice(app.ctx, caller(request), request.body.id);
      return ok(null);
    },
  );

  app.post(
    '/account/devices/sign-out-others',
    {
      schema: {
        tags: ['account'],
        summary: '让除当前设备外的所有设备退出登录',
        body: z.object({}).strict().nullish(),
        response: { 200: signedOut },
      },
    },
    async (request) => ok(await signOutOtherDevices(app.ctx, caller(request))),
  );
};
