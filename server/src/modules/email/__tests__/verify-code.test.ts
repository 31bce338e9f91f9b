import { createTestApp, dataOf, errorOf, latestCode, nextIp, type TestApp } from '../../../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const send = async (email: string, codeType = 'register') =>
  dataOf(await t.app.inject({ method: 'POST', url: '/api_v1/email/send/verify/code', remoteAddress: nextIp(), payload: { email, codeType } }));
const verify = (email: string, code: string, type = 'register') =>
  t.app.inject({ method: 'POST', url: '/api_v1/email/verify/code', remoteAddress: nextIp(), payload: { email, type, code } });

/** A 6-digit code that differs from the real one. */
const wrongFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

test('the right code verifies, and verifying does not use it up', async () => {
  await send('ok@example.com');
  const code = await latestCode(t, 'ok@example.com');
  expect(dataOf(await verify('OK@example.com', code))).toEqual({ valid: true });
  expect(dataOf(await verify('ok@example.com', code))).toEqual({ valid: true });
});

test('5107 for a wrong code, 5103 when there is none or it is for another type', async () => {
  await send('wrong@example.com');
  const code = await latestCode(t, 'wrong@example.com');
  expect(errorOf(await verify('wrong@example.com', wrongFor(code))).code).toBe(5107);
  expect(errorOf(await verify('never-sent@example.com', '123456')).code).toBe(5103);
  expect(errorOf(await verify('wrong@example.com', code, 'reset')).code).toBe(5103);
});

test('codes live 10 minutes', async () => {
  await send('expiry@example.com');
  const code = await latestCode(t, 'expiry@example.com');
  t.clock.advance(10 * 60 * 1000 - 1000);
  dataOf(await verify('expiry@example.com', code));
  t.clock.advance(1000);
  const expired = await verify('expiry@example.com', code);
  expect(expired.statusCode).toBeLessThan(500);
  expect(errorOf(expired).code).toBe(5103);
});

test('a code dies after 10 wrong tries, even for the right code afterwards', async () => {
  await send('brute@example.com');
  const code = await latestCode(t, 'brute@example.com');
  for (let i = 0; i < 9; i += 1) expect(errorOf(await verify('brute@example.com', wrongFor(code))).code).toBe(5107);
  dataOf(await verify('brute@example.com', code));
  expect(errorOf(await verify('brute@example.com', wrongFor(code))).code).toBe(5107);
  expect(errorOf(await verify('brute@example.com', code)).code).toBe(5103);
});

test('a new code leaves the earlier one valid: both verify, each with its own expiry and tries', async () => {
  await send('twice@example.com');
  const first = await latestCode(t, 'twice@example.com');
  t.clock.advance(61_000);
  await send('twice@example.com');
  const second = await latestCode(t, 'twice@example.com');
  dataOf(await verify('twice@example.com', first));
  dataOf(await verify('twice@example.com', second));
  // Wrong tries go against the newest live code: after 10 it dies, the first one lives on.
  const wrong = ['000000', '999999'].find((guess) => guess !== first && guess !== second) ?? wrongFor(first);
  for (let i = 0; i < 10; i += 1) expect(errorOf(await verify('twice@example.com', wrong)).code).toBe(5107);
  dataOf(await verify('twice@example.com', first));
  // The first one expires on its own clock, 61 s before the second would have.
  t.clock.advance(10 * 60 * 1000 - 61_000);
  expect(errorOf(await verify('twice@example.com', first)).code).toBe(5103);
});

test('30 wrong tries per address a day, whatever codes they were made on: then even the right code waits, told when', async () => {
  const email = 'guessed@example.com';
  const start = t.clock.now().getTime();
  // Three codes die of 10 wrong tries each (sends 60 s and then 2 min apart).
  for (const wait of [0, 60_000, 120_000]) {
    t.clock.advance(wait);
    await send(email);
    const code = await latestCode(t, email);
    for (let i = 0; i < 10; i += 1) expect(errorOf(await verify(email, wrongFor(code))).code).toBe(5107);
  }
  t.clock.advance(300_000);
  await send(email);
  const fresh = await latestCode(t, email);
  const refused = await verify(email, fresh);
  expect(refused.statusCode).toBe(429);
  // The first code's 10 tries leave the count 24 h after it was sent: 23 h 52 min from now.
  const waitS = (start + 24 * 60 * 60 * 1000 - t.clock.now().getTime()) / 1000;
  expect(refused.json()).toEqual({ error: { code: 429, message: '验证码错误次数过多，请 23 小时 52 分钟后再试', retryAfter: waitS } });
  // Another address is not affected.
  await send('bystander@example.com');
  dataOf(await verify('bystander@example.com', await latestCode(t, 'bystander@example.com')));

  t.clock.advance(waitS * 1000);
  await send(email);
  dataOf(await verify(email, await latestCode(t, email)));
});

test('codes are stored hashed, never in clear', async () => {
  await send('hashed@example.com');
  const code = await latestCode(t, 'hashed@example.com');
  const rows = await t.database.db.query.emailCodes.findMany();
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) {
    expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.codeHash).not.toContain(code);
  }
});

test('malformed codes are bad input, not a wrong try', async () => {
  await send('format@example.com');
  for (const code of ['12345', 'abcdef', '1234567']) {
    const response = await verify('format@example.com', code);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe(400);
  }
  dataOf(await verify('format@example.com', await latestCode(t, 'format@example.com')));
});
