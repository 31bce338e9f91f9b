import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { REMOTE_PACKAGES, type RemoteName } from '@site/shared/contract';
import { badInput, ok } from '../../platform/errors';
import { checkAutoRollback, recordLoad } from './telemetry';

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

/** The shell's load reports (navigator.sendBeacon): public, rate-limited, only for released versions. */
export const telemetryRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { RELEASE_AUTO_ROLLBACK_SHARE, RELEASE_AUTO_ROLLBACK_MIN_LOADS } = app.ctx.config;
  app.post(
    '/release/telemetry',
    {
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags: ['release'],
        summary: '前端模块加载上报（load / fallback / failure）；新发布 10 分钟内失败率超过阈值时自动回滚',
        body,
        response: { 200: z.object({ data: z.object({ recorded: z.literal(true), rolledBack: z.boolean() }) }) },
      },
    },
    async (request) => {
      const report = request.body;
      const entry = (await app.ctx.releases.read()).remotes[report.remote];
      const known = (v: string | undefined) => v === undefined || Boolean(entry?.versions.some((released) => released.version === v));
      if (!known(report.version) || !known(report.servedVersion)) throw badInput('没有这个已发布的版本');
      const now = app.ctx.clock.now();
      await recordLoad(app.ctx.db, { ...report, userId: request.currentUser?.id ?? null }, now);
      const rolledBack = await checkAutoRollback(
        app.ctx.db,
        { releasesDir: app.ctx.releases, share: RELEASE_AUTO_ROLLBACK_SHARE, minLoads: RELEASE_AUTO_ROLLBACK_MIN_LOADS },
        report,
        now,
      );
      if (rolledBack) request.log.warn({ remote: report.remote, ...rolledBack }, 'release rolled back automatically');
      return ok({ recorded: true as const, rolledBack: rolledBack !== null });
    },
  );
};
