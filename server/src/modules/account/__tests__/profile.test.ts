import { createTestApp, createUser, dataOf, errorOf, injectAs, type TestApp } from '../../../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, userId: number | null = null) => injectAs(t, userId, { method: 'GET', url });
const update = (userId: number, payload: Record<string, unknown>) => injectAs(t, userId, { method: 'PUT', url: '/api_v1/account/info/update', payload });

test('username check: format reasons, taken (any case), valid', async () => {
  await createUser(t.database, { username: 'Existing' });
  const check = async (name: string) => dataOf<{ isValid: boolean; reason: string }>(await get(`/api_v1/account/username/check/valid?name=${encodeURIComponent(name)}`));
  expect(await check('existing')).toEqual({ isValid: false, reason: '该用户名已被占用' });
  expect(await check('abc')).toEqual({ isValid: false, reason: '用户名为 4-20 位字母、数字或 _ - @ .' });
  expect(await check('who@example.com')).toEqual({ isValid: false, reason: '用户名不能是邮箱' });
  expect(await check('new_name-1.x')).toEqual({ isValid: true, reason: '' });
});

test('nickname check: taken by someone else, own nickname fine, format reasons', async () => {
  const me = await createUser(t.database, { nickname: '我的昵称' });
  await createUser(t.database, { nickname: '别人的昵称' });
  const check = async (name: string, userId: number | null = null) =>
    dataOf<{ isValid: boolean; reason: string }>(await get(`/api_v1/account/nickname/check/valid?name=${encodeURIComponent(name)}`, userId));
  expect(await check('别人的昵称', me.id)).toEqual({ isValid: false, reason: '该昵称已被占用' });
  expect(await check('我的昵称', me.id)).toEqual({ isValid: true, reason: '' });
  expect(await check('我的昵称')).toEqual({ isValid: false, reason: '该昵称已被占用' });
  expect(await check('全新的昵称')).toEqual({ isValid: true, reason: '' });
  expect((await check(' 空格 ')).isValid).toBe(false);
  expect((await check('长'.repeat(21))).reason).toBe('昵称最多 20 个字');
});

test('info/update changes nickname, avatar and wechat; nickname stays unique', async () => {
  const me = await createUser(t.database);
  const other = await createUser(t.database, { nickname: '占用者' });
  const updated = dataOf<{ nickname: string; avatar: string }>(await update(me.id, { nickname: '新名字', avatar: '/files/avatar/a.png', wechat: 'wx123' }));
  expect(updated).toMatchObject({ nickname: '新名字', avatar: '/files/avatar/a.png' });
  expect(dataOf<{ nickname: string }>(await get('/api_v1/account/info', me.id)).nickname).toBe('新名字');
  const absolute = `${t.config.PUBLIC_URL}/files/avatar/b.png`;
  expect(dataOf<{ avatar: string }>(await update(me.id, { avatar: absolute })).avatar).toBe(absolute);

  const clash = errorOf(await update(me.id, { nickname: '占用者' }));
  expect(clash.fields).toEqual({ nickname: '该昵称已被占用' });
  expect(dataOf<{ nickname: string }>(await get('/api_v1/account/info', other.id)).nickname).toBe('占用者');
});

test('info/update refuses bad values and unknown fields, changes nothing, and needs a login', async () => {
  const me = await createUser(t.database, { nickname: '不变' });
  for (const payload of [
    { avatar: 'javascript:alert(1)' },
    { avatar: '//evil.example.com/x.png' },
    { avatar: 'https://elsewhere.example.com/x.png' },
    { avatar: '/files/a b.png' },
    { nickname: '' },
    { nickname: 'x'.repeat(21) },
    { nickname: 12 },
    { roles: { admin: true } },
    { canPostShot: true },
  ]) {
    const response = await update(me.id, payload);
    expect(response.statusCode).toBe(400);
  }
  expect(dataOf<{ nickname: string; roles: object; userPower: { canPostShot: boolean } }>(await get('/api_v1/account/info', me.id))).toMatchObject({
    nickname: '不变',
    roles: {},
    userPower: { canPostShot: false },
  });
  expect(errorOf(await injectAs(t, null, { method: 'PUT', url: '/api_v1/account/info/update', payload: { nickname: 'x' } })).code).toBe(1100);
});

test('public info shows public fields only, with followed for the caller', async () => {
  const teacher = await createUser(t.database, { username: 'teacher_li', roles: { teacher: true } });
  const fan = await createUser(t.database);
  const info = dataOf<Record<string, unknown>>(await get('/api_v1/account/public/info?username=TEACHER_LI'));
  expect(info).toEqual({
    id: teacher.id,
    username: 'teacher_li',
    nickname: teacher.nickname,
    avatar: '',
    followed: false,
    isTeacher: true,
    followerNum: 0,
    userSocialAccount: { wechat: '' },
  });
  await injectAs(t, fan.id, { method: 'POST', url: '/api_v1/account/follow', payload: { targetUserId: teacher.id } });
  expect(dataOf<{ followed: boolean; followerNum: number }>(await get('/api_v1/account/public/info?username=teacher_li', fan.id))).toMatchObject({ followed: true, followerNum: 1 });
  expect((await get('/api_v1/account/public/info?username=nobody_at_all')).statusCode).toBe(404);
});

test('power/top-comment: teachers, admins and users granted the power', async () => {
  const power = async (userId: number | null) => dataOf<{ canTopComment: boolean }>(await get('/api_v1/account/power/top-comment', userId)).canTopComment;
  expect(await power((await createUser(t.database, { roles: { teacher: true } })).id)).toBe(true);
  expect(await power((await createUser(t.database, { roles: { admin: true } })).id)).toBe(true);
  expect(await power((await createUser(t.database, { canTopComment: true })).id)).toBe(true);
  expect(await power((await createUser(t.database, { roles: { teacher: false } })).id)).toBe(false);
  expect(await power(null)).toBe(false);
});
