import { createTestApp, dataOf, type TestApp } from '../../../../test/helpers';
import { isLoopback } from '../outbox-routes';

describe('the development outbox', () => {
  let t: TestApp;
  afterEach(() => t.close());

  test('is a JSON list outside /api_v1 for this machine when DEV_OUTBOX is set', async () => {
    t = await createTestApp({ DEV_OUTBOX: true });
    const response = await t.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/dev/outbox', remoteAddress: '::1' })).statusCode).toBe(200);
  });

  test('does not exist unless enabled, in any mode', async () => {
    for (const NODE_ENV of ['development', 'production'] as const) {
      t = await createTestApp({ NODE_ENV, DEV_OUTBOX: false });
      expect((await t.app.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(404);
      await t.close();
    }
    t = await createTestApp({ DEV_OUTBOX: false });
  });

  test('refuses every other client, also behind a proxy on the same machine', async () => {
    t = await createTestApp({ DEV_OUTBOX: true });
    dataOf(await t.app.inject({ method: 'POST', url: '/api_v1/email/send/verify/code', remoteAddress: '10.9.9.9', payload: { email: 'someone@example.com', codeType: 'register' } }));
    const remote = await t.app.inject({ method: 'GET', url: '/dev/outbox', remoteAddress: '203.0.113.7' });
    expect(remote.statusCode).toBe(403);
    expect(remote.body).not.toContain('someone@example.com');
    await t.close();

    t = await createTestApp({ DEV_OUTBOX: true, TRUST_PROXY: true });
    const proxied = await t.app.inject({ method: 'GET', url: '/dev/outbox', headers: { 'x-forwarded-for': '203.0.113.7' } });
    expect(proxied.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(200);
  });
});

test('loopback addresses', () => {
  for (const address of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1']) expect(isLoopback(address)).toBe(true);
  for (const address of ['10.0.0.1', '::ffff:10.0.0.1', '1.127.0.0', '', undefined, '127.0.0.1.evil']) expect(isLoopback(address)).toBe(false);
});

test('without SMTP in production the code is in the server log on the machine, the only place to read it', async () => {
  const lines: string[] = [];
  const t = await createTestApp({ NODE_ENV: 'production', LOG_LEVEL: 'info', DEV_OUTBOX: false }, { logStream: { write: (line) => void lines.push(line) } });
  try {
    dataOf(await t.app.inject({ method: 'POST', url: '/api_v1/email/send/verify/code', remoteAddress: '10.9.9.8', payload: { email: 'ops@example.com', codeType: 'register' } }));
    const line = lines.find((item) => item.includes('mail not sent'));
    expect(line).toMatch(/code \d{6}/);
  } finally {
    await t.close();
  }
});
