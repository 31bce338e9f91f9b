import type { FastifyPluginAsync } from 'fastify';
import { API_PREFIX } from '../api-prefix';
import { formsAdminRoutes } from './admin-routes';
import { formsRoutes } from './routes';

/** Health sign-in, health promise and survey answers (spec 7), plus the admins' lists and CSV exports. */
const formsModule: FastifyPluginAsync = async (app) => {
  await app.register(formsRoutes, { prefix: API_PREFIX });
  await app.register(formsAdminRoutes, { prefix: API_PREFIX });
};

export default formsModule;
