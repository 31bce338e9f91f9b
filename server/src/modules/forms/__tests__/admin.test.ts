import { createTestApp, createUser, dataOf, errorOf, injectAs, type TestApp } from '../../../../test/helpers';
import { CID, PNG_1PX, healthSign, promise } from './fixtures';

let t: TestApp;
let adminId: number;
let memberId: number;
beforeAll(async () => {
  t = await createTestApp();
  adminId = (await createUser(t.database, { roles: { admin: true } })).id;
  memberId = (await createUser(t.database, { cid: CID, username: 'lisi', nickname: '李四' })).id;
  const submit = (payload: object) => t.app.inject({ method: 'POST', url: '/api_v1/api/disease/info', payload });
  dataOf(await submit(healthSign({ isHealth: 2, remark: '=HYPERLINK("x"), 咳嗽' })));
  dataOf(await submit(promise({ vehicle: '2,4', vehicleNum: 'CA1234' })));
}, 120_000);
afterAll(() => t.close());

const adminUrls = [
  '/api_v1/forms/health-sign/list',
  '/api_v1/forms/promise/list',
  '/api_v1/forms/research/list',
  '/api_v1/forms/health-sign/export.csv',
  '/api_v1/forms/promise/export.csv',
  '/api_v1/forms/research/export.csv',
  '/api_v1/forms/promise/1/sign.png',
];

test.each(adminUrls)('%s: 1100 when logged out, 403 for members and teachers', async (url) => {
  expect(errorOf(await injectAs(t, null, { method: 'GET', url }))).toMatchObject({ code: 1100 });
  const teacher = await createUser(t.database, { roles: { teacher: true } });
  for (const userId of [memberId, teacher.id]) {
    const response = await injectAs(t, userId, { method: 'GET', url });
    expect(response.statusCode).toBe(403);
    expect(errorOf(response).code).toBe(403);
  }
});

test('admins page through sign-ins with the member and the ID number', async () => {
  const list = dataOf<{ rows: Record<string, unknown>[]; count: number }>(
    await injectAs(t, adminId, { method: 'GET', url: '/api_v1/forms/health-sign/list?page=0&perPage=10' }),
  );
  expect(list.count).toBe(1);
  expect(list.rows[0]).toMatchObject({ username: 'lisi', nickname: '李四', cid: CID, isHealth: 2, temperature: '36.5' });
  const empty = dataOf<{ rows: unknown[] }>(await injectAs(t, adminId, { method: 'GET', url: '/api_v1/forms/health-sign/list?page=1&perPage=10' }));
  expect(empty.rows).toEqual([]);
});

test('the promise list leaves out the signature, which has its own image URL', async () => {
  const list = dataOf<{ rows: Record<string, unknown>[] }>(await injectAs(t, adminId, { method: 'GET', url: '/api_v1/forms/promise/list' }));
  expect(list.rows[0]).toMatchObject({ name: '张三', tel: '13800138000', vehicle: '2,4', vehicleNum: 'CA1234' });
  expect(list.rows[0]).not.toHaveProperty('sign');
  const image = await injectAs(t, adminId, { method: 'GET', url: `/api_v1/forms/promise/${String(list.rows[0].id)}/sign.png` });
  expect(image.headers['content-type']).toBe('image/png');
  expect(image.rawPayload.equals(Buffer.from(PNG_1PX.split(',')[1], 'base64'))).toBe(true);
});

test('CSV exports are UTF-8 with a BOM, labelled in Chinese, and defuse formulas', async () => {
  const signs = await injectAs(t, adminId, { method: 'GET', url: '/api_v1/forms/health-sign/export.csv' });
  expect(signs.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(signs.headers['content-disposition']).toMatch(/^attachment; filename="health-sign-\d{4}-\d{2}-\d{2}\.csv"$/);
  expect(signs.body.startsWith('\uFEFF签到日期,提交时间,用户名')).toBe(true);
  const [, row] = signs.body.slice(1).trim().split('\r\n');
  expect(row).toContain(`lisi,李四,${CID},在京,不适,36.5,"'=HYPERLINK(""x""), 咳嗽"`);

  const promises = await injectAs(t, adminId, { method: 'GET', url: '/api_v1/forms/promise/export.csv' });
  expect(promises.body).toContain('张三,13800138000');
  expect(promises.body).toContain('已返京,2020/02/01,飞机、拼车,CA1234,否,否');
  expect(promises.body).not.toContain('base64');
});
