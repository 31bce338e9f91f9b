import type { FastifyPluginAsync } from 'fastify';
import { API_PREFIX } from '../api-prefix';
import { mediaRoutes } from './playback/media-routes';
import { catalogueRoutes } from './routes/catalogue';
import { memberRoutes } from './routes/member';
import { playbackRoutes } from './routes/playback';
import { named } from '../../platform/plugin-name';

/** The course module: catalogue, member lists and playback under API_PREFIX; signed media under /media. */
const courseModule: FastifyPluginAsync = async (app) => {
  await app.register(named(catalogueRoutes), { prefix: API_PREFIX });
  await app.register(named(memberRoutes), { prefix: API_PREFIX });
  await app.register(named(playbackRoutes), { prefix: API_PREFIX });
  await app.register(named(mediaRoutes));
};

export default courseModule;
