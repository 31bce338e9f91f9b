import fs from 'node:fs';
import path from 'node:path';
import { createTestApp, createUser, dataOf, injectAs, sessionCookieFor, type TestApp } from '../../../../test/helpers';
import { publishRemote } from '../../release/publish';
import { readRegistry } from '../../release/registry-store';
import { remoteLoadEvents } from '../../release/tables';
import { deleteOldLoadEvents, LOAD_EVENTS_KEPT_MS, recordLoad } from '../../release/telemetry';
import { LOAD_TICKET_COOKIE, issueLoadTicket, readLoadTicket } from '../../release/load-ticket';
import { MAX_REPORTS_PER_VERSION_MINUTE, MinuteCap, TELEMETRY_REPORTS_PER_ADDRESS_MINUTE } from '../../release/telemetry-routes';
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

let networkCounter = 0;
/** An address in a network (a /24) no report has come from yet: a visitor of their own. */
const nextNetwork = () => {
  networkCounter += 1;
  return `10.${(networkCounter >> 8) & 255}.${networkCounter & 255}.7`;
};
/** The load ticket a page answer would have set for a visitor at this address. */
const ticketFor = (address: string) => `${LOAD_TICKET_COOKIE}=${issueLoadTicket(t.app.ctx.secret, address, t.clock.now())}`;
/** A report as a browser sends it: from its address, with the ticket its page answer set (a fresh visitor unless given). */
const report = (payload: object, address = nextNetwork(), cookie = ticketFor(address)) =>
  t.app.inject({ method: 'POST', url: '/api_v1/release/telemetry', payload, remoteAddress: address, headers: { cookie } });
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
  // The 4th network: 3 of 4 had it fail (75% > 50%, the version before had none) within 10 minutes of the release.
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

test('no rollback below the minimum of networks, at or under the threshold, or after the 10 minutes', async () => {
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
  const beacon = async (payload: object, userId: number | null) => {
    const address = nextNetwork();
    const session = userId === null ? [] : [await sessionCookieFor(t.database, userId)];
    const cookie = [...session, ticketFor(address)].join('; ');
    return t.app.inject({ method: 'POST', url: '/api_v1/release/telemetry', payload: { remote: 'forms', ...payload }, remoteAddress: address, headers: { cookie } });
  };
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

test('load reports older than the day the console shows are purged; newer ones stay', async () => {
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

describe('forged reports', () => {
  const failure = () => ({ remote: 'forms', version: broken, kind: 'failure' });

  test('without a ticket, with a forged or an expired one, a report is a 400 and records nothing', async () => {
    const address = nextNetwork();
    const real = issueLoadTicket(t.app.ctx.secret, address, t.clock.now());
    const [id, network, issued] = real.split('.');
    const forged = `${id}.${network}.${issued}.${'A'.repeat(43)}`;
    const expired = issueLoadTicket(t.app.ctx.secret, address, new Date(t.clock.now().getTime() - 13 * 60 * 60_000));
    const otherSite = issueLoadTicket('another-secret-another-secret-0000', address, t.clock.now());
    for (const cookie of ['', `${LOAD_TICKET_COOKIE}=${forged}`, `${LOAD_TICKET_COOKIE}=${expired}`, `${LOAD_TICKET_COOKIE}=${otherSite}`]) {
      expect((await report(failure(), address, cookie)).statusCode).toBe(400);
    }
    const rows = await t.database.db.select().from(remoteLoadEvents);
    expect(rows.filter((row) => row.version === broken)).toEqual([]);
  });

  test('a ticket reports a load once: its repeats are not recorded', async () => {
    const address = nextNetwork();
    const cookie = ticketFor(address);
    expect(dataOf(await report(failure(), address, cookie))).toEqual({ recorded: true, rolledBack: false });
    for (let i = 0; i < 5; i += 1) expect(dataOf(await report(failure(), address, cookie))).toEqual({ recorded: false, rolledBack: false });
    const rows = (await t.database.db.select().from(remoteLoadEvents)).filter((row) => row.version === broken);
    expect(rows).toHaveLength(1);
  });

  test('one machine, or many addresses of one /24, never rolls a working release back, however many pages it fetches', async () => {
    for (let i = 0; i < 12; i += 1) dataOf(await report(failure(), '203.0.113.9'));
    for (let i = 1; i <= 12; i += 1) dataOf(await report(failure(), `198.51.100.${i}`));
    for (let i = 1; i <= 12; i += 1) dataOf(await report(failure(), `2001:db8:1:2::${i.toString(16)}`));
    expect(await active()).toBe(broken);
    // The same failures from distinct networks do roll it back (the floor of 4 networks is reached).
    expect(await send('failure', 1)).toEqual({ recorded: true, rolledBack: true });
    expect(await active()).toBe(good);
  });

  test('a flood of load reports from one machine does not hide a broken release', async () => {
    for (let i = 0; i < 20; i += 1) dataOf(await report({ remote: 'forms', version: broken, kind: 'load' }, '203.0.113.50'));
    await send('failure', 3);
    // 3 failing networks of 4 (the flooding machine is one): rolled back on the third failure.
    expect(await active()).toBe(good);
  });

  test('no rollback while the version before failed about as often over the 10 minutes before the release', async () => {
    const registry = await readRegistry(repo.releasesDir);
    const activatedAt = new Date(registry.remotes.forms!.history.at(-1)!.at);
    // The version before: 2 of 4 networks failing (50%) just before the release.
    for (let i = 0; i < 4; i += 1) {
      const address = nextNetwork();
      const ticket = readLoadTicket(t.app.ctx.secret, issueLoadTicket(t.app.ctx.secret, address, activatedAt), activatedAt)!;
      await recordLoad(t.database.db, { remote: 'forms', version: good, kind: i < 2 ? 'failure' : 'load', ticket: ticket.id, network: ticket.network }, new Date(activatedAt.getTime() - 60_000));
    }
    await send('load', 1);
    // 3 of 4 (75%) is over the threshold but only 25 points worse than before: going back would not help.
    expect(await send('failure', 3)).toEqual({ recorded: true, rolledBack: false });
    expect(await active()).toBe(broken);
    // 4 of 5 (80%) is 30 points worse than the version before: rolled back.
    expect(await send('failure', 1)).toEqual({ recorded: true, rolledBack: true });
    expect(await active()).toBe(good);
  });

  test('a page answer sets the ticket, sent back only to the telemetry route, and a report with it counts', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/course', remoteAddress: '192.0.2.44' });
    const cookie = page.cookies.find((c) => c.name === LOAD_TICKET_COOKIE);
    expect(cookie).toMatchObject({ path: '/api_v1/release/telemetry', httpOnly: true, sameSite: 'Lax' });
    expect(dataOf(await report({ remote: 'forms', version: broken, kind: 'load' }, '192.0.2.44', `${LOAD_TICKET_COOKIE}=${cookie!.value}`))).toEqual({
      recorded: true,
      rolledBack: false,
    });
  });

  test('at most MAX_REPORTS_PER_VERSION_MINUTE reports of one version are kept a minute', () => {
    const cap = new MinuteCap();
    const now = new Date('2026-11-28T10:00:05Z');
    for (let i = 0; i < MAX_REPORTS_PER_VERSION_MINUTE; i += 1) expect(cap.take('forms/v1', now)).toBe(true);
    expect(cap.take('forms/v1', now)).toBe(false);
    expect(cap.take('forms/v2', now)).toBe(true);
    expect(cap.take('forms/v1', new Date('2026-11-28T10:01:00Z'))).toBe(true);
  });
});

test('one address may send 120 reports a minute (a school or an office behind it), not more', async () => {
  const address = nextNetwork();
  const statuses: number[] = [];
  for (let i = 0; i < TELEMETRY_REPORTS_PER_ADDRESS_MINUTE + 1; i += 1) statuses.push((await report({ remote: 'forms', version: good, kind: 'load' }, address)).statusCode);
  expect(statuses.slice(0, TELEMETRY_REPORTS_PER_ADDRESS_MINUTE).every((status) => status === 200)).toBe(true);
  expect(statuses.at(-1)).toBe(429);
});
