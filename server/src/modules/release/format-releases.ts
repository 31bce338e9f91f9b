import { REMOTE_NAMES } from './registry-store';
import type { RegistryFile } from './registry-types';

/** What `pnpm releases` prints: each remote's versions (active marked *) and its activation history. */
export function formatReleases(registry: RegistryFile): string {
  const lines: string[] = [];
  for (const name of REMOTE_NAMES) {
    const entry = registry.remotes[name];
    lines.push(`${name}${entry ? '' : ' (never released)'}`);
    if (!entry) continue;
    for (const version of [...entry.versions].reverse()) {
      const mark = version.version === entry.active ? '*' : ' ';
      const rejected = version.rolledBackAt ? `  rolled back ${version.rolledBackAt} (only with --to)` : '';
      lines.push(`  ${mark} ${version.version}  released ${version.releasedAt}${rejected}`);
    }
    lines.push('  history, newest first:');
    for (const activation of [...entry.history].reverse()) {
      const reason = activation.reason ? `  "${activation.reason}"` : '';
      lines.push(`    ${activation.at}  ${activation.kind.padEnd(8)}  ${activation.version}  by ${activation.by}${reason}`);
    }
  }
  return lines.join('\n');
}
