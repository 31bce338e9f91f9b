import type { Activation, RemoteReleases } from './registry-types';

export type { Activation } from './registry-types';

/** Who and why, given by the release manager's command. */
export interface Actor {
  by: string;
  reason?: string;
}

const UNKNOWN_ACTOR = 'unknown';

/**
 * Registries written before the history existed have only `versions` and `active`. Their history is
 * rebuilt as one release per version; when the active version is not the newest, the newer ones had
 * been rolled back, so they are marked and the rollback is recorded (its time is not known: the newest
 * release's time is the earliest it can have been).
 */
export function migrateRemote(entry: Omit<RemoteReleases, 'history'> & { history?: Activation[] }): RemoteReleases {
  if (Array.isArray(entry.history)) return { ...entry, history: entry.history };
  const history: Activation[] = entry.versions.map((v) => ({ version: v.version, at: v.releasedAt, by: UNKNOWN_ACTOR, kind: 'release' }));
  const activeIndex = entry.versions.findIndex((v) => v.version === entry.active);
  const newest = entry.versions[entry.versions.length - 1];
  if (activeIndex >= 0 && newest && activeIndex < entry.versions.length - 1) {
    for (const later of entry.versions.slice(activeIndex + 1)) later.rolledBackAt ??= newest.releasedAt;
    history.push({ version: entry.active, at: newest.releasedAt, by: UNKNOWN_ACTOR, kind: 'rollback', reason: 'recorded before the history was kept' });
  }
  return { ...entry, history };
}

/**
 * Where a plain rollback goes: the newest earlier activation that is not the active version and was
 * not itself rolled back. Walking the history backwards is popping a stack of activations whose
 * rejected entries are skipped, so a rejected version never comes back by accident.
 */
export function previousActivation(entry: RemoteReleases): string | undefined {
  const rejected = new Set(entry.versions.filter((v) => v.rolledBackAt).map((v) => v.version));
  for (let i = entry.history.length - 1; i >= 0; i -= 1) {
    const { version } = entry.history[i];
    if (version !== entry.active && !rejected.has(version)) return version;
  }
  return undefined;
}

/** Makes `version` active and records it. A version activated again stops being marked rolled back. */
export function activate(entry: RemoteReleases, version: string, kind: Activation['kind'], actor: Actor, at = new Date()): void {
  const record: Activation = { version, at: at.toISOString(), by: actor.by, kind };
  if (actor.reason) record.reason = actor.reason;
  entry.history.push(record);
  entry.active = version;
  const released = entry.versions.find((v) => v.version === version);
  if (released) delete released.rolledBackAt;
}

/**
 * Rolling back away from a version rejects it. With --to a newer version (going forward again) the
 * version left is not rejected: the manager is moving on from it, not refusing it.
 */
export function rejectLeftVersion(entry: RemoteReleases, target: string, at = new Date()): void {
  const leftIndex = entry.versions.findIndex((v) => v.version === entry.active);
  const targetIndex = entry.versions.findIndex((v) => v.version === target);
  if (leftIndex > targetIndex) entry.versions[leftIndex].rolledBackAt = at.toISOString();
}
