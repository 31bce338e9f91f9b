import { createTestApp, createUser, dataOf, errorOf, injectAs, type TestApp } from '../../../../test/helpers';
import { createNotice } from '../notices';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Page = { count: number; rows: { id: number; noticeType: string; hasRead: boolean; createdAt: string; body: Record<string, unknown> }[] };

async function setup() {
  const owner = await createUser(t.database);
  const fan = await createUser(t.database);
  await createNotice(t.database.db, { userId: owner.id, fromUserId: fan.id, noticeType: 'shot-like', body: { shotInfo: { id: 1, title: '海报' } } });
  await createNotice(t.database.db, {
    userId: owner.id,
    fromUserId: fan.id,
    noticeType: 'course-comment',
    body: { courseInfo: { id: 2, title: '排版入门' }, commentInfo: { id: 3, likeNum: 0, isLike: false } },
  });
  await createNotice(t.database.db, { userId: owner.id, fromUserId: fan.id, noticeType: 'audio-comment', body: { audioInfo: { id: 4, title: '第一期' } } });
  return { owner, fan };
}

const list = async (userId: number, query = '') => dataOf<Page>(await injectAs(t, userId, { method: 'GET', url: `/api_v1/account/message/list${query}` }));

test('lists the caller’s notifications newest first with body objects', async () => {
  const { owner, fan } = await setup();
  const page = await list(owner.id);
  expect(page.count).toBe(3);
  expect(page.rows.map((row) => row.noticeType)).toEqual(['audio-comment', 'course-comment', 'shot-like']);
  expect(page.rows[1]).toMatchObject({
    hasRead: false,
    body: { fromUser: { nickname: fan.nickname, username: fan.username }, courseInfo: { id: 2, title: '排版入门' }, commentInfo: { id: 3, likeNum: 0, isLike: false } },
  });
  expect(Number.isNaN(Date.parse(page.rows[0].createdAt))).toBe(false);
  expect((await list(fan.id)).count).toBe(0);
});

test('type filter takes one type or a comma list; zero-based paging', async () => {
  const { owner } = await setup();
  expect((await list(owner.id, '?type=shot-like')).rows.map((row) => row.noticeType)).toEqual(['shot-like']);
  expect((await list(owner.id, '?type=shot-like,audio-comment')).count).toBe(2);
  const second = await list(owner.id, '?perPage=2&page=1');
  expect(second).toMatchObject({ count: 3, rows: [expect.objectContaining({ noticeType: 'shot-like' })] });
  expect((await injectAs(t, owner.id, { method: 'GET', url: '/api_v1/account/message/list?type=nonsense' })).statusCode).toBe(400);
});

test('message/update marks the caller’s own messages read; the read filter follows', async () => {
  const { owner, fan } = await setup();
  const [newest, middle] = (await list(owner.id)).rows;
  expect(dataOf(await injectAs(t, owner.id, { method: 'POST', url: '/api_v1/account/message/update', payload: { ids: [newest.id, middle.id] } }))).toEqual({ updated: 2 });
  expect((await list(owner.id, '?read=1')).rows.map((row) => row.noticeType)).toEqual(['shot-like']);
  expect((await list(owner.id, '?read=2')).count).toBe(2);
  expect((await list(owner.id)).count).toBe(3);

  const [last] = (await list(owner.id, '?read=1')).rows;
  expect(dataOf(await injectAs(t, fan.id, { method: 'POST', url: '/api_v1/account/message/update', payload: { ids: [last.id] } }))).toEqual({ updated: 0 });
  expect((await list(owner.id, '?read=1')).count).toBe(1);
});

test('messages need a login; bad input is refused', async () => {
  expect(errorOf(await injectAs(t, null, { method: 'GET', url: '/api_v1/account/message/list' })).code).toBe(1100);
  expect(errorOf(await injectAs(t, null, { method: 'POST', url: '/api_v1/account/message/update', payload: { ids: [1] } })).code).toBe(1100);
  const me = await createUser(t.database);
  for (const payload of [{ ids: 'x' }, { ids: [1.5] }, {}, { ids: [1], all: true }]) {
    expect((await injectAs(t, me.id, { method: 'POST', url: '/api_v1/account/message/update', payload })).statusCode).toBe(400);
  }
  expect((await injectAs(t, me.id, { method: 'GET', url: '/api_v1/account/message/list?read=3' })).statusCode).toBe(400);
});
