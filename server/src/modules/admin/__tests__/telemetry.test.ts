import fs from 'node:fs';
import path from 'node:path';
import { createTestApp, createUser, dataOf, injectAs, nextIp, type TestApp } from '../../../../test/helpers';
import { publishRemote } from '../../release/publish';
import { readRegistry } from '../../release/registry-store';
import { remoteLoadEvents } from '../../release/tables';
import { deleteOldLoadEvents, LOAD_EVENTS_KEPT_MS, recordLoad } from '../../release/telemetry';
import { fakeBuild, makeRepo } from '../../release/__tests__/fixtures';

let repo: ReturnType<typeof makeRepo>;
let t: TestApp;
let releaseId: number;
let good: string;
let broken: string;

async function release(label: string): Promise<string> {
  fs.writeFileSync(path.join(repo.repoRoot, 'mfe-forms', 'src', 'index.ts'), `export const label = '${label}';\n`);
  const { version } = await publishRemote({ repoRoot: repo.repoRoot, releasesDir: repo.releasesDir, remote: 'forms', build: fakeBuild(label), actor: { by: 'ci' } });
  return version;
}

const report = (payload: object) => t.app.inject({ method: 'POST', url: '/api_v1/release/telemetry', payload, remoteAddress: nextIp() });
const send = async (kind: string, times: number, version = broken) => {
  let last: { rolledBack: boolean } = { rolledBack: false };
  for (let i = 0; i < times; i += 1) last = dataOf(await report({ remote: 'forms', version, kind, ...(kind === 'fallback' ? { servedVersion: good } : {}) }));
  return last;
};
const active = async () => (await readRegistry(repo.releasesDir)).remotes.forms?.active;

beforeAll(async () => {
  repo = makeRepo();
  t = await createTestApp({ RELEASES_DIR: repo.releasesDir, RELEASE_AUTO_ROLLBACK_MIN_LOADS: 4, RELEASE_AUTO_ROLLBACK_SHARE: 0.5 });
  releaseId = (await createUser(t.database, { roles: { release: true } })).id;
}, 120_000);
afterAll(async () => {
  await t.close();
  repo.cleanup();
});
beforeEach(async () => {
  fs.rmSync(repo.releasesDir, { recursive: true, force: true });
  good = await release('good');
  broken = await release('broken');
  // Releases are stamped with the real time; the app's clock starts from just after them.
  t.clock.set(new Date(Date.now() + 1000));
});

test('a deliberately broken release is rolled back automatically, recorded in the history and shown in the console', async () => {
  expect(await send('load', 1)).toEqual({ recorded: true, rolledBack: false });
  expect(await send('fallback', 2)).toEqual({ recorded: true, rolledBack: false });
  // The 4th report: 3 of 4 loads failed (75% > 50%) within 10 minutes of the release.
  expect(await send('failure', 1)).toEqual({ recorded: true, rolledBack: true });
  expect(await active()).toBe(good);
  const entry = (await readRegistry(repo.releasesDir)).remotes.forms;
  expect(entry?.history.at(-1)).toMatchObject({ version: good, kind: 'rollback', by: 'auto-rollback', reason: expect.stringContaining('75%') });
  expect(entry?.versions.find((v) => v.version === broken)?.rolledBackAt).toEqual(expect.any(String));

  // Further failures of the rejected version change nothing (it is no longer active).
  expect(await send('failure', 3)).toEqual({ recorded: true, rolledBack: false });
  expect(await active()).toBe(good);

  const overview = dataOf<{ remotes: { name: string; versions: { version: string; lastHour: object }[]; history: { by: string }[] }[] }>(
    await injectAs(t, releaseId, { method: 'GET', url: '/api_v1/admin/release/list' }),
  );
  const forms = overview.remotes.find((r) => r.name === 'forms');
  expect(forms?.versions.find((v) => v.version === broken)?.lastHour).toEqual({ loads: 1, fallbacks: 2, failures: 4 });
  expect(forms?.history[0].by).toBe('auto-rollback');
});

test('no rollback below the minimum of reports, at or under the threshold, or after the 10 minutes', async () => {
  await send('failure', 3);
  expect(await active()).toBe(broken);
  await send('load', 1);
  await send('load', 1);
  // 3 failures of 5 (60%) would pass, but 2 more loads make it 3 of 6 (50%, not above).
  await send('load', 1);
  expect(await send('failure', 0)).toEqual({ rolledBack: false });
  expect(await active()).toBe(broken);
  t.clock.advance(11 * 60_000);
  try {
    expect(await send('failure', 5)).toEqual({ recorded: true, rolledBack: false });
    expect(await active()).toBe(broken);
  } finally {
    t.clock.advance(-11 * 60_000);
  }
});

test.each([
  [{ remote: 'forms', version: '20990101-000000-aaaaaaaa', kind: 'failure' }],
  [{ remote: 'nope', version: 'x', kind: 'load' }],
  [{ remote: 'forms', version: 'x', kind: 'exploded' }],
  [{ remote: 'forms', version: '../x', kind: 'load' }],
])('a bad report %j is a 400 and records nothing', async (payload) => {
  const response = await report(payload);
  expect(response.statusCode).toBe(400);
});

test('which version did they get: by username (the session of the beacon) or by the visitor id the shell sends', async () => {
  const member = await createUser(t.database, { username: 'viewer01' });
  const beacon = (payload: object, userId: number | null) =>
    injectAs(t, userId, { method: 'POST', url: '/api_v1/release/telemetry', payload: { remote: 'forms', ...payload }, remoteAddress: nextIp() });
  dataOf(await beacon({ version: good, kind: 'load', visitorId: 'visitor-aaaa-1111' }, member.id));
  dataOf(await beacon({ version: broken, kind: 'fallback', servedVersion: good, visitorId: 'visitor-aaaa-1111' }, member.id));
  dataOf(await beacon({ version: broken, kind: 'load', visitorId: 'visitor-bbbb-2222' }, null));
  const lookup = (q: string) => injectAs(t, releaseId, { method: 'GET', url: `/api_v1/admin/release/visitor?q=${q}` });

  const byUser = dataOf<{ who: { kind: string; username: string }; remotes: { remote: string; versions: { version: string; loads: number; fallbacks: number; servedVersions: string[]; visitorIds: string[] }[] }[] }>(
    await lookup('viewer01'),
  );
  expect(byUser.who).toMatchObject({ kind: 'user', username: 'viewer01' });
  expect(byUser.remotes).toHaveLength(1);
  expect(byUser.remotes[0]?.versions).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ version: good, loads: 1, fallbacks: 0, visitorIds: ['visitor-aaaa-1111'] }),
      expect.objectContaining({ version: broken, loads: 0, fallbacks: 1, servedVersions: [good] }),
    ]),
  );
  const byVisitor = dataOf<{ who: { kind: string }; remotes: { versions: { version: string; loads: number }[] }[] }>(await lookup('visitor-bbbb-2222'));
  expect(byVisitor.who.kind).toBe('visitor');
  expect(byVisitor.remotes[0]?.versions).toEqual([expect.objectContaining({ version: broken, loads: 1 })]);
  expect((await lookup('visitor-none-0000')).statusCode).toBe(404);
  expect((await lookup('a b')).statusCode).toBe(404);
  expect((await lookup('')).statusCode).toBe(400);
  expect((await beacon({ version: good, kind: 'load', visitorId: 'bad id!' }, null)).statusCode).toBe(400);
});

test('load reports older than the kept month are purged; newer ones stay', async () => {
  const now = new Date('2026-06-30T12:00:00Z');
  const at = (msAgo: number) => new Date(now.getTime() - msAgo);
  await recordLoad(t.database.db, { remote: 'forms', version: 'old-one', kind: 'load', visitorId: 'visitor-old-0001' }, at(LOAD_EVENTS_KEPT_MS + 60_000));
  await recordLoad(t.database.db, { remote: 'forms', version: 'kept-one', kind: 'load', visitorId: 'visitor-kept-0001' }, at(LOAD_EVENTS_KEPT_MS - 60_000));

  expect(await deleteOldLoadEvents(t.database.db, now)).toBe(1);
  const versions = (await t.database.db.select({ version: remoteLoadEvents.version }).from(remoteLoadEvents)).map((r) => r.version);
  expect(versions).not.toContain('old-one');
  expect(versions).toContain('kept-one');
  expect(await deleteOldLoadEvents(t.database.db, now)).toBe(0);
});
