import { createTestApp, errorOf, type TestApp } from '../../../test/helpers';

const TOKEN = 'metrics-token-0123456789';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN: TOKEN });
});
afterAll(() => t.close());

const metrics = (options: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
  t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: options.remoteAddress ?? '127.0.0.1', headers: options.headers });

/** The value of one series in Prometheus's text format (0 when absent). */
function valueOf(text: string, series: string): number {
  const line = text.split('\n').find((row) => row.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('who may read /metrics', () => {
  test('a Prometheus on this machine, directly', async () => {
    const response = await metrics();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.body).toContain('# TYPE site_http_request_duration_seconds histogram');
    // Node's own: event loop lag, heap, GC.
    expect(response.body).toContain('nodejs_eventloop_lag_seconds');
    expect(response.body).toContain('nodejs_heap_size_used_bytes');
  });

  test('anyone else only with the token', async () => {
    const outsider = await metrics({ remoteAddress: '203.0.113.9' });
    expect(outsider.statusCode).toBe(403);
    expect(errorOf(outsider).code).toBe(403);
    expect(outsider.body).not.toContain('site_');
    expect((await metrics({ remoteAddress: '203.0.113.9', headers: { authorization: 'Bearer wrong-token-0123456789' } })).statusCode).toBe(403);
    expect((await metrics({ remoteAddress: '203.0.113.9', headers: { authorization: `Basic ${TOKEN}` } })).statusCode).toBe(403);
    const allowed = await metrics({ remoteAddress: '203.0.113.9', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.body).toContain('site_http_request_duration_seconds');
  });

  test('a public request through a proxy on this machine is refused, though its socket is loopback', async () => {
    const proxied = await metrics({ headers: { 'x-forwarded-for': '198.51.100.7' } });
    expect(proxied.statusCode).toBe(403);
  });

  test('without a token configured, only loopback', async () => {
    const other = await createTestApp({}, { database: t.database });
    try {
      expect((await other.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9', headers: { authorization: 'Bearer ' } })).statusCode).toBe(403);
      expect((await other.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '::1' })).statusCode).toBe(200);
    } finally {
      await other.app.close();
    }
  });
});

test('answers are timed by route pattern, method and status class, never by raw URL', async () => {
  const series = 'site_http_request_duration_seconds_count{route="/api_v1/course/detail",method="GET",status_class="4xx"}';
  const before = valueOf((await metrics()).body, series);
  await t.app.inject({ method: 'GET', url: '/api_v1/course/detail?courseId=987654' });
  await t.app.inject({ method: 'GET', url: '/api_v1/course/detail?courseId=987655' });
  await t.app.inject({ method: 'GET', url: '/api_v1/no/such/thing-12345' });
  const text = (await metrics()).body;
  expect(valueOf(text, series)).toBe(before + 2);
  expect(text).not.toContain('987654');
  expect(text).not.toContain('thing-12345');
  // An unknown API path is counted under the catch-all pattern that answered it.
  expect(valueOf(text, 'site_http_request_duration_seconds_count{route="/api_v1/*",method="GET",status_class="4xx"}')).toBeGreaterThanOrEqual(1);
});

test("answers of Fastify's not-found handler are timed once, as no-route", async () => {
  const noRoute = (method: string) => `site_http_request_duration_seconds_count{route="no-route",method="${method}",status_class="4xx"}`;
  const before = (await metrics()).body;
  // No route takes DELETE here: the not-found handler answers, with the app's hooks and no route's.
  expect((await t.app.inject({ method: 'DELETE', url: '/no/such/page-24680' })).statusCode).toBe(404);
  // The page route hands a missing asset to the not-found handler (callNotFound): counted there, not twice.
  expect((await t.app.inject({ method: 'GET', url: '/no-such-chunk-24680.js' })).statusCode).toBe(404);
  const after = (await metrics()).body;
  expect(valueOf(after, noRoute('DELETE'))).toBe(valueOf(before, noRoute('DELETE')) + 1);
  expect(valueOf(after, noRoute('GET'))).toBe(valueOf(before, noRoute('GET')) + 1);
  const answersCounted = (text: string) =>
    text
      .split('\n')
      .filter((line) => line.startsWith('site_http_request_duration_seconds_count{') && !line.includes('route="/metrics"'))
      .reduce((sum, line) => sum + Number(line.split(' ')[1]), 0);
  expect(answersCounted(after)).toBe(answersCounted(before) + 2);
  expect(after).not.toContain('page-24680');
});

test('the read cache counts its hits, misses and entries', async () => {
  const hits = 'site_read_cache_lookups_total{cache="answers",result="hit"}';
  const misses = 'site_read_cache_lookups_total{cache="answers",result="miss"}';
  const before = (await metrics()).body;
  await t.app.inject({ method: 'GET', url: '/api_v1/tool/list' });
  await t.app.inject({ method: 'GET', url: '/api_v1/tool/list' });
  const after = (await metrics()).body;
  expect(valueOf(after, misses)).toBe(valueOf(before, misses) + 1);
  expect(valueOf(after, hits)).toBe(valueOf(before, hits) + 1);
  expect(valueOf(after, 'site_read_cache_entries{cache="answers"}')).toBeGreaterThanOrEqual(1);
});

test('database queries are timed', async () => {
  // The suite runs on PGlite and once on PostgreSQL (TEST_DATABASE_URL): each driver times its own queries.
  const count = `site_db_query_duration_seconds_count{driver="${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'}"}`;
  const before = valueOf((await metrics()).body, count);
  await t.app.inject({ method: 'GET', url: '/api_v1/course/detail?courseId=1' });
  expect(valueOf((await metrics()).body, count)).toBeGreaterThan(before);
});
