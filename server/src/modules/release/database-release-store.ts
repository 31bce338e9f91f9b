import fs from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import type { RemoteName } from '@site/shared/contract';
import type { Db } from '../../platform/db';
import { migrateRemote } from './activation-history';
import type { ReleaseObjects } from './release-objects';
import { type ReleaseStore, folderSize } from './release-store';
import { versionDir } from './registry-store';
import type { RegistryFile } from './registry-types';
import { releaseRegistry } from './tables';

/** Any constant: every release, rollback and activation from any machine takes this one transaction-level lock. */
const REGISTRY_LOCK = 7_140_001;
const ROW = 1;

function normalise(stored: RegistryFile | undefined): RegistryFile {
  const remotes: RegistryFile['remotes'] = {};
  for (const [name, entry] of Object.entries(stored?.remotes ?? {}) as [RemoteName, Parameters<typeof migrateRemote>[0]][]) {
    remotes[name] = migrateRemote(entry);
  }
  return { remotes };
}

/** The revision every instance polls; 0 before the first release. */
export async function registryRevision(db: Db): Promise<number> {
  const [row] = await db.select({ revision: releaseRegistry.revision }).from(releaseRegistry).where(eq(releaseRegistry.id, ROW));
  return row?.revision ?? 0;
}

/**
 * The registry in PostgreSQL (one row, replaced in a transaction under an advisory lock, so two
 * releases from two machines are serialised exactly as the lock file serialises them on one), and
 * the version folders in the object store (`objects`) or, without one, in a path every instance shares.
 */
export function databaseReleaseStore(db: Db, localDir: string, objects: ReleaseObjects | null): ReleaseStore {
  return {
    kind: 'database',
    localDir,
    read: async () => {
      const [row] = await db.select({ registry: releaseRegistry.registry }).from(releaseRegistry).where(eq(releaseRegistry.id, ROW));
      return normalise(row?.registry);
    },
    update: (change) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${REGISTRY_LOCK})`);
        const [row] = await tx.select().from(releaseRegistry).where(eq(releaseRegistry.id, ROW));
        const registry = normalise(row?.registry);
        change(registry);
        await tx
          .insert(releaseRegistry)
          .values({ id: ROW, registry, revision: 1 })
          .onConflictDoUpdate({ target: releaseRegistry.id, set: { registry, revision: sql`${releaseRegistry.revision} + 1`, updatedAt: sql`now()` } });
        return registry;
      }),
    publishVersion: async (remote, version) => {
      if (objects) await objects.upload(remote, version, versionDir(localDir, remote, version));
    },
    hasVersion: async (remote, version) => (objects ? objects.has(remote, version) : fs.existsSync(versionDir(localDir, remote, version))),
    versionSize: (remote, version) => (objects ? objects.size(remote, version) : folderSize(versionDir(localDir, remote, version))),
  };
}
