import { cookieFrom, createTestApp, createUser, dataOf, errorOf, latestCode, nextIp, type TestApp } from '../../../../test/helpers';
import { mailsTo, otherCode, recoveryCalls } from './recovery-helpers';

let t: TestApp;
let api: ReturnType<typeof recoveryCalls>;
beforeAll(async () => {
  t = await createTestApp();
  api = recoveryCalls(t);
});
afterAll(() => t.close());

test('a login code signs the member in once; the same code cannot be replayed', async () => {
  const user = await createUser(t.database, { username: 'codeuser', email: 'codeuser@example.com' });
  dataOf(await api.sendCode('codeuser@example.com', 'login'));
  const [mail] = await mailsTo(t, 'codeuser@example.com');
  expect(mail.subject).toContain('登录验证码');
  expect(mail.html).toContain(mail.code);
  const response = await api.loginByCode('CodeUser@example.com', mail.code ?? '');
  expect(dataOf<{ id: number }>(response).id).toBe(user.id);
  expect(dataOf<{ id: number }>(await api.info(cookieFrom(response))).id).toBe(user.id);
  expect(errorOf(await api.loginByCode('codeuser@example.com', mail.code ?? '')).code).toBe(5103);
});

test('wrong (5107), expired (5103) and reset-typed codes do not sign in', async () => {
  await createUser(t.database, { username: 'codeuser2', email: 'codeuser2@example.com' });
  dataOf(await api.sendCode('codeuser2@example.com', 'login'));
  const code = await latestCode(t, 'codeuser2@example.com');
  expect(errorOf(await api.loginByCode('codeuser2@example.com', otherCode(code))).code).toBe(5107);
  t.clock.advance(10 * 60 * 1000 + 1);
  expect(errorOf(await api.loginByCode('codeuser2@example.com', code)).code).toBe(5103);

  dataOf(await api.sendCode('codeuser2@example.com', 'reset'));
  expect(errorOf(await api.loginByCode('codeuser2@example.com', await latestCode(t, 'codeuser2@example.com'))).code).toBe(5103);
});

test('an address without an account fails like a wrong code', async () => {
  dataOf(await api.sendCode('ghost@example.com', 'login'));
  expect((await mailsTo(t, 'ghost@example.com'))[0].code).toBeNull();
  expect(errorOf(await api.loginByCode('ghost@example.com', '654321')).code).toBe(5107);
});

test('code login is rate-limited per client address; sending codes is throttled per address', async () => {
  const ip = nextIp();
  const statuses: number[] = [];
  for (let i = 0; i < 11; i += 1) statuses.push((await api.loginByCode('nobody@example.com', '000000', { ip })).statusCode);
  expect(statuses[9]).toBe(400);
  expect(statuses[10]).toBe(429);

  await createUser(t.database, { email: 'often@example.com' });
  dataOf(await api.sendCode('often@example.com', 'login'));
  const again = await api.sendCode('often@example.com', 'login');
  expect(again.statusCode).toBe(429);
  t.clock.advance(60_000);
  dataOf(await api.sendCode('often@example.com', 'login'));
});
