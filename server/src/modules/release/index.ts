import type { FastifyPluginAsync } from 'fastify';
import { schedulePurge } from '../../platform/housekeeping';
import { API_PREFIX } from '../api-prefix';
import { releaseRoutes } from './routes';
import { crawlerRoutes } from './sitemap';
import type { ReleaseStore } from './release-store';
import { deleteOldLoadEvents } from './telemetry';
import { telemetryRoutes } from './telemetry-routes';
import { named } from '../../platform/plugin-name';

declare module '../../platform/context' {
  interface AppContext {
    /** Registry and released folders (set by the release module; read by the admin console at request time). */
    releases: ReleaseStore;
  }
}

/** The release module: registry of released remotes, their files, the shell with its SPA fallback, and what crawlers read. */
const releaseModule: FastifyPluginAsync = async (app) => {
  // releaseRoutes sets app.ctx.releases, which the telemetry routes use.
  await app.register(named(releaseRoutes));
  await app.register(named(telemetryRoutes), { prefix: API_PREFIX });
  await app.register(named(crawlerRoutes));
  schedulePurge(app, 'remote-load-events', () => deleteOldLoadEvents(app.ctx.db, app.ctx.clock.now()));
};

export default releaseModule;
