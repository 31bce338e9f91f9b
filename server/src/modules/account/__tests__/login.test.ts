import { cookieFrom, createTestApp, createUser, dataOf, errorOf, nextIp, type TestApp } from '../../../../test/helpers';
import { sessions } from '../tables';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (account: string, password: string, remoteAddress = nextIp(), cookie?: string) =>
  t.app.inject({ method: 'POST', url: '/api_v1/account/login', remoteAddress, payload: { account, password }, headers: cookie ? { cookie } : {} });

test('logs in by username (any case) or by email and starts a session', async () => {
  const user = await createUser(t.database, { username: 'zhangsan', email: 'zhang@example.com', password: 'pa55word' });
  for (const account of ['zhangsan', 'ZhangSan', 'zhang@example.com', 'ZHANG@example.com']) {
    const response = await login(account, 'pa55word');
    expect(dataOf<{ id: number }>(response).id).toBe(user.id);
    const me = await t.app.inject({ method: 'GET', url: '/api_v1/account/info', headers: { cookie: cookieFrom(response) } });
    expect(dataOf<{ username: string }>(me).username).toBe('zhangsan');
  }
});

test('4103 for a wrong password or an unknown account', async () => {
  await createUser(t.database, { username: 'lisi', password: 'right-one' });
  expect(errorOf(await login('lisi', 'wrong-one')).code).toBe(4103);
  expect(errorOf(await login('nobody-here', 'whatever')).code).toBe(4103);
  expect((await login('lisi', 'wrong-one')).statusCode).toBeLessThan(500);
});

test('a new session id on every login; the old session of that browser ends', async () => {
  await createUser(t.database, { username: 'wangwu', password: 'secret123' });
  const first = cookieFrom(await login('wangwu', 'secret123'));
  const second = cookieFrom(await login('wangwu', 'secret123', nextIp(), first));
  expect(second).not.toBe(first);
  expect(errorOf(await t.app.inject({ method: 'GET', url: '/api_v1/account/info', headers: { cookie: first } })).code).toBe(1100);
  dataOf(await t.app.inject({ method: 'GET', url: '/api_v1/account/info', headers: { cookie: second } }));
});

test('5 failures of one account from one client lock that client for 5 minutes (4108), even with the right password; the owner elsewhere gets in', async () => {
  await createUser(t.database, { username: 'locked1', email: 'locked1@example.com', password: 'secret123' });
  const attacker = nextIp();
  for (let i = 0; i < 5; i += 1) {
    t.clock.advance(30_000);
    expect(errorOf(await login(i % 2 ? 'locked1' : 'locked1@example.com', 'bad-pass', attacker)).code).toBe(4103);
  }
  const locked = await login('locked1', 'secret123', attacker);
  expect(locked.statusCode).toBeLessThan(500);
  expect(errorOf(locked)).toEqual({ code: 4108, message: '登录失败次数过多，请五分钟后再试' });
  // The owner, on another client, is not locked out by the attacker.
  dataOf(await login('locked1', 'secret123', nextIp()));
  t.clock.advance(5 * 60 * 1000 - 1000);
  expect(errorOf(await login('locked1', 'secret123', attacker)).code).toBe(4108);
  t.clock.advance(1000);
  dataOf(await login('locked1', 'secret123', attacker));
});

test('failures spread over more than 5 minutes do not lock; a success clears them', async () => {
  await createUser(t.database, { username: 'slowfail', password: 'secret123' });
  const ip = nextIp();
  for (let i = 0; i < 4; i += 1) expect(errorOf(await login('slowfail', 'bad', ip)).code).toBe(4103);
  t.clock.advance(5 * 60 * 1000 + 1);
  expect(errorOf(await login('slowfail', 'bad', ip)).code).toBe(4103);
  dataOf(await login('slowfail', 'secret123', ip));
  for (let i = 0; i < 4; i += 1) expect(errorOf(await login('slowfail', 'bad', ip)).code).toBe(4103);
  dataOf(await login('slowfail', 'secret123', ip));
});

test('made-up accounts never lock an address (a school behind one NAT); they lock like real ones per client', async () => {
  t.clock.advance(60 * 60 * 1000);
  await createUser(t.database, { username: 'victim', password: 'secret123' });
  const school = nextIp();
  for (let i = 0; i < 25; i += 1) expect(errorOf(await login(`guess${i}`, 'bad', school)).code).toBe(4103);
  dataOf(await login('victim', 'secret123', school));
  // The same made-up name from one client answers like an existing account would: 4108 after 5.
  const guesser = nextIp();
  for (let i = 0; i < 5; i += 1) expect(errorOf(await login('nobody-at-all', 'bad', guesser)).code).toBe(4103);
  expect(errorOf(await login('nobody-at-all', 'bad', guesser)).code).toBe(4108);
});

test('an address with 20 failures on existing accounts within 5 minutes is locked for every account, other addresses are not', async () => {
  t.clock.advance(60 * 60 * 1000);
  const names = ['many0', 'many1', 'many2', 'many3', 'many4'];
  for (const username of names) await createUser(t.database, { username, password: 'secret123' });
  const attacker = nextIp();
  for (let i = 0; i < 20; i += 1) expect(errorOf(await login(names[i % 5], 'bad', attacker)).code).toBe(4103);
  expect(errorOf(await login('many0', 'secret123', attacker)).code).toBe(4108);
  dataOf(await login('many0', 'secret123', nextIp()));
});

test('an account failing from many clients is locked for everyone past a much higher cap, for longer as failures go on', async () => {
  t.clock.advance(60 * 60 * 1000);
  await createUser(t.database, { username: 'popular', password: 'secret123' });
  for (let i = 0; i < 49; i += 1) expect(errorOf(await login('popular', 'bad', nextIp())).code).toBe(4103);
  dataOf(await login('popular', 'secret123', nextIp()));
  expect(errorOf(await login('popular', 'bad', nextIp())).code).toBe(4103);
  // 50 failures: a minute for everyone.
  expect(errorOf(await login('popular', 'secret123', nextIp())).code).toBe(4108);
  t.clock.advance(60_000);
  dataOf(await login('popular', 'secret123', nextIp()));
  // Every failure past the cap locks again; 10 more double the lock.
  for (let i = 0; i < 10; i += 1) {
    expect(errorOf(await login('popular', 'bad', nextIp())).code).toBe(4103);
    t.clock.advance(i < 9 ? 60_000 : 0);
  }
  const longer = errorOf(await login('popular', 'secret123', nextIp()));
  expect(longer).toEqual({ code: 4108, message: '登录失败次数过多，请五分钟后再试' });
  t.clock.advance(60_000);
  expect(errorOf(await login('popular', 'secret123', nextIp())).code).toBe(4108);
  t.clock.advance(60_000);
  dataOf(await login('popular', 'secret123', nextIp()));
});

test('login is rate-limited per address', async () => {
  await createUser(t.database, { username: 'busyuser', password: 'secret123' });
  const ip = nextIp();
  const statuses: number[] = [];
  for (let i = 0; i < 31; i += 1) statuses.push((await login('busyuser', 'secret123', ip)).statusCode);
  expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
  expect(statuses[30]).toBe(429);
});

test('logout destroys the session row and clears the cookie; logging out twice is fine', async () => {
  await createUser(t.database, { username: 'leaver', password: 'secret123' });
  const cookie = cookieFrom(await login('leaver', 'secret123'));
  const before = (await t.database.db.select().from(sessions)).length;
  const response = await t.app.inject({ method: 'GET', url: '/api_v1/account/logout', headers: { cookie } });
  expect(dataOf(response)).toBeNull();
  const cleared = response.cookies.find((item) => item.name === 'sid');
  expect(cleared?.value).toBe('');
  expect((await t.database.db.select().from(sessions)).length).toBe(before - 1);
  expect(errorOf(await t.app.inject({ method: 'GET', url: '/api_v1/account/info', headers: { cookie } })).code).toBe(1100);
  expect(dataOf(await t.app.inject({ method: 'GET', url: '/api_v1/account/logout', headers: { cookie } }))).toBeNull();
});

test('bad login input is a 400, never a 500', async () => {
  for (const payload of [{}, { account: 'x' }, { account: '', password: 'x' }, { account: 1, password: 2 }, { account: 'a', password: 'b', extra: true }]) {
    const response = await t.app.inject({ method: 'POST', url: '/api_v1/account/login', remoteAddress: nextIp(), payload });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe(400);
  }
});

test('a cross-site logout (a link or image on another site) is refused and the session lives on; same-site navigation signs out', async () => {
  await createUser(t.database, { username: 'staysin', password: 'secret123' });
  const cookie = cookieFrom(await login('staysin', 'secret123'));
  const logout = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api_v1/account/logout', headers: { cookie, ...headers } });
  const crossSite: Record<string, string>[] = [{ 'sec-fetch-site': 'cross-site' }, { referer: 'https://evil.example/page' }, { origin: 'https://evil.example' }, { origin: 'null' }];
  for (const headers of crossSite) {
    const refused = await logout(headers);
    expect({ headers, status: refused.statusCode }).toEqual({ headers, status: 403 });
    expect(errorOf(refused).code).toBe(403);
    dataOf(await t.app.inject({ method: 'GET', url: '/api_v1/account/info', headers: { cookie } }));
  }
  expect(dataOf(await logout({ 'sec-fetch-site': 'same-origin', referer: 'http://localhost:3000/account' }))).toBeNull();
  expect(errorOf(await t.app.inject({ method: 'GET', url: '/api_v1/account/info', headers: { cookie } })).code).toBe(1100);
  const again = cookieFrom(await login('staysin', 'secret123'));
  expect(dataOf(await t.app.inject({ method: 'GET', url: '/api_v1/account/logout', headers: { cookie: again, referer: 'http://localhost:80/shots' } }))).toBeNull();
});
