import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { createUser, dataOf, errorOf, injectAs, sessionCookieFor, type TestApp } from '../../../../test/helpers';
import { createCourse } from '../../course/__tests__/fixtures';
import { sweepPayments } from '../reconcile-service';
import { orders } from '../tables';
import { registry } from '../../../platform/metrics';
import { buy } from './helpers';
import { PUBLIC_URL, createPaymentApp, hasPurchase, orderState } from './payment-app';
import { APPID, MCHID, type WechatGateway, startWechatGateway } from './wechat-gateway';

let gateway: WechatGateway;
let t: TestApp;
beforeAll(async () => {
  gateway = await startWechatGateway();
  t = await createPaymentApp(gateway.env);
});
afterAll(async () => {
  await t.close();
  await gateway.close();
});

const notify = (message: { headers: Record<string, string>; body: string }) =>
  t.app.inject({ method: 'POST', url: '/pay/wechat/notify', headers: message.headers, payload: message.body });

/** Queries this process has made so far (every app's, from the metrics). */
async function databaseQueries(): Promise<number> {
  const metric = await registry.getSingleMetric('site_db_query_duration_seconds')?.get();
  return (metric?.values as { metricName?: string; value: number }[] | undefined)?.filter((value) => value.metricName === 'site_db_query_duration_seconds_count').reduce((sum, value) => sum + value.value, 0) ?? 0;
}

async function newOrder(price = 9900, purchaseNum = 0) {
  const user = await createUser(t.database);
  const course = await createCourse(t.database, { title: '品牌字体设计', price, purchaseNum });
  const result = await buy(t, user.id, course.id);
  return { user, course, ...result };
}

test('purchase signs a Native prepay with the merchant key and shows WeChat code_url; buying again reuses it', async () => {
  const before = gateway.requests.length;
  const { orderNum, payInfo, user, course } = await newOrder(19900);
  const sent = gateway.requests.slice(before);
  // The gateway verified the Authorization signature with the merchant public key (else 401 and no QR).
  expect(sent).toHaveLength(1);
  const request = sent[0];
  expect(request?.url).toBe('/v3/pay/transactions/native');
  const header = String(request?.headers.authorization);
  const fields = Object.fromEntries([...header.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
  const message = `POST\n/v3/pay/transactions/native\n${fields.timestamp}\n${fields.nonce_str}\n${request?.body}\n`;
  expect(crypto.verify('RSA-SHA256', Buffer.from(message), gateway.merchant.publicKey, Buffer.from(fields.signature ?? '', 'base64'))).toBe(true);
  const body = JSON.parse(request?.body ?? '{}') as Record<string, unknown>;
  expect(body).toMatchObject({
    appid: APPID,
    mchid: MCHID,
    description: '品牌字体设计',
    out_trade_no: orderNum,
    notify_url: `${PUBLIC_URL}/pay/wechat/notify`,
    amount: { total: 19900, currency: 'CNY' },
  });
  // time_expire is the order's own expiry, 15 minutes out, written in Beijing time.
  expect(body.time_expire).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+08:00$/);
  expect(new Date(String(body.time_expire)).getTime()).toBe(Math.floor(new Date(payInfo.expiresAt).getTime() / 1000) * 1000);
  expect(payInfo.codeUrl).toBe(gateway.orders.get(orderNum)?.code_url);
  expect(payInfo.codeUrl).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=/);
  const again = await buy(t, user.id, course.id);
  expect(again).toEqual({ orderNum, payInfo });
  expect(gateway.requests.length).toBe(before + 1);
});

test('a notify with a bad signature, a tampered body, an unknown serial or a stale timestamp is refused and changes nothing', async () => {
  const { orderNum } = await newOrder();
  const forger = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const attempts = [
    gateway.pay(orderNum, {}, { signWith: forger.privateKey }),
    { ...gateway.pay(orderNum), body: gateway.pay(orderNum).body.replace('"id":"', '"id":"x') },
    gateway.pay(orderNum, {}, { serial: 'PUB_KEY_ID_0000000000000000000000000000' }),
    gateway.pay(orderNum, {}, { timestamp: Math.floor(Date.now() / 1000) - 10 * 60 }),
  ];
  for (const attempt of attempts) {
    const response = await notify(attempt);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'FAIL', message: '签名验证失败' });
  }
  const unsigned = gateway.pay(orderNum);
  const response = await notify({ headers: { 'content-type': 'application/json' }, body: unsigned.body });
  expect(response.statusCode).toBe(401);
  expect(await orderState(t, orderNum)).toMatchObject({ status: 'pending', paidAmount: null, purchases: 0 });
});

test('a genuine notify with the wrong amount, merchant or app is refused and changes nothing', async () => {
  const { orderNum } = await newOrder(9900);
  const wrongAmount = await notify(gateway.pay(orderNum, { total: 1 }));
  expect(wrongAmount.statusCode).toBe(400);
  expect(wrongAmount.json()).toEqual({ code: 'FAIL', message: '金额不一致' });
  expect((await notify(gateway.pay(orderNum, { mchid: '1900000999' }))).statusCode).toBe(400);
  expect((await notify(gateway.pay(orderNum, { appid: 'wx0000000000000000' }))).statusCode).toBe(400);
  expect(await orderState(t, orderNum)).toMatchObject({ status: 'pending', paidAmount: null, purchases: 0 });
});

test('a notify for an order we never made answers 404 FAIL', async () => {
  const { orderNum } = await newOrder();
  const message = gateway.pay(orderNum);
  await t.database.db.delete(orders).where(eq(orders.orderNum, orderNum));
  expect((await notify(message)).statusCode).toBe(404);
});

test('the notify marks the order paid; a replay is acknowledged and changes nothing', async () => {
  const { orderNum, user, course } = await newOrder(9900, 3);
  const message = gateway.pay(orderNum);
  const first = await notify(message);
  expect(first.statusCode).toBe(204);
  expect(first.body).toBe('');
  expect(await orderState(t, orderNum)).toEqual({ status: 'paid', paidAmount: 9900, purchases: 1, purchaseNum: 4 });
  const [paid] = await t.database.db.select().from(orders).where(eq(orders.orderNum, orderNum));
  expect(paid?.providerRef).toBe(gateway.orders.get(orderNum)?.transaction_id);
  expect(await hasPurchase(t, user.id, course.id)).toBe(true);
  // The same message again, and a fresh retry of it (WeChat re-sends until it sees 2xx).
  expect((await notify(message)).statusCode).toBe(204);
  expect((await notify(gateway.pay(orderNum))).statusCode).toBe(204);
  const [after] = await t.database.db.select().from(orders).where(eq(orders.orderNum, orderNum));
  expect(after?.paySuccessTime).toEqual(paid?.paySuccessTime);
  expect(await orderState(t, orderNum)).toEqual({ status: 'paid', paidAmount: 9900, purchases: 1, purchaseNum: 4 });
});

test('20 concurrent notifies give one paid order, one purchase and purchaseNum +1', async () => {
  const { orderNum } = await newOrder(4900, 10);
  const messages = Array.from({ length: 20 }, () => gateway.pay(orderNum));
  const responses = await Promise.all(messages.map(notify));
  expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(204));
  expect(await orderState(t, orderNum)).toEqual({ status: 'paid', paidAmount: 4900, purchases: 1, purchaseNum: 11 });
});

test('a body that is not a signed notification (not even JSON) is refused without a change', async () => {
  const { orderNum } = await newOrder();
  const garbage = await t.app.inject({ method: 'POST', url: '/pay/wechat/notify', headers: { 'content-type': 'application/json' }, payload: '{"id":' });
  expect(garbage.statusCode).toBe(401);
  expect(await orderState(t, orderNum)).toMatchObject({ status: 'pending' });
});

test('when the notify is lost, the purchase poll asks WeChat (after 10 s, at most every 10 s) and applies the payment', async () => {
  // Orders are stamped by the database's clock; start the app's clock from the same moment.
  t.clock.set(new Date());
  const { orderNum, user, course } = await newOrder(2900);
  gateway.pay(orderNum); // paid at WeChat; the notify never arrives
  const queries = () => gateway.requests.filter((r) => r.method === 'GET' && r.url.startsWith(`/v3/pay/transactions/out-trade-no/${orderNum}`)).length;
  expect(await hasPurchase(t, user.id, course.id)).toBe(false);
  expect(queries()).toBe(0);
  t.clock.advance(11_000);
  expect(await hasPurchase(t, user.id, course.id)).toBe(true);
  expect(queries()).toBe(1);
  expect(gateway.requests.at(-1)?.url).toBe(`/v3/pay/transactions/out-trade-no/${orderNum}?mchid=${MCHID}`);
  expect(await orderState(t, orderNum)).toMatchObject({ status: 'paid', paidAmount: 2900, purchases: 1 });
});

test("a course page's purchase look by a member with no order of that course waiting asks WeChat nothing and claims nothing", async () => {
  t.clock.set(new Date());
  // An order of another course waits, unpaid at WeChat.
  const { user } = await newOrder();
  const other = await createCourse(t.database, { title: '没有下单的课程', price: 9900 });
  t.clock.advance(11_000);
  const before = gateway.requests.length;
  const claimed = async () => (await t.database.db.select({ checkedAt: orders.providerCheckedAt }).from(orders).where(eq(orders.userId, user.id))).map((row) => row.checkedAt);
  const claimsBefore = await claimed();
  const cookie = await sessionCookieFor(t.database, user.id);
  const look = async () => dataOf<{ hasPurchase: boolean }>(await t.app.inject({ url: `/api_v1/course/check/purchase?courseId=${other.id}`, headers: { cookie } })).hasPurchase;
  expect(await look()).toBe(false);
  // Looked again (as every visit of the course page does), it reads nothing and writes nothing.
  const queriesBefore = await databaseQueries();
  expect(await look()).toBe(false);
  expect(await databaseQueries()).toBe(queriesBefore);
  expect(gateway.requests.length).toBe(before);
  expect(await claimed()).toEqual(claimsBefore);
  // Once they order it, the poll looks for a lost notify there too (after 10 s).
  await buy(t, user.id, other.id);
  t.clock.advance(11_000);
  expect(await hasPurchase(t, user.id, other.id)).toBe(false);
  expect(gateway.requests.filter((r) => r.url.startsWith('/v3/pay/transactions/out-trade-no/')).length).toBeGreaterThan(0);
});

test('the poll asks once per 10 s while the order stays unpaid, even with concurrent polls', async () => {
  t.clock.set(new Date());
  const { orderNum, user, course } = await newOrder();
  const queries = () => gateway.requests.filter((r) => r.url.startsWith(`/v3/pay/transactions/out-trade-no/${orderNum}?`)).length;
  t.clock.advance(11_000);
  await Promise.all(Array.from({ length: 5 }, () => hasPurchase(t, user.id, course.id)));
  expect(queries()).toBe(1);
  t.clock.advance(5_000);
  expect(await hasPurchase(t, user.id, course.id)).toBe(false);
  expect(queries()).toBe(1);
  t.clock.advance(6_000);
  expect(await hasPurchase(t, user.id, course.id)).toBe(false);
  expect(queries()).toBe(2);
});

test('an expired order is closed at WeChat; a payment made at the last second is applied instead', async () => {
  const expired = await newOrder();
  const lastSecond = await newOrder(1900);
  gateway.pay(lastSecond.orderNum);
  const past = new Date(Date.now() - 1000);
  for (const { orderNum } of [expired, lastSecond]) await t.database.db.update(orders).set({ expiresAt: past }).where(eq(orders.orderNum, orderNum));
  await sweepPayments(t.database.db, t.app.ctx.paymentProviders, t.app.log, new Date());
  expect(gateway.orders.get(expired.orderNum)?.trade_state).toBe('CLOSED');
  expect(gateway.requests.some((r) => r.url === `/v3/pay/transactions/out-trade-no/${expired.orderNum}/close` && JSON.parse(r.body).mchid === MCHID)).toBe(true);
  const [closed] = await t.database.db.select().from(orders).where(eq(orders.orderNum, expired.orderNum));
  expect(closed).toMatchObject({ status: 'expired', providerClosedAt: expect.any(Date) });
  expect(await orderState(t, lastSecond.orderNum)).toMatchObject({ status: 'paid', paidAmount: 1900, purchases: 1 });
  // Closed once: the next sweep leaves it alone.
  const count = gateway.requests.length;
  await sweepPayments(t.database.db, t.app.ctx.paymentProviders, t.app.log, new Date());
  expect(gateway.requests.length).toBe(count);
  // A late notify of a payment WeChat took is honoured even though our 15 minutes passed.
  const late = await newOrder(990);
  await t.database.db.update(orders).set({ status: 'expired', expiresAt: past }).where(eq(orders.orderNum, late.orderNum));
  expect((await notify(gateway.pay(late.orderNum))).statusCode).toBe(204);
  expect(await orderState(t, late.orderNum)).toMatchObject({ status: 'paid', purchases: 1 });
});

test('WeChat answers that are unsigned or refused become a clear 502 for the buyer, with no QR', async () => {
  const user = await createUser(t.database);
  const course = await createCourse(t.database, { price: 100 });
  const forger = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  gateway.state.signAnswersWith = forger.privateKey;
  try {
    const response = await injectAs(t, user.id, { method: 'POST', url: '/api_v1/course/purchase', payload: { courseId: course.id } });
    expect(response.statusCode).toBe(502);
    expect(errorOf(response).message).toBe('支付服务暂时不可用，请稍后再试');
  } finally {
    gateway.state.signAnswersWith = gateway.platform.privateKey;
  }
  // With WeChat trusted again the same order gets its QR.
  const { payInfo } = await buy(t, user.id, course.id);
  expect(payInfo.codeUrl).toMatch(/^weixin:\/\//);
});
