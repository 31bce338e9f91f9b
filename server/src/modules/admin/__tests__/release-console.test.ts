import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { SERVER_ROOT } from '../../../platform/server-root';
import { createTestApp, createUser, dataOf, errorOf, injectAs, type TestApp } from '../../../../test/helpers';
import { publishRemote, rollbackRemote } from '../../release/publish';
import { readRegistry } from '../../release/registry-store';
import { fakeBuild, makeRepo } from '../../release/__tests__/fixtures';

let repo: ReturnType<typeof makeRepo>;
let t: TestApp;
let adminId: number;
let releaseId: number;
let a: string;
let b: string;

async function release(label: string): Promise<string> {
  fs.writeFileSync(path.join(repo.repoRoot, 'mfe-forms', 'src', 'index.ts'), `export const label = '${label}';\n`);
  const { version } = await publishRemote({ repoRoot: repo.repoRoot, releasesDir: repo.releasesDir, remote: 'forms', build: fakeBuild(label), actor: { by: 'ci' } });
  return version;
}

interface Overview {
  remotes: {
    name: string;
    active: string | null;
    rollbackTarget: string | null;
    versions: { version: string; sizeBytes: number | null; rolledBackAt: string | null }[];
    history: { version: string; by: string; kind: string; reason: string }[];
  }[];
}
const overview = async (userId = releaseId) => dataOf<Overview>(await injectAs(t, userId, { method: 'GET', url: '/api_v1/admin/release/list' }));
const formsOf = async () => (await overview()).remotes.find((r) => r.name === 'forms');
const activate = (payload: object, userId = releaseId) => injectAs(t, userId, { method: 'POST', url: '/api_v1/admin/release/activate', payload });

beforeAll(async () => {
  repo = makeRepo();
  t = await createTestApp({ RELEASES_DIR: repo.releasesDir });
  adminId = (await createUser(t.database, { roles: { admin: true } })).id;
  releaseId = (await createUser(t.database, { username: 'relman', roles: { release: true } })).id;
}, 120_000);
afterAll(async () => {
  await t.close();
  repo.cleanup();
});
beforeEach(async () => {
  fs.rmSync(repo.releasesDir, { recursive: true, force: true });
  a = await release('A');
  b = await release('B');
});

test('lists every remote, unreleased ones included, with versions newest first, sizes and the history', async () => {
  const { remotes } = await overview();
  expect(remotes.map((r) => r.name)).toEqual(['course', 'shots', 'podcast', 'account', 'forms', 'admin']);
  expect(remotes.find((r) => r.name === 'course')).toMatchObject({ active: null, versions: [], history: [] });
  const forms = await formsOf();
  expect(forms).toMatchObject({ active: b, rollbackTarget: a });
  expect(forms?.versions.map((v) => v.version)).toEqual([b, a]);
  // fakeBuild writes three files; their precompressed copies do not count.
  expect(forms?.versions[0].sizeBytes).toBeGreaterThan(1000);
  expect(forms?.history.map((h) => [h.version, h.kind, h.by])).toEqual([
    [b, 'release', 'ci'],
    [a, 'release', 'ci'],
  ]);
});

test('a rollback from the page is the CLI rollback: same store, history, rejected version and audit entry', async () => {
  expect(dataOf(await activate({ remote: 'forms', reason: '页面空白' }))).toEqual({ remote: 'forms', from: b, to: a });
  const entry = (await readRegistry(repo.releasesDir)).remotes.forms;
  expect(entry?.active).toBe(a);
  expect(entry?.history.at(-1)).toMatchObject({ version: a, by: 'relman', kind: 'rollback', reason: '页面空白' });
  expect(entry?.versions.find((v) => v.version === b)?.rolledBackAt).toEqual(expect.any(String));
  // Nothing left to roll back to (b was rejected): 409, and nothing changes.
  const again = await activate({ remote: 'forms', reason: '再回滚' });
  expect(again.statusCode).toBe(409);
  expect((await readRegistry(repo.releasesDir)).remotes.forms?.history).toHaveLength(3);

  const audit = dataOf<{ rows: { action: string; targetId: string; actorName: string; reason: string; before: unknown; after: unknown }[] }>(
    await injectAs(t, adminId, { method: 'GET', url: '/api_v1/admin/audit/list?targetType=remote' }),
  );
  expect(audit.rows[0]).toMatchObject({ action: 'release.rollback', targetId: 'forms', actorName: 'relman', reason: '页面空白', before: { active: b }, after: { active: a } });
});

test('the CLI sees what the page did, and the page sees what the CLI did', async () => {
  dataOf(await activate({ remote: 'forms', reason: '回滚' }));
  const run = promisify(execFile);
  const { stdout } = await run('pnpm', ['exec', 'tsx', 'src/modules/release/cli.ts', 'list'], { cwd: SERVER_ROOT, env: { ...process.env, RELEASES_DIR: repo.releasesDir } });
  expect(stdout).toMatch(new RegExp(`\\* ${a}`));
  expect(stdout).toContain('relman');

  await rollbackRemote(repo.releasesDir, 'forms', { to: b, actor: { by: 'cli-user', reason: '修好了' } });
  const forms = await formsOf();
  expect(forms?.active).toBe(b);
  expect(forms?.history[0]).toMatchObject({ version: b, by: 'cli-user', kind: 'rollback', reason: '修好了' });
}, 60_000);

test('a named version is activated, also forward again to a rolled-back one', async () => {
  dataOf(await activate({ remote: 'forms', reason: '回滚' }, adminId));
  expect(dataOf(await activate({ remote: 'forms', version: b, reason: '已修复' }, adminId))).toEqual({ remote: 'forms', from: a, to: b });
  expect((await formsOf())?.versions.find((v) => v.version === b)?.rolledBackAt).toBeNull();
});

test.each([
  [{ remote: 'nope', reason: 'x' }, 400],
  [{ remote: 'forms' }, 400],
  [{ remote: 'forms', reason: '   ' }, 400],
  [{ remote: 'forms', reason: 'x', extra: 1 }, 400],
  [{ remote: 'forms', version: '../../etc', reason: 'x' }, 400],
  [{ remote: 'forms', version: '20990101-000000-abcdef12', reason: 'x' }, 404],
  [{ remote: 'course', reason: 'x' }, 404],
])('bad input %j gives %i and changes nothing', async (payload, status) => {
  const before = fs.readFileSync(path.join(repo.releasesDir, 'registry.json'), 'utf8');
  const response = await activate(payload);
  expect(response.statusCode).toBe(status);
  expect(errorOf(response).code).toBe(status);
  expect(fs.readFileSync(path.join(repo.releasesDir, 'registry.json'), 'utf8')).toBe(before);
});

test('activating the active version is refused with 409', async () => {
  const response = await activate({ remote: 'forms', version: b, reason: 'x' });
  expect(response.statusCode).toBe(409);
});
