import type { FastifyPluginAsync } from 'fastify';
import { API_PREFIX } from '../api-prefix';
import { commonRoutes } from './routes';
import { named } from '../../platform/plugin-name';

/** Banners, footer links, bulletins, tools, QR images, WeChat share signatures. */
const commonModule: FastifyPluginAsync = async (app) => {
  await app.register(named(commonRoutes), { prefix: API_PREFIX });
};

export default commonModule;
