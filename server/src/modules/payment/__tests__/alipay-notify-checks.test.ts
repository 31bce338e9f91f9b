import { eq } from 'drizzle-orm';
import { createUser, dataOf, injectAs, type TestApp } from '../../../../test/helpers';
import { createCourse } from '../../course/__tests__/fixtures';
import { paymentDiscrepancies } from '../tables';
import { type AlipayGateway, startAlipayGateway } from './alipay-gateway';
import { buy } from './helpers';
import { closePaymentApp, openPaymentApp, orderState } from './payment-app';

let gateway: AlipayGateway;
let t: TestApp;
let adminId: number;
beforeAll(async () => ({ gateway, t, adminId } = await openPaymentApp(startAlipayGateway)));
afterAll(() => closePaymentApp({ gateway, t }));

const notify = (message: { headers: Record<string, string>; body: string }) =>
  t.app.inject({ method: 'POST', url: '/pay/alipay/notify', headers: message.headers, payload: message.body });

async function newOrder(price = 6000) {
  const user = await createUser(t.database);
  const course = await createCourse(t.database, { price, purchaseNum: 0 });
  return (await buy(t, user.id, course.id)).orderNum;
}

type Discrepancy = { id: number; provider: string; kind: string; orderNum: string; refundNo: string; amountFen: number | null; resolvedAt: string | null };
const openDiscrepancies = async () =>
  dataOf<{ rows: Discrepancy[]; count: number }>(await injectAs(t, adminId, { method: 'GET', url: '/api_v1/admin/order/discrepancies?open=1' }));

test('a notify naming another seller_id is refused and changes nothing', async () => {
  const orderNum = await newOrder();
  const response = await notify(gateway.pay(orderNum, { seller_id: '2088000000000001' }));
  expect(response.statusCode).toBe(400);
  expect(response.body).toBe('fail');
  expect(await orderState(t, orderNum)).toMatchObject({ status: 'pending', purchases: 0 });
  expect((await notify(gateway.pay(orderNum))).body).toBe('success');
  expect(await orderState(t, orderNum)).toMatchObject({ status: 'paid', purchases: 1 });
});

test('a partial-refund notify (TRADE_SUCCESS with refund_fee) is not a payment', async () => {
  const orderNum = await newOrder();
  // Alipay knows the trade as paid (its payment notify was lost); a console partial refund is notified first.
  gateway.pay(orderNum);
  const { message, requestNo } = gateway.consoleRefund(orderNum, '10.00');
  expect((await notify(message)).body).toBe('success');
  expect(await orderState(t, orderNum)).toMatchObject({ status: 'pending', paidAmount: null, purchases: 0 });
  const [kept] = await t.database.db.select().from(paymentDiscrepancies).where(eq(paymentDiscrepancies.refundNo, requestNo));
  expect(kept).toMatchObject({ provider: 'alipay', kind: 'unknown-refund', orderNum, amountFen: 1000 });
});

test('a refund started in the merchant console is acknowledged, kept once for the admin, and resolved with a reason', async () => {
  const orderNum = await newOrder(8800);
  expect((await notify(gateway.pay(orderNum))).body).toBe('success');
  const { message, requestNo } = gateway.consoleRefund(orderNum, '88.00');
  // Alipay retries until "success": each try is acknowledged and kept as one item.
  for (let i = 0; i < 3; i += 1) {
    const response = await notify(message);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('success');
  }
  expect(await orderState(t, orderNum)).toMatchObject({ status: 'paid', purchases: 1 });
  const mine = (await openDiscrepancies()).rows.filter((row) => row.orderNum === orderNum);
  expect(mine).toEqual([expect.objectContaining({ provider: 'alipay', kind: 'unknown-refund', refundNo: requestNo, amountFen: 8800, resolvedAt: null })]);
  const id = mine[0]?.id ?? 0;
  const resolve = (userId: number) => injectAs(t, userId, { method: 'POST', url: '/api_v1/admin/order/discrepancy/resolve', payload: { id, reason: '已在商户后台核实，线下处理' } });
  const member = await createUser(t.database);
  expect((await resolve(member.id)).statusCode).toBe(403);
  expect((await resolve(adminId)).statusCode).toBe(200);
  expect((await resolve(adminId)).statusCode).toBe(404);
  expect((await openDiscrepancies()).rows.some((row) => row.orderNum === orderNum)).toBe(false);
});
