import type { Config } from './config';
import type { Database, Db } from './db';

/** What every module can reach through `app.ctx`; modules add their own services on their side. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  /** Signing secret (config APP_SECRET, or one generated into DATA_DIR). */
  secret: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
