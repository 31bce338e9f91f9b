import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_PACKAGES, type RemoteName } from '@site/shared/contract';
import { migrateRemote } from './activation-history';
import type { RegistryFile } from './registry-types';

export type { RegistryFile, ReleasedVersion, RemoteReleases } from './registry-types';

export const REMOTE_NAMES = Object.keys(REMOTE_PACKAGES) as RemoteName[];

export function isRemoteName(name: string): name is RemoteName {
  return (REMOTE_NAMES as string[]).includes(name);
}

/** Accepts "course" or "mfe-course". */
export function parseRemoteName(input: string | undefined): RemoteName {
  const name = (input ?? '').replace(/^mfe-/, '');
  if (!isRemoteName(name)) {
    throw new Error(`Unknown remote "${input ?? ''}". Known remotes: ${REMOTE_NAMES.join(', ')}`);
  }
  return name;
}

export const registryPath = (releasesDir: string) => path.join(releasesDir, 'registry.json');
export const versionDir = (releasesDir: string, remote: RemoteName, version: string) => path.join(releasesDir, remote, version);

export async function readRegistry(releasesDir: string): Promise<RegistryFile> {
  try {
    const parsed = JSON.parse(await fs.promises.readFile(registryPath(releasesDir), 'utf8')) as RegistryFile;
    const remotes: RegistryFile['remotes'] = {};
    for (const [name, entry] of Object.entries(parsed.remotes ?? {}) as [RemoteName, Parameters<typeof migrateRemote>[0]][]) {
      remotes[name] = migrateRemote(entry);
    }
    return { remotes };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { remotes: {} };
    throw error;
  }
}

/** Write-then-rename, so a reader never sees a half-written registry. */
async function writeRegistry(releasesDir: string, registry: RegistryFile): Promise<void> {
  const file = registryPath(releasesDir);
  const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
  await fs.promises.writeFile(temp, `${JSON.stringify(registry, null, 2)}\n`);
  await fs.promises.rename(temp, file);
}

const LOCK_STALE_MS = 60_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function lockIsStale(lockFile: string, staleAfterMs: number): boolean {
  try {
    const [pid] = fs.readFileSync(lockFile, 'utf8').split(' ');
    const age = Date.now() - fs.statSync(lockFile).mtimeMs;
    if (age > staleAfterMs) return true;
    process.kill(Number(pid), 0);
    return false;
  } catch (error) {
    // ESRCH: the holder died; ENOENT: released meanwhile.
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/** A cross-process lock file (O_EXCL create); stale locks of dead processes are taken over. */
export async function withLock<T>(lockFile: string, work: () => Promise<T>, timeoutMs = 120_000, staleAfterMs = LOCK_STALE_MS): Promise<T> {
  await fs.promises.mkdir(path.dirname(lockFile), { recursive: true });
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const handle = await fs.promises.open(lockFile, 'wx');
      await handle.writeFile(`${process.pid} ${new Date().toISOString()}`);
      await handle.close();
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (lockIsStale(lockFile, staleAfterMs)) {
        await fs.promises.rm(lockFile, { force: true });
        continue;
      }
      if (Date.now() > deadline) throw new Error(`Timed out waiting for ${lockFile}; another release is running.`);
      await sleep(50 + Math.random() * 100);
    }
  }
  try {
    return await work();
  } finally {
    await fs.promises.rm(lockFile, { force: true });
  }
}

/** Read-modify-write of the registry under the registry lock: concurrent releases never lose each other's entry. */
export async function updateRegistry(releasesDir: string, change: (registry: RegistryFile) => void): Promise<RegistryFile> {
  return withLock(path.join(releasesDir, '.registry.lock'), async () => {
    const registry = await readRegistry(releasesDir);
    change(registry);
    await writeRegistry(releasesDir, registry);
    return registry;
  });
}
