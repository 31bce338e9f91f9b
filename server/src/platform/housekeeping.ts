import type { FastifyInstance } from 'fastify';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Runs a clean-up task (expired sessions, old codes...) once the app is ready and then every
 * interval, until the app closes. Failures are logged, never thrown: clean-up can wait an hour.
 */
export function schedulePurge(app: FastifyInstance, name: string, task: () => Promise<unknown>, intervalMs = HOUR_MS): void {
  let timer: NodeJS.Timeout | null = null;
  const run = () => {
    task().catch((err: unknown) => app.log.warn({ err, task: name }, 'purge failed'));
  };
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
