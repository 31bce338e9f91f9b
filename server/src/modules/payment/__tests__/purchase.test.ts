import { eq } from 'drizzle-orm';
import { ErrorCode } from '@site/shared/contract';
import { createTestApp, createUser, dataOf, errorOf, injectAs, type TestApp } from '../../../../test/helpers';
import { createCourse } from '../../course/__tests__/fixtures';
import { orders } from '../tables';
import { buy, confirm, sandboxTarget } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'http://192.168.1.5:3000' });
});
afterAll(() => t.close());

test('purchase creates a pending order with the price in fen and an absolute sandbox codeUrl valid 15 minutes', async () => {
  const user = await createUser(t.database);
  const course = await createCourse(t.database, { title: '付费课', price: 19900 });
  const before = Date.now();
  const result = await buy(t, user.id, course.id);
  expect(result.payInfo.codeUrl).toMatch(new RegExp(`^http://192\\.168\\.1\\.5:3000/pay/sandbox/${result.orderNum}\\?sig=`));
  const expires = new Date(result.payInfo.expiresAt).getTime();
  expect(expires - before).toBeGreaterThan(14 * 60 * 1000);
  expect(expires - before).toBeLessThanOrEqual(15 * 60 * 1000 + 1000);
  const [order] = await t.database.db.select().from(orders).where(eq(orders.orderNum, result.orderNum));
  expect(order).toMatchObject({ amount: 19900, status: 'pending', userId: user.id, courseId: course.id });
});

test('buying again while the QR is valid reuses the pending order', async () => {
  const user = await createUser(t.database);
  const course = await createCourse(t.database, { price: 500 });
  const first = await buy(t, user.id, course.id);
  const second = await buy(t, user.id, course.id);
  expect(second.orderNum).toBe(first.orderNum);
});

test('logged out gets 1100; free, purchased and missing courses are refused', async () => {
  const user = await createUser(t.database);
  const paid = await createCourse(t.database, { price: 500 });
  const free = await createCourse(t.database, { free: true, price: 0 });
  expect(errorOf(await injectAs(t, null, { method: 'POST', url: '/api_v1/course/purchase', payload: { courseId: paid.id } })).code).toBe(ErrorCode.NotLoggedIn);
  const freeError = errorOf(await injectAs(t, user.id, { method: 'POST', url: '/api_v1/course/purchase', payload: { courseId: free.id } }));
  expect(freeError.message).toContain('免费');
  expect(errorOf(await injectAs(t, user.id, { method: 'POST', url: '/api_v1/course/purchase', payload: { courseId: 999999 } })).code).toBe(ErrorCode.CourseNotFound);
  const { payInfo } = await buy(t, user.id, paid.id);
  expect((await confirm(t, payInfo.codeUrl, 500)).statusCode).toBe(200);
  const again = errorOf(await injectAs(t, user.id, { method: 'POST', url: '/api_v1/course/purchase', payload: { courseId: paid.id } }));
  expect(again.message).toContain('已购买');
});

test('the sandbox page shows the course and amount with a plain form, and refuses a forged link', async () => {
  const user = await createUser(t.database);
  const course = await createCourse(t.database, { title: '<b>字体</b>设计', price: 1990 });
  const { payInfo } = await buy(t, user.id, course.id);
  const target = sandboxTarget(payInfo.codeUrl);
  const page = await t.app.inject({ method: 'GET', url: `${target.path}?sig=${target.sig}` });
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toContain('text/html');
  expect(page.body).toContain('&lt;b&gt;字体&lt;/b&gt;设计');
  expect(page.body).toContain('¥19.9');
  expect(page.body).toContain('<form method="post"');
  expect(page.body).toContain('确认支付');
  expect(page.body).not.toContain('<script');
  // With the site-wide no-referrer policy a browser would post the form with Origin: null.
  expect(page.headers['referrer-policy']).toBe('same-origin');
  const forged = await t.app.inject({ method: 'GET', url: `${target.path}?sig=forged` });
  expect(forged.statusCode).toBe(403);
  expect((await confirm(t, payInfo.codeUrl, 1990, 'forged')).statusCode).toBe(403);
});

test('check/purchase follows the payment; orders list the paid order', async () => {
  const user = await createUser(t.database);
  const course = await createCourse(t.database, { title: '订单课', price: 2500 });
  const check = async () => dataOf<{ hasPurchase: boolean }>(await injectAs(t, user.id, { method: 'GET', url: `/api_v1/course/check/purchase?courseId=${course.id}` }));
  expect(await check()).toEqual({ hasPurchase: false });
  const { orderNum, payInfo } = await buy(t, user.id, course.id);
  let orderList = dataOf<{ rows: unknown[]; count: number }>(await injectAs(t, user.id, { method: 'GET', url: '/api_v1/course/order' }));
  expect(orderList.count).toBe(0);
  const response = await confirm(t, payInfo.codeUrl, 2500);
  expect(response.body).toContain('支付成功');
  expect(await check()).toEqual({ hasPurchase: true });
  orderList = dataOf(await injectAs(t, user.id, { method: 'GET', url: '/api_v1/course/order?perPage=15&page=0' }));
  expect(orderList).toEqual({
    rows: [{ orderNum, courseId: course.id, courseInfo: { title: '订单课' }, paidAmount: 2500, paySuccessTime: expect.any(String), status: 'paid' }],
    count: 1,
  });
  expect(dataOf(await injectAs(t, null, { method: 'GET', url: `/api_v1/course/check/purchase?courseId=${course.id}` }))).toEqual({ hasPurchase: false });
  expect(errorOf(await injectAs(t, null, { method: 'GET', url: '/api_v1/course/order' })).code).toBe(ErrorCode.NotLoggedIn);
});
