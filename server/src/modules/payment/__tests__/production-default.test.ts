import { eq } from 'drizzle-orm';
import { ErrorCode } from '@site/shared/contract';
import { loadConfig } from '../../../platform/config';
import { createTestApp, createUser, errorOf, injectAs, type TestApp } from '../../../../test/helpers';
import { createCourse } from '../../course/__tests__/fixtures';
import { orders } from '../tables';
import { buy, confirm } from './helpers';

test('production sells through no provider unless one is chosen; development keeps the sandbox', () => {
  expect(loadConfig({ NODE_ENV: 'production' }).PAYMENT_PROVIDER).toBe('none');
  expect(loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox' }).PAYMENT_PROVIDER).toBe('sandbox');
  expect(loadConfig({ NODE_ENV: 'development' }).PAYMENT_PROVIDER).toBe('sandbox');
  expect(loadConfig({ NODE_ENV: 'test' }).PAYMENT_PROVIDER).toBe('sandbox');
});

describe('a production site with no payment provider', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'none' });
  });
  afterAll(() => t.close());

  test('purchase answers "payment not enabled" and creates no order; the sandbox pages do not exist', async () => {
    const user = await createUser(t.database);
    const course = await createCourse(t.database, { price: 19900 });
    const answer = await injectAs(t, user.id, { method: 'POST', url: '/api_v1/course/purchase', payload: { courseId: course.id } });
    expect(answer.statusCode).toBe(409);
    expect(errorOf(answer)).toMatchObject({ code: ErrorCode.PaymentNotEnabled, message: expect.stringContaining('未开通') });
    expect(await t.database.db.select().from(orders).where(eq(orders.userId, user.id))).toEqual([]);
    const page = await t.app.inject({ method: 'GET', url: '/pay/sandbox/2026112800000000001?sig=x' });
    expect(page.statusCode).toBe(404);
  });
});

describe('the sandbox confirms only its own orders', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  test('a signed sandbox link for an order another provider took neither shows nor pays it', async () => {
    const user = await createUser(t.database);
    const course = await createCourse(t.database, { price: 500 });
    const bought = await buy(t, user.id, course.id);
    // As if the order had been taken by WeChat Pay (a sandbox link for it must not exist, but if one did).
    await t.database.db.update(orders).set({ provider: 'wechat' }).where(eq(orders.orderNum, bought.orderNum));
    const shown = await t.app.inject({ method: 'GET', url: new URL(bought.payInfo.codeUrl).pathname + new URL(bought.payInfo.codeUrl).search });
    expect(shown.statusCode).toBe(404);
    const posted = await confirm(t, bought.payInfo.codeUrl, 500);
    expect(posted.statusCode).toBe(404);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.orderNum, bought.orderNum));
    expect(order.status).toBe('pending');
  });
});
