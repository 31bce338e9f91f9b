import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden } from '../../platform/errors';

const entry = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  code: z.string().nullable(),
  createdAt: z.string(),
});

/** 127.0.0.0/8 and ::1, also written as IPv4-mapped IPv6. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.startsWith('::ffff:') ? address.slice(7) : address;
  return plain === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(plain);
}

/**
 * GET /dev/outbox: mails kept instead of sent (no SMTP_URL), newest first, as a bare JSON list (it
 * is no API call). Registered only with DEV_OUTBOX, and then it answers only this machine: the
 * codes in it would let anyone register an address they do not own. Behind a proxy on the same
 * machine every socket is loopback, so the client address the proxy reports must be too.
 */
export const outboxRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['development'],
        summary: '开发用邮件发件箱（仅 DEV_OUTBOX=1 时存在，只对本机开放）',
        querystring: z.object({ to: z.string().max(320).optional() }),
        response: { 200: z.array(entry) },
      },
    },
    async (request) => {
      if (!isLoopback(request.socket.remoteAddress) || !isLoopback(request.ip)) throw forbidden('开发发件箱只对本机开放');
      const to = request.query.to?.trim().toLowerCase();
      const entries = app.ctx.mailer.outbox();
      return to ? entries.filter((item) => item.to === to) : entries;
    },
  );
};
