import { createTestApp, createUser, dataOf, errorOf, injectAs, type TestApp } from '../../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

test('unknown routes answer 404 in the envelope', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api_v1/no/such/route' });
  expect(response.statusCode).toBe(404);
  expect(errorOf(response).code).toBe(404);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  // Written as text: the bytes are the ones JSON.stringify gives; the query is left out.
  const odd = await t.app.inject({ method: 'GET', url: '/api_v1/no/%22quoted%22/%E8%AF%BE?x=1' });
  expect(odd.statusCode).toBe(404);
  expect(odd.body).toBe(JSON.stringify({ error: { code: 404, message: '接口不存在：GET /api_v1/no/%22quoted%22/%E8%AF%BE' } }));
  const post = await t.app.inject({ method: 'POST', url: '/api_v1/no/such/route', headers: { origin: t.config.PUBLIC_URL }, payload: {} });
  expect(post.statusCode).toBe(404);
  expect(JSON.parse(post.body)).toEqual({ error: { code: 404, message: '接口不存在：POST /api_v1/no/such/route' } });
});

test('account/info answers 1100 when not logged in and the user when logged in', async () => {
  const anonymous = await t.app.inject({ method: 'GET', url: '/api_v1/account/info' });
  // 200, not 401: every visitor's page load asks, and a 4xx is logged by the browser as a failed request.
  expect(anonymous.statusCode).toBe(200);
  expect(errorOf(anonymous).code).toBe(1100);
  // Other member-only calls still answer 401.
  const other = await t.app.inject({ method: 'GET', url: '/api_v1/account/message/list?page=0&perPage=15' });
  expect(other.statusCode).toBe(401);
  expect(errorOf(other).code).toBe(1100);

  const user = await createUser(t.database, { roles: { teacher: true }, canPostShot: true });
  const me = dataOf<{ id: number; roles: Record<string, boolean>; userPower: { canPostShot: boolean } }>(
    await injectAs(t, user.id, { method: 'GET', url: '/api_v1/account/info' }),
  );
  expect(me).toMatchObject({ id: user.id, roles: { teacher: true }, userPower: { canPostShot: true } });
});

test('healthz reports the database', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/healthz' });
  expect(dataOf(response)).toEqual({ status: 'ok', database: true });
});
