import type { FastifyPluginAsync } from 'fastify';
import { API_PREFIX } from '../api-prefix';
import { accountRoutes } from './routes';

const accountModule: FastifyPluginAsync = async (app) => {
  await app.register(accountRoutes, { prefix: API_PREFIX });
};

export default accountModule;
