import { ErrorCode } from '@site/shared/contract';
import { createTestApp, createUser, dataOf, errorOf, injectAs, type TestApp } from '../../../../test/helpers';
import { type Cast, COVER, createCast, createCategory, postShot, validShot } from './fixtures';

let t: TestApp;
let cast: Cast;
beforeAll(async () => {
  t = await createTestApp();
  cast = await createCast(t);
});
afterAll(() => t.close());

type Role = keyof Cast;
const roles: Role[] = ['visitor', 'member', 'owner', 'teacher', 'admin'];

describe('POST shot/post (create)', () => {
  const expected: Record<Role, number | 'ok'> = { visitor: 1100, member: 403, owner: 'ok', teacher: 'ok', admin: 403 };
  test.each(roles)('%s', async (role) => {
    const response = await injectAs(t, cast[role], { method: 'POST', url: '/api_v1/shot/post', payload: validShot() });
    if (expected[role] === 'ok') {
      const shot = dataOf<{ id: number; status: string; user: { id: number }; tags: string; enableComment: boolean }>(response);
      expect(shot).toMatchObject({ status: 'published', user: { id: cast[role] }, tags: '海报,品牌', enableComment: true });
    } else {
      expect(errorOf(response).code).toBe(expected[role]);
    }
  });

  test('the power (canPostShot) decides, not the role', async () => {
    const poster = await createUser(t.database, { roles: { admin: true }, canPostShot: true });
    dataOf(await injectAs(t, poster.id, { method: 'POST', url: '/api_v1/shot/post', payload: validShot() }));
  });

  test.each([
    ['title', { title: '  ' }],
    ['preview', { preview: '' }],
    ['content', { content: '<p></p>' }],
    ['content', { content: '<script>alert(1)</script>' }],
  ])('requires %s', async (field, patch) => {
    const error = errorOf(await injectAs(t, cast.owner, { method: 'POST', url: '/api_v1/shot/post', payload: validShot(patch) }));
    expect(error.code).toBe(400);
    expect(Object.keys(error.fields ?? {})).toEqual([field]);
  });

  test('refuses unknown fields, a bad cover URL and a missing category', async () => {
    const post = (payload: object) => injectAs(t, cast.owner, { method: 'POST', url: '/api_v1/shot/post', payload });
    expect(errorOf(await post({ ...validShot(), likeNum: 99 })).code).toBe(400);
    expect(errorOf(await post(validShot({ preview: 'javascript:alert(1)' }))).fields).toHaveProperty('preview');
    expect(errorOf(await post(validShot({ shotCategoryId: 999999 }))).fields).toHaveProperty('shotCategoryId');
  });

  test('normalises tags (comma, full-width comma, newline; trimmed, deduplicated)', async () => {
    const categoryId = await createCategory(t);
    const shot = dataOf<{ tags: string; shotCategoryId: number }>(
      await injectAs(t, cast.owner, { method: 'POST', url: '/api_v1/shot/post', payload: validShot({ tags: ' 海报，字体\n海报,, ', shotCategoryId: categoryId }) }),
    );
    expect(shot).toMatchObject({ tags: '海报,字体', shotCategoryId: categoryId });
  });
});

describe('PUT shot/post (update)', () => {
  const expected: Record<Role, number | 'ok'> = { visitor: 1100, member: 403, owner: 'ok', teacher: 403, admin: 'ok' };
  test.each(roles)('%s', async (role) => {
    const { id } = await postShot(t, cast.owner);
    const response = await injectAs(t, cast[role], { method: 'PUT', url: '/api_v1/shot/post', payload: { id, title: `改名 ${role}` } });
    if (expected[role] === 'ok') expect(dataOf<{ title: string; preview: string }>(response)).toMatchObject({ title: `改名 ${role}`, preview: COVER });
    else expect(errorOf(response).code).toBe(expected[role]);
  });

  test('checks only the fields that changed', async () => {
    const { id } = await postShot(t, cast.owner);
    const put = (payload: object) => injectAs(t, cast.owner, { method: 'PUT', url: '/api_v1/shot/post', payload: { id, ...payload } });
    expect(errorOf(await put({ title: '' })).fields).toHaveProperty('title');
    expect(errorOf(await put({ content: '<p> </p>' })).fields).toHaveProperty('content');
    expect(dataOf<{ enableComment: boolean }>(await put({ enableComment: false })).enableComment).toBe(false);
  });

  test('7702 for a missing shot', async () => {
    expect(errorOf(await injectAs(t, cast.admin, { method: 'PUT', url: '/api_v1/shot/post', payload: { id: 999999, title: 'x' } })).code).toBe(ErrorCode.ShotNotFound);
  });
});

describe('DELETE shot/post', () => {
  const expected: Record<Role, number | 'ok'> = { visitor: 1100, member: 403, owner: 'ok', teacher: 403, admin: 'ok' };
  test.each(roles)('%s', async (role) => {
    const { id } = await postShot(t, cast.owner);
    const response = await injectAs(t, cast[role], { method: 'DELETE', url: `/api_v1/shot/post?id=${id}` });
    if (expected[role] === 'ok') {
      dataOf(response);
      expect(errorOf(await injectAs(t, cast.owner, { method: 'GET', url: `/api_v1/shot/detail?id=${id}` })).code).toBe(ErrorCode.ShotNotFound);
    } else {
      expect(errorOf(response).code).toBe(expected[role]);
      dataOf(await injectAs(t, null, { method: 'GET', url: `/api_v1/shot/detail?id=${id}` }));
    }
  });

  test('accepts the id in a JSON body too', async () => {
    const { id } = await postShot(t, cast.owner);
    dataOf(await injectAs(t, cast.owner, { method: 'DELETE', url: '/api_v1/shot/post', payload: { id } }));
  });
});

describe('POST shot/status/update', () => {
  const expected: Record<Role, number | 'ok'> = { visitor: 1100, member: 403, owner: 'ok', teacher: 403, admin: 'ok' };
  test.each(roles)('%s', async (role) => {
    const { id } = await postShot(t, cast.owner);
    const response = await injectAs(t, cast[role], { method: 'POST', url: '/api_v1/shot/status/update', payload: { id, status: false } });
    if (expected[role] === 'ok') expect(dataOf(response)).toEqual({ status: 'unpublished' });
    else expect(errorOf(response).code).toBe(expected[role]);
  });

  test('an unpublished shot is hidden from others and from the list, but not from its owner', async () => {
    const { id } = await postShot(t, cast.owner, { title: '草稿作品' });
    dataOf(await injectAs(t, cast.owner, { method: 'POST', url: '/api_v1/shot/status/update', payload: { id, status: false } }));
    expect(errorOf(await injectAs(t, cast.member, { method: 'GET', url: `/api_v1/shot/detail?id=${id}` })).code).toBe(ErrorCode.ShotNotFound);
    expect(errorOf(await injectAs(t, null, { method: 'GET', url: `/api_v1/shot/detail?id=${id}` })).code).toBe(ErrorCode.ShotNotFound);
    dataOf(await injectAs(t, cast.owner, { method: 'GET', url: `/api_v1/shot/detail?id=${id}` }));
    const list = dataOf<{ rows: { id: number }[] }>(await injectAs(t, null, { method: 'GET', url: '/api_v1/shot/list?perPage=100' }));
    expect(list.rows.map((row) => row.id)).not.toContain(id);
    const mine = dataOf<{ rows: { id: number; status: string }[] }>(await injectAs(t, cast.owner, { method: 'GET', url: '/api_v1/shot/post?perPage=100' }));
    expect(mine.rows.find((row) => row.id === id)?.status).toBe('unpublished');
    dataOf(await injectAs(t, cast.owner, { method: 'POST', url: '/api_v1/shot/status/update', payload: { id, status: true } }));
    dataOf(await injectAs(t, cast.member, { method: 'GET', url: `/api_v1/shot/detail?id=${id}` }));
  });

  test('7701 when an admin disabled it; an admin may publish it again', async () => {
    const { id } = await postShot(t, cast.owner);
    dataOf(await injectAs(t, cast.admin, { method: 'POST', url: '/api_v1/shot/status/update', payload: { id, status: false } }));
    const error = errorOf(await injectAs(t, cast.owner, { method: 'POST', url: '/api_v1/shot/status/update', payload: { id, status: true } }));
    expect(error.code).toBe(ErrorCode.ShotDisabledByAdmin);
    dataOf(await injectAs(t, cast.owner, { method: 'POST', url: '/api_v1/shot/status/update', payload: { id, status: false } }));
    dataOf(await injectAs(t, cast.admin, { method: 'POST', url: '/api_v1/shot/status/update', payload: { id, status: true } }));
    dataOf(await injectAs(t, cast.owner, { method: 'POST', url: '/api_v1/shot/status/update', payload: { id, status: false } }));
    dataOf(await injectAs(t, cast.owner, { method: 'POST', url: '/api_v1/shot/status/update', payload: { id, status: true } }));
  });
});

describe('edit info and my shot detail', () => {
  test.each([
    ['visitor', 1100, 1100],
    ['member', 403, 7702],
    ['owner', 'ok', 'ok'],
    ['teacher', 403, 7702],
    ['admin', 'ok', 7702],
  ] as const)('%s', async (role, editInfo, myDetail) => {
    const { id } = await postShot(t, cast.owner);
    const info = await injectAs(t, cast[role], { method: 'GET', url: `/api_v1/shot/edit/info?id=${id}` });
    if (editInfo === 'ok') expect(dataOf<{ id: number }>(info).id).toBe(id);
    else expect(errorOf(info).code).toBe(editInfo);
    const detail = await injectAs(t, cast[role], { method: 'GET', url: `/api_v1/shot/my/shot/detail?id=${id}` });
    if (myDetail === 'ok') expect(dataOf<{ id: number }>(detail).id).toBe(id);
    else expect(errorOf(detail).code).toBe(myDetail);
  });
});
