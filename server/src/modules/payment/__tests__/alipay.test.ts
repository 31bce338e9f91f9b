import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { createUser, dataOf, errorOf, injectAs, type TestApp } from '../../../../test/helpers';
import { createCourse } from '../../course/__tests__/fixtures';
import { sweepPayments } from '../reconcile-service';
import { orders } from '../tables';
import { buy } from './helpers';
import { APP_ID, type AlipayGateway, startAlipayGateway } from './alipay-gateway';
import { PUBLIC_URL, closePaymentApp, openPaymentApp, hasPurchase, orderState, refund } from './payment-app';

let gateway: AlipayGateway;
let t: TestApp;
let adminId: number;
beforeAll(async () => ({ gateway, t, adminId } = await openPaymentApp(startAlipayGateway)));
afterAll(() => closePaymentApp({ gateway, t }));
afterEach(() => {
  gateway.state.refundMode = 'success';
  gateway.state.signAnswersWith = gateway.alipay.privateKey;
});

const notify = (message: { headers: Record<string, string>; body: string }) =>
  t.app.inject({ method: 'POST', url: '/pay/alipay/notify', headers: message.headers, payload: message.body });

type RefundView = { orderNum: string; status: string; refundNo: string; failReason: string | null };

async function newOrder(price = 9900, purchaseNum = 0) {
  const user = await createUser(t.database);
  const course = await createCourse(t.database, { title: '版式设计基础', price, purchaseNum });
  return { user, course, ...(await buy(t, user.id, course.id)) };
}

const gatewayCalls = (method: string) => gateway.requests.filter((r) => new URLSearchParams(r.body).get('method') === method);

test('purchase sends an RSA2-signed alipay.trade.precreate and shows its qr_code; buying again reuses it', async () => {
  const { orderNum, payInfo, user, course } = await newOrder(19990);
  const [request] = gatewayCalls('alipay.trade.precreate').slice(-1);
  const params = Object.fromEntries(new URLSearchParams(request?.body));
  const signed = Object.keys(params)
    .filter((key) => key !== 'sign')
    .sort()
    .map((key) => `${key}=${params[key]}`)
    .join('&');
  expect(crypto.verify('RSA-SHA256', Buffer.from(signed), gateway.app.publicKey, Buffer.from(params.sign ?? '', 'base64'))).toBe(true);
  expect(params).toMatchObject({ app_id: APP_ID, sign_type: 'RSA2', charset: 'utf-8', format: 'JSON', version: '1.0', notify_url: `${PUBLIC_URL}/pay/alipay/notify` });
  expect(JSON.parse(params.biz_content ?? '{}')).toEqual({ out_trade_no: orderNum, total_amount: '199.90', subject: '版式设计基础', timeout_express: '15m' });
  expect(payInfo.codeUrl).toBe(gateway.trades.get(orderNum)?.qr_code);
  expect(await buy(t, user.id, course.id)).toEqual({ orderNum, payInfo });
  expect(gatewayCalls('alipay.trade.precreate').filter((r) => r.body.includes(orderNum))).toHaveLength(1);
});

test('a gateway answer whose signature does not verify is not believed: 502 and no QR', async () => {
  const user = await createUser(t.database);
  const course = await createCourse(t.database, { price: 100 });
  gateway.state.signAnswersWith = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  const response = await injectAs(t, user.id, { method: 'POST', url: '/api_v1/course/purchase', payload: { courseId: course.id } });
  expect(response.statusCode).toBe(502);
  const [order] = await t.database.db.select().from(orders).where(eq(orders.courseId, course.id));
  expect(order?.codeUrl).toBeNull();
});

test('notifies with a bad signature, the wrong amount or another app are refused and change nothing', async () => {
  const { orderNum } = await newOrder(9900);
  const forger = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const forged = await notify(gateway.pay(orderNum, {}, { signWith: forger.privateKey }));
  expect(forged.statusCode).toBe(401);
  expect(forged.body).toBe('fail');
  const tampered = gateway.pay(orderNum);
  expect((await notify({ ...tampered, body: tampered.body.replace('total_amount=99.00', 'total_amount=0.01') })).statusCode).toBe(401);
  const wrongAmount = await notify(gateway.pay(orderNum, { total_amount: '0.01' }));
  expect(wrongAmount.statusCode).toBe(400);
  expect(wrongAmount.body).toBe('fail');
  expect((await notify(gateway.pay(orderNum, { app_id: '2021000000000000' }))).statusCode).toBe(400);
  expect(await orderState(t, orderNum)).toMatchObject({ status: 'pending', paidAmount: null, purchases: 0 });
});

test('the notify marks the order paid and is answered "success"; a replay changes nothing', async () => {
  const { orderNum, user, course } = await newOrder(9900, 1);
  const message = gateway.pay(orderNum);
  const first = await notify(message);
  expect(first.statusCode).toBe(200);
  expect(first.body).toBe('success');
  expect(await orderState(t, orderNum)).toEqual({ status: 'paid', paidAmount: 9900, purchases: 1, purchaseNum: 2 });
  expect(await hasPurchase(t, user.id, course.id)).toBe(true);
  expect((await notify(message)).body).toBe('success');
  expect(await orderState(t, orderNum)).toEqual({ status: 'paid', paidAmount: 9900, purchases: 1, purchaseNum: 2 });
});

test('20 concurrent notifies give one paid order', async () => {
  const { orderNum } = await newOrder(1000, 4);
  const responses = await Promise.all(Array.from({ length: 20 }, () => notify(gateway.pay(orderNum))));
  expect(responses.map((r) => r.body)).toEqual(Array(20).fill('success'));
  expect(await orderState(t, orderNum)).toEqual({ status: 'paid', paidAmount: 1000, purchases: 1, purchaseNum: 5 });
});

test('a lost notify is made up for by the poll querying alipay.trade.query', async () => {
  t.clock.set(new Date());
  const { orderNum, user, course } = await newOrder(500);
  t.clock.advance(11_000);
  expect(await hasPurchase(t, user.id, course.id)).toBe(false); // not even scanned: ACQ.TRADE_NOT_EXIST
  gateway.pay(orderNum);
  t.clock.advance(11_000);
  expect(await hasPurchase(t, user.id, course.id)).toBe(true);
  expect(gatewayCalls('alipay.trade.query').filter((r) => r.body.includes(orderNum))).toHaveLength(2);
});

test('expired orders are closed at Alipay (an unscanned one needs nothing closed)', async () => {
  const unscanned = await newOrder();
  const scanned = await newOrder();
  const trade = gateway.trades.get(scanned.orderNum);
  if (trade) trade.status = 'WAIT_BUYER_PAY';
  const past = new Date(Date.now() - 1000);
  for (const { orderNum } of [unscanned, scanned]) await t.database.db.update(orders).set({ expiresAt: past }).where(eq(orders.orderNum, orderNum));
  await sweepPayments(t.database.db, t.app.ctx.paymentProviders, t.app.log, new Date());
  expect(gateway.trades.get(scanned.orderNum)?.status).toBe('TRADE_CLOSED');
  for (const { orderNum } of [unscanned, scanned]) {
    const [order] = await t.database.db.select().from(orders).where(eq(orders.orderNum, orderNum));
    expect(order).toMatchObject({ status: 'expired', providerClosedAt: expect.any(Date) });
  }
});

test('an admin refund goes through alipay.trade.refund and completes at once; the trade-closed notify changes nothing more', async () => {
  const { orderNum, user, course } = await newOrder(9900, 8);
  expect((await notify(gateway.pay(orderNum))).body).toBe('success');
  const view = dataOf<RefundView>(await refund(t, adminId, orderNum, '重复购买'));
  expect(view).toMatchObject({ orderNum, status: 'refunded', failReason: null });
  const [request] = gatewayCalls('alipay.trade.refund').slice(-1);
  expect(JSON.parse(new URLSearchParams(request?.body).get('biz_content') ?? '{}')).toEqual({
    out_trade_no: orderNum,
    refund_amount: '99.00',
    out_request_no: view.refundNo,
    refund_reason: '重复购买',
  });
  expect(await orderState(t, orderNum)).toMatchObject({ status: 'refunded', purchases: 0, purchaseNum: 8 });
  expect(await hasPurchase(t, user.id, course.id)).toBe(false);
  const forger = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  expect((await notify(gateway.refundNotification(view.refundNo, {}, { signWith: forger.privateKey }))).statusCode).toBe(401);
  expect((await notify(gateway.refundNotification(view.refundNo))).body).toBe('success');
  expect((await notify(gateway.pay(orderNum))).body).toBe('success');
  expect(await orderState(t, orderNum)).toMatchObject({ status: 'refunded', purchases: 0, purchaseNum: 8 });
});

test('a refund whose outcome is unknown is settled by its notify exactly once (20 concurrent); a wrong amount is refused', async () => {
  const { orderNum } = await newOrder(3000, 1);
  expect((await notify(gateway.pay(orderNum))).body).toBe('success');
  gateway.state.refundMode = 'unknown';
  const view = dataOf<RefundView>(await refund(t, adminId, orderNum));
  expect(view.status).toBe('refunding');
  // Alipay did refund after all, and notifies it.
  gateway.refunds.set(view.refundNo, { out_trade_no: orderNum, out_request_no: view.refundNo, refund_amount: '30.00' });
  const wrong = await notify(gateway.refundNotification(view.refundNo, { refund_fee: '0.30' }));
  expect(wrong.statusCode).toBe(400);
  expect(await orderState(t, orderNum)).toMatchObject({ status: 'refunding', purchases: 1, purchaseNum: 2 });
  const responses = await Promise.all(Array.from({ length: 20 }, () => notify(gateway.refundNotification(view.refundNo))));
  expect(responses.map((r) => r.body)).toEqual(Array(20).fill('success'));
  expect(await orderState(t, orderNum)).toMatchObject({ status: 'refunded', purchases: 0, purchaseNum: 1 });
});

test('a refund Alipay refuses is refund-fail with its reason', async () => {
  const { orderNum } = await newOrder();
  expect((await notify(gateway.pay(orderNum))).body).toBe('success');
  gateway.state.refundMode = 'refuse';
  const view = dataOf<RefundView>(await refund(t, adminId, orderNum));
  expect(view).toMatchObject({ status: 'refund-fail', failReason: expect.stringContaining('卖家余额不足') });
  expect(await orderState(t, orderNum)).toMatchObject({ status: 'refund-fail', purchases: 1 });
  expect(errorOf(await refund(t, null, orderNum)).code).toBe(1100);
});
