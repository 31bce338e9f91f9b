import { sql } from 'drizzle-orm';
import { createTestApp, createUser, dataOf, nextIp, type TestApp } from '../../../test/helpers';
import type { Mailer, MailMessage } from '../mail';
import { redactUrl } from '../logging';

/** A mailer that keeps what it was given, to know the code the log must not contain. */
function capturingMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return { kind: 'smtp', sent, send: async (message) => void sent.push(message), outbox: () => [], close: () => undefined };
}

test('redactUrl hides secret query values and keeps the rest', () => {
  expect(redactUrl('/api_v1/api/user/search/cid?cid=110101199003071234&x=1')).toBe('/api_v1/api/user/search/cid?cid=%5Bredacted%5D&x=1');
  expect(redactUrl('/files/a.png?token=abc&w=200')).toBe('/files/a.png?token=%5Bredacted%5D&w=200');
  expect(redactUrl('/api_v1/account/info')).toBe('/api_v1/account/info');
});

describe('production logs', () => {
  const lines: string[] = [];
  const mailer = capturingMailer();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ NODE_ENV: 'production', LOG_LEVEL: 'info' }, { logStream: { write: (line) => void lines.push(line) }, mailer });
  });
  afterAll(() => t.close());

  test('are JSON and carry no passwords, codes, cookies, tokens or ID numbers', async () => {
    await createUser(t.database, { username: 'logged', password: 'Sup3rSecretPass' });
    const login = await t.app.inject({ method: 'POST', url: '/api_v1/account/login', remoteAddress: nextIp(), payload: { account: 'logged', password: 'Sup3rSecretPass' } });
    const sessionId = login.cookies.find((item) => item.name === 'sid')?.value ?? '';
    expect(sessionId).not.toBe('');
    await t.app.inject({ method: 'GET', url: '/api_v1/account/info', headers: { cookie: `sid=${sessionId}` } });
    dataOf(await t.app.inject({ method: 'POST', url: '/api_v1/email/send/verify/code', remoteAddress: nextIp(), payload: { email: 'log@example.com', codeType: 'register' } }));
    const code = mailer.sent[0]?.code ?? '';
    expect(code).toMatch(/^\d{6}$/);
    await t.app.inject({ method: 'POST', url: '/api_v1/email/verify/code', payload: { email: 'log@example.com', type: 'register', code } });
    await t.app.inject({ method: 'GET', url: '/api_v1/no/route?cid=110101199003071234&token=tok-secret-value' });

    expect(lines.length).toBeGreaterThan(5);
    for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
    const all = lines.join('\n');
    expect(all).toContain('/api_v1/account/login');
    for (const secret of ['Sup3rSecretPass', sessionId, code, '110101199003071234', 'tok-secret-value']) expect(all).not.toContain(secret);
  });
});

describe('failed queries', () => {
  const lines: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      { LOG_LEVEL: 'info' },
      {
        logStream: { write: (line) => void lines.push(line) },
        // A query that fails on what a member typed, the way a survey answer or a login account could.
        beforeReady: (app) => {
          app.post('/test/failing-query', async (request) => {
            const { answer } = request.body as { answer: string };
            await app.ctx.db.execute(sql`select ${answer}::int as n`);
            return { data: null };
          });
        },
      },
    );
  });
  afterAll(() => t.close());

  test('are logged with their SQL and error code, without parameters or the values the database quotes', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/test/failing-query', payload: { answer: 'my-private-answer@example.com' } });
    expect(response.statusCode).toBe(500);
    const all = lines.join('\n');
    expect(all).toContain('unhandled error');
    expect(all).toContain('select $1::int as n');
    expect(all).toContain('22P02');
    expect(all).not.toContain('my-private-answer');
  });
});

describe.each(['info', 'warn'] as const)('a request logger at %s', (level) => {
  const lines: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      { LOG_LEVEL: level },
      {
        logStream: { write: (line) => void lines.push(line) },
        beforeReady: (app) => {
          app.get('/test/logs', async (request) => {
            request.log.debug('never written at info or warn');
            request.log.info({ step: 'info' }, 'an info line');
            request.log.warn({ step: 'warn', user: { password: 'hunter2-secret' } }, 'a warning');
            request.log.child({ part: 'nested' }).error('a nested error');
            return { data: null };
          });
        },
      },
    );
  });
  afterAll(() => t.close());

  test('writes the enabled levels only, each line bound to its request', async () => {
    await t.app.inject({ method: 'GET', url: '/test/logs' });
    await t.app.inject({ method: 'GET', url: '/test/logs' });
    const parsed = lines.map((line) => JSON.parse(line) as { reqId?: string; msg?: string; level: number; part?: string; user?: { password?: string } });
    const ours = parsed.filter((line) => line.reqId !== undefined);
    const messages = ours.map((line) => line.msg);
    expect(messages).not.toContain('never written at info or warn');
    expect(messages.filter((msg) => msg === 'a warning')).toHaveLength(2);
    expect(messages.filter((msg) => msg === 'a nested error')).toHaveLength(2);
    expect(messages.filter((msg) => msg === 'an info line')).toHaveLength(level === 'info' ? 2 : 0);
    // Fastify's own request lines only at info, through the same child (same request id).
    expect(messages.filter((msg) => msg === 'request completed')).toHaveLength(level === 'info' ? 2 : 0);
    const ids = [...new Set(ours.map((line) => line.reqId))];
    expect(ids).toHaveLength(2);
    for (const id of ids) {
      const forRequest = ours.filter((line) => line.reqId === id);
      expect(forRequest.some((line) => line.msg === 'a warning')).toBe(true);
      expect(forRequest.find((line) => line.msg === 'a nested error')?.part).toBe('nested');
    }
    expect(ours.find((line) => line.msg === 'a warning')?.user?.password).toBe('[redacted]');
    expect(t.app.log.level).toBe(level);
  });
});
