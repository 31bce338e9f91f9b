import { eq } from 'drizzle-orm';
import { createTestApp, createUser, dataOf, injectAs, type TestApp } from '../../../../test/helpers';
import { loadConfig } from '../../../platform/config';
import { coursePurchases, courses } from '../../course/tables';
import { orders } from '../tables';

export const PUBLIC_URL = 'https://pay.example.com';

/** A test app whose payment settings go through config.ts exactly as at start (files read, keys parsed). */
export async function createPaymentApp(env: Record<string, string>): Promise<TestApp> {
  const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL, ...env });
  return createTestApp({ PAYMENT_PROVIDER: config.PAYMENT_PROVIDER, PUBLIC_URL, payment: config.payment });
}

/** A loopback gateway, a payment app on it and an admin: what a payment test file opens once (closePaymentApp after). */
export async function openPaymentApp<G extends { env: Record<string, string> }>(start: () => Promise<G>): Promise<{ gateway: G; t: TestApp; adminId: number }> {
  const gateway = await start();
  const t = await createPaymentApp(gateway.env);
  const adminId = (await createUser(t.database, { roles: { admin: true } })).id;
  return { gateway, t, adminId };
}

export async function closePaymentApp({ gateway, t }: { gateway: { close: () => Promise<void> }; t: TestApp }): Promise<void> {
  await t.close();
  await gateway.close();
}

/** The order, the member's access and the course's purchase count, as one comparable object. */
export async function orderState(t: TestApp, orderNum: string) {
  const [order] = await t.database.db.select().from(orders).where(eq(orders.orderNum, orderNum));
  if (!order) throw new Error(`no order ${orderNum}`);
  const purchases = await t.database.db.select().from(coursePurchases).where(eq(coursePurchases.courseId, order.courseId));
  const [course] = await t.database.db.select().from(courses).where(eq(courses.id, order.courseId));
  return { status: order.status, paidAmount: order.paidAmount, purchases: purchases.length, purchaseNum: course?.purchaseNum };
}

export async function hasPurchase(t: TestApp, userId: number, courseId: number): Promise<boolean> {
  return dataOf<{ hasPurchase: boolean }>(await injectAs(t, userId, { method: 'GET', url: `/api_v1/course/check/purchase?courseId=${courseId}` })).hasPurchase;
}

export function refund(t: TestApp, userId: number | null, orderNum: string, reason?: string) {
  return injectAs(t, userId, { method: 'POST', url: '/api_v1/admin/order/refund', payload: { orderNum, ...(reason ? { reason } : {}) } });
}
