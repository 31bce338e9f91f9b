import fs from 'node:fs';
import path from 'node:path';
import type { RemoteName } from '@site/shared/contract';
import { readRegistry, registryPath, updateRegistry, versionDir } from './registry-store';
import type { RegistryFile } from './registry-types';

/**
 * Where the registry and the released folders live. The file store (the embedded default) keeps both
 * in RELEASES_DIR under a lock file; the database store keeps the registry in PostgreSQL (DATABASE_URL)
 * and the folders in the object store or a shared path, for several instances. The CLI, the server
 * and the admin console all go through this, so they never disagree.
 */
export interface ReleaseStore {
  readonly kind: 'file' | 'database';
  /** Local folder: where builds are staged and (for the file store, or as a cache) served from. */
  readonly localDir: string;
  read(): Promise<RegistryFile>;
  /** Read-modify-write as one atomic step: concurrent changes never lose each other's entry. */
  update(change: (registry: RegistryFile) => void): Promise<RegistryFile>;
  /** Makes the complete folder localDir/<remote>/<version> available to every instance. */
  publishVersion(remote: RemoteName, version: string): Promise<void>;
  hasVersion(remote: RemoteName, version: string): Promise<boolean>;
  /** Bytes of a version as built (precompressed copies left out); null when unknown. */
  versionSize(remote: RemoteName, version: string): Promise<number | null>;
}

/** Bytes of the files of a folder, .br/.gz copies left out. */
export async function folderSize(dir: string): Promise<number | null> {
  let total = 0;
  try {
    const entries = await fs.promises.readdir(dir, { recursive: true, withFileTypes: true });
    for (const entry of entries) {
      if (!entry.isFile() || /\.(br|gz)$/.test(entry.name)) continue;
      total += (await fs.promises.stat(path.join(entry.parentPath, entry.name))).size;
    }
  } catch {
    return null;
  }
  return total;
}

/**
 * The registry as last read, read again only when registry.json is another file or changed (it is replaced by a
 * rename, so a new inode): every page answer reads it, and one stat costs a fraction of opening and parsing it.
 * The stat is synchronous: a few microseconds on a local disk (or a shared one's attribute cache), where the same
 * stat through the thread pool cost a visitor's kept page a fifth of its time. Callers treat the answer as read-only.
 */
function cachedRegistryReader(releasesDir: string): () => Promise<RegistryFile> {
  let cached: { key: string; registry: RegistryFile } | null = null;
  return async () => {
    const stat = fs.statSync(registryPath(releasesDir), { throwIfNoEntry: false }) ?? null;
    const key = stat ? `${stat.ino}:${stat.size}:${stat.mtimeMs}` : 'none';
    if (cached?.key !== key) cached = { key, registry: await readRegistry(releasesDir) };
    return cached.registry;
  };
}

/** registry.json and the version folders in one directory (one machine, or one shared disk without a database). */
export function fileReleaseStore(releasesDir: string): ReleaseStore {
  return {
    kind: 'file',
    localDir: releasesDir,
    read: cachedRegistryReader(releasesDir),
    update: (change) => updateRegistry(releasesDir, change),
    publishVersion: async () => undefined,
    hasVersion: async (remote, version) => fs.existsSync(versionDir(releasesDir, remote, version)),
    versionSize: (remote, version) => folderSize(versionDir(releasesDir, remote, version)),
  };
}

/** Callers may name a store or, as before, a releases folder (the file store). */
export type ReleaseTarget = string | ReleaseStore;
export const toStore = (target: ReleaseTarget): ReleaseStore => (typeof target === 'string' ? fileReleaseStore(target) : target);
