import { api, type RemoteName } from '@site/shared';

export interface ReleasedVersion {
  version: string;
  releasedAt: string;
  sourceHash: string;
  sourceCommit: string | null;
  rolledBackAt: string | null;
  sizeBytes: number | null;
  /** Browser reports of the last hour about this version. */
  lastHour: { loads: number; fallbacks: number; failures: number };
}

export interface Activation {
  version: string;
  at: string;
  by: string;
  kind: 'release' | 'rollback';
  reason: string;
}

export interface RemoteReleases {
  name: RemoteName;
  active: string | null;
  /** Where a plain rollback goes, null when there is nowhere to go. */
  rollbackTarget: string | null;
  versions: ReleasedVersion[];
  history: Activation[];
}

/** GET /admin/release/list: every remote, newest versions and activations first. */
export const getReleases = (signal?: AbortSignal) => api.get<{ remotes: RemoteReleases[] }>('/admin/release/list', undefined, { signal });

/** POST /admin/release/activate: a named version, or without one the same rollback as `pnpm rollback`. */
export const activateRelease = (body: { remote: RemoteName; version?: string; reason: string }) =>
  api.post<{ remote: RemoteName; from: string; to: string }>('/admin/release/activate', body);
