import type { FastifyInstance } from 'fastify';
import type { Database } from './db';

export interface ShutdownOptions {
  /** How long the instance answers not-ready (and still serves) before it stops accepting (SHUTDOWN_DRAIN_MS). */
  drainMs: number;
  /** How long in-flight requests may take after that before the process gives up on them. */
  graceMs: number;
  exit: (code: number) => void;
}

/**
 * A graceful stop in three steps. First /readyz answers "draining", while every request is still served, long
 * enough for a balancer polling readiness to stop sending new ones; then the server stops accepting and lets
 * in-flight requests finish (closing idle keep-alive sockets); then the database is closed and the process exits.
 * A request that hangs does not keep it alive: after `graceMs` it exits anyway, with 1.
 */
export async function drainAndExit(app: FastifyInstance, database: Database, signal: string, options: ShutdownOptions): Promise<void> {
  app.ctx.readiness.drain();
  app.log.info({ signal, drainMs: options.drainMs }, 'draining: answering not-ready, then closing');
  if (options.drainMs > 0) await new Promise((resolve) => setTimeout(resolve, options.drainMs));
  const giveUp = setTimeout(() => {
    app.log.error(`in-flight requests did not finish within ${options.graceMs / 1000} s; exiting`);
    options.exit(1);
  }, options.graceMs);
  giveUp.unref();
  try {
    await app.close();
    await database.close();
    clearTimeout(giveUp);
    options.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    options.exit(1);
  }
}
