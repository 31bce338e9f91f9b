import { ErrorCode } from '@site/shared/contract';
import { createTestApp, createUser, dataOf, errorOf, injectAs, sessionCookieFor, type TestApp } from '../../../../test/helpers';
import { createCast, postShot, type Cast } from '../../shot/__tests__/fixtures';

let t: TestApp;
let cast: Cast;
beforeAll(async () => {
  t = await createTestApp();
  cast = await createCast(t);
}, 120_000);
afterAll(() => t.close());

const post = (userId: number, url: string, payload: object) => injectAs(t, userId, { method: 'POST', url: `/api_v1${url}`, payload });
const audit = async () =>
  dataOf<{ rows: { action: string; targetType: string; targetId: string; reason: string; before: Record<string, unknown>; after: Record<string, unknown> }[] }>(
    await injectAs(t, cast.admin, { method: 'GET', url: '/api_v1/admin/audit/list' }),
  ).rows;

describe('shots', () => {
  test('an admin disables a shot with a reason: it leaves the list, its author gets 7701 on publish, until it is enabled', async () => {
    const { id } = await postShot(t, cast.owner);
    const disabled = dataOf(await post(cast.admin, '/admin/shot/disable', { id, reason: '含广告' }));
    expect(disabled).toEqual({ id, status: 'unpublished', disabledByAdmin: true, disabledReason: '含广告' });
    expect(errorOf(await post(cast.owner, '/shot/status/update', { id, status: true })).code).toBe(ErrorCode.ShotDisabledByAdmin);
    expect(errorOf(await injectAs(t, cast.member, { method: 'GET', url: `/api_v1/shot/detail?id=${id}` })).code).toBe(ErrorCode.ShotNotFound);

    const listed = dataOf<{ rows: { id: number; disabledReason: string; user: { id: number } }[]; count: number }>(
      await injectAs(t, cast.admin, { method: 'GET', url: '/api_v1/admin/shot/list?filter=disabled' }),
    );
    expect(listed.rows.find((row) => row.id === id)).toMatchObject({ disabledReason: '含广告', user: { id: cast.owner } });

    dataOf(await post(cast.admin, '/admin/shot/enable', { id, reason: '已整改' }));
    dataOf(await injectAs(t, cast.member, { method: 'GET', url: `/api_v1/shot/detail?id=${id}` }));
    const [enable, disable] = await audit();
    expect(disable).toMatchObject({ action: 'shot.disable', targetId: String(id), reason: '含广告', before: { disabledByAdmin: false }, after: { disabledByAdmin: true } });
    expect(enable).toMatchObject({ action: 'shot.enable', reason: '已整改', after: { status: 'published', disabledByAdmin: false, disabledReason: '' } });
  });

  test('the author is told: a shot-disabled message with the reason, and the shot marked in 我的作品 and the editor until enabled', async () => {
    const { id } = await postShot(t, cast.owner, { title: '夏日海报' });
    const messages = async () =>
      dataOf<{ rows: { noticeType: string; body: { shotInfo?: { id: number; title: string }; reason?: string } }[] }>(
        await injectAs(t, cast.owner, { method: 'GET', url: '/api_v1/account/message/list?type=shot-disabled' }),
      ).rows;
    const mine = async () =>
      dataOf<{ rows: { id: number; disabled?: { reason: string } }[] }>(await injectAs(t, cast.owner, { method: 'GET', url: '/api_v1/shot/post?perPage=100' })).rows.find(
        (row) => row.id === id,
      );
    const editing = async () => dataOf<{ disabled?: { reason: string } }>(await injectAs(t, cast.owner, { method: 'GET', url: `/api_v1/shot/edit/info?id=${id}` }));
    const before = (await messages()).length;

    dataOf(await post(cast.admin, '/admin/shot/disable', { id, reason: '封面含二维码广告' }));
    const [notice] = await messages();
    expect((await messages()).length).toBe(before + 1);
    expect(notice.body).toMatchObject({ shotInfo: { id, title: '夏日海报' }, reason: '封面含二维码广告' });
    expect(await mine()).toMatchObject({ disabled: { reason: '封面含二维码广告' } });
    expect(await editing()).toMatchObject({ disabled: { reason: '封面含二维码广告' } });

    dataOf(await post(cast.admin, '/admin/shot/enable', { id, reason: '已整改' }));
    expect((await mine())?.disabled).toBeUndefined();
    expect((await editing()).disabled).toBeUndefined();
    expect((await messages()).length).toBe(before + 1);
  });

  test('an admin unpublishing someone else’s shot from the site disables it, and its author gets a message without a reason', async () => {
    const { id } = await postShot(t, cast.owner, { title: '站内下架的作品' });
    dataOf(await post(cast.admin, '/shot/status/update', { id, status: false }));
    const rows = dataOf<{ rows: { body: { shotInfo?: { id: number }; reason?: string } }[] }>(
      await injectAs(t, cast.owner, { method: 'GET', url: '/api_v1/account/message/list?type=shot-disabled' }),
    ).rows;
    expect(rows.find((row) => row.body.shotInfo?.id === id)?.body.reason).toBe('');
    // Unpublishing again tells them nothing new.
    dataOf(await post(cast.admin, '/shot/status/update', { id, status: false }));
    const again = dataOf<{ count: number }>(await injectAs(t, cast.owner, { method: 'GET', url: '/api_v1/account/message/list?type=shot-disabled' }));
    expect(again.count).toBe(rows.length);
  });

  test.each([
    [{ id: 999999, reason: 'x' }, 404],
    [{ id: 'abc', reason: 'x' }, 400],
    [{ id: 1 }, 400],
    [{ id: 1, reason: '' }, 400],
  ])('disable %j gives %i', async (payload, status) => {
    const before = (await audit()).length;
    expect((await post(cast.admin, '/admin/shot/disable', payload)).statusCode).toBe(status);
    expect((await audit()).length).toBe(before);
  });

  test('keyword and filter narrow the list', async () => {
    await postShot(t, cast.teacher, { title: '独一无二的标题' });
    const found = dataOf<{ rows: { title: string }[]; count: number }>(
      await injectAs(t, cast.admin, { method: 'GET', url: `/api_v1/admin/shot/list?keyword=${encodeURIComponent('独一无二')}` }),
    );
    expect(found).toMatchObject({ count: 1, rows: [{ title: '独一无二的标题' }] });
    expect((await injectAs(t, cast.admin, { method: 'GET', url: '/api_v1/admin/shot/list?filter=nope' })).statusCode).toBe(400);
  });
});

describe('users', () => {
  test('roles and powers change, and the audit log keeps before and after', async () => {
    const target = await createUser(t.database, { username: 'wangwu' });
    const saved = dataOf(await post(cast.admin, '/admin/user/update', { id: target.id, roles: { teacher: true }, canPostShot: true, canTopComment: true, reason: '新讲师' }));
    expect(saved).toMatchObject({ roles: { teacher: true }, canPostShot: true, canTopComment: true, disabled: false });
    const info = dataOf<{ roles: Record<string, boolean>; userPower: { canPostShot: boolean } }>(
      await injectAs(t, target.id, { method: 'GET', url: '/api_v1/account/info' }),
    );
    expect(info).toMatchObject({ roles: { teacher: true }, userPower: { canPostShot: true } });
    dataOf(await post(cast.admin, '/admin/user/update', { id: target.id, roles: { teacher: false }, reason: '离职' }));
    const [entry] = await audit();
    expect(entry).toMatchObject({ action: 'user.update', targetType: 'user', reason: '离职', before: { roles: { teacher: true } }, after: { roles: {} } });
  });

  test('a disabled account loses its sessions and cannot log in; enabling lets it back', async () => {
    await createUser(t.database, { username: 'zhaoliu', password: 'secret123' });
    const login = () => t.app.inject({ method: 'POST', url: '/api_v1/account/login', payload: { account: 'zhaoliu', password: 'secret123' } });
    const signedIn = dataOf<{ id: number }>(await login());
    const cookie = await sessionCookieFor(t.database, signedIn.id);
    dataOf(await post(cast.admin, '/admin/user/update', { id: signedIn.id, disabled: true, reason: '发垃圾广告' }));
    expect(errorOf(await t.app.inject({ method: 'GET', url: '/api_v1/account/info', headers: { cookie } })).code).toBe(1100);
    const refused = await login();
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).message).toContain('停用');
    dataOf(await post(cast.admin, '/admin/user/update', { id: signedIn.id, disabled: false, reason: '申诉通过' }));
    dataOf(await login());
  });

  test('an admin cannot remove their own admin role or disable themselves; bad input changes nothing', async () => {
    expect((await post(cast.admin, '/admin/user/update', { id: cast.admin, roles: { admin: false }, reason: 'x' })).statusCode).toBe(409);
    expect((await post(cast.admin, '/admin/user/update', { id: cast.admin, disabled: true, reason: 'x' })).statusCode).toBe(409);
    for (const payload of [{ id: cast.member, reason: 'x' }, { id: cast.member, roles: { owner: true }, reason: 'x' }, { id: cast.member, canPostShot: 'yes', reason: 'x' }]) {
      expect((await post(cast.admin, '/admin/user/update', payload)).statusCode).toBe(400);
    }
    expect((await post(cast.admin, '/admin/user/update', { id: 999999, canPostShot: true, reason: 'x' })).statusCode).toBe(404);
    const me = dataOf<{ roles: Record<string, boolean> }>(await injectAs(t, cast.admin, { method: 'GET', url: '/api_v1/account/info' }));
    expect(me.roles.admin).toBe(true);
  });

  test('the list finds accounts by username, nickname or email', async () => {
    await createUser(t.database, { username: 'sunqi', nickname: '孙七', email: 'sunqi@school.example.com' });
    for (const keyword of ['sunqi', '孙七', 'school.example']) {
      const list = dataOf<{ rows: { username: string }[] }>(
        await injectAs(t, cast.admin, { method: 'GET', url: `/api_v1/admin/user/list?keyword=${encodeURIComponent(keyword)}` }),
      );
      expect(list.rows.map((row) => row.username)).toEqual(['sunqi']);
    }
  });

  test('an exact account or email comes first, before newer accounts that only contain it', async () => {
    const exact = await createUser(t.database, { username: 'zhou', email: 'zhou@mail.example.com' });
    await createUser(t.database, { username: 'zhouba', email: 'zhouba@mail.example.com' });
    await createUser(t.database, { username: 'xiaozhou', email: 'x.zhou@mail.example.com' });
    const search = async (keyword: string) =>
      dataOf<{ rows: { id: number }[] }>(await injectAs(t, cast.admin, { method: 'GET', url: `/api_v1/admin/user/list?keyword=${encodeURIComponent(keyword)}` })).rows.map(
        (row) => row.id,
      );
    expect((await search('zhou'))[0]).toBe(exact.id);
    expect((await search('ZHOU@mail.example.com'))[0]).toBe(exact.id);
    expect(await search('zhou')).toHaveLength(3);
  });
});
