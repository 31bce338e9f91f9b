import type { FastifyInstance } from 'fastify';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Runs a clean-up task (expired sessions, old codes...) once the app is ready and then every
 * interval, until the app closes. Failures are logged, never thrown: clean-up can wait an hour.
 * A tick that finds the last run still under way is skipped (no overlap, no backlog behind a slow
 * run). Closing waits for a run under way: the database is closed next, and a query still in flight
 * then can leave a connection open (the process, or a test's jest, never exits).
 */
export function schedulePurge(app: FastifyInstance, name: string, task: () => Promise<unknown>, intervalMs = HOUR_MS): void {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  const run = () => {
    running ??= task()
      .then(() => undefined)
      .catch((err: unknown) => app.log.warn({ err, task: name }, 'purge failed'))
      .finally(() => (running = null));
  };
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}
