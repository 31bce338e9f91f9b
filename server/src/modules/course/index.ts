import type { FastifyPluginAsync } from 'fastify';
import { API_PREFIX } from '../api-prefix';
import { mediaRoutes } from './playback/media-routes';
import { catalogueRoutes } from './routes/catalogue';
import { memberRoutes } from './routes/member';
import { playbackRoutes } from './routes/playback';

/** The course module: catalogue, member lists and playback under API_PREFIX; signed media under /media. */
const courseModule: FastifyPluginAsync = async (app) => {
  await app.register(catalogueRoutes, { prefix: API_PREFIX });
  await app.register(memberRoutes, { prefix: API_PREFIX });
  await app.register(playbackRoutes, { prefix: API_PREFIX });
  await app.register(mediaRoutes);
};

export default courseModule;
