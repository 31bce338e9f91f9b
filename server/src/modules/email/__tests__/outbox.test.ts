import type { Config } from '../../../platform/config';
import type { Database } from '../../../platform/db';
import { createTestApp, createTestDatabase, dataOf, type TestApp } from '../../../../test/helpers';
import { isLoopback } from '../outbox-routes';

describe('the development outbox', () => {
  // A test's apps differ only in their configuration, so they share one database: with a database per app
  // this file was the slowest of the PGlite layer (74–143 s in CI) and once ran over a test's 60 s limit.
  let database: Database;
  const apps: TestApp[] = [];
  beforeEach(async () => {
    database = await createTestDatabase();
  });
  afterEach(async () => {
    for (const t of apps.splice(0)) await t.close();
    await database.close();
  });
  async function appWith(overrides: Partial<Config>) {
    const t = await createTestApp(overrides, { database });
    apps.push(t);
    return t.app;
  }

  test('is a JSON list outside /api_v1 for this machine when DEV_OUTBOX is set', async () => {
    const app = await appWith({ DEV_OUTBOX: true });
    const response = await app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
    expect((await app.inject({ method: 'GET', url: '/dev/outbox', remoteAddress: '::1' })).statusCode).toBe(200);
  });

  test('does not exist unless enabled, in any mode', async () => {
    for (const NODE_ENV of ['development', 'production', 'test'] as const) {
      const app = await appWith({ NODE_ENV, DEV_OUTBOX: false });
      expect((await app.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(404);
    }
  });

  test('refuses every other client, also behind a proxy on the same machine', async () => {
    const direct = await appWith({ DEV_OUTBOX: true });
    dataOf(await direct.inject({ method: 'POST', url: '/api_v1/email/send/verify/code', remoteAddress: '10.9.9.9', payload: { email: 'someone@example.com', codeType: 'register' } }));
    const remote = await direct.inject({ method: 'GET', url: '/dev/outbox', remoteAddress: '203.0.113.7' });
    expect(remote.statusCode).toBe(403);
    expect(remote.body).not.toContain('someone@example.com');

    const behindProxy = await appWith({ DEV_OUTBOX: true, TRUST_PROXY: true });
    const proxied = await behindProxy.inject({ method: 'GET', url: '/dev/outbox', headers: { 'x-forwarded-for': '203.0.113.7' } });
    expect(proxied.statusCode).toBe(403);
    expect((await behindProxy.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(200);
  });
});

test('loopback addresses', () => {
  for (const address of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1']) expect(isLoopback(address)).toBe(true);
  for (const address of ['10.0.0.1', '::ffff:10.0.0.1', '1.127.0.0', '', undefined, '127.0.0.1.evil']) expect(isLoopback(address)).toBe(false);
});

test('without SMTP in production no code reaches the log unless asked (MAIL_LOG_CODES, as the demo does)', async () => {
  for (const [logCodes, expected] of [[undefined, false], [true, true]] as const) {
    const lines: string[] = [];
    const t = await createTestApp({ NODE_ENV: 'production', LOG_LEVEL: 'info', DEV_OUTBOX: false, MAIL_LOG_CODES: logCodes }, { logStream: { write: (line) => void lines.push(line) } });
    try {
      dataOf(await t.app.inject({ method: 'POST', url: '/api_v1/email/send/verify/code', remoteAddress: '10.9.9.8', payload: { email: 'ops@example.com', codeType: 'register' } }));
      const line = lines.find((item) => item.includes('mail not sent')) ?? '';
      expect({ logCodes, hasCode: /code \d{6}|devCode/.test(line), logged: line !== '' }).toEqual({ logCodes, hasCode: expected, logged: true });
    } finally {
      await t.close();
    }
  }
});
