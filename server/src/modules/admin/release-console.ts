import type { RemoteName } from '@site/shared/contract';
import { BusinessError, notFound } from '../../platform/errors';
import type { Db } from '../../platform/db';
import type { CurrentUser } from '../../platform/session';
import { previousActivation } from '../release/activation-history';
import { rollbackRemote } from '../release/publish';
import { REMOTE_NAMES } from '../release/registry-store';
import type { ReleaseStore } from '../release/release-store';
import { findUserByUsername } from '../account/repository';
import { loadCounts, loadsOf } from '../release/telemetry';
import { recordAudit } from './audit';

const conflict = (message: string) => new BusinessError(409, message, 409);

/** Bytes of a released version as first published (its precompressed copies left out). Versions are immutable, so sizes are kept. */
const sizes = new Map<string, number>();
async function versionSize(store: ReleaseStore, remote: RemoteName, version: string): Promise<number | null> {
  const id = `${store.kind}:${store.localDir}:${remote}/${version}`;
  const known = sizes.get(id);
  if (known !== undefined) return known;
  const size = await store.versionSize(remote, version);
  if (size !== null) sizes.set(id, size);
  return size;
}

/** Every remote with its active version, versions newest first (with the last hour's load reports) and activation history newest first. */
export async function releaseOverview(db: Db, store: ReleaseStore, now: Date) {
  const [registry, counts] = await Promise.all([store.read(), loadCounts(db, new Date(now.getTime() - 60 * 60_000))]);
  const none = { loads: 0, fallbacks: 0, failures: 0 };
  return Promise.all(
    REMOTE_NAMES.map(async (name) => {
      const entry = registry.remotes[name];
      if (!entry) return { name, active: null, rollbackTarget: null, versions: [], history: [] };
      const versions = await Promise.all(
        [...entry.versions].reverse().map(async (v) => ({
          version: v.version,
          releasedAt: v.releasedAt,
          sourceHash: v.sourceHash,
          sourceCommit: v.sourceCommit ?? null,
          rolledBackAt: v.rolledBackAt ?? null,
          sizeBytes: await versionSize(store, name, v.version),
          lastHour: counts.get(`${name}/${v.version}`) ?? none,
        })),
      );
      const history = [...entry.history].reverse().map((a) => ({ ...a, reason: a.reason ?? '' }));
      return { name, active: entry.active, rollbackTarget: previousActivation(entry) ?? null, versions, history };
    }),
  );
}

/**
 * Activates a named version, or without one rolls back exactly as `pnpm rollback` does (the same
 * store function, so the page and the CLI never disagree), and records the change in the audit log.
 */
export async function activateVersion(db: Db, store: ReleaseStore, user: CurrentUser, input: { remote: RemoteName; version?: string; reason: string }) {
  const registry = await store.read();
  const entry = registry.remotes[input.remote];
  if (!entry || entry.versions.length === 0) throw notFound('该模块还没有发布过版本');
  const target = input.version ?? previousActivation(entry);
  if (!target) throw conflict('没有可回滚的更早版本，请指定要启用的版本');
  if (!entry.versions.some((v) => v.version === target)) throw notFound(`版本 ${target} 不存在`);
  if (target === entry.active) throw conflict(`版本 ${target} 已是当前版本`);
  let result: { from: string; to: string };
  try {
    result = await rollbackRemote(store, input.remote, { to: target, ifActive: entry.active, actor: { by: user.username, reason: input.reason } });
  } catch {
    // The registry changed between the check and the locked update (another release or rollback).
    throw conflict('发布记录刚刚发生了变化，请刷新后重试');
  }
  await recordAudit(db, user, {
    action: input.version ? 'release.activate' : 'release.rollback',
    targetType: 'remote',
    targetId: input.remote,
    reason: input.reason,
    before: { active: result.from },
    after: { active: result.to },
  });
  return { remote: input.remote, ...result };
}

/** How far back "which version did they get" looks. */
export const VISITOR_LOOKBACK_MS = 24 * 60 * 60_000;
const VISITOR_ID = /^[0-9A-Za-z_-]{8,40}$/;

/**
 * Which version of each remote one member (by username) or one browser (by the visitor id the
 * shell sends) loaded in the last 24 hours, with loads, fallbacks and failures per version.
 */
export async function visitorLoads(db: Db, query: string, now: Date) {
  const since = new Date(now.getTime() - VISITOR_LOOKBACK_MS);
  const user = await findUserByUsername(db, query);
  if (!user && !VISITOR_ID.test(query)) throw notFound('没有这个用户名，也不是访客标识');
  const rows = await loadsOf(db, user ? { userId: user.id } : { visitorId: query }, since);
  if (!user && rows.length === 0) throw notFound('最近 24 小时没有这个访客的加载记录');
  const remotes = REMOTE_NAMES.map((remote) => ({
    remote,
    versions: rows.filter((row) => row.remote === remote).map(({ remote: _remote, ...version }) => version),
  })).filter((entry) => entry.versions.length > 0);
  return {
    who: user ? { kind: 'user' as const, id: user.id, username: user.username, nickname: user.nickname } : { kind: 'visitor' as const, visitorId: query },
    since: since.toISOString(),
    remotes,
  };
}
