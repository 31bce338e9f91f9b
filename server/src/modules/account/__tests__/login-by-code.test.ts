import { eq } from 'drizzle-orm';
import { users } from '../tables';
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

test('a code someone else asked for voids none: either live login code signs in, and signing in ends the other', async () => {
  const user = await createUser(t.database, { username: 'twocodes', email: 'twocodes@example.com' });
  dataOf(await api.sendCode('twocodes@example.com', 'login'));
  const owners = await latestCode(t, 'twocodes@example.com');
  t.clock.advance(60_000);
  // Someone else asks for another code to the owner's address.
  dataOf(await api.sendCode('twocodes@example.com', 'login'));
  const later = await latestCode(t, 'twocodes@example.com');
  const [mail] = await mailsTo(t, 'twocodes@example.com');
  expect(mail.text).toContain('此前收到的验证码在有效期内同样可以使用');
  expect(mail.text).toContain('如果不是您本人申请的，请忽略这封邮件');
  expect(dataOf<{ id: number }>(await api.loginByCode('twocodes@example.com', owners)).id).toBe(user.id);
  if (later !== owners) expect(errorOf(await api.loginByCode('twocodes@example.com', later)).code).toBe(5103);
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

test('an account an admin disabled cannot sign in by a login code nor by a password reset', async () => {
  const user = await createUser(t.database, { username: 'stopped', email: 'stopped@example.com' });
  await t.database.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, user.id));
  dataOf(await api.sendCode('stopped@example.com', 'login'));
  const login = await api.loginByCode('stopped@example.com', await latestCode(t, 'stopped@example.com'));
  expect(login.statusCode).toBe(403);
  expect(errorOf(login).message).toContain('停用');
  expect(login.headers['set-cookie']).toBeUndefined();

  t.clock.advance(60_000);
  dataOf(await api.sendCode('stopped@example.com', 'reset'));
  const reset = await api.reset('stopped@example.com', await latestCode(t, 'stopped@example.com'), 'brandnew123');
  expect(reset.statusCode).toBe(403);
  expect(reset.headers['set-cookie']).toBeUndefined();
});
