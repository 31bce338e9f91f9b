import { cookieFrom, createTestApp, createUser, dataOf, errorOf, latestCode, nextIp, sessionCookieFor, type TestApp } from '../../../../test/helpers';
import { mailsTo, otherCode, recoveryCalls } from './recovery-helpers';

let t: TestApp;
let api: ReturnType<typeof recoveryCalls>;
beforeAll(async () => {
  t = await createTestApp();
  api = recoveryCalls(t);
});
afterAll(() => t.close());

test('a reset code sets a new password, signs this browser in and ends every other session', async () => {
  const user = await createUser(t.database, { username: 'forgetful', email: 'forgetful@example.com', password: 'old-pass' });
  const laptop = await sessionCookieFor(t.database, user.id);
  const phone = await sessionCookieFor(t.database, user.id);
  dataOf(await api.sendCode('Forgetful@Example.com', 'reset'));
  const code = await latestCode(t, 'forgetful@example.com');
  // Step 1 of the modal checks the code without using it up.
  dataOf(await api.verifyCode('forgetful@example.com', 'reset', code));

  const response = await api.reset('forgetful@example.com', code, 'new-pass-1');
  expect(dataOf<{ id: number }>(response).id).toBe(user.id);
  const fresh = cookieFrom(response);
  expect(dataOf<{ username: string }>(await api.info(fresh)).username).toBe('forgetful');
  for (const cookie of [laptop, phone]) expect(errorOf(await api.info(cookie)).code).toBe(1100);

  expect(errorOf(await api.login('forgetful', 'old-pass')).code).toBe(4103);
  dataOf(await api.login('forgetful', 'new-pass-1'));

  const [notice] = await mailsTo(t, 'forgetful@example.com');
  expect(notice.subject).toContain('密码已修改');
  expect(notice.text).toContain('forgetful');
  expect(notice.html).toContain('<html');
  expect(notice.code).toBeNull();
});

test('a wrong code answers 5107, an expired one 5103, and neither changes the password', async () => {
  await createUser(t.database, { username: 'wrongcode', email: 'wrongcode@example.com', password: 'keep-me' });
  dataOf(await api.sendCode('wrongcode@example.com', 'reset'));
  const code = await latestCode(t, 'wrongcode@example.com');
  const wrong = await api.reset('wrongcode@example.com', otherCode(code), 'changed-1');
  expect(wrong.statusCode).toBe(400);
  expect(errorOf(wrong).code).toBe(5107);
  t.clock.advance(10 * 60 * 1000);
  expect(errorOf(await api.reset('wrongcode@example.com', code, 'changed-1')).code).toBe(5103);
  dataOf(await api.login('wrongcode', 'keep-me'));
});

test('a used code cannot be replayed', async () => {
  await createUser(t.database, { username: 'replayer', email: 'replayer@example.com', password: 'first-pass' });
  dataOf(await api.sendCode('replayer@example.com', 'reset'));
  const code = await latestCode(t, 'replayer@example.com');
  dataOf(await api.reset('replayer@example.com', code, 'second-pass'));
  const replay = await api.reset('replayer@example.com', code, 'third-pass');
  expect(errorOf(replay).code).toBe(5103);
  dataOf(await api.login('replayer', 'second-pass'));
  expect(errorOf(await api.login('replayer', 'third-pass')).code).toBe(4103);
});

test('codes are typed: a register or login code does not reset a password', async () => {
  await createUser(t.database, { username: 'typedcode', email: 'typedcode@example.com', password: 'stays-same' });
  dataOf(await api.sendCode('typedcode@example.com', 'login'));
  const loginCode = await latestCode(t, 'typedcode@example.com');
  expect(errorOf(await api.reset('typedcode@example.com', loginCode, 'changed-1')).code).toBe(5103);
});

test('ten wrong guesses kill the code, even for the right one afterwards', async () => {
  await createUser(t.database, { username: 'guessed', email: 'guessed@example.com', password: 'stays-same' });
  dataOf(await api.sendCode('guessed@example.com', 'reset'));
  const code = await latestCode(t, 'guessed@example.com');
  for (let i = 0; i < 10; i += 1) expect(errorOf(await api.reset('guessed@example.com', otherCode(code), 'changed-1')).code).toBe(5107);
  expect(errorOf(await api.reset('guessed@example.com', code, 'changed-1')).code).toBe(5103);
  dataOf(await api.login('guessed', 'stays-same'));
});

test('an unregistered address gets the same answers as a member: no code, a mail saying so', async () => {
  await createUser(t.database, { email: 'known@example.com' });
  const member = await api.sendCode('known@example.com', 'reset');
  const stranger = await api.sendCode('stranger@example.com', 'reset');
  expect(stranger.statusCode).toBe(member.statusCode);
  expect(stranger.json()).toEqual(member.json());

  const [mail] = await mailsTo(t, 'stranger@example.com');
  expect(mail.code).toBeNull();
  expect(mail.text).toContain('没有注册');
  expect(mail.html).toContain('没有注册');
  // Every guess fails as a wrong code would, and the 60 s rule holds the same way.
  expect(errorOf(await api.reset('stranger@example.com', '123456', 'whatever1')).code).toBe(5107);
  expect(errorOf(await api.sendCode('stranger@example.com', 'reset')).code).toBe(429);
  expect(errorOf(await api.sendCode('known@example.com', 'reset')).code).toBe(429);
  for (const type of ['login', 'reset']) {
    for (const email of ['known@example.com', 'stranger@example.com']) {
      const check = await t.app.inject({ method: 'GET', url: `/api_v1/email/check/valid?email=${email}&type=${type}` });
      expect(dataOf(check)).toEqual({ isValid: true });
    }
  }
});

test('a successful reset lifts the login lockout (4108)', async () => {
  await createUser(t.database, { username: 'lockedout', email: 'lockedout@example.com', password: 'forgotten' });
  const ip = nextIp();
  for (let i = 0; i < 5; i += 1) expect(errorOf(await api.login('lockedout', `guess-${i}`, { ip })).code).toBe(4103);
  expect(errorOf(await api.login('lockedout', 'forgotten', { ip })).code).toBe(4108);

  dataOf(await api.sendCode('lockedout@example.com', 'reset'));
  dataOf(await api.reset('lockedout@example.com', await latestCode(t, 'lockedout@example.com'), 'remembered'));
  dataOf(await api.login('lockedout', 'remembered', { ip }));
});

test('reset calls are rate-limited per client address like the other code calls', async () => {
  const ip = nextIp();
  const statuses: number[] = [];
  for (let i = 0; i < 11; i += 1) statuses.push((await api.reset('nobody@example.com', '000000', 'whatever1', { ip })).statusCode);
  expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
  expect(statuses[10]).toBe(429);
});

test('bad reset input is a 400 naming the field, never a 500', async () => {
  for (const payload of [{}, { email: 'a@b.co', emailCode: '12', password: 'secret1' }, { email: 'x', emailCode: '123456', password: 'secret1' }, { email: 'a@b.co', emailCode: '123456', password: '1' }]) {
    const response = await t.app.inject({ method: 'POST', url: '/api_v1/account/password/reset', remoteAddress: nextIp(), payload });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe(400);
    expect(Object.keys(errorOf(response).fields ?? {}).length).toBeGreaterThan(0);
  }
});
