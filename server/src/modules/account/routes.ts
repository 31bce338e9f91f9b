import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/errors';
import { requireUser } from '../../platform/session';
import { getAccountInfo } from './service';
import { userSchema } from './schemas';

export const accountRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/account/info',
    { schema: { tags: ['account'], summary: '当前登录用户', response: { 200: z.object({ data: userSchema }) } } },
    async (request) => ok(await getAccountInfo(app.ctx.db, requireUser(request).id)),
  );
};
