import path from 'node:path';
import { createStorage } from '../modules/storage/create-storage';
import { ConfigError, loadConfig } from '../platform/config';
import { openDatabase } from '../platform/db';
import { DEMO_PASSWORD, seedIfEmpty } from './index';

/** `pnpm --filter @site/server seed [--force] [--strict]`: loads the demo data into the configured database once. */
async function main(): Promise<number> {
  const force = process.argv.includes('--force');
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: path.join(config.DATA_DIR, 'db') });
  try {
    const storage = await createStorage(config);
    const outcome = await seedIfEmpty(database, storage, config, { force, log: (line) => console.log(`  ${line}`) });
    switch (outcome.status) {
      case 'seeded':
        console.log(`演示数据已写入（${(outcome.ms / 1000).toFixed(1)} 秒）：`);
        console.table(outcome.counts);
        console.log(`演示账号：admin / teacher / poster / member / release，密码均为 ${DEMO_PASSWORD}`);
        return 0;
      case 'already-seeded':
        console.log(`演示数据已于 ${outcome.completedAt.toISOString()} 写入过，这次没有重复写入。`);
        return 0;
      case 'refused':
        // Leaving a real database alone is the expected outcome, not a failure: the start command
        // runs this before every start, also in production. Pass --strict to make it exit 2.
        console.warn(`未写入演示数据：${outcome.reason}`);
        return process.argv.includes('--strict') ? 2 : 0;
    }
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
