import fs from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import type { RemoteName } from '@site/shared/contract';
import type { Db } from '../../platform/db';
import { registryRevision } from './database-release-store';
import type { ReleaseObjects } from './release-objects';
import type { ReleaseStore } from './release-store';
import { versionDir } from './registry-store';
import type { RegistryFile } from './registry-types';

/**
 * How often an instance asks the database for the registry's revision. A release or rollback made on
 * any machine is served everywhere within this plus the download of a new folder (well under 2 s).
 */
export const REGISTRY_POLL_MS = 500;

/**
 * An instance's view of the database registry: a short poll of the revision row (see docs/decisions.md
 * for why not LISTEN/NOTIFY), and a local copy of every version folder in RELEASES_DIR, downloaded from
 * the object store before the registry that names it is served, so /mf/* never points at a missing file.
 */
export class RegistryMirror {
  private served: RegistryFile = { remotes: {} };
  private revision = -1;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly store: ReleaseStore,
    private readonly objects: ReleaseObjects | null,
    private readonly log: FastifyBaseLogger,
  ) {}

  current(): RegistryFile {
    return this.served;
  }

  /** True once a registry has been copied and served (the instance is ready for pages). */
  get loaded(): boolean {
    return this.revision >= 0;
  }

  /** Brings the copy up to date; the served registry changes only once the active versions are all here. */
  async refresh(): Promise<void> {
    const revision = await registryRevision(this.db);
    if (revision === this.revision) return;
    const registry = await this.store.read();
    for (const [remote, entry] of Object.entries(registry.remotes) as [RemoteName, NonNullable<RegistryFile['remotes'][RemoteName]>][]) {
      for (const { version } of entry.versions) {
        if (!this.objects || fs.existsSync(versionDir(this.store.localDir, remote, version))) continue;
        try {
          await fs.promises.mkdir(versionDir(this.store.localDir, remote, ''), { recursive: true });
          await this.objects.download(remote, version, versionDir(this.store.localDir, remote, version));
        } catch (error) {
          // An old version missing from the bucket costs its open tabs only; a missing active one keeps the last registry.
          if (version === entry.active) throw error;
          this.log.warn({ err: error, remote, version }, 'release folder not copied from the object store');
        }
      }
    }
    this.served = registry;
    this.revision = revision;
  }

  start(): void {
    const tick = async () => {
      try {
        await this.refresh();
      } catch (error) {
        this.log.error({ err: error }, 'release registry not refreshed; serving the last good copy');
      }
      // unref: the poll alone never keeps a process alive (a test or a CLI that forgot to close).
      if (!this.stopped) this.timer = setTimeout(() => void tick(), REGISTRY_POLL_MS).unref();
    };
    void tick();
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
  }
}
