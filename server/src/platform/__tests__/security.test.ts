import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createTestApp, createUser, dataOf, errorOf, sessionCookieFor, type TestApp } from '../../../test/helpers';
import { follows } from '../../modules/account/tables';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://design.example.com', ALLOWED_ORIGINS: ['http://localhost:3001'] });
});
afterAll(() => t.close());

test('security headers and a CSP that fits the shell', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/course' });
  expect(response.headers['content-type']).toContain('text/html');
  const csp = String(response.headers['content-security-policy']);
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("img-src 'self' data: blob:");
  expect(csp).toContain("media-src 'self' blob:");
  expect(csp).toContain("worker-src 'self' blob:");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("frame-ancestors 'self'");
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(response.headers['strict-transport-security']).toContain('max-age=');
  expect(response.headers['x-powered-by']).toBeUndefined();
});

test('plain-http deployments get no HSTS and no upgrade-insecure-requests', async () => {
  const plain = await createTestApp();
  for (const url of ['/course', '/healthz']) {
    const response = await plain.app.inject({ method: 'GET', url });
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(String(response.headers['content-security-policy'])).not.toContain('upgrade-insecure-requests');
  }
  await plain.close();
});

describe('state-changing requests from another origin', () => {
  const followAs = async (headers: Record<string, string>, method: 'POST' | 'DELETE' = 'POST') => {
    const fan = await createUser(t.database);
    const target = await createUser(t.database);
    const response = await t.app.inject({
      method,
      url: '/api_v1/account/follow',
      payload: { targetUserId: target.id },
      headers: { ...headers, cookie: await sessionCookieFor(t.database, fan.id) },
    });
    const rows = await t.database.db.select().from(follows);
    return { response, followed: rows.some((row) => row.followerId === fan.id && row.targetUserId === target.id) };
  };

  test('are refused with 403 and change nothing', async () => {
    const refused: Record<string, string>[] = [
      { origin: 'https://evil.example.net' },
      { origin: 'null' },
      { origin: 'https://design.example.com.evil.net' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
    ];
    for (const headers of refused) {
      const { response, followed } = await followAs(headers);
      expect(response.statusCode).toBe(403);
      expect(errorOf(response)).toEqual({ code: 403, message: '拒绝来自其他站点的请求' });
      expect(followed).toBe(false);
    }
  });

  test('the public origin, the request’s own host, allowed origins and non-browser clients pass', async () => {
    const passing: Record<string, string>[] = [
      { origin: 'https://design.example.com' },
      { origin: 'http://10.1.2.3:3000', host: '10.1.2.3:3000' },
      { origin: 'http://localhost:3001' },
      { 'sec-fetch-site': 'same-origin' },
      {},
    ];
    for (const headers of passing) {
      const { response, followed } = await followAs(headers);
      expect(dataOf(response)).toEqual({ followed: true });
      expect(followed).toBe(true);
    }
  });

  test('reads from another origin are not blocked (they change nothing)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api_v1/account/power/top-comment', headers: { origin: 'https://evil.example.net' } });
    expect(dataOf(response)).toEqual({ canTopComment: false });
  });
});

test('large JSON answers are compressed (brotli or gzip), small ones are not', async () => {
  const big = await t.app.inject({ method: 'GET', url: '/api-docs/json', headers: { 'accept-encoding': 'br, gzip' } });
  expect(big.headers['content-encoding']).toBe('br');
  const gzip = await t.app.inject({ method: 'GET', url: '/api-docs/json', headers: { 'accept-encoding': 'gzip' } });
  expect(gzip.headers['content-encoding']).toBe('gzip');
  const small = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'accept-encoding': 'br, gzip' } });
  expect(small.headers['content-encoding']).toBeUndefined();
});

test('a large compressed answer goes out whole, with its length, not as a stream a dying instance could cut', async () => {
  // The OpenAPI document (about 200 KB of JSON) is far above the plugin's streaming default.
  for (const encoding of ['br', 'gzip']) {
    const answer = await t.app.inject({ method: 'GET', url: '/api-docs/json', headers: { 'accept-encoding': encoding } });
    expect(answer.headers['content-encoding']).toBe(encoding);
    expect(answer.headers['transfer-encoding']).toBeUndefined();
    expect(Number(answer.headers['content-length'])).toBe(answer.rawPayload.length);
    const body = encoding === 'br' ? brotliDecompressSync(answer.rawPayload) : gunzipSync(answer.rawPayload);
    expect(body.length).toBeGreaterThan(100_000);
    expect(JSON.parse(body.toString()).openapi).toMatch(/^3\./);
  }
});

test('a Permissions-Policy turns off what the site never uses; answers for a member are private, no-store', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/course' });
  const policy = String(response.headers['permissions-policy']);
  for (const feature of ['camera=()', 'microphone=()', 'geolocation=()']) expect(policy).toContain(feature);
  const member = await createUser(t.database, { email: 'private@example.com' });
  const info = await t.app.inject({ method: 'GET', url: '/api_v1/account/info', headers: { cookie: await sessionCookieFor(t.database, member.id) } });
  expect(info.body).toContain('private@example.com');
  expect(info.headers['cache-control']).toBe('private, no-store');
  // Signing in answers the member and sets the cookie: not for any cache either.
  await createUser(t.database, { username: 'nocache', password: 'secret123' });
  const login = await t.app.inject({ method: 'POST', url: '/api_v1/account/login', payload: { account: 'nocache', password: 'secret123' } });
  expect(login.headers['cache-control']).toBe('private, no-store');
});

test('behind a TLS proxy (TRUST_PROXY) the session cookie is Secure from X-Forwarded-Proto', async () => {
  const proxied = await createTestApp({ TRUST_PROXY: true });
  try {
    await createUser(proxied.database, { username: 'proxied', password: 'secret123' });
    const login = (proto: string) =>
      proxied.app.inject({ method: 'POST', url: '/api_v1/account/login', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-proto': proto, 'x-forwarded-for': '198.51.100.4' }, payload: { account: 'proxied', password: 'secret123' } });
    expect(String((await login('https')).headers['set-cookie'])).toMatch(/;\s*Secure/i);
    expect(String((await login('http')).headers['set-cookie'])).not.toMatch(/;\s*Secure/i);
  } finally {
    await proxied.close();
  }
});

describe('pages get exactly the set @fastify/helmet sent (now computed once at start), JSON answers the API set', () => {
  // Captured from the server before the change (commit e030d5f), for PUBLIC_URL on https and on plain http.
  const CSP =
    "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;media-src 'self' blob:;worker-src 'self' blob:;font-src 'self' data:;connect-src 'self';object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'self'";
  const common: Record<string, string> = {
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=(), midi=(), magnetometer=(), gyroscope=(), accelerometer=()',
  };
  const hsts = { 'strict-transport-security': 'max-age=15552000' };
  const page = {
    https: { ...common, 'content-security-policy': `${CSP};upgrade-insecure-requests`, ...hsts },
    http: { ...common, 'content-security-policy': CSP },
  };
  // OWASP's REST set: nothing to run, nothing to frame, nothing to sniff, no cross-site no-cors read.
  const api: Record<string, string> = {
    'content-security-policy': "default-src 'none';frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
  };
  const json = { https: { ...api, ...hsts }, http: api };
  const HELMET_NAMES = [...Object.keys(page.https), 'cross-origin-embedder-policy', 'x-powered-by'];

  const requests = [
    { name: 'a JSON read', method: 'GET', url: '/healthz', kind: 'json' },
    { name: 'a cached read (miss, then hit)', method: 'GET', url: '/api_v1/tool/list', kind: 'json' },
    { name: 'a cached read (hit)', method: 'GET', url: '/api_v1/tool/list', kind: 'json' },
    { name: 'an unknown API route (404)', method: 'GET', url: '/api_v1/no/such/route', kind: 'json' },
    { name: 'an unknown POST (404)', method: 'POST', url: '/api_v1/no/such/route', kind: 'json' },
    { name: 'bad input (400)', method: 'GET', url: '/api_v1/shot/detail?id=abc', kind: 'json' },
    { name: 'a cross-site write (403)', method: 'POST', url: '/api_v1/account/follow', headers: { origin: 'https://evil.example.net' }, kind: 'json' },
    { name: 'a page of the site (SPA fallback)', method: 'GET', url: '/course', kind: 'page' },
    { name: 'the home page', method: 'GET', url: '/', kind: 'page' },
    { name: 'the OpenAPI page', method: 'GET', url: '/api-docs', kind: 'page' },
  ] as const;

  test.each([['https'], ['http']] as const)('on %s, for every kind of answer', async (scheme) => {
    // The suite's app is on https; plain http needs its own.
    const app: TestApp = scheme === 'https' ? t : await createTestApp();
    try {
      for (const request of requests) {
        const response = await app.app.inject({ method: request.method, url: request.url, headers: 'headers' in request ? request.headers : {} });
        const got = Object.fromEntries(HELMET_NAMES.filter((name) => response.headers[name] !== undefined).map((name) => [name, response.headers[name]]));
        const expected = request.kind === 'page' ? page[scheme] : json[scheme];
        expect({ request: request.name, headers: got }).toEqual({ request: request.name, headers: expected });
      }
    } finally {
      if (app !== t) await app.close();
    }
  });
});
