// Release manager's commands: `pnpm release <remote>`, `pnpm rollback <remote> [--to <version>]`, `pnpm releases`.
// `--reason <text>` is kept in the activation history of release and rollback.
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type Config, loadConfig } from '../../platform/config';
import { openDatabase } from '../../platform/db';
import { createStorage } from '../storage/create-storage';
import { createReleaseStore } from './create-release-store';
import { type ReleaseStore, fileReleaseStore } from './release-store';
import type { Actor } from './activation-history';
import { formatReleases } from './format-releases';
import { publishRemote, rollbackRemote } from './publish';
import { REMOTE_NAMES, parseRemoteName } from './registry-store';

const USAGE = 'Usage: release <remote>|--all [--if-changed] [--reason <text>] | rollback <remote> [--to <version>] [--reason <text>] | list';

async function main(argv: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      all: { type: 'boolean' },
      'if-changed': { type: 'boolean' },
      to: { type: 'string' },
      reason: { type: 'string' },
    },
  });
  const [command, target] = positionals;
  const config = loadConfig();
  const { store, close } = await openStore(config);
  try {
    await run(command ?? '', target, values, config, store);
  } finally {
    await close();
  }
}

/**
 * The same store the server uses: with RELEASE_REGISTRY=database (DATABASE_URL) the registry in
 * PostgreSQL and the folders in the bucket, so a release from any machine reaches every instance.
 */
async function openStore(config: Config): Promise<{ store: ReleaseStore; close: () => Promise<void> }> {
  if (config.RELEASE_REGISTRY === 'file') return { store: fileReleaseStore(config.RELEASES_DIR), close: async () => undefined };
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: path.join(config.DATA_DIR, 'db') });
  return { store: await createReleaseStore(config, database.db, await createStorage(config)), close: () => database.close() };
}

interface Flags {
  all?: boolean;
  'if-changed'?: boolean;
  to?: string;
  reason?: string;
}

async function run(command: string, target: string | undefined, values: Flags, config: Config, store: ReleaseStore): Promise<void> {
  const releasesDir = config.RELEASES_DIR;
  const actor: Actor = { by: config.RELEASE_USER ?? os.userInfo().username, reason: values.reason?.trim() || undefined };

  switch (command) {
    case 'release': {
      const remotes = values.all ? REMOTE_NAMES : [parseRemoteName(target)];
      for (const remote of remotes) {
        await publishRemote({
          repoRoot: config.repoRoot,
          releasesDir,
          store,
          remote,
          skipIfUnchanged: values['if-changed'] === true,
          buildCacheDir: path.join(config.repoRoot, '.cache', 'remote-builds'),
          actor,
          log: (line) => console.log(line),
        });
      }
      return;
    }
    case 'rollback': {
      const remote = parseRemoteName(target);
      const { from, to } = await rollbackRemote(store, remote, { to: values.to, actor });
      console.log(`${remote}: active version ${from} -> ${to} (${from} is marked rolled back)`);
      return;
    }
    case 'list':
      console.log(formatReleases(await store.read()));
      return;
    default:
      throw new Error(USAGE);
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
