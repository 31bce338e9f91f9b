import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { REMOTE_PACKAGES, type RemoteName } from '@site/shared/contract';
import { activate, previousActivation, rejectLeftVersion, type Actor } from './activation-history';
import { type ReleaseStore, type ReleaseTarget, fileReleaseStore, toStore } from './release-store';
import { versionDir, withLock, type RegistryFile } from './registry-store';

export interface PublishOptions {
  repoRoot: string;
  /** Local folder the build is staged in (and, for the file store, served from). */
  releasesDir: string;
  /** Where the registry and folders live; the file store of releasesDir when omitted. */
  store?: ReleaseStore;
  remote: RemoteName;
  /** Skip the build and the release when the active version was built from the same sources. */
  skipIfUnchanged?: boolean;
  /**
   * With skipIfUnchanged: a folder of earlier builds kept by source hash. A releases folder that has never seen
   * these sources (a test layer's fresh site, a second data folder) takes the kept build instead of building again.
   */
  buildCacheDir?: string;
  /** Build step; replaced in tests. Gets the version so the build can namespace its chunk loading. */
  build?: (packageDir: string, version: string) => void;
  log?: (line: string) => void;
  /** Who releases and why, kept in the activation history. */
  actor: Actor;
}

export interface PublishResult {
  remote: RemoteName;
  version: string;
  skipped: boolean;
}

const COMPRESSIBLE = /\.(js|mjs|css|json|html|svg|txt)$/;
const MIN_COMPRESS_BYTES = 1024;

function walk(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.name === 'node_modules' || entry.name === 'dist') return [];
    return entry.isDirectory() ? walk(full) : [full];
  });
}

/** Hash of everything a remote's build depends on (its sources, shared, build config, lockfile). */
export function sourceHash(repoRoot: string, remote: RemoteName): string {
  const packageDir = path.join(repoRoot, REMOTE_PACKAGES[remote]);
  const inputs = [
    ...walk(packageDir),
    ...walk(path.join(repoRoot, 'shared')),
    path.join(repoRoot, 'pnpm-lock.yaml'),
  ].filter((file) => !/__tests__|\.test\.tsx?$/.test(file) && fs.existsSync(file));
  const hash = crypto.createHash('sha256');
  for (const file of inputs.sort()) {
    hash.update(path.relative(repoRoot, file));
    hash.update(fs.readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

function newVersion(hash: string): string {
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `${stamp}-${hash.slice(0, 6)}${crypto.randomBytes(2).toString('hex')}`;
}

/** Writes .br and .gz beside each text asset so the server sends them without compressing per request. */
export function precompress(dir: string): void {
  for (const file of walk(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const content = fs.readFileSync(file);
    if (content.length < MIN_COMPRESS_BYTES) continue;
    if (!fs.existsSync(`${file}.br`)) {
      fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
    }
    if (!fs.existsSync(`${file}.gz`)) fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
  }
}

/** The commit the sources were built from (a "-dirty" suffix when the tree had changes); undefined outside git. */
export function sourceCommit(repoRoot: string): string | undefined {
  try {
    const run = (args: string[]) => execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    const commit = run(['rev-parse', '--short=12', 'HEAD']);
    return run(['status', '--porcelain']) ? `${commit}-dirty` : commit;
  } catch {
    return undefined;
  }
}

/** A build can take minutes on a busy machine: a second one of the same package waits that long, and the lock of a live builder is not taken over sooner. */
const BUILD_LOCK_WAIT_MS = 10 * 60_000;

/** Outside the package folder, so the lock never changes the sources' hash. */
const buildLockFile = (packageDir: string): string =>
  path.join(os.tmpdir(), `site-build-${crypto.createHash('sha256').update(packageDir).digest('hex').slice(0, 12)}.lock`);

/** Builds kept per remote: enough for a branch switch back and forth, bounded on disk. */
const KEPT_BUILDS_PER_REMOTE = 3;

/** The kept build of these sources: `<cache>/<remote>/<hash>/<version>/` (the version is baked into the build). */
function keptBuild(cacheDir: string, remote: RemoteName, hash: string): { version: string; dir: string } | null {
  const folder = path.join(cacheDir, remote, hash);
  const version = fs.existsSync(folder) ? fs.readdirSync(folder).find((name) => !name.startsWith('.')) : undefined;
  return version ? { version, dir: path.join(folder, version) } : null;
}

/** Keeps a finished build (copied, then renamed into place) and drops the oldest beyond the limit. */
async function keepBuild(cacheDir: string, remote: RemoteName, hash: string, version: string, built: string): Promise<void> {
  const remoteDir = path.join(cacheDir, remote);
  const partial = path.join(remoteDir, `.partial-${version}`);
  await fs.promises.mkdir(partial, { recursive: true });
  await fs.promises.cp(built, path.join(partial, version), { recursive: true });
  await fs.promises.rm(path.join(remoteDir, hash), { recursive: true, force: true });
  try {
    await fs.promises.rename(partial, path.join(remoteDir, hash));
  } catch {
    // Another releases folder kept the same sources first: theirs serves as well as ours.
    await fs.promises.rm(partial, { recursive: true, force: true });
    return;
  }
  const kept = fs
    .readdirSync(remoteDir)
    .filter((name) => !name.startsWith('.'))
    .map((name) => ({ name, mtime: fs.statSync(path.join(remoteDir, name)).mtimeMs }))
    .sort((a, b) => b.mtime - a.mtime);
  for (const old of kept.slice(KEPT_BUILDS_PER_REMOTE)) await fs.promises.rm(path.join(remoteDir, old.name), { recursive: true, force: true });
}

/** RELEASE_VERSION gives each release its own chunk-loading global, so two versions of one remote can meet in a page during a fallback. */
function defaultBuild(packageDir: string, version: string): void {
  execFileSync('pnpm', ['run', 'build'], { cwd: packageDir, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production', RELEASE_VERSION: version } });
}

/**
 * Builds one remote and publishes its output as a new immutable version, then activates it.
 * The build of one remote is serialised (one dist folder); the registry update is atomic and locked.
 */
export async function publishRemote(options: PublishOptions): Promise<PublishResult> {
  const { repoRoot, releasesDir, remote } = options;
  const store = options.store ?? fileReleaseStore(releasesDir);
  const log = options.log ?? (() => undefined);
  const packageDir = path.join(repoRoot, REMOTE_PACKAGES[remote]);
  await fs.promises.mkdir(path.join(releasesDir, remote), { recursive: true });

  return withLock(path.join(releasesDir, `.build-${remote}.lock`), async () => {
    const hash = sourceHash(repoRoot, remote);
    if (options.skipIfUnchanged) {
      const current = (await store.read()).remotes[remote];
      const active = current?.versions.find((v) => v.version === current.active);
      if (active && active.sourceHash === hash && (await store.hasVersion(remote, active.version))) {
        log(`${remote}: unchanged since ${active.version}, not rebuilt`);
        return { remote, version: active.version, skipped: true };
      }
    }
    const kept = options.skipIfUnchanged && options.buildCacheDir ? keptBuild(options.buildCacheDir, remote, hash) : null;
    const reuse = kept !== null && !(await store.hasVersion(remote, kept.version));
    const version = reuse ? kept.version : newVersion(hash);
    // Copy next to the final place, then rename: a version folder is complete or absent.
    const target = versionDir(releasesDir, remote, version);
    const staging = path.join(releasesDir, remote, `.staging-${version}`);
    if (reuse) {
      log(`${remote}: sources built before as ${version}, that build reused`);
      await fs.promises.cp(kept.dir, staging, { recursive: true });
    } else {
      // One build at a time per package folder (its dist is shared), whichever releases folder it is for.
      await withLock(buildLockFile(packageDir), async () => {
        log(`${remote}: building ${REMOTE_PACKAGES[remote]} as ${version}`);
        (options.build ?? defaultBuild)(packageDir, version);
        const dist = path.join(packageDir, 'dist');
        if (!fs.existsSync(path.join(dist, 'mf-manifest.json'))) {
          throw new Error(`${REMOTE_PACKAGES[remote]}/dist has no mf-manifest.json; the build did not produce a remote.`);
        }
        await fs.promises.cp(dist, staging, { recursive: true });
      }, BUILD_LOCK_WAIT_MS, BUILD_LOCK_WAIT_MS);
      precompress(staging);
      if (options.buildCacheDir) await keepBuild(options.buildCacheDir, remote, hash, version, staging);
    }
    await fs.promises.rename(staging, target);
    // The folder is everywhere before the registry names it: no instance ever serves a version it cannot find.
    await store.publishVersion(remote, version);
    const commit = sourceCommit(repoRoot);
    await store.update((registry) => {
      const entry = (registry.remotes[remote] ??= { active: version, versions: [], history: [] });
      const now = new Date();
      entry.versions.push({ version, releasedAt: now.toISOString(), sourceHash: hash, ...(commit ? { sourceCommit: commit } : {}) });
      activate(entry, version, 'release', options.actor, now);
    });
    log(`${remote}: released and activated ${version}`);
    return { remote, version, skipped: false };
  });
}

export interface RollbackOptions {
  /** A named version; without it, the version active before the current one that was not rolled back. */
  to?: string;
  actor: Actor;
  /** Only if this version is still the active one when the lock is held (two instances auto-rolling back the same failure roll back once). */
  ifActive?: string;
}

/**
 * Re-activates the previously active version (popping the activation history, skipping rolled-back
 * versions) or the named one, and marks the version it leaves as rolled back. No build; the folder
 * must still exist.
 */
export async function rollbackRemote(where: ReleaseTarget, remote: RemoteName, options: RollbackOptions): Promise<{ from: string; to: string }> {
  const store = toStore(where);
  let result = { from: '', to: '' };
  // The folder is checked before the lock (a call to the object store must not run inside the registry's
  // transaction); the lock then confirms the target is still the same, else the registry changed meanwhile.
  const before = (await store.read()).remotes[remote];
  const planned = options.to ?? (before ? previousActivation(before) : undefined);
  if (planned && before?.versions.some((v) => v.version === planned) && !(await store.hasVersion(remote, planned))) {
    throw new Error(`${remote} ${planned}: its folder is missing.`);
  }
  await store.update((registry: RegistryFile) => {
    const entry = registry.remotes[remote];
    if (!entry || entry.versions.length === 0) throw new Error(`${remote} has no releases.`);
    if (options.ifActive !== undefined && entry.active !== options.ifActive) throw new Error(`${remote}: ${options.ifActive} is no longer active.`);
    const target = options.to ?? previousActivation(entry);
    if (!target) throw new Error(`${remote}: no earlier version that was not rolled back; name one with --to.`);
    if (!entry.versions.some((v) => v.version === target)) {
      throw new Error(`${remote} has no version ${target}. Released: ${entry.versions.map((v) => v.version).join(', ')}`);
    }
    if (target === entry.active) throw new Error(`${remote} ${target} is already active.`);
    if (target !== planned) throw new Error(`${remote}: the registry changed meanwhile; run the rollback again.`);
    result = { from: entry.active, to: target };
    const now = new Date();
    rejectLeftVersion(entry, target, now);
    activate(entry, target, 'rollback', options.actor, now);
  });
  return result;
}
