import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { ErrorCode } from '@site/shared/contract';
import { createUser, dataOf, errorOf, injectAs, type TestApp } from '../../../../test/helpers';
import { createCourse } from '../../course/__tests__/fixtures';
import { sweepPayments } from '../reconcile-service';
import { orders } from '../tables';
import { buy } from './helpers';
import { PUBLIC_URL, closePaymentApp, openPaymentApp, hasPurchase, orderState, refund } from './payment-app';
import { type WechatGateway, startWechatGateway } from './wechat-gateway';

let gateway: WechatGateway;
let t: TestApp;
let adminId: number;
beforeAll(async () => ({ gateway, t, adminId } = await openPaymentApp(startWechatGateway)));
afterAll(() => closePaymentApp({ gateway, t }));
afterEach(() => {
  gateway.state.refundMode = 'processing';
});

const post = (url: string, message: { headers: Record<string, string>; body: string }) =>
  t.app.inject({ method: 'POST', url, headers: message.headers, payload: message.body });

type RefundView = { orderNum: string; status: string; refundNo: string; failReason: string | null };

/** A member who paid for a course through WeChat (notify applied). */
async function paidOrder(price = 9900, purchaseNum = 0) {
  const user = await createUser(t.database);
  const course = await createCourse(t.database, { price, purchaseNum });
  const { orderNum } = await buy(t, user.id, course.id);
  expect((await post('/pay/wechat/notify', gateway.pay(orderNum))).statusCode).toBe(204);
  return { user, course, orderNum };
}

test('only admins refund: 1100 logged out, 403 for members, 400 for bad input, 404 for unknown orders', async () => {
  const { user, orderNum } = await paidOrder();
  expect(errorOf(await refund(t, null, orderNum)).code).toBe(ErrorCode.NotLoggedIn);
  const member = await refund(t, user.id, orderNum);
  expect(member.statusCode).toBe(403);
  expect((await refund(t, adminId, 'not-a-number')).statusCode).toBe(400);
  const unknown = await refund(t, adminId, '20260101000000999999999');
  expect(unknown.statusCode).toBe(404);
  expect(await orderState(t, orderNum)).toMatchObject({ status: 'paid', purchases: 1 });
  expect(gateway.requests.some((r) => r.url === '/v3/refund/domestic/refunds')).toBe(false);
});

test('a refund is signed and sent to WeChat; the order is refunding, then the verified notify completes it and removes the course', async () => {
  const { user, course, orderNum } = await paidOrder(9900, 5);
  const response = await refund(t, adminId, orderNum, '学员申请退款');
  const view = dataOf<RefundView>(response);
  expect(view).toMatchObject({ orderNum, status: 'refunding', failReason: null });
  const request = gateway.requests.at(-1);
  expect(request?.url).toBe('/v3/refund/domestic/refunds');
  expect(JSON.parse(request?.body ?? '{}')).toEqual({
    out_trade_no: orderNum,
    out_refund_no: view.refundNo,
    reason: '学员申请退款',
    notify_url: `${PUBLIC_URL}/pay/wechat/refund-notify`,
    amount: { refund: 9900, total: 9900, currency: 'CNY' },
  });
  // Still refunding: the member keeps the course and sees the order as 退款中.
  expect(await hasPurchase(t, user.id, course.id)).toBe(true);
  const list = dataOf<{ rows: { status: string }[] }>(await injectAs(t, user.id, { method: 'GET', url: '/api_v1/course/order' }));
  expect(list.rows[0]?.status).toBe('refunding');
  // A second click while it runs is refused.
  expect((await refund(t, adminId, orderNum)).statusCode).toBe(409);

  const forger = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  expect((await post('/pay/wechat/refund-notify', gateway.settleRefund(view.refundNo, 'SUCCESS', {}, { signWith: forger.privateKey }))).statusCode).toBe(401);
  const wrongAmount = await post('/pay/wechat/refund-notify', gateway.settleRefund(view.refundNo, 'SUCCESS', { refund: 100 }));
  expect(wrongAmount.statusCode).toBe(400);
  expect(await orderState(t, orderNum)).toMatchObject({ status: 'refunding', purchases: 1, purchaseNum: 6 });

  const message = gateway.settleRefund(view.refundNo);
  expect((await post('/pay/wechat/refund-notify', message)).statusCode).toBe(204);
  expect(await orderState(t, orderNum)).toMatchObject({ status: 'refunded', purchases: 0, purchaseNum: 5 });
  expect(await hasPurchase(t, user.id, course.id)).toBe(false);
  const [order] = await t.database.db.select().from(orders).where(eq(orders.orderNum, orderNum));
  expect(order).toMatchObject({ refundRef: gateway.refunds.get(view.refundNo)?.refund_id, refundRequestedBy: adminId, refundReason: '学员申请退款' });
  // Replays change nothing; a refunded order is not refunded twice.
  expect((await post('/pay/wechat/refund-notify', message)).statusCode).toBe(204);
  expect((await post('/pay/wechat/refund-notify', gateway.settleRefund(view.refundNo))).statusCode).toBe(204);
  expect(await orderState(t, orderNum)).toMatchObject({ status: 'refunded', purchases: 0, purchaseNum: 5 });
  expect(errorOf(await refund(t, adminId, orderNum)).message).toBe('该订单已退款');
  // A replayed payment notify cannot give the course back either.
  expect((await post('/pay/wechat/notify', gateway.pay(orderNum))).statusCode).toBe(204);
  expect(await orderState(t, orderNum)).toMatchObject({ status: 'refunded', purchases: 0 });
  // The member may buy it again.
  expect((await buy(t, user.id, course.id)).orderNum).not.toBe(orderNum);
});

test('20 concurrent refund notifies complete the refund once', async () => {
  const { orderNum } = await paidOrder(5000, 2);
  const { refundNo } = dataOf<RefundView>(await refund(t, adminId, orderNum));
  const responses = await Promise.all(Array.from({ length: 20 }, () => post('/pay/wechat/refund-notify', gateway.settleRefund(refundNo))));
  expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(204));
  expect(await orderState(t, orderNum)).toMatchObject({ status: 'refunded', purchases: 0, purchaseNum: 2 });
});

test('five admins clicking refund at once start one refund at WeChat', async () => {
  const { orderNum } = await paidOrder();
  const before = gateway.requests.filter((r) => r.url === '/v3/refund/domestic/refunds').length;
  const responses = await Promise.all(Array.from({ length: 5 }, () => refund(t, adminId, orderNum)));
  expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
  expect(gateway.requests.filter((r) => r.url === '/v3/refund/domestic/refunds').length).toBe(before + 1);
});

test('a refund WeChat refuses is refund-fail with the reason; a retry resubmits the same refund number and can succeed at once', async () => {
  const { user, course, orderNum } = await paidOrder();
  gateway.state.refundMode = 'refuse';
  const failed = dataOf<RefundView>(await refund(t, adminId, orderNum));
  expect(failed.status).toBe('refund-fail');
  expect(failed.failReason).toContain('余额不足');
  const list = dataOf<{ rows: { status: string }[] }>(await injectAs(t, user.id, { method: 'GET', url: '/api_v1/course/order' }));
  expect(list.rows[0]?.status).toBe('refund-fail');
  expect(await hasPurchase(t, user.id, course.id)).toBe(true);
  gateway.state.refundMode = 'success';
  const retried = dataOf<RefundView>(await refund(t, adminId, orderNum));
  expect(retried).toMatchObject({ status: 'refunded', failReason: null });
  expect(retried.refundNo).toBe(failed.refundNo);
  expect(await hasPurchase(t, user.id, course.id)).toBe(false);
});

test('an abnormal refund notify marks refund-fail; pending and unpaid orders cannot be refunded', async () => {
  const { orderNum } = await paidOrder();
  const { refundNo } = dataOf<RefundView>(await refund(t, adminId, orderNum));
  expect((await post('/pay/wechat/refund-notify', gateway.settleRefund(refundNo, 'ABNORMAL'))).statusCode).toBe(204);
  const [order] = await t.database.db.select().from(orders).where(eq(orders.orderNum, orderNum));
  expect(order).toMatchObject({ status: 'refund-fail', refundFailReason: expect.stringContaining('退款异常') });
  const user = await createUser(t.database);
  const course = await createCourse(t.database, { price: 300 });
  const pending = await buy(t, user.id, course.id);
  expect(errorOf(await refund(t, adminId, pending.orderNum)).message).toBe('订单未支付，无法退款');
});

test('when WeChat fails mid-refund the order stays refunding; the sweep queries and resubmits the same number until WeChat has it', async () => {
  const { orderNum } = await paidOrder();
  gateway.state.refundMode = 'server-error';
  const view = dataOf<RefundView>(await refund(t, adminId, orderNum));
  expect(view.status).toBe('refunding');
  const aged = () => t.database.db.update(orders).set({ refundRequestedAt: new Date(Date.now() - 120_000) }).where(eq(orders.orderNum, orderNum));
  const sweep = () => sweepPayments(t.database.db, t.app.ctx.paymentProviders, t.app.log, new Date());
  const posted = () => gateway.requests.filter((r) => r.url === '/v3/refund/domestic/refunds' && r.body.includes(orderNum)).map((r) => JSON.parse(r.body) as { out_refund_no: string });
  // WeChat never created it and is still failing: queried, resubmitted, still unknown, never a failure.
  await aged();
  await sweep();
  expect(await orderState(t, orderNum)).toMatchObject({ status: 'refunding', purchases: 1 });
  // WeChat is back: the same number is resubmitted and accepted; its success is found by the next query.
  gateway.state.refundMode = 'processing';
  await sweep();
  expect(posted().map((body) => body.out_refund_no)).toEqual([view.refundNo, view.refundNo, view.refundNo]);
  expect(await orderState(t, orderNum)).toMatchObject({ status: 'refunding', purchases: 1 });
  const refundAtGateway = gateway.refunds.get(view.refundNo);
  if (refundAtGateway) refundAtGateway.status = 'SUCCESS';
  await sweep();
  expect(await orderState(t, orderNum)).toMatchObject({ status: 'refunded', purchases: 0 });
  expect(posted()).toHaveLength(3);
});

test('a member who paid twice (a late payment of an expired QR, then a new one) keeps the course when one is refunded', async () => {
  const user = await createUser(t.database);
  const course = await createCourse(t.database, { price: 800, purchaseNum: 0 });
  const first = await buy(t, user.id, course.id);
  await t.database.db.update(orders).set({ status: 'expired', expiresAt: new Date(Date.now() - 1000) }).where(eq(orders.orderNum, first.orderNum));
  const second = await buy(t, user.id, course.id);
  expect((await post('/pay/wechat/notify', gateway.pay(first.orderNum))).statusCode).toBe(204);
  expect((await post('/pay/wechat/notify', gateway.pay(second.orderNum))).statusCode).toBe(204);
  expect(await orderState(t, second.orderNum)).toMatchObject({ status: 'paid', purchases: 1, purchaseNum: 1 });
  gateway.state.refundMode = 'success';
  expect(dataOf<RefundView>(await refund(t, adminId, first.orderNum)).status).toBe('refunded');
  expect(await hasPurchase(t, user.id, course.id)).toBe(true);
  expect(await orderState(t, second.orderNum)).toMatchObject({ status: 'paid', purchases: 1, purchaseNum: 1 });
  expect(dataOf<RefundView>(await refund(t, adminId, second.orderNum)).status).toBe('refunded');
  expect(await hasPurchase(t, user.id, course.id)).toBe(false);
  expect(await orderState(t, second.orderNum)).toMatchObject({ status: 'refunded', purchases: 0, purchaseNum: 0 });
});
