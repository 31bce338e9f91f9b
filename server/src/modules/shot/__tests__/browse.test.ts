import { eq } from 'drizzle-orm';
import { ErrorCode } from '@site/shared/contract';
import { createTestApp, dataOf, errorOf, injectAs, type TestApp } from '../../../../test/helpers';
import { shots } from '../tables';
import { type Cast, createCast, createCategory, postShot } from './fixtures';

let t: TestApp;
let cast: Cast;
let ui: number;
let poster: number;
let empty: number;
const ids: number[] = [];
beforeAll(async () => {
  t = await createTestApp();
  cast = await createCast(t);
  ui = await createCategory(t, 'UI');
  poster = await createCategory(t, '海报');
  empty = await createCategory(t, '空分类');
  for (let i = 0; i < 30; i += 1) {
    const shot = await postShot(t, cast.owner, { title: i % 3 === 0 ? `App 界面 ${i}` : `海报 ${i}`, shotCategoryId: i % 3 === 0 ? ui : poster, tags: i === 7 ? '字体,50%_off' : '海报' });
    ids.push(shot.id);
  }
});
afterAll(() => t.close());

type Page = { rows: { id: number; title: string; user: { id: number } }[]; count: number };
const list = async (query: string) => dataOf<Page>(await injectAs(t, null, { method: 'GET', url: `/api_v1/shot/list?${query}` }));

test('pages of 24 by default, newest first, zero-based', async () => {
  const first = await list('page=0');
  expect(first.rows).toHaveLength(24);
  expect(first.count).toBe(30);
  expect(first.rows[0].id).toBe(ids[29]);
  expect(first.rows[0].user.id).toBe(cast.owner);
  const second = await list('page=1&perPage=24');
  expect(second.rows.map((r) => r.id)).toEqual(ids.slice(0, 6).reverse());
});

test('filters by category, keywords (title or tags, wildcards literal) and combine', async () => {
  expect((await list(`categoryId=${ui}&perPage=100`)).count).toBe(10);
  expect((await list(`keywords=${encodeURIComponent('界面')}&perPage=100`)).count).toBe(10);
  expect((await list(`keywords=${encodeURIComponent('字体')}`)).rows.map((r) => r.id)).toEqual([ids[7]]);
  expect((await list(`keywords=${encodeURIComponent('%_')}`)).rows.map((r) => r.id)).toEqual([ids[7]]);
  expect((await list(`keywords=${encodeURIComponent('界面')}&categoryId=${poster}`)).count).toBe(0);
});

test('bad input is a 400, not a 500', async () => {
  for (const query of ['page=-1', 'perPage=0', 'perPage=1000', 'categoryId=abc', 'unknown=1', 'isRecommend=maybe']) {
    const response = await injectAs(t, null, { method: 'GET', url: `/api_v1/shot/list?${query}` });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe(400);
  }
});

test('detail counts one view per viewer per hour and says 7702 for a missing shot', async () => {
  const detail = async (userId: number | null = null, remoteAddress = '10.2.2.2') =>
    dataOf<{ viewNum: number; content: string; hasLiked: boolean }>(await injectAs(t, userId, { method: 'GET', url: `/api_v1/shot/detail?id=${ids[0]}`, remoteAddress }));
  const before = (await detail()).viewNum;
  for (let i = 0; i < 50; i += 1) expect((await detail()).viewNum).toBe(before);
  expect((await detail(cast.owner)).viewNum).toBe(before + 1);
  expect((await detail(null, '10.2.2.3')).viewNum).toBe(before + 2);
  // 53 reads, 3 views: the batch (every few seconds, or now) writes them, never the reads.
  const stored = async () => (await t.database.db.select({ viewNum: shots.viewNum }).from(shots).where(eq(shots.id, ids[0])))[0].viewNum;
  // (`before` already holds the first view, not yet stored.)
  expect(await stored()).toBeLessThanOrEqual(before + 2);
  await t.app.ctx.shotViews.flush();
  expect(await stored()).toBe(before + 2);
  t.clock.advance(60 * 60 * 1000);
  const after = await detail();
  expect(after.viewNum).toBe(before + 3);
  expect(after.content).toContain('<strong>');
  expect(after.hasLiked).toBe(false);
  expect(errorOf(await injectAs(t, null, { method: 'GET', url: '/api_v1/shot/detail?id=999999' })).code).toBe(ErrorCode.ShotNotFound);
});

test('categories, and categories that hold published shots with their counts', async () => {
  const all = dataOf<{ id: number; name: string }[]>(await injectAs(t, null, { method: 'GET', url: '/api_v1/shot/category/list' }));
  expect(all.map((c) => c.name)).toEqual(['UI', '海报', '空分类']);
  const withShots = dataOf<{ id: number; shotNum: number }[]>(await injectAs(t, null, { method: 'GET', url: '/api_v1/shot/category/with/shot/list' }));
  expect(withShots).toEqual([
    { id: ui, name: 'UI', shotNum: 10 },
    { id: poster, name: '海报', shotNum: 20 },
  ]);
  expect(withShots.map((c) => c.id)).not.toContain(empty);
});

test('my shots need a login and list only mine', async () => {
  expect(errorOf(await injectAs(t, null, { method: 'GET', url: '/api_v1/shot/post' })).code).toBe(1100);
  expect(dataOf<Page>(await injectAs(t, cast.member, { method: 'GET', url: '/api_v1/shot/post' })).count).toBe(0);
  const mine = dataOf<Page>(await injectAs(t, cast.owner, { method: 'GET', url: '/api_v1/shot/post?page=0&perPage=15' }));
  expect(mine.rows).toHaveLength(15);
  expect(mine.count).toBe(30);
});

test('views not yet written are written when the server shuts down gracefully', async () => {
  const other = await createTestApp();
  const otherCast = await createCast(other);
  const shot = await postShot(other, otherCast.owner, { title: '关机前的浏览' });
  for (const remoteAddress of ['10.3.3.1', '10.3.3.2', '10.3.3.2']) {
    await other.app.inject({ method: 'GET', url: `/api_v1/shot/detail?id=${shot.id}`, remoteAddress });
  }
  await other.app.close();
  const [row] = await other.database.db.select({ viewNum: shots.viewNum }).from(shots).where(eq(shots.id, shot.id));
  expect(row.viewNum).toBe(2);
  await other.database.close();
});
