import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { REMOTE_PACKAGES, type RemoteName } from '@site/shared/contract';
import { badInput, ok } from '../../platform/errors';
import { LOAD_TICKET_COOKIE, readLoadTicket } from './load-ticket';
import { autoRollbackSettings, countLoad } from './telemetry';

/**
 * At most this many reports of one version are kept per minute on one instance: a flood from many addresses
 * cannot fill the table, and a few hundred pages a minute already say all a rollback needs to know.
 */
export const MAX_REPORTS_PER_VERSION_MINUTE = 600;
/** Load reports one address may send a minute. */
export const TELEMETRY_REPORTS_PER_ADDRESS_MINUTE = 120;

/** Reports kept this minute, per remote and version. */
export class MinuteCap {
  private minute = -1;
  private readonly counts = new Map<string, number>();

  take(key: string, now: Date): boolean {
    const minute = Math.floor(now.getTime() / 60_000);
    if (minute !== this.minute) {
      this.minute = minute;
      this.counts.clear();
    }
    const used = this.counts.get(key) ?? 0;
    if (used >= MAX_REPORTS_PER_VERSION_MINUTE) return false;
    this.counts.set(key, used + 1);
    return true;
  }
}

const version = z.string().regex(/^[0-9A-Za-z][0-9A-Za-z._-]{0,63}$/, '版本号格式不正确');
const body = z
  .object({
    remote: z.enum(Object.keys(REMOTE_PACKAGES) as [RemoteName, ...RemoteName[]]),
    version,
    kind: z.enum(['load', 'fallback', 'failure']),
    servedVersion: version.optional(),
    visitorId: z.string().regex(/^[0-9A-Za-z_-]{8,40}$/, '访客标识格式不正确').optional(),
  })
  .strict();

/**
 * The shell's load reports (navigator.sendBeacon): public, rate-limited, only for released versions, and only with
 * the load ticket the page answer set (one report per ticket, remote, version and kind).
 */
export const telemetryRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const cap = new MinuteCap();
  const settings = autoRollbackSettings(app.ctx.releases, app.ctx.config);
  app.post(
    '/release/telemetry',
    {
      // A page reports each remote it loads once or twice, and one address may be a whole school's or office's
      // visitors: 120 a minute (each ticket's report counts once, and each version takes at most 600 a minute).
      config: { rateLimit: { max: TELEMETRY_REPORTS_PER_ADDRESS_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags: ['release'],
        summary: '前端模块加载上报（load / fallback / failure）；新发布 10 分钟内失败率超过阈值时自动回滚',
        body,
        response: { 200: z.object({ data: z.object({ recorded: z.boolean(), rolledBack: z.boolean() }) }) },
      },
    },
    async (request) => {
      const report = request.body;
      // The ticket first: a report without one costs no registry read.
      const now = app.ctx.clock.now();
      const ticket = readLoadTicket(app.ctx.secret, request.cookies[LOAD_TICKET_COOKIE], now);
      if (!ticket) throw badInput('页面加载凭证无效或已过期，请刷新页面');
      const entry = (await app.ctx.releases.read()).remotes[report.remote];
      const known = (v: string | undefined) => v === undefined || Boolean(entry?.versions.some((released) => released.version === v));
      if (!known(report.version) || !known(report.servedVersion)) throw badInput('没有这个已发布的版本');
      if (!cap.take(`${report.remote}/${report.version}`, now)) return ok({ recorded: false, rolledBack: false });
      return ok(await countLoad(app.ctx.db, settings, { ...report, userId: request.currentUser?.id ?? null, ticket: ticket.id, network: ticket.network }, now, request.log));
    },
  );
};
