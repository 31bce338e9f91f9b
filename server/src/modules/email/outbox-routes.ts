import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

const entry = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  code: z.string().nullable(),
  createdAt: z.string(),
});

/** GET /dev/outbox: mails kept instead of sent (no SMTP_URL), newest first, as a bare JSON list (it is no API call). Never registered in production. */
export const outboxRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['development'],
        summary: '开发用邮件发件箱（生产环境不存在）',
        querystring: z.object({ to: z.string().max(320).optional() }),
        response: { 200: z.array(entry) },
      },
    },
    async (request) => {
      const to = request.query.to?.trim().toLowerCase();
      const entries = app.ctx.mailer.outbox();
      return to ? entries.filter((item) => item.to === to) : entries;
    },
  );
};
