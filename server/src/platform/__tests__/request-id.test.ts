import { createTestApp, type TestApp } from '../../../test/helpers';

const throwing = (app: TestApp['app']) => {
  app.get('/test/broken', async () => {
    throw new Error('database exploded');
  });
};

describe('without a trusted proxy', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream: { write: (line) => void lines.push(line) }, beforeReady: throwing });
  });
  afterAll(() => t.close());

  test('every answer carries a fresh id, whatever the client sends', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/healthz' });
    const second = await t.app.inject({ method: 'GET', url: '/api_v1/no/such/route', headers: { 'x-request-id': 'chosen-by-client' } });
    const ids = [first.headers['x-request-id'], second.headers['x-request-id']];
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{12}$/);
    expect(ids[0]).not.toBe(ids[1]);
    expect(lines.some((line) => line.includes('chosen-by-client'))).toBe(false);
  });

  test('a 5xx shows the id in its envelope, and the logged error carries the same id', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/test/broken' });
    expect(response.statusCode).toBe(500);
    const id = response.headers['x-request-id'];
    expect(response.json()).toEqual({ error: { code: 500, message: '服务器出错了，请稍后再试', requestId: id } });
    const logged = lines.map((line) => JSON.parse(line) as { reqId?: string; msg?: string; err?: { message?: string } }).filter((line) => line.reqId === id);
    expect(logged.find((line) => line.msg === 'unhandled error')?.err?.message).toBe('database exploded');
    // Fastify's own lines of that request (incoming, completed) carry it too.
    expect(logged.map((line) => line.msg)).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
  });

  test('a 4xx envelope does not carry it (the user can fix that one)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api_v1/course/detail?courseId=abc' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.requestId).toBeUndefined();
  });
});

describe('behind a trusted proxy (TRUST_PROXY)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: true }, { beforeReady: throwing });
  });
  afterAll(() => t.close());

  test("the proxy's id is kept, in the answer and in the envelope", async () => {
    const nginxId = '0f3c2a9e8b7d6c5f4e3d2c1b0a998877';
    const response = await t.app.inject({ method: 'GET', url: '/test/broken', headers: { 'x-request-id': nginxId } });
    expect(response.headers['x-request-id']).toBe(nginxId);
    expect(response.json().error.requestId).toBe(nginxId);
  });

  test('an id that could not be one (spaces, line breaks, too long) is replaced', async () => {
    for (const bad of ['two words here', 'x'.repeat(65), 'short']) {
      const response = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': bad } });
      expect(response.headers['x-request-id']).toMatch(/^[0-9a-f]{12}$/);
    }
  });
});
