import { and, desc, eq, gte, lt, max, sql } from 'drizzle-orm';
import type { RemoteName } from '@site/shared/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../platform/db';
import { countAutoRollback, countLoadReport } from '../../platform/metrics';
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
  /** The load ticket's id and network (see load-ticket.ts); absent only where a test records directly. */
  ticket?: string;
  network?: string;
}

/** A fresh release is watched this long after its activation. */
export const AUTO_ROLLBACK_WINDOW_MS = 10 * 60_000;
export const AUTO_ROLLBACK_ACTOR = 'auto-rollback';

export interface AutoRollbackSettings {
  /** The release store (or, as before, a releases folder). */
  releasesDir: ReleaseTarget;
  /** Roll back above this share of failing networks... */
  share: number;
  /** ...once at least this many distinct networks reported on the version. */
  minLoads: number;
}

/**
 * How much worse than the version before it a release must fail to be rolled back: when both fail alike (the API
 * or the network is down, not the release), going back would not help anyone.
 */
export const ROLLBACK_MARGIN = 0.25;

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

/** Of the distinct networks that reported on a version in a window, how many had a fallback or failure. */
async function networkShare(db: DbOrTx, remote: RemoteName, version: string, from: Date, to: Date): Promise<{ networks: number; failing: number }> {
  const [row] = await db
    .select({
      networks: sql<number>`count(distinct ${remoteLoadEvents.network})::int`,
      failing: sql<number>`count(distinct ${remoteLoadEvents.network}) filter (where ${remoteLoadEvents.kind} <> 'load')::int`,
    })
    .from(remoteLoadEvents)
    .where(and(eq(remoteLoadEvents.remote, remote), eq(remoteLoadEvents.version, version), gte(remoteLoadEvents.at, from), lt(remoteLoadEvents.at, to)));
  return { networks: row?.networks ?? 0, failing: row?.failing ?? 0 };
}

// One check at a time in this process, so two failure reports never roll back twice.
let checking: Promise<unknown> = Promise.resolve();

/**
 * After a failed or fallen-back load of the active version: when that version was activated less than 10 minutes
 * ago, at least `minLoads` distinct networks reported on it, more than `share` of them had it fail, and that share
 * is ROLLBACK_MARGIN above the previous version's over the 10 minutes before the release, roll it back exactly as
 * `pnpm rollback` would, recorded in the history by "auto-rollback". Networks, not reports: reports only count with
 * a load ticket, once per ticket, and one machine (or one /24 or /64) is one network however many it sends.
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
    const current = await networkShare(db, report.remote, report.version, activatedAt, new Date(now.getTime() + 1));
    if (current.networks < settings.minLoads || current.failing / current.networks <= settings.share) return null;
    const previousVersion = entry.history.at(-2)?.version;
    const before = previousVersion
      ? await networkShare(db, report.remote, previousVersion, new Date(activatedAt.getTime() - AUTO_ROLLBACK_WINDOW_MS), activatedAt)
      : { networks: 0, failing: 0 };
    const previousShare = before.networks > 0 ? before.failing / before.networks : 0;
    if (current.failing / current.networks - previousShare <= ROLLBACK_MARGIN) return null;
    const percent = Math.round((current.failing / current.networks) * 100);
    const previousPercent = Math.round(previousShare * 100);
    try {
      return await rollbackRemote(store, report.remote, {
        // Another instance may have rolled the same failure back first: then there is nothing left to do here.
        ifActive: report.version,
        actor: {
          by: AUTO_ROLLBACK_ACTOR,
          reason: `发布后 10 分钟内 ${current.networks} 个网络中 ${current.failing} 个加载失败（${percent}%，上一版本 ${previousPercent}%），自动回滚`,
        },
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

/** The rollback rule's settings from the site's configuration. */
export function autoRollbackSettings(releasesDir: ReleaseTarget, config: { RELEASE_AUTO_ROLLBACK_SHARE: number; RELEASE_AUTO_ROLLBACK_MIN_LOADS: number }): AutoRollbackSettings {
  return { releasesDir, share: config.RELEASE_AUTO_ROLLBACK_SHARE, minLoads: config.RELEASE_AUTO_ROLLBACK_MIN_LOADS };
}

/**
 * Records a load report (once per ticket) and, for a fresh release that now fails by the rule, rolls it back;
 * both are counted in the metrics, a rollback is logged.
 */
export async function countLoad(
  db: DbOrTx,
  settings: AutoRollbackSettings,
  report: LoadReport,
  now: Date,
  log: FastifyBaseLogger,
): Promise<{ recorded: boolean; rolledBack: boolean }> {
  if (!(await recordLoad(db, report, now))) return { recorded: false, rolledBack: false };
  countLoadReport(report.remote, report.kind);
  const rolledBack = await checkAutoRollback(db, settings, report, now);
  if (rolledBack) {
    countAutoRollback(report.remote);
    log.warn({ remote: report.remote, ...rolledBack }, 'release rolled back automatically');
  }
  return { recorded: true, rolledBack: rolledBack !== null };
}

/** Networks already counted against a version's server build in this process (at most this many kept). */
const brokenBuildNetworks = new Set<string>();
const BROKEN_BUILD_NETWORKS_KEPT = 10_000;

/**
 * A page's server render failed because a remote version's server build could not be loaded: counted as a failed
 * load of that version from the visitor's network, once per network (as a load ticket counts once), so the
 * console shows it and a fresh release whose server build is broken is rolled back like one whose browser code is.
 */
export async function recordServerBuildFailure(
  db: DbOrTx,
  settings: AutoRollbackSettings,
  failure: { remote: RemoteName; version: string; network: string; userId: number | null },
  now: Date,
  log: FastifyBaseLogger,
): Promise<void> {
  const key = `${failure.remote}/${failure.version}/${failure.network}`;
  if (brokenBuildNetworks.has(key)) return;
  if (brokenBuildNetworks.size >= BROKEN_BUILD_NETWORKS_KEPT) brokenBuildNetworks.clear();
  brokenBuildNetworks.add(key);
  await countLoad(db, settings, { ...failure, kind: 'failure' }, now, log);
}

/**
 * Load reports are read for the last hour (console), the last day (visitor lookup) and a fresh
 * release's first minutes (auto-rollback): what the console can show is kept, older rows are
 * deleted so the table does not grow with every page view.
 */
export const LOAD_EVENTS_KEPT_MS = 24 * 60 * 60_000;

export async function deleteOldLoadEvents(db: DbOrTx, now: Date): Promise<number> {
  const deleted = await db
    .delete(remoteLoadEvents)
    .where(lt(remoteLoadEvents.at, new Date(now.getTime() - LOAD_EVENTS_KEPT_MS)))
    .returning({ id: remoteLoadEvents.id });
  return deleted.length;
}

/** Records a report; false when its ticket already reported this remote, version and kind (counted once). */
export async function recordLoad(db: DbOrTx, report: LoadReport, now: Date): Promise<boolean> {
  const inserted = await db
    .insert(remoteLoadEvents)
    .values({
      remote: report.remote,
      version: report.version,
      kind: report.kind,
      servedVersion: report.servedVersion ?? null,
      userId: report.userId ?? null,
      visitorId: report.visitorId ?? null,
      ticket: report.ticket ?? null,
      network: report.network ?? null,
      at: now,
    })
    .onConflictDoNothing()
    .returning({ id: remoteLoadEvents.id });
  return inserted.length > 0;
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
