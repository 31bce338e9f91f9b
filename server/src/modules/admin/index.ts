import type { FastifyPluginAsync } from 'fastify';
import { API_PREFIX } from '../api-prefix';
import { auditRoutes } from './routes/audit-routes';
import { contentRoutes } from './routes/content-routes';
import { moderationRoutes } from './routes/moderation-routes';
import { orderRoutes } from './routes/order-routes';
import { releaseConsoleRoutes } from './routes/release-routes';
import { named } from '../../platform/plugin-name';

/** The admin backend's API: every call checked by role on the server, every change in the audit log. */
const adminModule: FastifyPluginAsync = async (app) => {
  for (const routes of [auditRoutes, releaseConsoleRoutes, moderationRoutes, orderRoutes, contentRoutes]) {
    await app.register(named(routes), { prefix: API_PREFIX });
  }
};

export default adminModule;
