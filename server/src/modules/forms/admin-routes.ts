import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SIGNATURE_PREFIX } from '@site/shared/contract/forms';
import { forbidden, notFound, ok } from '../../platform/errors';
import { binaryAnswer } from '../../platform/openapi';
import { isAdmin, requireUser } from '../../platform/session';
import {
  healthSignDays,
  healthSignsCsv,
  pageHealthSigns,
  pagePromises,
  pageResearchAnswers,
  promisesCsv,
  researchAnswersCsv,
} from './admin-service';
import { findPromiseSign } from './repository';
import { idParam } from '../../platform/ids';

/** Submissions hold ID numbers, phones and signatures: admins only; 1100 when logged out, 403 otherwise. */
async function requireAdmin(request: FastifyRequest): Promise<void> {
  if (!isAdmin(requireUser(request))) throw forbidden('仅管理员可以查看表单数据');
}

const pageQuery = z.object({
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  perPage: z.coerce.number().int().min(1).max(100).default(15),
});

const healthSignFilter = z.object({
  signDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为 YYYY-MM-DD')
    .optional(),
  isHealth: z.coerce.number().int().min(1).max(2).optional(),
});

const paged = <T extends z.ZodType>(row: T) => z.object({ data: z.object({ rows: z.array(row), count: z.number().int() }) });

const healthSignRow = z.object({
  id: z.number().int(),
  signDate: z.string(),
  username: z.string(),
  nickname: z.string(),
  cid: z.string(),
  inBeijing: z.number().int(),
  isHealth: z.number().int(),
  temperature: z.string(),
  remark: z.string(),
  createdAt: z.string(),
});

const promiseRow = z.object({
  id: z.number().int(),
  name: z.string(),
  tel: z.string(),
  address: z.string(),
  inBeijing: z.number().int(),
  backDate: z.string(),
  vehicle: z.string(),
  vehicleNum: z.string(),
  goDiseaseArea: z.number().int(),
  touch: z.number().int(),
  createdAt: z.string(),
});

const researchRow = z.object({
  id: z.number().int(),
  username: z.string(),
  answer: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});

function sendCsv(reply: FastifyReply, name: string, csv: string) {
  const stamp = new Date().toISOString().slice(0, 10);
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}-${stamp}.csv"`)
    .header('cache-control', 'no-store')
    .send(csv);
}

export const formsAdminRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // onRequest: the role is checked before the body is validated (a visitor gets 1100, never a 400 about the body).
  app.addHook('onRequest', requireAdmin);
  const tags = ['forms-admin'];

  app.get(
    '/forms/health-sign/list',
    { schema: { tags, summary: '健康签到记录（分页，可按签到日期与身体状况筛选，仅管理员）', querystring: pageQuery.extend(healthSignFilter.shape), response: { 200: paged(healthSignRow) } } },
    async (request) => ok(await pageHealthSigns(app.ctx.db, request.query)),
  );
  app.get(
    '/forms/promise/list',
    { schema: { tags, summary: '健康承诺书（分页，不含签名图片，仅管理员）', querystring: pageQuery, response: { 200: paged(promiseRow) } } },
    async (request) => ok(await pagePromises(app.ctx.db, request.query)),
  );
  app.get(
    '/forms/research/list',
    { schema: { tags, summary: '问卷答卷（分页，仅管理员）', querystring: pageQuery, response: { 200: paged(researchRow) } } },
    async (request) => ok(await pageResearchAnswers(app.ctx.db, request.query)),
  );
  app.get(
    '/forms/promise/:id/sign.png',
    {
      schema: {
        tags,
        summary: '承诺书签名图片（仅管理员）',
        params: z.object({ id: idParam }),
        produces: ['image/png'],
        response: { 200: binaryAnswer('签名 PNG 图片') },
      },
    },
    async (request, reply) => {
      const sign = await findPromiseSign(app.ctx.db, request.params.id);
      if (!sign) throw notFound('承诺书不存在');
      return reply
        .header('content-type', 'image/png')
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(sign.slice(SIGNATURE_PREFIX.length), 'base64'));
    },
  );

  app.get(
    '/forms/health-sign/days',
    {
      schema: {
        tags,
        summary: '每日签到人数、身体不适与不在京人数（最近 N 天，仅管理员）',
        querystring: z.object({ days: z.coerce.number().int().min(1).max(366).default(30) }),
        response: {
          200: z.object({ data: z.array(z.object({ date: z.string(), total: z.number().int(), unwell: z.number().int(), outside: z.number().int() })) }),
        },
      },
    },
    async (request) => ok(await healthSignDays(app.ctx.db, request.query.days, app.ctx.clock.now())),
  );
  app.get(
    '/forms/health-sign/export.csv',
    { schema: { tags, summary: '导出健康签到 CSV（可按签到日期与身体状况筛选）', querystring: healthSignFilter, produces: ['text/csv'], response: { 200: binaryAnswer('CSV 文件') } } },
    async (request, reply) => sendCsv(reply, 'health-sign', await healthSignsCsv(app.ctx.db, request.query)),
  );
  app.get('/forms/promise/export.csv', { schema: { tags, summary: '导出健康承诺书 CSV（不含签名）', produces: ['text/csv'], response: { 200: binaryAnswer('CSV 文件') } } }, async (_request, reply) =>
    sendCsv(reply, 'promise', await promisesCsv(app.ctx.db)),
  );
  app.get('/forms/research/export.csv', { schema: { tags, summary: '导出问卷答卷 CSV', produces: ['text/csv'], response: { 200: binaryAnswer('CSV 文件') } } }, async (_request, reply) =>
    sendCsv(reply, 'research', await researchAnswersCsv(app.ctx.db)),
  );
};
