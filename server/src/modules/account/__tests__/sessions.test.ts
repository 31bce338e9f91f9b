import { createTestApp, createUser, dataOf, errorOf, injectAs, sessionCookieFor, type TestApp } from '../../../../test/helpers';
import { deleteExpiredSessions } from '../../../platform/session';
import { sessions } from '../tables';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

test('sessions are server-side rows: any app instance on the same database knows the user', async () => {
  const user = await createUser(t.database);
  const cookie = await sessionCookieFor(t.database, user.id);
  const other = await createTestApp();
  try {
    // A second app on the first app's database stands in for a second API instance.
    const { buildApp } = await import('../../../app');
    const second = await buildApp({ config: other.config, database: t.database, clock: t.clock, secret: 'another-secret-another-secret-0123456' });
    const me = await second.inject({ method: 'GET', url: '/api_v1/account/info', headers: { cookie } });
    expect(dataOf<{ id: number }>(me).id).toBe(user.id);
    await second.close();
  } finally {
    await other.close();
  }
});

test('a session expires after 30 days and expired rows are purged', async () => {
  const user = await createUser(t.database);
  dataOf(await injectAs(t, user.id, { method: 'GET', url: '/api_v1/account/info' }));
  const cookie = await sessionCookieFor(t.database, user.id);
  t.clock.advance(31 * 24 * 60 * 60 * 1000);
  expect(errorOf(await t.app.inject({ method: 'GET', url: '/api_v1/account/info', headers: { cookie } })).code).toBe(1100);
  const before = (await t.database.db.select().from(sessions)).length;
  expect(before).toBeGreaterThan(0);
  expect(await deleteExpiredSessions(t.database.db, t.clock.now())).toBe(before);
  expect(await t.database.db.select().from(sessions)).toHaveLength(0);
});
