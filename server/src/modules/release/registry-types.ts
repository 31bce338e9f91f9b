import type { RemoteName } from '@site/shared/contract';

/** One released, immutable version of a remote: the folder <releases>/<remote>/<version>/. */
export interface ReleasedVersion {
  version: string;
  releasedAt: string;
  /** Hash of the sources it was built from, so an unchanged remote is not released twice. */
  sourceHash: string;
  /** Set when a rollback left this version: a plain rollback never returns to it, only `--to` does. */
  rolledBackAt?: string;
}

export interface RemoteReleases {
  active: string;
  /** In release order, oldest first. */
  versions: ReleasedVersion[];
  /** Every activation, oldest first; a plain rollback walks it backwards. */
  history: Activation[];
}

/** The registry file: what is released and which version of each remote is active. */
export interface RegistryFile {
  remotes: Partial<Record<RemoteName, RemoteReleases>>;
}

/** One time a version became active: by a release, or by a rollback (with or without --to). */
export interface Activation {
  version: string;
  at: string;
  /** OS user or RELEASE_USER. */
  by: string;
  kind: 'release' | 'rollback';
  reason?: string;
}
