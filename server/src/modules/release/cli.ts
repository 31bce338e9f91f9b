// Release manager's commands: `pnpm release <remote>`, `pnpm rollback <remote> [--to <version>]`, `pnpm releases`.
// `--reason <text>` is kept in the activation history of release and rollback.
import os from 'node:os';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../platform/config';
import type { Actor } from './activation-history';
import { formatReleases } from './format-releases';
import { publishRemote, rollbackRemote } from './publish';
import { REMOTE_NAMES, parseRemoteName, readRegistry } from './registry-store';

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
  const releasesDir = config.RELEASES_DIR;
  const actor: Actor = { by: config.RELEASE_USER ?? os.userInfo().username, reason: values.reason?.trim() || undefined };

  switch (command) {
    case 'release': {
      const remotes = values.all ? REMOTE_NAMES : [parseRemoteName(target)];
      for (const remote of remotes) {
        await publishRemote({
          repoRoot: config.repoRoot,
          releasesDir,
          remote,
          skipIfUnchanged: values['if-changed'] === true,
          actor,
          log: (line) => console.log(line),
        });
      }
      return;
    }
    case 'rollback': {
      const remote = parseRemoteName(target);
      const { from, to } = await rollbackRemote(releasesDir, remote, { to: values.to, actor });
      console.log(`${remote}: active version ${from} -> ${to} (${from} is marked rolled back)`);
      return;
    }
    case 'list':
      console.log(formatReleases(await readRegistry(releasesDir)));
      return;
    default:
      throw new Error(USAGE);
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
