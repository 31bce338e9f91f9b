import type { FastifyPluginAsync } from 'fastify';
import { createHitCounter, type HitCounter } from '../../platform/hit-counter';
import { API_PREFIX } from '../api-prefix';
import { forgetCounts } from './count-cache';
import { addViews } from './repository';
import { browseRoutes } from './routes/browse-routes';
import { curationRoutes } from './routes/curation-routes';
import { postRoutes } from './routes/post-routes';
import { reactionRoutes } from './routes/reaction-routes';
import { named } from '../../platform/plugin-name';

declare module '../../platform/context' {
  interface AppContext {
    /** Shot views: one per viewer per shot per hour, written in batches (set by the shot module). */
    shotViews: HitCounter;
  }
}

/** The shot module (spec 7, Shots): reading, posting, reactions and curation, under API_PREFIX. */
const shotModule: FastifyPluginAsync = async (app) => {
  app.ctx.shotViews = createHitCounter(app, 'shot-views', (counts) => addViews(app.ctx.db, counts));
  // A change to shots on another instance makes this instance's remembered totals stale too.
  const unsubscribe = app.ctx.invalidation.subscribe((tags) => {
    if (tags === 'all' || tags.includes('shots')) forgetCounts(app.ctx.db);
  });
  app.addHook('onClose', async () => unsubscribe());
  for (const routes of [browseRoutes, postRoutes, reactionRoutes, curationRoutes]) {
    await app.register(named(routes), { prefix: API_PREFIX });
  }
};

export default shotModule;
