import { createTestApp, createUser, dataOf, errorOf, injectAs, type TestApp } from '../../../../test/helpers';

let t: TestApp;
let adminId: number;
beforeAll(async () => {
  t = await createTestApp();
  adminId = (await createUser(t.database, { roles: { admin: true } })).id;
}, 120_000);
afterAll(() => t.close());

type Row = { id: number; sort: number } & Record<string, unknown>;
const call = (kind: string, op: string, payload: object) => injectAs(t, adminId, { method: 'POST', url: `/api_v1/admin/content/${kind}/${op}`, payload });
const make = async (kind: string, payload: object) => dataOf<Row>(await call(kind, 'create', payload));
const publicGet = async <T>(url: string) => dataOf<T>(await t.app.inject({ method: 'GET', url: `/api_v1${url}` }));
const audit = async (targetType: string) =>
  dataOf<{ rows: { action: string; targetId: string; before: unknown; after: unknown }[] }>(
    await injectAs(t, adminId, { method: 'GET', url: `/api_v1/admin/audit/list?targetType=${targetType}` }),
  ).rows;

test('banners per group: create, reorder, edit, hide and delete show on the public list, each change audited', async () => {
  const preview = '/files/content-image/1/a.png';
  const first = await make('banner', { groupType: 'course-home', name: '春季班', url: '/course', preview });
  const second = await make('banner', { groupType: 'course-home', name: '直播课', url: 'https://example.com/live', openMethod: 'blank', preview });
  await make('banner', { groupType: 'course-home-child-banner', name: '副图', preview });
  const names = async () => (await publicGet<{ name: string }[]>('/banner/list?type=course-home')).map((b) => b.name);
  expect(await names()).toEqual(['春季班', '直播课']);

  dataOf(await call('banner', 'reorder', { ids: [second.id, first.id] }));
  expect(await names()).toEqual(['直播课', '春季班']);
  dataOf(await call('banner', 'update', { id: first.id, name: '秋季班', reason: '换季' }));
  dataOf(await call('banner', 'update', { id: second.id, enabled: false }));
  expect(await names()).toEqual(['秋季班']);
  // Moving a banner to another group puts it last there.
  const moved = dataOf<Row>(await call('banner', 'update', { id: first.id, groupType: 'course-home-child-banner' }));
  expect(moved.sort).toBe(1);
  expect((await publicGet<{ name: string }[]>('/banner/list?type=course-home-child-banner')).map((b) => b.name)).toEqual(['副图', '秋季班']);
  dataOf(await call('banner', 'delete', { id: second.id }));

  const rows = await audit('banner');
  expect(rows.map((row) => row.action)).toEqual([
    'content.delete',
    'content.update',
    'content.update',
    'content.update',
    'content.reorder',
    'content.create',
    'content.create',
    'content.create',
  ]);
  expect(rows[3]).toMatchObject({ targetId: String(first.id), before: { name: '春季班' }, after: { name: '秋季班' } });
  expect(rows[4]).toMatchObject({ targetId: 'course-home', before: { order: [first.id, second.id] }, after: { order: [second.id, first.id] } });
  expect(rows[0]).toMatchObject({ before: { name: '直播课', enabled: false }, after: null });
});

test('tools and footer links live in groups; a group is deleted only when empty; apps show in the software list', async () => {
  const group = await make('tool-group', { name: '配色' });
  const tool = await make('tool', { groupId: group.id, name: 'Coolors', url: 'https://coolors.co' });
  expect(await publicGet('/tool/list')).toEqual(expect.arrayContaining([{ name: '配色', toolInfo: [{ name: 'Coolors', url: 'https://coolors.co', preview: '' }] }]));
  const refused = await call('tool-group', 'delete', { id: group.id });
  expect(refused.statusCode).toBe(409);
  expect(errorOf(refused).message).toContain('还有 1 个条目');
  dataOf(await call('tool', 'delete', { id: tool.id }));
  dataOf(await call('tool-group', 'delete', { id: group.id }));

  const nav = await make('nav-group', { name: '关于我们' });
  await make('nav-link', { groupId: nav.id, name: '联系方式', url: '/contact' });
  expect(await publicGet('/navigation/list')).toEqual(expect.arrayContaining([{ name: '关于我们', categories: [{ name: '联系方式', url: '/contact' }] }]));
  await make('friend-link', { name: '站酷', url: 'https://www.zcool.com.cn' });
  expect(await publicGet('/navigation/friend/link/list?type=link')).toEqual(expect.arrayContaining([{ name: '站酷', url: 'https://www.zcool.com.cn' }]));

  const app = await make('app', { name: 'Figma', iconUrl: '/files/content-image/1/figma.png' });
  expect(await publicGet('/course/software/list')).toEqual(expect.arrayContaining([{ id: app.id, name: 'Figma', iconUrl: '/files/content-image/1/figma.png' }]));
  const list = dataOf<Row[]>(await injectAs(t, adminId, { method: 'GET', url: '/api_v1/admin/content/app/list' }));
  expect(list.at(-1)).toMatchObject({ id: app.id, name: 'Figma' });
});

type BadCall = [kind: string, op: string, payload: object, status: number, message: string];

test.each<BadCall>([
  ['banner', 'create', { groupType: 'nowhere', name: '图', preview: '/files/x.png' }, 400, '未知的轮播图分组'],
  ['banner', 'create', { groupType: 'course-home', name: '图', preview: '' }, 400, '请上传 800×300 的预览图'],
  ['banner', 'create', { groupType: 'course-home', name: '图', preview: '/files/x.png', url: 'javascript:alert(1)' }, 400, '链接须以'],
  // Browsers read each of these as another site's address.
  ...['/\\evil.example', '\\/evil.example', '//evil.example', '/\\\\evil.example/x', 'https:\\\\evil.example', '/a b'].map(
    (url): BadCall => ['friend-link', 'create', { name: '外链', url }, 400, '链接须以'],
  ),
  ['banner', 'create', { groupType: 'course-home', name: '图', preview: '/\\evil.example/x.png' }, 400, '图片地址须为'],
  ['tool', 'create', { groupId: 999999, name: '工具', url: 'https://a.cn' }, 400, '工具分组不存在'],
  ['nav-link', 'create', { groupId: 1, name: '', url: '/a' }, 400, '请填写名称'],
  ['friend-link', 'create', { name: '长'.repeat(41), url: '/a' }, 400, '名称最多 40 个字'],
  ['app', 'update', { id: 999999, name: 'Sketch' }, 404, '软件不存在'],
  ['app', 'update', { id: 1 }, 400, '没有要修改的内容'],
  ['app', 'create', { name: 'X', extra: 1 }, 400, ''],
  ['app', 'delete', { id: 999999 }, 404, '软件不存在'],
  ['friend-link', 'reorder', { ids: [] }, 400, '没有要排序的条目'],
  ['friend-link', 'reorder', { ids: [1, 1] }, 400, '重复'],
])('%s %s %j gives %i and changes nothing', async (kind, op, payload, status, message) => {
  const before = (await audit(kind)).length;
  const response = await call(kind, op, payload);
  expect(response.statusCode).toBe(status);
  expect(JSON.stringify(errorOf(response))).toContain(message);
  expect((await audit(kind)).length).toBe(before);
});

test('a reorder must name exactly the rows of one list', async () => {
  const a = await make('friend-link', { name: '甲', url: '/a' });
  const all = dataOf<Row[]>(await injectAs(t, adminId, { method: 'GET', url: '/api_v1/admin/content/friend-link/list' }));
  const partial = await call('friend-link', 'reorder', { ids: [a.id] });
  expect(all.length > 1 ? partial.statusCode : 200).toBe(all.length > 1 ? 409 : 200);
  const reversed = all.map((row) => row.id).reverse();
  expect(dataOf<Row[]>(await call('friend-link', 'reorder', { ids: reversed })).map((row) => row.id)).toEqual(reversed);
});

test('content images: only admins get an upload token for them', async () => {
  const member = await createUser(t.database);
  expect((await injectAs(t, member.id, { method: 'GET', url: '/api_v1/public/file/upload/token?purpose=content-image' })).statusCode).toBe(403);
  expect(dataOf<{ uploadToken: string }>(await injectAs(t, adminId, { method: 'GET', url: '/api_v1/public/file/upload/token?purpose=content-image' })).uploadToken).toBeTruthy();
});
