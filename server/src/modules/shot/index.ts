import type { FastifyPluginAsync } from 'fastify';
import { API_PREFIX } from '../api-prefix';
import { browseRoutes } from './routes/browse-routes';
import { curationRoutes } from './routes/curation-routes';
import { postRoutes } from './routes/post-routes';
import { reactionRoutes } from './routes/reaction-routes';

/** The shot module (spec 7, Shots): reading, posting, reactions and curation, under API_PREFIX. */
const shotModule: FastifyPluginAsync = async (app) => {
  for (const routes of [browseRoutes, postRoutes, reactionRoutes, curationRoutes]) {
    await app.register(routes, { prefix: API_PREFIX });
  }
};

export default shotModule;
