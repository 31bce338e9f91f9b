import { cookieFrom, createTestApp, createUser, dataOf, errorOf, latestCode, nextIp, type TestApp } from '../../../../test/helpers';
import { mailsTo, otherCode, recoveryCalls } from './recovery-helpers';

let t: TestApp;
let api: ReturnType<typeof recoveryCalls>;
beforeAll(async () => {
  t = await createTestApp();
  api = recoveryCalls(t);
});
afterAll(() => t.close());

const CHROME = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1';

const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string | null, payload?: object) =>
  t.app.inject({ method, url: `/api_v1${url}`, remoteAddress: nextIp(), payload, headers: cookie ? { cookie } : {} });

async function signIn(account: string, password: string, userAgent: string) {
  return cookieFrom(await api.login(account, password, { userAgent }));
}

interface Device {
  id: string;
  browser: string;
  os: string;
  deviceType: string;
  createdAt: string;
  lastSeenAt: string;
  current: boolean;
}

test('the device list names each browser, marks this one, and moves "last seen" as devices are used', async () => {
  await createUser(t.database, { username: 'twodevices', password: 'secret123' });
  const desk = await signIn('twodevices', 'secret123', CHROME);
  t.clock.advance(60_000);
  const phone = await signIn('twodevices', 'secret123', IPHONE);
  const devices = dataOf<Device[]>(await call('GET', '/account/devices', desk));
  expect(devices).toHaveLength(2);
  const [mobile, desktop] = devices;
  expect(desktop).toMatchObject({ browser: 'Chrome 120', os: 'macOS Catalina', deviceType: 'desktop', current: true });
  expect(mobile).toMatchObject({ browser: 'Safari 17', os: 'iOS 17.1', deviceType: 'mobile', current: false });
  expect(JSON.stringify(devices)).not.toContain(desk.split('=')[1]);

  t.clock.advance(10 * 60 * 1000);
  dataOf(await api.info(desk));
  const later = dataOf<Device[]>(await call('GET', '/account/devices', desk));
  expect(later[0]).toMatchObject({ browser: 'Chrome 120', current: true, lastSeenAt: t.clock.now().toISOString() });
  expect(later[1]).toMatchObject({ browser: 'Safari 17', lastSeenAt: mobile.lastSeenAt });
  expect(phone).not.toBe(desk);
});

test('signing out another device ends its session (1100 on its next call); the current one cannot be picked', async () => {
  const user = await createUser(t.database, { username: 'signsout', password: 'secret123' });
  const mine = await signIn('signsout', 'secret123', CHROME);
  const theirs = await signIn('signsout', 'secret123', IPHONE);
  const devices = dataOf<Device[]>(await call('GET', '/account/devices', mine));
  const other = devices.find((device) => !device.current);
  const current = devices.find((device) => device.current);
  if (!other || !current) throw new Error('expected two devices');

  const self = await call('POST', '/account/devices/sign-out', mine, { id: current.id });
  expect(self.statusCode).toBe(400);
  dataOf(await api.info(mine));

  // Someone else's session is not found, and stays signed in.
  const stranger = await createUser(t.database, { password: 'secret123' });
  const strangerCookie = await signIn(stranger.username, 'secret123', CHROME);
  expect((await call('POST', '/account/devices/sign-out', strangerCookie, { id: other.id })).statusCode).toBe(404);
  dataOf(await api.info(theirs));

  expect(dataOf(await call('POST', '/account/devices/sign-out', mine, { id: other.id }))).toBeNull();
  expect(errorOf(await api.info(theirs)).code).toBe(1100);
  dataOf(await api.info(mine));
  expect(errorOf(await call('POST', '/account/devices/sign-out', mine, { id: other.id })).code).toBe(404);
  expect((await call('POST', '/account/devices/sign-out', mine, { id: 'not-a-uuid' })).statusCode).toBe(400);
  expect(user.id).toBeGreaterThan(0);
});

test('sign out all other devices keeps this one', async () => {
  await createUser(t.database, { username: 'signsoutall', password: 'secret123' });
  const mine = await signIn('signsoutall', 'secret123', CHROME);
  const others = [await signIn('signsoutall', 'secret123', IPHONE), await signIn('signsoutall', 'secret123', '')];
  expect(dataOf(await call('POST', '/account/devices/sign-out-others', mine))).toEqual({ signedOut: 2 });
  for (const cookie of others) expect(errorOf(await api.info(cookie)).code).toBe(1100);
  const [left] = dataOf<Device[]>(await call('GET', '/account/devices', mine));
  expect(left.current).toBe(true);
});

test('changing the password needs the current one (4104), signs other devices out and mails a notice', async () => {
  await createUser(t.database, { username: 'changer', email: 'changer@example.com', password: 'old-secret' });
  const mine = await signIn('changer', 'old-secret', CHROME);
  const other = await signIn('changer', 'old-secret', IPHONE);
  const wrong = await call('PUT', '/account/password', mine, { currentPassword: 'not-it', password: 'new-secret' });
  expect(wrong.statusCode).toBe(400);
  expect(errorOf(wrong)).toMatchObject({ code: 4104, fields: { currentPassword: '当前密码不正确' } });
  dataOf(await api.info(other));
  expect(await mailsTo(t, 'changer@example.com')).toHaveLength(0);

  expect(dataOf(await call('PUT', '/account/password', mine, { currentPassword: 'old-secret', password: 'new-secret' }))).toEqual({ signedOut: 1 });
  dataOf(await api.info(mine));
  expect(errorOf(await api.info(other)).code).toBe(1100);
  dataOf(await api.login('changer', 'new-secret'));
  const [notice] = await mailsTo(t, 'changer@example.com');
  expect(notice.subject).toContain('密码已修改');
  expect(notice.html).toContain('忘记密码');

  const weak = await call('PUT', '/account/password', mine, { currentPassword: 'new-secret', password: '123' });
  expect(errorOf(weak).fields?.password).toBeTruthy();
});

test('changing the email takes a change-email code sent to the new address; both addresses are told', async () => {
  await createUser(t.database, { username: 'mover', email: 'old-home@example.com', password: 'secret123' });
  await createUser(t.database, { email: 'occupied@example.com' });
  const mine = await signIn('mover', 'secret123', CHROME);

  expect(errorOf(await api.sendCode('new-home@example.com', 'change-email')).code).toBe(1100);
  expect(errorOf(await api.sendCode('occupied@example.com', 'change-email', { cookie: mine })).code).toBe(5101);
  dataOf(await api.sendCode('new-home@example.com', 'change-email', { cookie: mine }));
  const code = await latestCode(t, 'new-home@example.com');
  expect((await mailsTo(t, 'new-home@example.com'))[0].subject).toContain('更换绑定邮箱');

  expect(errorOf(await call('PUT', '/account/email', mine, { email: 'new-home@example.com', emailCode: otherCode(code) })).code).toBe(5107);
  expect(errorOf(await call('PUT', '/account/email', mine, { email: 'occupied@example.com', emailCode: code })).code).toBe(5101);
  expect(errorOf(await call('PUT', '/account/email', null, { email: 'new-home@example.com', emailCode: code })).code).toBe(1100);
  const changed = dataOf<{ email: string }>(await call('PUT', '/account/email', mine, { email: 'New-Home@example.com', emailCode: code }));
  expect(changed.email).toBe('new-home@example.com');
  expect(errorOf(await call('PUT', '/account/email', mine, { email: 'new-home@example.com', emailCode: code })).code).toBe(400);

  const [toOld] = await mailsTo(t, 'old-home@example.com');
  expect(toOld.text).toContain('n****@example.com');
  const [toNew] = await mailsTo(t, 'new-home@example.com');
  expect(toNew.subject).toContain('绑定邮箱已更换');
  dataOf(await api.login('new-home@example.com', 'secret123'));
  expect(errorOf(await api.login('old-home@example.com', 'secret123')).code).toBe(4103);
});

test('a change-email code cannot be replayed on another account or expire into use', async () => {
  await createUser(t.database, { username: 'mover2', password: 'secret123' });
  const mine = await signIn('mover2', 'secret123', CHROME);
  dataOf(await api.sendCode('later@example.com', 'change-email', { cookie: mine }));
  const code = await latestCode(t, 'later@example.com');
  t.clock.advance(10 * 60 * 1000);
  expect(errorOf(await call('PUT', '/account/email', mine, { email: 'later@example.com', emailCode: code })).code).toBe(5103);
});

test('every security call needs a session (1100)', async () => {
  for (const [method, url, payload] of [
    ['GET', '/account/devices', undefined],
    ['POST', '/account/devices/sign-out-others', undefined],
    ['POST', '/account/devices/sign-out', { id: '00000000-0000-4000-8000-000000000000' }],
    ['PUT', '/account/password', { currentPassword: 'x', password: 'secret123' }],
  ] as const) {
    expect(errorOf(await call(method, url, null, payload)).code).toBe(1100);
  }
});
