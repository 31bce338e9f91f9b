import type { LightMyRequestResponse } from 'fastify';
import { signValue } from '../../../platform/signed-value';
import { createTestApp, createUser, dataOf, errorOf, latestCode, nextIp, type TestApp } from '../../../../test/helpers';
import { guardKeys } from '../login-guard';
import { loginLocks } from '../tables';
import { recoveryCalls } from './recovery-helpers';

let t: TestApp;
let api: ReturnType<typeof recoveryCalls>;
beforeAll(async () => {
  t = await createTestApp();
  api = recoveryCalls(t);
});
afterAll(() => t.close());

const login = (account: string, password: string, options: { ip?: string; cookie?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api_v1/account/login',
    remoteAddress: options.ip ?? nextIp(),
    payload: { account, password },
    headers: options.cookie ? { cookie: options.cookie } : {},
  });

/** "kd=..." from a sign-in's answer: what the browser sends with its next password sign-in. */
function knownDeviceFrom(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((item) => item.name === 'kd');
  if (!cookie) throw new Error(`no known-device cookie in ${response.statusCode} ${response.body}`);
  return `kd=${cookie.value}`;
}

/** 50 failures from 50 addresses within a minute: the account is locked for everyone for a minute. */
async function lockAccountEverywhere(username: string) {
  for (let i = 0; i < 50; i += 1) expect(errorOf(await login(username, `guess-${i}`)).code).toBe(4103);
  expect(errorOf(await login(username, 'secret123')).code).toBe(4108);
}

/** The account-wide lock as login-guard writes it, without 50 slow password checks first. */
async function lockAccountFor(user: { id: number; username: string }, ms: number) {
  await t.database.db.insert(loginLocks).values({ key: guardKeys(user.id, '', '').account, lockedUntil: new Date(t.clock.now().getTime() + ms) });
  expect(errorOf(await login(user.username, 'secret123')).code).toBe(4108);
}

beforeEach(() => {
  // Each test starts after the last one's failures and locks have aged out.
  t.clock.advance(2 * 60 * 60 * 1000);
});

test('every sign-in marks the browser as a known device: a signed, httpOnly, SameSite=Lax cookie sent only to the password sign-in', async () => {
  const user = await createUser(t.database, { username: 'marked', email: 'marked@example.com', password: 'secret123' });
  const response = await login('marked', 'secret123');
  const cookie = response.cookies.find((item) => item.name === 'kd');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api_v1/account/login', maxAge: 180 * 24 * 60 * 60 });
  expect(cookie?.secure).toBeFalsy();
  expect(cookie?.value.startsWith(`${user.id}.`)).toBe(true);

  // Signing in by an email code marks the browser too.
  dataOf(await api.sendCode('marked@example.com', 'login'));
  knownDeviceFrom(await api.loginByCode('marked@example.com', await latestCode(t, 'marked@example.com')));
});

test('the cookie carries Secure when PUBLIC_URL is https', async () => {
  const secure = await createTestApp({ PUBLIC_URL: 'https://design.example' });
  try {
    await createUser(secure.database, { username: 'tlsuser', password: 'secret123' });
    const response = await secure.app.inject({ method: 'POST', url: '/api_v1/account/login', remoteAddress: nextIp(), payload: { account: 'tlsuser', password: 'secret123' } });
    expect(response.cookies.find((item) => item.name === 'kd')?.secure).toBe(true);
  } finally {
    await secure.close();
  }
});

test('while failures from many addresses lock the account (4108), the owner signs in by password from a known device and by an email code', async () => {
  await createUser(t.database, { username: 'besieged', email: 'besieged@example.com', password: 'secret123' });
  const laptop = knownDeviceFrom(await login('besieged', 'secret123'));
  await lockAccountEverywhere('besieged');

  // Another browser, or one without the cookie, is held by the lock; the known one is not.
  expect(errorOf(await login('besieged', 'secret123')).code).toBe(4108);
  const owner = await login('besieged', 'secret123', { cookie: laptop });
  dataOf(owner);
  // Its sign-in renews the cookie.
  knownDeviceFrom(owner);

  // An email code signs in while the lock holds, whatever the browser.
  dataOf(await api.sendCode('besieged@example.com', 'login'));
  dataOf(await api.loginByCode('besieged@example.com', await latestCode(t, 'besieged@example.com')));
  expect(errorOf(await login('besieged', 'secret123')).code).toBe(4108);
});

test("a known device's failures still count, and its own address is still limited", async () => {
  await createUser(t.database, { username: 'clumsy', password: 'secret123' });
  const home = nextIp();
  const phone = knownDeviceFrom(await login('clumsy', 'secret123', { ip: home }));
  await lockAccountEverywhere('clumsy');
  // Five wrong passwords from the known device lock that device's address like any other client's.
  for (let i = 0; i < 5; i += 1) expect(errorOf(await login('clumsy', `typo-${i}`, { ip: home, cookie: phone })).code).toBe(4103);
  expect(errorOf(await login('clumsy', 'secret123', { ip: home, cookie: phone })).code).toBe(4108);
  // Elsewhere its wrong passwords are told apart from a lock (4103) and count against the account:
  // 60 failures double the account's lock, still on for others after the first minute.
  for (let i = 0; i < 5; i += 1) expect(errorOf(await login('clumsy', `typo-${i}`, { cookie: phone })).code).toBe(4103);
  t.clock.advance(60_000);
  expect(errorOf(await login('clumsy', 'secret123')).code).toBe(4108);
  // From another address the known device gets in.
  dataOf(await login('clumsy', 'secret123', { cookie: phone }));
});

test('a forged, edited or foreign cookie does not pass the lock', async () => {
  const owner = await createUser(t.database, { username: 'target', password: 'secret123' });
  const other = await createUser(t.database, { username: 'bystander2', password: 'secret123' });
  const genuine = knownDeviceFrom(await login('target', 'secret123'));
  const foreign = knownDeviceFrom(await login('bystander2', 'secret123'));
  t.clock.advance(1000);
  await lockAccountFor(owner, 60 * 60 * 1000);

  const [, value] = genuine.split('=');
  const [, issuedAt, signature] = value.split('.');
  const now = Math.floor(t.clock.now().getTime() / 1000);
  const forged = [
    `kd=${owner.id}.${now}`,
    `kd=${owner.id}.${now}.${signature}`,
    `kd=${other.id}.${issuedAt}.${signature}`,
    `kd=${owner.id}.${issuedAt}.${signature.slice(0, -2)}AA`,
    `kd=${signValue('another-secret-another-secret-0123456', 'known-device', `${owner.id}.${now}`)}`,
    // Our signature, for another purpose (the write mark's).
    `kd=${signValue(t.app.ctx.secret, 'write-mark', `${owner.id}.${now}`)}`,
    foreign,
  ];
  for (const cookie of forged) expect({ cookie, code: errorOf(await login('target', 'secret123', { cookie })).code }).toEqual({ cookie, code: 4108 });
  dataOf(await login('target', 'secret123', { cookie: genuine }));
  expect(other.id).not.toBe(owner.id);
});

test('a known-device cookie older than its 180 days no longer passes the lock', async () => {
  const user = await createUser(t.database, { username: 'longago', password: 'secret123' });
  const old = knownDeviceFrom(await login('longago', 'secret123'));
  t.clock.advance(179 * 24 * 60 * 60 * 1000);
  await lockAccountFor(user, 3 * 24 * 60 * 60 * 1000);
  dataOf(await login('longago', 'secret123', { cookie: old }));
  t.clock.advance(2 * 24 * 60 * 60 * 1000);
  expect(errorOf(await login('longago', 'secret123', { cookie: old })).code).toBe(4108);
});
