import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../../platform/errors';
import { onlyRoles, requireAnyRole } from '../guard';
import { activateVersion, releaseOverview, visitorLoads } from '../release-console';
import { activateAnswer, activateBody, releaseOverviewAnswer, visitorLoadsAnswer, visitorQuery } from '../schemas';

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

  app.get(
    '/admin/release/visitor',
    {
      schema: {
        tags,
        summary: '某个用户（用户名）或访客（访客标识）最近 24 小时加载到的各模块版本，及每个版本的加载、回退与失败次数',
        querystring: visitorQuery,
        response: { 200: visitorLoadsAnswer },
      },
    },
    async (request) => ok(await visitorLoads(app.ctx.db, request.query.q, app.ctx.clock.now())),
  );
};
