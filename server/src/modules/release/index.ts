import type { FastifyPluginAsync } from 'fastify';
import { releaseRoutes } from './routes';

/** The release module: registry of released remotes, their files, and the shell with its SPA fallback. */
const releaseModule: FastifyPluginAsync = async (app) => {
  await app.register(releaseRoutes);
};

export default releaseModule;
