import { eq } from 'drizzle-orm';
import { createTestApp, createUser, type TestApp } from '../../../../test/helpers';
import { createCourse } from '../../course/__tests__/fixtures';
import { coursePurchases, courses } from '../../course/tables';
import { orders } from '../tables';
import { confirmPayment } from '../service';
import { buy, confirm } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function state(orderNum: string, courseId: number) {
  const [order] = await t.database.db.select().from(orders).where(eq(orders.orderNum, orderNum));
  const purchases = await t.database.db.select().from(coursePurchases).where(eq(coursePurchases.courseId, courseId));
  const [course] = await t.database.db.select().from(courses).where(eq(courses.id, courseId));
  return { status: order?.status, paidAmount: order?.paidAmount, purchases: purchases.length, purchaseNum: course?.purchaseNum };
}

test('20 concurrent confirmations give one paid order, one purchase and purchaseNum +1', async () => {
  const user = await createUser(t.database);
  const course = await createCourse(t.database, { price: 9900, purchaseNum: 7 });
  const { orderNum, payInfo } = await buy(t, user.id, course.id);
  const responses = await Promise.all(Array.from({ length: 20 }, () => confirm(t, payInfo.codeUrl, 9900)));
  expect(responses.every((r) => r.statusCode === 200)).toBe(true);
  expect(await state(orderNum, course.id)).toEqual({ status: 'paid', paidAmount: 9900, purchases: 1, purchaseNum: 8 });
  const outcomes = await Promise.all(Array.from({ length: 5 }, () => confirmPayment(t.database.db, orderNum, 9900, 'replay')));
  expect(outcomes).toEqual(Array(5).fill('already-paid'));
  expect(await state(orderNum, course.id)).toEqual({ status: 'paid', paidAmount: 9900, purchases: 1, purchaseNum: 8 });
});

test('a wrong amount in fen is refused and changes nothing', async () => {
  const user = await createUser(t.database);
  const course = await createCourse(t.database, { price: 9900 });
  const { orderNum, payInfo } = await buy(t, user.id, course.id);
  for (const amount of [9899, 99, 990000]) {
    const response = await confirm(t, payInfo.codeUrl, amount);
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('金额');
  }
  expect(await state(orderNum, course.id)).toEqual({ status: 'pending', paidAmount: null, purchases: 0, purchaseNum: 0 });
});

test('an expired order is refused with a clear page message, and its page says so', async () => {
  const user = await createUser(t.database);
  const course = await createCourse(t.database, { price: 9900 });
  const { orderNum, payInfo } = await buy(t, user.id, course.id);
  await t.database.db.update(orders).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(orders.orderNum, orderNum));
  const response = await confirm(t, payInfo.codeUrl, 9900);
  expect(response.statusCode).toBe(410);
  expect(response.body).toContain('订单已过期');
  const url = new URL(payInfo.codeUrl);
  const page = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
  expect(page.statusCode).toBe(410);
  expect(page.body).toContain('订单已过期');
  expect(await state(orderNum, course.id)).toMatchObject({ status: 'pending', purchases: 0 });
  // A new purchase makes a new order rather than reusing the expired one, which is closed for good.
  expect((await buy(t, user.id, course.id)).orderNum).not.toBe(orderNum);
  expect(await state(orderNum, course.id)).toMatchObject({ status: 'expired', purchases: 0 });
  expect(await confirmPayment(t.database.db, orderNum, 9900, 'late')).toBe('expired');
  expect((await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` })).body).toContain('订单已过期');
});

test('an unknown order number is not found', async () => {
  expect(await confirmPayment(t.database.db, '20260101000000123456789', 100, 'x')).toBe('not-found');
});
