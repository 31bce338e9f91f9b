import { createTestApp, createUser, dataOf, injectAs, type TestApp } from '../../../../test/helpers';

let t: TestApp;
let adminId: number;
beforeAll(async () => {
  t = await createTestApp();
  adminId = (await createUser(t.database, { roles: { admin: true } })).id;
}, 120_000);
afterAll(() => t.close());

const post = (url: string, payload: object) => injectAs(t, adminId, { method: 'POST', url: `/api_v1/admin/bulletin/${url}`, payload });
const latest = async () => dataOf<{ id: number; description: string } | null>(await t.app.inject({ method: 'GET', url: '/api_v1/bulletin/message' }));
const audit = async () =>
  dataOf<{ rows: { action: string; targetId: string; before: unknown; after: unknown }[] }>(
    await injectAs(t, adminId, { method: 'GET', url: '/api_v1/admin/audit/list?targetType=bulletin' }),
  ).rows;

test('create, edit, unpublish and delete: visitors see the newest published bulletin, every change audited', async () => {
  const first = dataOf<{ id: number }>(await post('create', { description: '周末直播课暂停' }));
  expect(await latest()).toEqual({ id: first.id, description: '周末直播课暂停' });
  dataOf(await post('update', { id: first.id, description: '周末直播课改到周一', reason: '改期' }));
  expect(await latest()).toEqual({ id: first.id, description: '周末直播课改到周一' });

  const draft = dataOf<{ id: number; published: boolean }>(await post('create', { description: '草稿', published: false }));
  expect(draft.published).toBe(false);
  expect((await latest())?.id).toBe(first.id);

  dataOf(await post('update', { id: first.id, published: false }));
  expect(await latest()).toBeNull();
  dataOf(await post('delete', { id: draft.id }));
  const list = dataOf<{ rows: { id: number }[]; count: number }>(await injectAs(t, adminId, { method: 'GET', url: '/api_v1/admin/bulletin/list' }));
  expect(list.rows.map((row) => row.id)).toEqual([first.id]);

  expect((await audit()).map((row) => row.action)).toEqual(['bulletin.delete', 'bulletin.update', 'bulletin.create', 'bulletin.update', 'bulletin.create']);
  expect((await audit())[3]).toMatchObject({ before: { description: '周末直播课暂停' }, after: { description: '周末直播课改到周一' } });
});

test.each([
  ['create', { description: '   ' }, 400],
  ['create', { description: 'x'.repeat(201) }, 400],
  ['create', { description: 'ok', extra: true }, 400],
  ['update', { id: 1 }, 400],
  ['update', { id: 999999, published: true }, 404],
  ['delete', { id: 'x' }, 400],
  ['delete', { id: 999999 }, 404],
])('%s %j gives %i and changes nothing', async (url, payload, status) => {
  const before = (await audit()).length;
  expect((await post(url, payload)).statusCode).toBe(status);
  expect((await audit()).length).toBe(before);
});
