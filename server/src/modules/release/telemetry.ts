import { and, count, desc, eq, gte, lt, max, sql } from 'drizzle-orm';
import type { RemoteName } from '@site/shared/contract';
import type { DbOrTx } from '../../platform/db';
import { rollbackRemote } from './publish';
import { type ReleaseTarget, toStore } from './release-store';
import { remoteLoadEvents } from './tables';

export type LoadKind = 'load' | 'fallback' | 'failure';

export interface LoadReport {
  remote: RemoteName;
  version: string;
  kind: LoadKind;
  servedVersion?: string;
  /** The browser's random id from the shell's local storage. */
  visitorId?: string;
  /** The signed-in member, from the session the beacon carries. */
  userId?: number | null;
}

/** A fresh release is watched this long after its activation. */
export const AUTO_ROLLBACK_WINDOW_MS = 10 * 60_000;
export const AUTO_ROLLBACK_ACTOR = 'auto-rollback';

export interface AutoRollbackSettings {
  /** The release store (or, as before, a releases folder). */
  releasesDir: ReleaseTarget;
  share: number;
  minLoads: number;
}

/** How many reports of each kind a group of load events holds. */
const kindCounts = {
  loads: sql<number>`count(*) filter (where ${remoteLoadEvents.kind} = 'load')::int`,
  fallbacks: sql<number>`count(*) filter (where ${remoteLoadEvents.kind} = 'fallback')::int`,
  failures: sql<number>`count(*) filter (where ${remoteLoadEvents.kind} = 'failure')::int`,
};

/** Loads, fallbacks and failures of each version of each remote since `since`. */
export async function loadCounts(db: DbOrTx, since: Date) {
  const rows = await db
    .select({
      remote: remoteLoadEvents.remote,
      version: remoteLoadEvents.version,
      ...kindCounts,
    })
    .from(remoteLoadEvents)
    .where(gte(remoteLoadEvents.at, since))
    .groupBy(remoteLoadEvents.remote, remoteLoadEvents.version);
  return new Map(rows.map((row) => [`${row.remote}/${row.version}`, { loads: row.loads, fallbacks: row.fallbacks, failures: row.failures }]));
}

// One check at a time in this process, so two failure reports never roll back twice.
let checking: Promise<unknown> = Promise.resolve();

/**
 * After a failed or fallen-back load of the active version: when that version was activated less
 * than 10 minutes ago, has at least `minLoads` reports and more than `share` of them failed, roll it
 * back exactly as `pnpm rollback` would, recorded in the history by "auto-rollback".
 */
export function checkAutoRollback(db: DbOrTx, settings: AutoRollbackSettings, report: LoadReport, now: Date): Promise<{ from: string; to: string } | null> {
  const run = async () => {
    if (report.kind === 'load' || settings.share >= 1) return null;
    const store = toStore(settings.releasesDir);
    const entry = (await store.read()).remotes[report.remote];
    if (!entry || entry.active !== report.version) return null;
    const activation = entry.history.at(-1);
    if (!activation || activation.version !== report.version) return null;
    const activatedAt = new Date(activation.at);
    if (now.getTime() - activatedAt.getTime() > AUTO_ROLLBACK_WINDOW_MS) return null;
    const [row] = await db
      .select({
        total: count(),
        failed: sql<number>`count(*) filter (where ${remoteLoadEvents.kind} <> 'load')::int`,
      })
      .from(remoteLoadEvents)
      .where(and(eq(remoteLoadEvents.remote, report.remote), eq(remoteLoadEvents.version, report.version), gte(remoteLoadEvents.at, activatedAt)));
    if (!row || row.total < settings.minLoads || row.failed / row.total <= settings.share) return null;
    const percent = Math.round((row.failed / row.total) * 100);
    try {
      return await rollbackRemote(store, report.remote, {
        // Another instance may have rolled the same failure back first: then there is nothing left to do here.
        ifActive: report.version,
        actor: { by: AUTO_ROLLBACK_ACTOR, reason: `发布后 10 分钟内加载失败率 ${percent}%（${row.failed}/${row.total}），自动回滚` },
      });
    } catch {
      // Nothing earlier to return to: the console still shows the failures.
      return null;
    }
  };
  const result = checking.then(run, run);
  checking = result.catch(() => undefined);
  return result;
}

/**
 * Load reports are read for the last hour (console), the last day (visitor lookup) and a fresh
 * release's first minutes (auto-rollback); a month of history is kept for questions after an
 * incident, older rows are deleted so the table does not grow with every page view forever.
 */
export const LOAD_EVENTS_KEPT_MS = 30 * 24 * 60 * 60_000;

export async function deleteOldLoadEvents(db: DbOrTx, now: Date): Promise<number> {
  const deleted = await db
    .delete(remoteLoadEvents)
    .where(lt(remoteLoadEvents.at, new Date(now.getTime() - LOAD_EVENTS_KEPT_MS)))
    .returning({ id: remoteLoadEvents.id });
  return deleted.length;
}

export async function recordLoad(db: DbOrTx, report: LoadReport, now: Date): Promise<void> {
  await db.insert(remoteLoadEvents).values({
    remote: report.remote,
    version: report.version,
    kind: report.kind,
    servedVersion: report.servedVersion ?? null,
    userId: report.userId ?? null,
    visitorId: report.visitorId ?? null,
    at: now,
  });
}

/**
 * What one member or one browser loaded since `since`: per remote and version, the loads, fallbacks
 * and failures reported and the last report; the newest first within a remote.
 */
export async function loadsOf(db: DbOrTx, who: { userId: number } | { visitorId: string }, since: Date) {
  const match = 'userId' in who ? eq(remoteLoadEvents.userId, who.userId) : eq(remoteLoadEvents.visitorId, who.visitorId);
  const lastAt = max(remoteLoadEvents.at);
  const rows = await db
    .select({
      remote: remoteLoadEvents.remote,
      version: remoteLoadEvents.version,
      ...kindCounts,
      servedVersions: sql<string[]>`coalesce(array_agg(distinct ${remoteLoadEvents.servedVersion}) filter (where ${remoteLoadEvents.servedVersion} is not null), '{}')`,
      visitorIds: sql<string[]>`coalesce(array_agg(distinct ${remoteLoadEvents.visitorId}) filter (where ${remoteLoadEvents.visitorId} is not null), '{}')`,
      lastAt,
    })
    .from(remoteLoadEvents)
    .where(and(match, gte(remoteLoadEvents.at, since)))
    .groupBy(remoteLoadEvents.remote, remoteLoadEvents.version)
    .orderBy(remoteLoadEvents.remote, desc(lastAt))
    .limit(200);
  return rows.map((row) => ({ ...row, lastAt: new Date(row.lastAt ?? since).toISOString() }));
}
