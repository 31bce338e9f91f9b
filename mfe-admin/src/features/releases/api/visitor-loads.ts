import { api, type RemoteName } from '@site/shared';

export interface VisitorVersion {
  version: string;
  loads: number;
  fallbacks: number;
  failures: number;
  /** Older versions served instead when this one failed. */
  servedVersions: string[];
  visitorIds: string[];
  lastAt: string;
}

export interface VisitorLoads {
  who: { kind: 'user'; id: number; username: string; nickname: string } | { kind: 'visitor'; visitorId: string };
  since: string;
  remotes: { remote: RemoteName; versions: VisitorVersion[] }[];
}

/** GET /admin/release/visitor?q=: a username or the visitor id the shell sends; the last 24 hours. */
export const getVisitorLoads = (q: string, signal?: AbortSignal) => api.get<VisitorLoads>('/admin/release/visitor', { q }, { signal });
