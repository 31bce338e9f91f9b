import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../../platform/errors';
import { onlyRoles, requireAnyRole } from '../guard';
import { activateVersion, releaseOverview } from '../release-console';
import { activateAnswer, activateBody, releaseOverviewAnswer } from '../schemas';

/** Release console: admins and release managers (role `release`). */
export const releaseConsoleRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', onlyRoles('admin', 'release'));
  const tags = ['admin-release'];
  // app.ctx.releases is set by the release module, registered after this one: read it per request.

  app.get(
    '/admin/release/list',
    { schema: { tags, summary: '每个前端模块的当前版本、版本列表与启用历史（管理员、发布管理员）', response: { 200: releaseOverviewAnswer } } },
    async () => ok({ remotes: await releaseOverview(app.ctx.db, app.ctx.releases, app.ctx.clock.now()) }),
  );

  app.post(
    '/admin/release/activate',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: '启用指定版本，或不指定版本时回滚到上一个版本（与 pnpm rollback 相同）',
        body: activateBody,
        response: { 200: activateAnswer },
      },
    },
    async (request) => ok(await activateVersion(app.ctx.db, app.ctx.releases, requireAnyRole(request, ['admin', 'release']), request.body)),
  );
};
