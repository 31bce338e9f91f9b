import type { FastifyPluginAsync } from 'fastify';
import { API_PREFIX } from '../api-prefix';
import { releaseRoutes } from './routes';
import { telemetryRoutes } from './telemetry-routes';

/** The release module: registry of released remotes, their files, and the shell with its SPA fallback. */
const releaseModule: FastifyPluginAsync = async (app) => {
  await app.register(telemetryRoutes, { prefix: API_PREFIX });
  await app.register(releaseRoutes);
};

export default releaseModule;
