import type { CourseSummary, PagedList } from '@site/shared/contract';
import { createTestApp, createUser, dataOf, errorOf, injectAs, type TestApp } from '../../../../test/helpers';
import { createApp, createCategory, createCourse } from './fixtures';

const DAY = 24 * 60 * 60 * 1000;
let t: TestApp;
const ids: Record<string, number> = {};
let teacherId = 0;
let appId = 0;
let groupId = 0;
let categoryId = 0;

beforeAll(async () => {
  t = await createTestApp();
  const teacher = await createUser(t.database, { nickname: '王老师', roles: { teacher: true } });
  teacherId = teacher.id;
  appId = (await createApp(t.database, 'Figma')).id;
  const { group, category } = await createCategory(t.database, 'UI设计');
  groupId = group.id;
  categoryId = category.id;
  const now = Date.now();
  const at = (days: number) => new Date(now + days * DAY);
  ids.free = (await createCourse(t.database, { title: '免费入门', free: true, price: 0, level: 'primary', createdAt: at(-5) })).id;
  ids.cheap = (
    await createCourse(t.database, { title: '图标设计', subtitle: '小图标', price: 1990, level: 'middle', createdAt: at(-4), categoryId }, { teacherIds: [teacherId], appIds: [appId] })
  ).id;
  ids.mid = (await createCourse(t.database, { title: '品牌设计', tags: '品牌,VI', price: 29900, level: 'high', createdAt: at(-3) })).id;
  ids.pricey = (await createCourse(t.database, { title: '交互进阶', price: 69900, level: 'high', createdAt: at(-2) })).id;
  ids.premium = (await createCourse(t.database, { title: '大师课 100%', price: 199900, createdAt: at(-1) })).id;
  ids.liveSoon = (await createCourse(t.database, { title: '直播：三天后', courseType: 'live-course', price: 5000, startAt: at(3), createdAt: at(-6) })).id;
  ids.liveMonth = (await createCourse(t.database, { title: '直播：二十天后', courseType: 'live-course', price: 5000, startAt: at(20), createdAt: at(-7) })).id;
  ids.liveLater = (await createCourse(t.database, { title: '直播：四十天后', courseType: 'live-course', price: 5000, startAt: at(40), createdAt: at(-8) })).id;
  await createCourse(t.database, { title: '已下架', published: false });
});
afterAll(() => t.close());

async function list(body: object): Promise<PagedList<CourseSummary>> {
  return dataOf<PagedList<CourseSummary>>(await injectAs(t, null, { method: 'POST', url: '/api_v1/course/list', payload: body }));
}
const idsOf = async (body: object) => (await list(body)).rows.map((r) => r.id);

test('lists published courses, newest first, 30 a page by default', async () => {
  const page = await list({});
  expect(page.count).toBe(8);
  expect(page.rows.map((r) => r.id)).toEqual([ids.premium, ids.pricey, ids.mid, ids.cheap, ids.free, ids.liveSoon, ids.liveMonth, ids.liveLater]);
  const card = page.rows.find((r) => r.id === ids.cheap);
  expect(card).toMatchObject({ teacherInfo: [{ id: teacherId, nickname: '王老师', followed: false }], softWareInfo: [{ id: appId, name: 'Figma' }], lessonNum: 0 });
});

test('pages are zero-based and sized by perPage', async () => {
  const first = await list({ perPage: 3, page: 0 });
  const second = await list({ perPage: 3, page: 1 });
  expect(first.rows).toHaveLength(3);
  expect(second.rows[0]?.id).toBe(ids.cheap);
  expect(second.count).toBe(8);
});

test.each([
  ['softWareId', () => ({ softWareId: appId }), () => [ids.cheap]],
  ['teacherId', () => ({ teacherId }), () => [ids.cheap]],
  ['categoryId', () => ({ categoryId }), () => [ids.cheap]],
  ['courseCategoryId (alias)', () => ({ courseCategoryId: categoryId }), () => [ids.cheap]],
  ['groupId', () => ({ groupId }), () => [ids.cheap]],
  ['courseType', () => ({ courseType: 'live-course' }), () => [ids.liveSoon, ids.liveMonth, ids.liveLater]],
  ['freeMode free', () => ({ freeMode: 'free' }), () => [ids.free]],
  ['level high', () => ({ level: 'high' }), () => [ids.pricey, ids.mid]],
  ['keyword in title', () => ({ keyword: '图标' }), () => [ids.cheap]],
  ['keyword in subtitle', () => ({ keyword: '小图' }), () => [ids.cheap]],
  ['keyword in tags', () => ({ keyword: 'VI' }), () => [ids.mid]],
  ['keyword is a teacher nickname', () => ({ keyword: '王老' }), () => [ids.cheap]],
  ['keyword % is literal', () => ({ keyword: '100%' }), () => [ids.premium]],
  ['teacherName', () => ({ teacherName: '王老师' }), () => [ids.cheap]],
  ['title', () => ({ title: '品牌' }), () => [ids.mid]],
])('filter %s', async (_name, body, expected) => {
  expect(await idsOf(body())).toEqual(expected());
});

test('freeMode charge excludes free courses', async () => {
  const found = await idsOf({ freeMode: 'charge' });
  expect(found).not.toContain(ids.free);
  expect(found).toHaveLength(7);
});

test.each([
  [{ startPrice: 100, endPrice: 9999 }, ['cheap', 'liveSoon', 'liveMonth', 'liveLater']],
  [{ startPrice: 10000, endPrice: 49999 }, ['mid']],
  [{ startPrice: 50000, endPrice: 99999 }, ['pricey']],
  [{ startPrice: 100000 }, ['premium']],
])('price bucket %o forces charge', async (bucket, names) => {
  expect(await idsOf({ ...bucket, freeMode: 'free', courseType: undefined })).toEqual(names.map((n) => ids[n]));
});

test.each([
  [1, ['liveSoon']],
  [2, ['liveSoon', 'liveMonth']],
  [3, ['liveLater']],
])('start-time bucket %i', async (bucket, names) => {
  expect(await idsOf({ startAt: bucket })).toEqual(names.map((n) => ids[n]));
});

test('explicit startAt/endAt bounds', async () => {
  const from = new Date(Date.now() + 10 * DAY).toISOString();
  const to = Date.now() + 50 * DAY;
  expect(await idsOf({ startAt: from, endAt: to })).toEqual([ids.liveMonth, ids.liveLater]);
  expect(errorOf(await injectAs(t, null, { method: 'POST', url: '/api_v1/course/list', payload: { startAt: 'soon' } })).code).toBe(400);
});

test.each([
  [{ price: 'ASC' }, (p: number[]) => [...p].sort((a, b) => a - b)],
  [{ price: 'DESC' }, (p: number[]) => [...p].sort((a, b) => b - a)],
])('sort %o', async (sort, expected) => {
  const rows = (await list({ sort })).rows;
  const prices = rows.map((r) => r.price);
  expect(prices).toEqual(expected(prices));
});

test('sort createdTime ASC gives oldest first', async () => {
  const rows = (await list({ sort: { createdTime: 'ASC' } })).rows;
  expect(rows[0]?.id).toBe(ids.liveLater);
  expect(rows.at(-1)?.id).toBe(ids.premium);
});

test('unknown fields and bad values are refused with 400', async () => {
  for (const payload of [{ colour: 'red' }, { freeMode: 'maybe' }, { perPage: 0 }, { sort: { title: 'ASC' } }]) {
    const response = await injectAs(t, null, { method: 'POST', url: '/api_v1/course/list', payload });
    expect(response.statusCode).toBe(400);
  }
});
