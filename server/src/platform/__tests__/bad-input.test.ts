import { createTestApp, createUser, errorOf, injectAs, nextIp, type TestApp } from '../../../test/helpers';
import { users } from '../../modules/account/tables';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const userCount = async () => (await t.database.db.select().from(users)).length;
const post = (url: string, payload: string | Buffer, contentType = 'application/json') =>
  t.app.inject({ method: 'POST', url, remoteAddress: nextIp(), payload, headers: { 'content-type': contentType } });

test('bad bodies get a clear 4xx in the envelope and change nothing', async () => {
  const before = await userCount();
  const register = '/api_v1/account/register-by-email';
  const cases: [number, Promise<Awaited<ReturnType<typeof post>>>][] = [
    [400, post(register, '{"email": "a@b.com", ')],
    [400, post(register, '')],
    [400, post(register, '[]')],
    [400, post(register, 'null')],
    [400, post(register, '"text"')],
    [415, post(register, 'email=a@b.com', 'application/x-www-form-urlencoded')],
    // Fastify reads text/plain as a string, which the schema then refuses.
    [400, post(register, 'hello', 'text/plain')],
    [415, post(register, '<a/>', 'application/xml')],
    [413, post(register, JSON.stringify({ email: 'a@b.com', password: 'x'.repeat(1024 * 1024 + 10) }))],
    [400, post(register, JSON.stringify({ email: 'a@b.com', password: 'secret123', emailCode: '123456', account: 'someone', admin: true }))],
    [400, post(register, JSON.stringify({ email: ['a@b.com'], password: 'secret123', emailCode: '123456', account: 'someone' }))],
    [400, post(register, JSON.stringify({ password: 'secret123', emailCode: '123456', account: 'someone' }))],
  ];
  for (const [status, pending] of cases) {
    const response = await pending;
    expect({ status: response.statusCode, body: response.body }).toEqual({ status, body: expect.any(String) });
    const error = errorOf(response);
    expect(error.code).toBe(status);
    expect(error.message).toMatch(/[\u4e00-\u9fa5]/);
  }
  expect(await userCount()).toBe(before);
});

test('validation errors name the field with a Chinese message', async () => {
  const response = await post('/api_v1/account/login', JSON.stringify({ account: 12, password: 'x' }));
  const error = errorOf(response);
  expect(error.code).toBe(400);
  expect(Object.keys(error.fields ?? {})).toEqual(['account']);
  expect(error.message).toContain('account');
});

test('bad query strings are 400, not 500', async () => {
  const me = await createUser(t.database);
  for (const url of [
    '/api_v1/account/following?page=abc',
    '/api_v1/account/following?page=-1',
    '/api_v1/account/following?perPage=100000',
    '/api_v1/account/visitor?userId=1e999',
    '/api_v1/account/message/list?perPage=0',
    '/api_v1/account/public/info',
    '/api_v1/email/check/valid',
  ]) {
    const response = await injectAs(t, me.id, { method: 'GET', url });
    expect({ url, status: response.statusCode }).toEqual({ url, status: 400 });
    expect(errorOf(response).code).toBe(400);
  }
});

test('a body on GET, a huge cookie or a strange session cookie is no problem', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api_v1/account/info', headers: { cookie: `sid=${'x'.repeat(5000)}` } });
  expect(errorOf(response).code).toBe(1100);
  expect(errorOf(await t.app.inject({ method: 'GET', url: '/api_v1/account/info', headers: { cookie: 'sid=%E0%A4%A' } })).code).toBe(1100);
});

test('unknown routes and methods answer 404 in the envelope', async () => {
  for (const [method, url] of [
    ['GET', '/api_v1/nothing/here'],
    ['PATCH', '/api_v1/account/info'],
    ['DELETE', '/api_v1/account/login'],
  ] as const) {
    const response = await t.app.inject({ method, url });
    expect(response.statusCode).toBe(404);
    expect(errorOf(response).code).toBe(404);
  }
});

test('a NUL byte is a 400 naming the field, never a 500 (every route: bad-input-routes.test.ts)', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api_v1/account/public/info?username=%00' });
  expect(response.statusCode).toBe(400);
  expect(errorOf(response).fields).toEqual({ username: '不能包含空字符' });
  const body = await post('/api_v1/account/login', JSON.stringify({ account: 'a\u0000', password: 'x' }));
  expect(errorOf(body).fields).toEqual({ account: '不能包含空字符' });
  // Deep in the body the answer names the exact place; in a key it names the object holding it.
  const deep = await post('/api_v1/account/login', JSON.stringify({ account: 'a', password: 'x', extra: { list: ['ok', 'b\u0000'] } }));
  expect(errorOf(deep).fields).toEqual({ 'extra.list.1': '不能包含空字符' });
  const key = await post('/api_v1/account/login', JSON.stringify({ account: 'a', password: 'x', extra: { 'k\u0000': 1 } }));
  expect(errorOf(key).fields).toEqual({ extra: '不能包含空字符' });
  // A session cookie holding one is no session at all.
  expect(errorOf(await t.app.inject({ method: 'GET', url: '/api_v1/account/info', headers: { cookie: 'sid=%00' } })).code).toBe(1100);
});
