import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NOTICE_TYPES } from '@site/shared/contract';
import { ok } from '../../../platform/errors';
import { pageQuery, pagedSchema } from '../../../platform/paging';
import { requireUser } from '../../../platform/session';
import { listMessages, markRead } from '../messages';
import { messageSchema } from '../schemas';
import { idInput } from '../../../platform/ids';

/** One notice type or a comma list of them. */
const typeFilter = z
  .string()
  .max(400)
  .transform((value) => value.split(',').map((item) => item.trim()).filter(Boolean))
  .pipe(z.array(z.enum(NOTICE_TYPES)));

export const accountMessageRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/account/message/list',
    {
      schema: {
        tags: ['account'],
        summary: '我的消息（type 可逗号分隔；read=1 只看未读，read=2 只看已读；page 从 0 开始）',
        querystring: z.object({
          type: typeFilter.optional(),
          read: z.enum(['1', '2']).transform((value) => (value === '1' ? 1 : 2) as 1 | 2).optional(),
          ...pageQuery(15),
        }),
        response: { 200: z.object({ data: pagedSchema(messageSchema) }) },
      },
    },
    async (request) => {
      const { type, read, page, perPage } = request.query;
      const { id } = requireUser(request);
      // Kept per member until a new notice for them or a read mark drops it (invalidateUserReads 'messages').
      const key = `${type?.join(',') ?? ''}|${read ?? ''}|${page}|${perPage}`;
      return ok(await app.ctx.memberReads.get(id, 'messages', key, () => listMessages(app.ctx.db, id, { types: type, read }, page, perPage)));
    },
  );

  app.post(
    '/account/message/update',
    {
      schema: {
        tags: ['account'],
        summary: '把消息标为已读（只影响自己的消息）',
        body: z.object({ ids: z.array(idInput).max(500) }).strict(),
        response: { 200: z.object({ data: z.object({ updated: z.number().int() }) }) },
      },
    },
    async (request) => ok({ updated: await markRead(app.ctx.db, requireUser(request).id, request.body.ids) }),
  );
};
