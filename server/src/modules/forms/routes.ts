import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RESEARCH_MAX_BYTES, SIGNATURE_MAX_CHARS } from '@site/shared/contract/forms';
import { ok } from '../../platform/errors';
import { RATE_LIMITS } from '../../platform/rate-limit';
import { createResearchAnswer, searchMember, submitDiseaseInfo } from './service';

/** Submissions per IP: a class filling in forms together shares one address, so this is generous. */
const SUBMIT_LIMIT = { max: 30, timeWindow: '1 minute' } as const;

// Loose types on purpose: the shared rules (not zod) say what is missing or wrong, in spec order and in Chinese.
const choice = z.union([z.number().int(), z.string().max(4)]).optional();
const text = (max: number) => z.string().max(max).optional();

const diseaseInfoBody = z
  .object({
    cid: text(32),
    inBeijing: choice,
    isHealth: choice,
    temperature: z.union([z.string().max(8), z.number()]).optional(),
    remark: text(1000),
    name: text(200),
    tel: text(40),
    address: text(1000),
    backDate: text(20),
    vehicle: text(40),
    vehicleNum: text(200),
    goDiseaseArea: choice,
    touch: choice,
    // Twice the rule's limit so an oversized image still gets the rule's clear message.
    sign: z.string().max(SIGNATURE_MAX_CHARS * 2).optional(),
  })
  .strict();

export const formsRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/user/search/cid',
    {
      // The ID number travels in the query string: keep this route's request lines out of the info log.
      logLevel: 'warn',
      // Per IP: with unknown IDs answering like known ones, walking the ID space is hopeless.
      config: { rateLimit: RATE_LIMITS.lookup },
      schema: {
        tags: ['forms'],
        summary: '按身份证号查找学员（只返回用户名与昵称，限流）',
        querystring: z.object({ cid: z.string().max(64).default('') }),
        response: { 200: z.object({ data: z.array(z.object({ username: z.string(), nickname: z.string() })).max(1) }) },
      },
    },
    async (request) => ok(await searchMember(app.ctx.db, request.query.cid)),
  );

  app.post(
    '/api/disease/info',
    {
      bodyLimit: SIGNATURE_MAX_CHARS * 2 + 16 * 1024,
      config: { rateLimit: SUBMIT_LIMIT },
      schema: {
        tags: ['forms'],
        summary: '提交每日健康签到（带 cid）或健康承诺书（带 sign）',
        body: diseaseInfoBody,
        response: { 200: z.object({ data: z.object({ id: z.number().int(), kind: z.enum(['health-sign', 'promise']) }) }) },
      },
    },
    async (request) => ok(await submitDiseaseInfo(app.ctx.db, request.body, request.currentUser?.id ?? null, app.ctx.clock.now())),
  );

  app.post(
    '/api/user/research/create',
    {
      bodyLimit: RESEARCH_MAX_BYTES,
      config: { rateLimit: SUBMIT_LIMIT },
      schema: {
        tags: ['forms'],
        summary: '提交问卷答卷（JSON，最大 16 KB）',
        body: z.record(z.string(), z.unknown()),
        response: { 200: z.object({ data: z.object({ id: z.number().int() }) }) },
      },
    },
    async (request) => ok(await createResearchAnswer(app.ctx.db, request.body, request.currentUser?.id ?? null)),
  );
};
