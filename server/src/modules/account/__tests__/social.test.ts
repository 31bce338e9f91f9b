import { createTestApp, createUser, dataOf, errorOf, injectAs, type TestApp } from '../../../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const follow = (userId: number | null, targetUserId: number, method: 'POST' | 'DELETE' = 'POST') =>
  injectAs(t, userId, { method, url: '/api_v1/account/follow', payload: { targetUserId } });
const check = async (userId: number | null, ids: string) =>
  dataOf<Record<string, boolean>>(await injectAs(t, userId, { method: 'GET', url: `/api_v1/account/follow/check?targetUserIds=${ids}` }));

test('follow is idempotent, unfollow too, and check answers a map', async () => {
  const fan = await createUser(t.database);
  const a = await createUser(t.database);
  const b = await createUser(t.database);
  expect(dataOf(await follow(fan.id, a.id))).toEqual({ followed: true });
  expect(dataOf(await follow(fan.id, a.id))).toEqual({ followed: true });
  expect(await check(fan.id, `${a.id},${b.id}`)).toEqual({ [a.id]: true, [b.id]: false });
  expect(await check(null, `${a.id}`)).toEqual({ [a.id]: false });
  expect(dataOf(await follow(fan.id, a.id, 'DELETE'))).toEqual({ followed: false });
  expect(dataOf(await follow(fan.id, a.id, 'DELETE'))).toEqual({ followed: false });
  expect(await check(fan.id, `${a.id}`)).toEqual({ [a.id]: false });
});

test('cannot follow yourself or nobody; needs a login', async () => {
  const me = await createUser(t.database);
  expect(errorOf(await follow(me.id, me.id)).message).toBe('不能关注自己');
  expect((await follow(me.id, 999999)).statusCode).toBe(404);
  expect(errorOf(await follow(null, me.id)).code).toBe(1100);
  expect((await injectAs(t, me.id, { method: 'POST', url: '/api_v1/account/follow', payload: { targetUserId: 'abc' } })).statusCode).toBe(400);
  expect((await injectAs(t, me.id, { method: 'GET', url: '/api_v1/account/follow/check?targetUserIds=1,x' })).statusCode).toBe(400);
});

test('following lists whom a user follows, newest first, zero-based pages', async () => {
  const fan = await createUser(t.database);
  const viewer = await createUser(t.database);
  const targets = [await createUser(t.database), await createUser(t.database), await createUser(t.database)];
  for (const target of targets) {
    await follow(fan.id, target.id);
    t.clock.advance(1000);
  }
  await follow(viewer.id, targets[0].id);
  type Page = { count: number; rows: { id: number; followed: boolean }[] };
  const first = dataOf<Page>(await injectAs(t, viewer.id, { method: 'GET', url: `/api_v1/account/following?userId=${fan.id}&perPage=2&page=0` }));
  expect(first.count).toBe(3);
  expect(first.rows.map((row) => row.id)).toEqual([targets[2].id, targets[1].id]);
  const second = dataOf<Page>(await injectAs(t, viewer.id, { method: 'GET', url: `/api_v1/account/following?userId=${fan.id}&perPage=2&page=1` }));
  expect(second.rows).toEqual([expect.objectContaining({ id: targets[0].id, followed: true })]);
  const mine = dataOf<Page>(await injectAs(t, fan.id, { method: 'GET', url: '/api_v1/account/following' }));
  expect(mine.count).toBe(3);
  expect(errorOf(await injectAs(t, null, { method: 'GET', url: '/api_v1/account/following' })).code).toBe(1100);
});

test('visitor/record counts visits per visitor; visitor lists latest first; own visits are not recorded', async () => {
  const owner = await createUser(t.database);
  const v1 = await createUser(t.database);
  const v2 = await createUser(t.database);
  const record = (userId: number | null, targetUserId: number) =>
    injectAs(t, userId, { method: 'POST', url: '/api_v1/account/visitor/record', payload: { targetUserId } });
  expect(dataOf(await record(v1.id, owner.id))).toEqual({ recorded: true });
  t.clock.advance(1000);
  expect(dataOf(await record(v2.id, owner.id))).toEqual({ recorded: true });
  t.clock.advance(1000);
  await record(v1.id, owner.id);
  expect(dataOf(await record(owner.id, owner.id))).toEqual({ recorded: false });
  expect(errorOf(await record(null, owner.id)).code).toBe(1100);
  expect((await record(v1.id, 999999)).statusCode).toBe(404);

  type Page = { count: number; rows: { id: number; visitNum: number; visitedAt: string }[] };
  const list = dataOf<Page>(await injectAs(t, owner.id, { method: 'GET', url: `/api_v1/account/visitor?userId=${owner.id}` }));
  expect(list.count).toBe(2);
  expect(list.rows.map((row) => [row.id, row.visitNum])).toEqual([
    [v1.id, 2],
    [v2.id, 1],
  ]);
  expect(new Date(list.rows[0].visitedAt).getTime()).toBe(t.clock.now().getTime());
  expect(dataOf<Page>(await injectAs(t, owner.id, { method: 'GET', url: '/api_v1/account/visitor' })).count).toBe(2);
});

test('only the profile owner and administrators see who visited; anyone else gets the count alone', async () => {
  const owner = await createUser(t.database);
  const visitor = await createUser(t.database);
  const stranger = await createUser(t.database);
  const admin = await createUser(t.database, { roles: { admin: true } });
  await injectAs(t, visitor.id, { method: 'POST', url: '/api_v1/account/visitor/record', payload: { targetUserId: owner.id } });
  const url = `/api_v1/account/visitor?userId=${owner.id}`;
  type Page = { count: number; rows: { id: number }[] };
  for (const caller of [null, stranger.id, visitor.id]) {
    const response = await injectAs(t, caller, { method: 'GET', url });
    expect(dataOf<Page>(response)).toEqual({ count: 1, rows: [] });
    expect(response.body).not.toContain(visitor.username);
  }
  for (const caller of [owner.id, admin.id]) {
    expect(dataOf<Page>(await injectAs(t, caller, { method: 'GET', url })).rows.map((row) => row.id)).toEqual([visitor.id]);
  }
});
