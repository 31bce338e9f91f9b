import { RATE_LIMITS } from '../../../platform/rate-limit';
import { createTestApp, createUser, dataOf, errorOf, type TestApp } from '../../../../test/helpers';
import { CID } from './fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await createUser(t.database, { cid: CID, username: 'zhangsan', nickname: '张三同学', email: 'zs@example.com' });
}, 120_000);
afterAll(() => t.close());

const lookup = (cid: string, remoteAddress = '10.9.0.1') =>
  t.app.inject({ method: 'GET', url: `/api_v1/api/user/search/cid?cid=${encodeURIComponent(cid)}`, remoteAddress });

test('answers only the username and nickname, matching the ID case-insensitively', async () => {
  const response = await lookup(CID.toLowerCase(), '10.9.1.1');
  expect(response.json()).toEqual({ data: [{ username: 'zhangsan', nickname: '张三同学' }] });
  expect(response.body).not.toMatch(/zs@example\.com|passwordHash|110105/);
});

test('unknown, short and missing IDs get the same shape: an empty list', async () => {
  expect(dataOf(await lookup('110105194912310099', '10.9.2.1'))).toEqual([]);
  expect(dataOf(await lookup('1101', '10.9.2.2'))).toEqual([]);
  const missing = await t.app.inject({ method: 'GET', url: '/api_v1/api/user/search/cid', remoteAddress: '10.9.2.3' });
  expect(dataOf(missing)).toEqual([]);
});

test('is rate-limited per IP', async () => {
  const { max } = RATE_LIMITS.lookup;
  const statuses: number[] = [];
  for (let i = 0; i < max + 2; i += 1) statuses.push((await lookup('110105194912310099', '10.9.3.1')).statusCode);
  expect(statuses.slice(0, max).every((status) => status === 200)).toBe(true);
  expect(statuses.slice(max)).toEqual([429, 429]);
  const limited = await lookup(CID, '10.9.3.1');
  expect(errorOf(limited)).toEqual({ code: 429, message: '操作太频繁，请稍后再试' });
  // Another caller is unaffected.
  expect((await lookup(CID, '10.9.3.2')).statusCode).toBe(200);
});
