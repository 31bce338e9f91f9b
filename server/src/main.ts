import path from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './platform/config';
import { openDatabase } from './platform/db';
import { drainAndExit } from './platform/shutdown';

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: path.join(config.DATA_DIR, 'db') });
  const app = await buildApp({ config, database });

  // Graceful shutdown: not-ready first, then stop accepting and let in-flight requests finish (platform/shutdown.ts).
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    await drainAndExit(app, database, signal, { drainMs: config.SHUTDOWN_DRAIN_MS, graceMs: SHUTDOWN_GRACE_MS, exit: (code) => process.exit(code) });
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.HOST, port: config.PORT });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
