import { eq } from 'drizzle-orm';
import { createUser, dataOf, injectAs, type TestApp } from '../../../../test/helpers';
import { createCourse } from '../../course/__tests__/fixtures';
import { sweepPayments } from '../reconcile-service';
import { orders } from '../tables';
import { type AlipayGateway, startAlipayGateway } from './alipay-gateway';
import { buy } from './helpers';
import { closePaymentApp, openPaymentApp, orderState, refund } from './payment-app';

let gateway: AlipayGateway;
let t: TestApp;
let adminId: number;
beforeAll(async () => ({ gateway, t, adminId } = await openPaymentApp(startAlipayGateway)));
afterAll(() => closePaymentApp({ gateway, t }));
afterEach(() => {
  gateway.state.refundMode = 'success';
  gateway.state.queryFails = false;
});

type RefundView = { orderNum: string; status: string; refundNo: string; failReason: string | null };

async function paidOrder() {
  const user = await createUser(t.database);
  const course = await createCourse(t.database, { price: 4500, purchaseNum: 0 });
  const { orderNum } = await buy(t, user.id, course.id);
  const paid = await t.app.inject({ method: 'POST', url: '/pay/alipay/notify', ...asInject(gateway.pay(orderNum)) });
  expect(paid.body).toBe('success');
  return orderNum;
}

const asInject = (message: { headers: Record<string, string>; body: string }) => ({ headers: message.headers, payload: message.body });

const refundRequests = (orderNum: string) =>
  gateway.requests
    .map((r) => new URLSearchParams(r.body))
    .filter((params) => params.get('method') === 'alipay.trade.refund' && params.get('biz_content')?.includes(orderNum))
    .map((params) => (JSON.parse(params.get('biz_content') ?? '{}') as { out_request_no: string }).out_request_no);

async function sweepLater(orderNum: string) {
  await t.database.db.update(orders).set({ refundRequestedAt: new Date(Date.now() - 120_000) }).where(eq(orders.orderNum, orderNum));
  await sweepPayments(t.database.db, t.app.ctx.paymentProviders, t.app.log, new Date());
}

test('40004 ACQ.SYSTEM_ERROR is an unknown outcome, not a refusal; the empty refund query is retried with the same number', async () => {
  const orderNum = await paidOrder();
  gateway.state.refundMode = 'system-error';
  const view = dataOf<RefundView>(await refund(t, adminId, orderNum));
  expect(view).toMatchObject({ status: 'refunding', failReason: null });
  // Still failing: the query answers no refund, the same number is resubmitted, still unknown.
  await sweepLater(orderNum);
  expect(await orderState(t, orderNum)).toMatchObject({ status: 'refunding', purchases: 1 });
  gateway.state.refundMode = 'success';
  await sweepLater(orderNum);
  expect(await orderState(t, orderNum)).toMatchObject({ status: 'refunded', purchases: 0 });
  expect(refundRequests(orderNum)).toEqual([view.refundNo, view.refundNo, view.refundNo]);
});

test('a refund Alipay made but answered with a system error is found by the query: refunded, never resubmitted', async () => {
  const orderNum = await paidOrder();
  gateway.state.refundMode = 'lost';
  const view = dataOf<RefundView>(await refund(t, adminId, orderNum));
  expect(view.status).toBe('refunding');
  gateway.state.queryFails = true;
  await sweepLater(orderNum);
  expect(await orderState(t, orderNum)).toMatchObject({ status: 'refunding' });
  gateway.state.queryFails = false;
  await sweepLater(orderNum);
  expect(await orderState(t, orderNum)).toMatchObject({ status: 'refunded', purchases: 0 });
  expect(refundRequests(orderNum)).toEqual([view.refundNo]);
});

test('a refused refund is retried by the admin under the same out_request_no after its query', async () => {
  const orderNum = await paidOrder();
  gateway.state.refundMode = 'refuse';
  const failed = dataOf<RefundView>(await refund(t, adminId, orderNum));
  expect(failed).toMatchObject({ status: 'refund-fail', failReason: expect.stringContaining('卖家余额不足') });
  gateway.state.refundMode = 'success';
  const retried = dataOf<RefundView>(await refund(t, adminId, orderNum));
  expect(retried).toMatchObject({ status: 'refunded', refundNo: failed.refundNo });
  expect(refundRequests(orderNum)).toEqual([failed.refundNo, failed.refundNo]);
  const queried = gateway.requests.filter((r) => new URLSearchParams(r.body).get('method') === 'alipay.trade.fastpay.refund.query' && r.body.includes(failed.refundNo));
  expect(queried.length).toBeGreaterThanOrEqual(1);
});

test('the admin sees a refund live: its provider, number and what Alipay says now, applied on the spot', async () => {
  const orderNum = await paidOrder();
  gateway.state.refundMode = 'lost';
  const view = dataOf<RefundView>(await refund(t, adminId, orderNum));
  expect(view.status).toBe('refunding');
  const status = (userId: number) => injectAs(t, userId, { method: 'GET', url: `/api_v1/admin/order/refund-status?orderNum=${orderNum}` });
  const member = await createUser(t.database);
  expect((await status(member.id)).statusCode).toBe(403);
  gateway.state.queryFails = true;
  expect(dataOf(await status(adminId))).toMatchObject({ status: 'refunding', live: 'unknown', liveDetail: expect.stringContaining('ACQ.SYSTEM_ERROR') });
  gateway.state.queryFails = false;
  expect(dataOf(await status(adminId))).toEqual({
    orderNum,
    status: 'refunded',
    provider: 'alipay',
    providerLabel: '支付宝',
    refundNo: view.refundNo,
    refundRef: gateway.trades.get(orderNum)?.trade_no,
    failReason: null,
    live: 'refunded',
    liveDetail: null,
  });
  expect(await orderState(t, orderNum)).toMatchObject({ status: 'refunded', purchases: 0 });
});
