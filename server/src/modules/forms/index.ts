import type { FastifyPluginAsync } from 'fastify';
import { API_PREFIX } from '../api-prefix';
import { formsAdminRoutes } from './admin-routes';
import { formsRoutes } from './routes';
import { named } from '../../platform/plugin-name';

/** Health sign-in, health promise and survey answers (spec 7), plus the admins' lists and CSV exports. */
const formsModule: FastifyPluginAsync = async (app) => {
  await app.register(named(formsRoutes), { prefix: API_PREFIX });
  await app.register(named(formsAdminRoutes), { prefix: API_PREFIX });
};

export default formsModule;
