import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EMAIL_CODE_PATTERN, accountReasons, isEmailAddress } from '@site/shared/contract';
import { ok } from '../../platform/errors';
import { RATE_LIMITS } from '../../platform/rate-limit';
import { CODE_TYPES } from './codes';
import { checkEmailValid, sendVerifyCode, verifyEmailCode } from './service';

const email = z
  .string()
  .trim()
  .max(254)
  .refine(isEmailAddress, accountReasons.emailFormat);
const codeType = z.enum(CODE_TYPES);

export const emailRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/email/send/verify/code',
    {
      config: { rateLimit: RATE_LIMITS.sendCode, localAccounts: true },
      schema: {
        tags: ['email'],
        summary: '发送邮箱验证码（同一邮箱间隔依次为 1、2、5、10、30、60 分钟，24 小时内至多 10 次，超出答 429 并给出 retryAfter 秒；retryAfter 为下一次可发送前的秒数；register/change-email 时邮箱已注册答 5101，change-email 需登录；login/reset 不透露邮箱是否注册）',
        body: z.object({ email, codeType }).strict(),
        response: { 200: z.object({ data: z.object({ retryAfter: z.number().int() }) }) },
      },
    },
    async (request) => ok(await sendVerifyCode(app.ctx, request.body.email, request.body.codeType, request.currentUser?.id ?? null)),
  );

  app.post(
    '/email/verify/code',
    {
      config: { rateLimit: RATE_LIMITS.verifyCode, localAccounts: true },
      schema: {
        tags: ['email'],
        summary: '校验邮箱验证码（不消耗；该邮箱任一有效验证码均可；5103 不存在或已过期，5107 错误；同一邮箱 24 小时内错 30 次后答 429 并给出 retryAfter 秒）',
        body: z.object({ email, type: codeType, code: z.string().trim().regex(EMAIL_CODE_PATTERN, accountReasons.codeFormat) }).strict(),
        response: { 200: z.object({ data: z.object({ valid: z.literal(true) }) }) },
      },
    },
    async (request) => {
      await verifyEmailCode(app.ctx, request.body.email, request.body.type, request.body.code);
      return ok({ valid: true as const });
    },
  );

  app.get(
    '/email/check/valid',
    {
      config: { rateLimit: RATE_LIMITS.lookup },
      schema: {
        tags: ['email'],
        summary: '邮箱是否可用（register/change-email：未被占用；login/reset：格式正确即可，不透露是否注册）',
        querystring: z.object({ email: z.string().max(320), type: codeType.default('register') }),
        response: { 200: z.object({ data: z.object({ isValid: z.boolean() }) }) },
      },
    },
    async (request) => {
      const { email: address, type } = request.query;
      if (!isEmailAddress(address.trim())) return ok({ isValid: false });
      return ok({ isValid: await checkEmailValid(app.ctx, address, type) });
    },
  );
};
