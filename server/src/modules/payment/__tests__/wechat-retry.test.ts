import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { createUser, dataOf, errorOf, type TestApp } from '../../../../test/helpers';
import { createCourse } from '../../course/__tests__/fixtures';
import { ProviderError } from '../provider';
import { truncateBytes } from '../provider-http';
import { orders, paymentDiscrepancies } from '../tables';
import { buy } from './helpers';
import { closePaymentApp, openPaymentApp, orderState, refund } from './payment-app';
import { type WechatGateway, startWechatGateway } from './wechat-gateway';

let gateway: WechatGateway;
let t: TestApp;
let adminId: number;
beforeAll(async () => ({ gateway, t, adminId } = await openPaymentApp(startWechatGateway)));
afterAll(() => closePaymentApp({ gateway, t }));
afterEach(() => {
  gateway.state.refundMode = 'processing';
  gateway.state.signAnswersWith = gateway.platform.privateKey;
  gateway.state.unsignedErrors = false;
});

const post = (url: string, message: { headers: Record<string, string>; body: string }) =>
  t.app.inject({ method: 'POST', url, headers: message.headers, payload: message.body });

type RefundView = { orderNum: string; status: string; refundNo: string; failReason: string | null };

async function paidOrder(title = '版式设计基础') {
  const user = await createUser(t.database);
  const course = await createCourse(t.database, { title, price: 9900, purchaseNum: 0 });
  const { orderNum } = await buy(t, user.id, course.id);
  expect((await post('/pay/wechat/notify', gateway.pay(orderNum))).statusCode).toBe(204);
  return { user, course, orderNum };
}

const refundPosts = (orderNum: string) =>
  gateway.requests.filter((r) => r.url === '/v3/refund/domestic/refunds' && r.body.includes(orderNum)).map((r) => JSON.parse(r.body) as { out_refund_no: string; reason: string });

test('a refund recorded as failed that went through after all is found by the query before the retry: refunded, nothing resubmitted', async () => {
  const { orderNum } = await paidOrder();
  const first = dataOf<RefundView>(await refund(t, adminId, orderNum, '学员申请'));
  expect((await post('/pay/wechat/refund-notify', gateway.settleRefund(first.refundNo, 'ABNORMAL'))).statusCode).toBe(204);
  expect(await orderState(t, orderNum)).toMatchObject({ status: 'refund-fail', purchases: 1 });
  // The merchant sorted the abnormal refund out in WeChat's console; it completed under our number.
  const atGateway = gateway.refunds.get(first.refundNo);
  if (atGateway) atGateway.status = 'SUCCESS';
  const retried = dataOf<RefundView>(await refund(t, adminId, orderNum, '再次退款'));
  expect(retried).toMatchObject({ status: 'refunded', refundNo: first.refundNo, failReason: null });
  expect(refundPosts(orderNum)).toHaveLength(1);
  expect(gateway.requests.some((r) => r.method === 'GET' && r.url === `/v3/refund/domestic/refunds/${first.refundNo}`)).toBe(true);
  expect(await orderState(t, orderNum)).toMatchObject({ status: 'refunded', purchases: 0 });
});

test('a retry of a refund still under way at WeChat goes back to refunding without a second request', async () => {
  const { orderNum } = await paidOrder();
  gateway.state.refundMode = 'refuse';
  const first = dataOf<RefundView>(await refund(t, adminId, orderNum));
  expect(first.status).toBe('refund-fail');
  // Someone retried it by hand at WeChat with our number; it is processing there.
  gateway.refunds.set(first.refundNo, {
    out_trade_no: orderNum,
    out_refund_no: first.refundNo,
    refund_id: '50300001',
    notify_url: '',
    status: 'PROCESSING',
    amount: { refund: 9900, total: 9900, currency: 'CNY' },
  });
  const retried = dataOf<RefundView>(await refund(t, adminId, orderNum));
  expect(retried).toMatchObject({ status: 'refunding', refundNo: first.refundNo, failReason: null });
  expect(refundPosts(orderNum)).toHaveLength(1);
});

test('a refund WeChat closed is retried under a new number; one the query cannot reach is not retried (502)', async () => {
  const { orderNum } = await paidOrder();
  const first = dataOf<RefundView>(await refund(t, adminId, orderNum));
  expect((await post('/pay/wechat/refund-notify', gateway.settleRefund(first.refundNo, 'CLOSED'))).statusCode).toBe(204);
  expect(await orderState(t, orderNum)).toMatchObject({ status: 'refund-fail' });
  gateway.state.unsignedErrors = true;
  gateway.refunds.delete(first.refundNo);
  const unreachable = await refund(t, adminId, orderNum);
  expect(unreachable.statusCode).toBe(502);
  expect(errorOf(unreachable).message).toContain(first.refundNo);
  expect(await orderState(t, orderNum)).toMatchObject({ status: 'refund-fail' });
  expect(refundPosts(orderNum)).toHaveLength(1);
  gateway.state.unsignedErrors = false;
  gateway.refunds.set(first.refundNo, {
    out_trade_no: orderNum,
    out_refund_no: first.refundNo,
    refund_id: '50300002',
    notify_url: '',
    status: 'CLOSED',
    amount: { refund: 9900, total: 9900, currency: 'CNY' },
  });
  gateway.state.refundMode = 'success';
  const retried = dataOf<RefundView>(await refund(t, adminId, orderNum));
  expect(retried.status).toBe('refunded');
  expect(retried.refundNo).not.toBe(first.refundNo);
  expect(refundPosts(orderNum).map((body) => body.out_refund_no)).toEqual([first.refundNo, retried.refundNo]);
});

test('an error answer whose signature does not verify, or that has none, decides nothing: the refund stays refunding', async () => {
  const { orderNum } = await paidOrder();
  gateway.state.refundMode = 'refuse';
  gateway.state.signAnswersWith = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  const forged = dataOf<RefundView>(await refund(t, adminId, orderNum));
  expect(forged).toMatchObject({ status: 'refunding', failReason: null });

  gateway.state.signAnswersWith = gateway.platform.privateKey;
  const other = await paidOrder();
  gateway.state.unsignedErrors = true;
  expect(dataOf<RefundView>(await refund(t, adminId, other.orderNum)).status).toBe('refunding');
  // The order query's ORDER_NOT_EXIST (which closes an order) is believed only when signed.
  const wechat = t.app.ctx.paymentProviders.wechat;
  await expect(wechat?.queryPayment?.('20260101000000000000001')).rejects.toBeInstanceOf(ProviderError);
  gateway.state.unsignedErrors = false;
  expect(await wechat?.queryPayment?.('20260101000000000000001')).toEqual({ state: 'closed' });
  // A signed refusal is a refusal.
  const third = await paidOrder();
  expect(dataOf<RefundView>(await refund(t, adminId, third.orderNum)).status).toBe('refund-fail');
});

test('WeChat byte limits: a Chinese refund reason is cut to 80 bytes and a long title to 127, at whole characters', async () => {
  const title = '从零开始的中文版式设计：网格、字体、留白与层级的系统训练营（含四十个真实项目案例复盘与逐页批注）';
  const { orderNum } = await paidOrder(title);
  const [native] = gateway.requests.filter((r) => r.url === '/v3/pay/transactions/native' && r.body.includes(orderNum));
  const description = (JSON.parse(native?.body ?? '{}') as { description: string }).description;
  expect(Buffer.byteLength(description)).toBeLessThanOrEqual(127);
  expect(description.endsWith('…')).toBe(true);
  expect(title.startsWith(description.slice(0, -1))).toBe(true);

  const reason = '学员反馈课程内容与宣传页描述的章节安排不一致，多次沟通后仍希望退款，经主管同意全额退回';
  const view = dataOf<RefundView>(await refund(t, adminId, orderNum, reason));
  expect(view.status).toBe('refunding');
  const sent = refundPosts(orderNum)[0]?.reason ?? '';
  expect(Buffer.byteLength(sent)).toBeLessThanOrEqual(80);
  expect(sent).toBe(`${reason.slice(0, 25)}…`);
  // The admin's full reason is kept on the order.
  const [order] = await t.database.db.select().from(orders).where(eq(orders.orderNum, orderNum));
  expect(order?.refundReason).toBe(reason);
});

test('truncateBytes never splits a character and leaves short text alone', () => {
  expect(truncateBytes('退款', 80)).toBe('退款');
  expect(truncateBytes('a'.repeat(80), 80)).toBe('a'.repeat(80));
  expect(truncateBytes('ab退款', 7)).toBe('ab…');
  expect(truncateBytes('😀😀😀', 10)).toBe('😀…');
});

test('a refund notify under a number the site never made (merchant platform) is acknowledged and kept for the admin', async () => {
  const { orderNum } = await paidOrder();
  gateway.refunds.set('CONSOLE0001', {
    out_trade_no: orderNum,
    out_refund_no: 'CONSOLE0001',
    refund_id: '50300009',
    notify_url: '',
    status: 'PROCESSING',
    amount: { refund: 3000, total: 9900, currency: 'CNY' },
  });
  const message = gateway.settleRefund('CONSOLE0001');
  expect((await post('/pay/wechat/refund-notify', message)).statusCode).toBe(204);
  expect((await post('/pay/wechat/refund-notify', message)).statusCode).toBe(204);
  expect(await orderState(t, orderNum)).toMatchObject({ status: 'paid', purchases: 1 });
  const kept = await t.database.db.select().from(paymentDiscrepancies).where(eq(paymentDiscrepancies.orderNum, orderNum));
  expect(kept).toEqual([expect.objectContaining({ provider: 'wechat', kind: 'unknown-refund', refundNo: 'CONSOLE0001', amountFen: 3000, providerRef: '50300009' })]);
});
