import { jest } from '@jest/globals';
import { createTestApp, createUser, dataOf, errorOf, nextIp, type TestApp } from '../../../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const send = (email: string, codeType = 'register', remoteAddress = nextIp()) =>
  t.app.inject({ method: 'POST', url: '/api_v1/email/send/verify/code', remoteAddress, payload: { email, codeType } });

const outbox = async (to?: string) =>
  (await t.app.inject({ method: 'GET', url: `/dev/outbox${to ? `?to=${encodeURIComponent(to)}` : ''}` })).json() as {
    to: string;
    subject: string;
    text: string;
    code: string | null;
    createdAt: string;
  }[];

test('a register code goes to the outbox: 6 digits, in subject and text, newest first', async () => {
  expect(dataOf(await send('New.Person@Example.com'))).toEqual({ retryAfter: 60 });
  const [mail] = await outbox('new.person@example.com');
  expect(mail.to).toBe('new.person@example.com');
  expect(mail.code).toMatch(/^\d{6}$/);
  expect(mail.text).toContain(mail.code);
  expect(mail.subject).toContain('注册');
  expect(new Date(mail.createdAt).getTime()).toBe(t.clock.now().getTime());

  await send('second@example.com');
  const all = await outbox();
  expect(all[0].to).toBe('second@example.com');
  expect(all[1].to).toBe('new.person@example.com');
});

test('registering a taken email answers 5101 and mails nothing', async () => {
  const user = await createUser(t.database, { email: 'taken@example.com' });
  const response = await send(user.email);
  expect(response.statusCode).toBeLessThan(500);
  expect(errorOf(response).code).toBe(5101);
  expect(await outbox('taken@example.com')).toHaveLength(0);
});

test('login and reset codes go only to registered addresses, but the answer never tells which', async () => {
  await createUser(t.database, { email: 'member@example.com' });
  const member = await send('member@example.com', 'reset');
  const [mail] = await outbox('member@example.com');
  expect(mail.subject).toContain('重置密码');
  expect(mail.code).toMatch(/^\d{6}$/);
  const unknown = await send('nobody@example.com', 'login');
  expect(unknown.statusCode).toBe(member.statusCode);
  expect(unknown.json()).toEqual(member.json());
  const [notice] = await outbox('nobody@example.com');
  expect(notice.code).toBeNull();
  expect(notice.text).not.toMatch(/\d{6}/);
});

test('every mail has a plain and an HTML part from the templates, with the code escaped into both', async () => {
  dataOf(await send('html@example.com'));
  const [mail] = (await t.app.inject({ method: 'GET', url: '/dev/outbox?to=html@example.com' })).json() as { text: string; html: string; code: string }[];
  expect(mail.html).toMatch(/^<!doctype html>/);
  expect(mail.html).toContain(mail.code);
  expect(mail.text).not.toContain('<');
});

test('one code per address every 60 s, told in seconds left, whatever the type or client address', async () => {
  dataOf(await send('throttle@example.com'));
  t.clock.advance(15_000);
  const early = await send('throttle@example.com', 'register', nextIp());
  expect(early.statusCode).toBe(429);
  expect(errorOf(early).message).toBe('发送太频繁，请 45 秒后再试');
  expect(await outbox('throttle@example.com')).toHaveLength(1);

  t.clock.advance(44_500);
  expect(errorOf(await send('throttle@example.com')).message).toBe('发送太频繁，请 1 秒后再试');
  t.clock.advance(500);
  dataOf(await send('throttle@example.com'));
  expect(await outbox('throttle@example.com')).toHaveLength(2);
});

test('the waits between codes to one address grow (1, 2, 5, 10, 30 minutes, then an hour); each answer says the next wait', async () => {
  const email = 'patient@example.com';
  const steps: [wait: number, told: string][] = [
    [60, '59 秒'],
    [120, '2 分钟'],
    [300, '5 分钟'],
    [600, '10 分钟'],
    [1800, '30 分钟'],
    [3600, '1 小时'],
    [3600, '1 小时'],
  ];
  for (const [index, [wait, told]] of steps.entries()) {
    expect(dataOf(await send(email))).toEqual({ retryAfter: wait });
    t.clock.advance(1000);
    const early = await send(email);
    expect(early.statusCode).toBe(429);
    expect(early.json()).toEqual({ error: { code: 429, message: `发送太频繁，请 ${told}后再试`, retryAfter: wait - 1 } });
    expect(await outbox(email)).toHaveLength(index + 1);
    t.clock.advance((wait - 1) * 1000);
  }
});

test('at most 10 codes to one address a day, however they are spread; the 11th waits until the first is a day old', async () => {
  const email = 'daily@example.com';
  const start = t.clock.now().getTime();
  let retryAfter = 0;
  for (let i = 0; i < 10; i += 1) {
    t.clock.advance(retryAfter * 1000);
    ({ retryAfter } = dataOf<{ retryAfter: number }>(await send(email, i % 2 ? 'login' : 'register', nextIp())));
  }
  let waitS = (start + 24 * 60 * 60 * 1000 - t.clock.now().getTime()) / 1000;
  // The tenth answer already says how long the day's cap holds.
  expect(retryAfter).toBe(waitS);
  t.clock.advance(60 * 60 * 1000);
  const capped = await send(email);
  expect(capped.statusCode).toBe(429);
  waitS -= 60 * 60;
  const minutes = Math.ceil(waitS / 60);
  expect(capped.json()).toEqual({
    error: { code: 429, message: `该邮箱 24 小时内获取验证码已达 10 次，请 ${Math.floor(minutes / 60)} 小时 ${minutes % 60} 分钟后再试`, retryAfter: waitS },
  });
  expect(await outbox(email)).toHaveLength(10);
  t.clock.advance(waitS * 1000);
  dataOf(await send(email));
  expect(await outbox(email)).toHaveLength(11);
});

test('a mail that cannot leave does not count against the address', async () => {
  const email = 'bounce@example.com';
  const failing = jest.spyOn(t.app.ctx.mailer, 'send').mockRejectedValueOnce(new Error('smtp down'));
  expect((await send(email)).statusCode).toBe(500);
  failing.mockRestore();
  expect(dataOf(await send(email))).toEqual({ retryAfter: 60 });
});

test('bad input is refused with 400 and mails nothing', async () => {
  const before = (await outbox()).length;
  for (const payload of [
    { email: 'not-an-email', codeType: 'register' },
    { email: 'a@example.com', codeType: 'other' },
    { email: 'a@example.com' },
    { email: 'a@example.com', codeType: 'register', extra: 1 },
    { email: 42, codeType: 'register' },
  ]) {
    const response = await t.app.inject({ method: 'POST', url: '/api_v1/email/send/verify/code', remoteAddress: nextIp(), payload });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe(400);
  }
  expect(await outbox()).toHaveLength(before);
});

test('send-code is rate-limited per client address', async () => {
  const ip = nextIp();
  const answers: number[] = [];
  for (let i = 0; i < 11; i += 1) answers.push((await send(`limit${i}@example.com`, 'register', ip)).statusCode);
  expect(answers.slice(0, 10).every((status) => status === 200)).toBe(true);
  expect(answers[10]).toBe(429);
});

test('email/check/valid: for register, false when taken; for login and reset, true for any well-formed address', async () => {
  await createUser(t.database, { email: 'exists@example.com' });
  const check = async (email: string, type?: string) =>
    dataOf<{ isValid: boolean }>(
      await t.app.inject({ method: 'GET', url: `/api_v1/email/check/valid?email=${encodeURIComponent(email)}${type ? `&type=${type}` : ''}` }),
    ).isValid;
  expect(await check('EXISTS@example.com')).toBe(false);
  expect(await check('free@example.com', 'register')).toBe(true);
  expect(await check('exists@example.com', 'login')).toBe(true);
  expect(await check('free@example.com', 'reset')).toBe(true);
  expect(await check('not-an-email')).toBe(false);
});
