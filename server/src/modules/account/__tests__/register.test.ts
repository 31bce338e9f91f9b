import { cookieFrom, createTestApp, createUser, dataOf, errorOf, latestCode, nextIp, registerViaApi, type TestApp } from '../../../../test/helpers';
import { users } from '../tables';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const sendCode = async (email: string) =>
  dataOf(await t.app.inject({ method: 'POST', url: '/api_v1/email/send/verify/code', remoteAddress: nextIp(), payload: { email, codeType: 'register' } }));
const register = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api_v1/account/register-by-email', remoteAddress: nextIp(), payload });
const userCount = async () => (await t.database.db.select().from(users)).length;

test('registering with the mailed code creates the user and logs them in (httpOnly, SameSite=Lax cookie)', async () => {
  await sendCode('Lin.Wei@Example.com');
  const response = await register({ email: 'Lin.Wei@Example.com', password: 'secret123', emailCode: await latestCode(t, 'lin.wei@example.com'), account: 'linwei' });
  const user = dataOf<{ id: number; username: string; nickname: string; email: string; roles: object; userPower: { canPostShot: boolean } }>(response);
  expect(user).toMatchObject({ username: 'linwei', nickname: 'linwei', email: 'lin.wei@example.com', roles: {}, userPower: { canPostShot: false } });
  const cookie = response.cookies.find((item) => item.name === 'sid');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  const me = await t.app.inject({ method: 'GET', url: '/api_v1/account/info', headers: { cookie: cookieFrom(response) } });
  expect(dataOf<{ id: number }>(me).id).toBe(user.id);
});

test('the code is used up by registering', async () => {
  await sendCode('once@example.com');
  const code = await latestCode(t, 'once@example.com');
  dataOf(await register({ email: 'once@example.com', password: 'secret123', emailCode: code, account: 'onceuser' }));
  const again = await t.app.inject({ method: 'POST', url: '/api_v1/email/verify/code', payload: { email: 'once@example.com', type: 'register', code } });
  expect(errorOf(again).code).toBe(5103);
});

test('5101 for a taken email, a reason for a taken username (any case), 5103/5107 for code problems; nothing is created', async () => {
  await createUser(t.database, { email: 'owner@example.com', username: 'TakenName' });
  await sendCode('fresh@example.com');
  const code = await latestCode(t, 'fresh@example.com');
  const before = await userCount();

  expect(errorOf(await register({ email: 'owner@example.com', password: 'secret123', emailCode: code, account: 'someone' })).code).toBe(5101);
  const taken = errorOf(await register({ email: 'fresh@example.com', password: 'secret123', emailCode: code, account: 'takenname' }));
  expect(taken.fields).toEqual({ account: '该用户名已被占用' });
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  expect(errorOf(await register({ email: 'fresh@example.com', password: 'secret123', emailCode: wrong, account: 'freshuser' })).code).toBe(5107);
  expect(errorOf(await register({ email: 'nocode@example.com', password: 'secret123', emailCode: '123456', account: 'nocodeuser' })).code).toBe(5103);
  expect(await userCount()).toBe(before);

  dataOf(await register({ email: 'fresh@example.com', password: 'secret123', emailCode: code, account: 'freshuser' }));
  expect(await userCount()).toBe(before + 1);
});

test('username, password and email rules are enforced with Chinese reasons', async () => {
  const base = { email: 'rules@example.com', password: 'secret123', emailCode: '123456', account: 'validname' };
  const cases: [Record<string, unknown>, string, string][] = [
    [{ account: 'abc' }, 'account', '用户名为 4-20 位字母、数字或 _ - @ .'],
    [{ account: 'a'.repeat(21) }, 'account', '用户名为 4-20 位字母、数字或 _ - @ .'],
    [{ account: 'me@example.com' }, 'account', '用户名不能是邮箱'],
    [{ account: '中文名字啊' }, 'account', '用户名为 4-20 位字母、数字或 _ - @ .'],
    [{ password: '123' }, 'password', '密码长度为 6-64 位'],
    [{ email: 'bad' }, 'email', '邮箱格式不正确'],
    [{ emailCode: '12ab56' }, 'emailCode', '验证码为 6 位数字'],
  ];
  for (const [change, field, message] of cases) {
    const error = errorOf(await register({ ...base, ...change }));
    expect(error.code).toBe(400);
    expect(error.fields?.[field]).toBe(message);
  }
});

test('a nickname clash gets a free nickname instead of failing', async () => {
  await createUser(t.database, { nickname: 'clash' });
  const { user } = await registerViaApi(t, { email: 'clash@example.com', account: 'clash' });
  expect(user.username).toBe('clash');
  expect(user.nickname).not.toBe('clash');
  expect(user.nickname.startsWith('clash_')).toBe(true);
});
