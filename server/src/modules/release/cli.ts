// Release manager's commands: `pnpm release <remote>`, `pnpm rollback <remote> [--to <version>]`, `pnpm releases`.
import { loadConfig } from '../../platform/config';
import { publishRemote, rollbackRemote } from './publish';
import { REMOTE_NAMES, parseRemoteName, readRegistry } from './registry-store';

async function main(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  const config = loadConfig();
  const releasesDir = config.RELEASES_DIR;
  const flag = (name: string) => {
    const index = rest.indexOf(name);
    return index >= 0 ? rest[index + 1] : undefined;
  };
  const positional = rest.filter((arg, i) => !arg.startsWith('--') && !rest[i - 1]?.startsWith('--to'));

  switch (command) {
    case 'release': {
      const all = rest.includes('--all');
      const remotes = all ? REMOTE_NAMES : [parseRemoteName(positional[0])];
      for (const remote of remotes) {
        await publishRemote({
          repoRoot: config.repoRoot,
          releasesDir,
          remote,
          skipIfUnchanged: rest.includes('--if-changed'),
          log: (line) => console.log(line),
        });
      }
      return;
    }
    case 'rollback': {
      const remote = parseRemoteName(positional[0]);
      const { from, to } = await rollbackRemote(releasesDir, remote, flag('--to'));
      console.log(`${remote}: active version ${from} -> ${to}`);
      return;
    }
    case 'list': {
      const registry = await readRegistry(releasesDir);
      for (const name of REMOTE_NAMES) {
        const entry = registry.remotes[name];
        console.log(`${name}${entry ? '' : ' (never released)'}`);
        for (const version of [...(entry?.versions ?? [])].reverse()) {
          const mark = version.version === entry?.active ? '*' : ' ';
          console.log(`  ${mark} ${version.version}  ${version.releasedAt}`);
        }
      }
      return;
    }
    default:
      throw new Error('Usage: release <remote>|--all [--if-changed] | rollback <remote> [--to <version>] | list');
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
