import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RemoteName } from '@site/shared/contract';
import { type TestApp, createTestApp, createTestDatabase, createUser, dataOf, injectAs } from '../../../../test/helpers';
import { type TestS3, startTestS3 } from '../../../../test/s3-server';
import { loadConfig } from '../../../platform/config';
import { s3SettingsOf } from '../../storage/s3-settings';
import { S3Storage } from '../../storage/s3-storage';
import { databaseReleaseStore } from '../database-release-store';
import { publishRemote, rollbackRemote } from '../publish';
import type { PublicRegistry } from '../public-registry';
import { ReleaseObjects } from '../release-objects';
import { type ReleaseStore, fileReleaseStore } from '../release-store';
import { fakeBuild, makeRepo } from './fixtures';

/**
 * Two instances (A and B: one database, one bucket, each its own local RELEASES_DIR) and release
 * managers' machines that run `pnpm release` / `pnpm rollback` against the same database and bucket.
 */
let s3: TestS3;
let a: TestApp;
let b: TestApp;
const repos: ReturnType<typeof makeRepo>[] = [];
const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'release-db-'));

beforeAll(async () => {
  s3 = await startTestS3('releases-test');
  const settings = { ...s3.config, RELEASE_REGISTRY: 'database' as const };
  a = await createTestApp({ ...settings, RELEASES_DIR: path.join(temp, 'instance-a') });
  b = await createTestApp({ ...settings, RELEASES_DIR: path.join(temp, 'instance-b') }, { database: a.database });
}, 120_000);
afterAll(async () => {
  await b.close();
  await a.close();
  await s3.close();
  for (const repo of repos) repo.cleanup();
  fs.rmSync(temp, { recursive: true, force: true });
});

/** A release manager's machine: its own checkout and local folder, the shared database and bucket. */
function machine(db = a.database.db) {
  const repo = makeRepo();
  repos.push(repo);
  const storage = new S3Storage(s3SettingsOf(loadConfig({ NODE_ENV: 'test', DATA_DIR: repo.repoRoot }, s3.config)));
  const store = databaseReleaseStore(db, repo.releasesDir, new ReleaseObjects(storage));
  let n = 0;
  const release = async (remote: RemoteName, by = 'alice', reason?: string) => {
    n += 1;
    const label = `${remote}-${n}-${Math.random().toString(36).slice(2, 6)}`;
    fs.writeFileSync(path.join(repo.repoRoot, `mfe-${remote}`, 'src', 'index.ts'), `export const label = '${label}';\n`);
    return (await publishRemote({ repoRoot: repo.repoRoot, releasesDir: repo.releasesDir, store, remote, build: fakeBuild(label), actor: { by, reason } })).version;
  };
  return { repo, store, release };
}

const servedBy = async (t: TestApp) => (await t.app.inject({ url: '/mf/registry.json' })).json<PublicRegistry>();
const activeOn = async (t: TestApp, remote: RemoteName) => (await servedBy(t)).remotes.find((r) => r.name === remote)?.version;

/** Waits at most 2 s (the promise of a release) for the instance to serve `version`. */
async function seenWithin2s(t: TestApp, remote: RemoteName, version: string): Promise<void> {
  const deadline = Date.now() + 2000;
  while ((await activeOn(t, remote)) !== version) {
    if (Date.now() > deadline) throw new Error(`${remote} ${version} not served within 2 s (serving ${await activeOn(t, remote)})`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

test('a release from any machine is served by every instance within 2 s, files included', async () => {
  const cli = machine();
  const version = await cli.release('forms', 'alice', '新表单');
  await Promise.all([seenWithin2s(a, 'forms', version), seenWithin2s(b, 'forms', version)]);
  for (const t of [a, b]) {
    const entry = await t.app.inject({ url: `/mf/forms/${version}/remoteEntry.js`, headers: { 'accept-encoding': 'br' } });
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['content-encoding']).toBe('br');
    expect(entry.headers['cache-control']).toBe('no-cache');
    const chunk = await t.app.inject({ url: `/mf/forms/${version}/main.0123abcd.js` });
    expect(chunk.body).toContain('forms-1');
    expect(chunk.headers['cache-control']).toContain('immutable');
  }
  // The instances copied the folder from the bucket; the machine that built it is not needed any more.
  expect(fs.existsSync(path.join(b.config.RELEASES_DIR, 'forms', version, 'mf-manifest.json'))).toBe(true);
});

test('a rollback from another machine reaches both instances within 2 s; the console on B shows the same registry', async () => {
  const one = machine();
  const other = machine();
  const first = await one.release('course');
  const second = await one.release('course');
  await seenWithin2s(b, 'course', second);
  expect(await rollbackRemote(other.store, 'course', { actor: { by: 'bob', reason: '列表空白' } })).toEqual({ from: second, to: first });
  await Promise.all([seenWithin2s(a, 'course', first), seenWithin2s(b, 'course', first)]);
  const [registry] = await Promise.all([one.store.read()]);
  expect(registry.remotes.course?.versions.find((v) => v.version === second)?.rolledBackAt).toBeDefined();

  const admin = (await createUser(b.database, { roles: { admin: true } })).id;
  const list = dataOf<{ remotes: { name: string; active: string; versions: { version: string; sizeBytes: number | null }[]; history: { by: string }[] }[] }>(
    await injectAs(b, admin, { method: 'GET', url: '/api_v1/admin/release/list' }),
  );
  const course = list.remotes.find((r) => r.name === 'course');
  expect(course?.active).toBe(first);
  expect(course?.history.map((h) => h.by)).toEqual(['bob', 'alice', 'alice']);
  // Sizes come from the bucket: fakeBuild's three files, without their .br/.gz copies.
  expect(course?.versions[0].sizeBytes).toBe(fs.readdirSync(path.join(one.repo.releasesDir, 'course', second)).filter((f) => !/\.(br|gz)$/.test(f)).reduce((sum, f) => sum + fs.statSync(path.join(one.repo.releasesDir, 'course', second, f)).size, 0));
  // Activating from the console on B is what the CLI then sees, and A serves.
  const activated = await injectAs(b, admin, { method: 'POST', url: '/api_v1/admin/release/activate', payload: { remote: 'course', version: second, reason: '已修复' } });
  expect(dataOf(activated)).toMatchObject({ from: first, to: second });
  expect((await other.store.read()).remotes.course?.active).toBe(second);
  await seenWithin2s(a, 'course', second);
});

test('concurrent releases from two machines are serialised: no entry is lost', async () => {
  const one = machine();
  const other = machine();
  const remotes: RemoteName[] = ['shots', 'podcast', 'account', 'admin'];
  const versions = await Promise.all(remotes.flatMap((remote) => [one.release(remote), other.release(remote)]));
  const registry = await one.store.read();
  for (const [i, remote] of remotes.entries()) {
    const entry = registry.remotes[remote];
    expect(entry?.versions.map((v) => v.version).sort()).toEqual([versions[2 * i], versions[2 * i + 1]].sort());
    expect(entry?.history).toHaveLength(2);
    expect(entry?.active).toBe(entry?.history[1].version);
  }
});

/** The same story on any store: releases, plain and named rollbacks, a refused one. */
async function story(store: ReleaseStore, repo: ReturnType<typeof makeRepo>) {
  const release = async (label: string) => {
    fs.writeFileSync(path.join(repo.repoRoot, 'mfe-forms', 'src', 'index.ts'), `export const label = '${label}';\n`);
    return (await publishRemote({ repoRoot: repo.repoRoot, releasesDir: repo.releasesDir, store, remote: 'forms', build: fakeBuild(label), actor: { by: 'alice', reason: label } })).version;
  };
  const rollback = (to?: string) => rollbackRemote(store, 'forms', { to, actor: { by: 'bob', reason: to ? 'named' : 'plain' } });
  const [v1, v2] = [await release('A'), await release('B')];
  await rollback();
  const v3 = await release('C');
  await rollback();
  const refused = await rollback().then(() => 'rolled back', (error: Error) => error.message.replace(/\S*\d{8}-\d{6}\S*/g, 'V'));
  await rollback(v2);
  await rollback();
  const names = new Map([[v1, 'v1'], [v2, 'v2'], [v3, 'v3']]);
  const entry = (await store.read()).remotes.forms;
  return {
    refused,
    active: names.get(entry?.active ?? ''),
    rejected: entry?.versions.filter((v) => v.rolledBackAt).map((v) => names.get(v.version)),
    history: entry?.history.map((h) => `${h.kind} ${names.get(h.version)} by ${h.by} (${h.reason})`),
  };
}

test('the database registry keeps the same history as the file registry', async () => {
  const fileRepo = makeRepo();
  repos.push(fileRepo);
  const onFile = await story(fileReleaseStore(fileRepo.releasesDir), fileRepo);
  // A database of its own: the instances' registry above already has forms releases.
  const database = await createTestDatabase();
  const dbMachine = machine(database.db);
  const onDatabase = await story(dbMachine.store, dbMachine.repo).finally(() => database.close());
  expect(onDatabase).toEqual(onFile);
  expect(onFile.history).toEqual([
    'release v1 by alice (A)',
    'release v2 by alice (B)',
    'rollback v1 by bob (plain)',
    'release v3 by alice (C)',
    'rollback v1 by bob (plain)',
    'rollback v2 by bob (named)',
    'rollback v1 by bob (plain)',
  ]);
  expect(onFile.refused).toMatch(/--to/);
});
