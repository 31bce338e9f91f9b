import { eq, isNull } from 'drizzle-orm';
import { createUser, dataOf, injectAs, type TestApp } from '../../../../test/helpers';
import { createCourse } from '../../course/__tests__/fixtures';
import { RECONCILE_QUIET_AFTER_START_MS, dailyReconciliation } from '../reconcile-day';
import { paymentDiscrepancies, orders } from '../tables';
import { createPaymentApp } from './payment-app';
import { APPID, type BillLine, MCHID, type WechatGateway, startWechatGateway, tradeBillCsv } from './wechat-gateway';

const DAY = '2026-11-27';
const ORDERS = 1000;

let gateway: WechatGateway;
let t: TestApp;
let adminId: number;
const orderNum = (i: number) => `20261127${String(i).padStart(12, '0')}`;
/** The five planted differences: two payments we missed, two amounts that differ, one refund we missed. */
const planted = { missedPayments: [17, 503], otherAmounts: [88, 940], missedRefund: 321 };
const refundedHere = [5, 6, 7];

beforeAll(async () => {
  gateway = await startWechatGateway();
  t = await createPaymentApp(gateway.env);
  adminId = (await createUser(t.database, { roles: { admin: true } })).id;
  const member = await createUser(t.database);
  const course = await createCourse(t.database, { price: 9900 });
  const paidAt = new Date(`${DAY}T04:00:00.000Z`);
  const rows = Array.from({ length: ORDERS }, (_, i) => {
    const refunded = refundedHere.includes(i);
    return {
      orderNum: orderNum(i),
      userId: member.id,
      courseId: course.id,
      amount: 9900,
      paidAmount: planted.missedPayments.includes(i) ? null : 9900,
      status: planted.missedPayments.includes(i) ? 'expired' : refunded ? 'refunded' : 'paid',
      provider: 'wechat',
      providerRef: `42000${i}`,
      refundNo: refunded ? `R${i}` : null,
      expiresAt: paidAt,
      paySuccessTime: planted.missedPayments.includes(i) ? null : paidAt,
    };
  });
  await t.database.db.insert(orders).values(rows);
  const lines: BillLine[] = rows.map((row, i) => ({ orderNum: row.orderNum, transactionId: `42000${i}`, amountFen: planted.otherAmounts.includes(i) ? 9800 : 9900 }));
  for (const i of [...refundedHere, planted.missedRefund]) {
    lines.push({ orderNum: orderNum(i), transactionId: `42000${i}`, amountFen: 9900, refund: { refundNo: `R${i}`, refundId: `5030${i}`, amountFen: 9900 } });
  }
  gateway.state.bills.set(DAY, tradeBillCsv(DAY, lines));
});
afterAll(async () => {
  await t.close();
  await gateway.close();
});

const reconcile = (userId: number, day: string) => injectAs(t, userId, { method: 'POST', url: '/api_v1/admin/order/reconcile', payload: { day } });

test(`a day of ${ORDERS} orders and 4 refunds reconciled against WeChat's trade bill: the 5 planted differences, nothing else`, async () => {
  const result = dataOf<{ day: string; pending: string[]; checked: number; differences: number }>(await reconcile(adminId, DAY));
  expect(result).toEqual({ day: DAY, pending: [], checked: ORDERS + 4, differences: 5 });
  const found = await t.database.db.select().from(paymentDiscrepancies);
  expect(found.map((row) => [row.kind, row.orderNum, row.amountFen]).sort()).toEqual(
    [
      ['paid-not-recorded', orderNum(17), 9900],
      ['paid-not-recorded', orderNum(503), 9900],
      ['amount-differs', orderNum(88), 9800],
      ['amount-differs', orderNum(940), 9800],
      ['refund-not-recorded', orderNum(321), 9900],
    ].sort(),
  );
  expect(found.find((row) => row.kind === 'refund-not-recorded')?.refundNo).toBe('R321');
});

test('running the day again adds nothing; a day WeChat has no bill for yet is pending; only admins run it', async () => {
  expect(dataOf<{ differences: number }>(await reconcile(adminId, DAY)).differences).toBe(5);
  expect(await t.database.db.$count(paymentDiscrepancies)).toBe(5);
  expect(dataOf(await reconcile(adminId, '2026-11-28'))).toEqual({ day: '2026-11-28', pending: ['wechat'], checked: 0, differences: 0 });
  const member = await createUser(t.database);
  expect((await reconcile(member.id, DAY)).statusCode).toBe(403);
});

test('a payment the bill shows and the order does not is fixed in one click only after WeChat’s query confirms it', async () => {
  const [missed] = await t.database.db.select().from(paymentDiscrepancies).where(eq(paymentDiscrepancies.orderNum, orderNum(17)));
  const [unconfirmed] = await t.database.db.select().from(paymentDiscrepancies).where(eq(paymentDiscrepancies.orderNum, orderNum(503)));
  const [differs] = await t.database.db.select().from(paymentDiscrepancies).where(eq(paymentDiscrepancies.orderNum, orderNum(88)));
  const fix = (id: number | undefined) => injectAs(t, adminId, { method: 'POST', url: '/api_v1/admin/order/discrepancy/fix', payload: { id } });
  gateway.orders.set(orderNum(17), {
    appid: APPID,
    mchid: MCHID,
    description: '课程',
    out_trade_no: orderNum(17),
    time_expire: '',
    notify_url: '',
    amount: { total: 9900, currency: 'CNY' },
    code_url: '',
    trade_state: 'SUCCESS',
    transaction_id: '4200017',
  });
  expect(dataOf(await fix(missed?.id))).toEqual({ orderNum: orderNum(17), outcome: 'paid' });
  const [order] = await t.database.db.select().from(orders).where(eq(orders.orderNum, orderNum(17)));
  expect(order).toMatchObject({ status: 'paid', paidAmount: 9900, providerRef: '4200017' });
  // WeChat does not confirm 503 (no such paid order there), and amounts are for a person to look at.
  expect((await fix(unconfirmed?.id)).statusCode).toBe(400);
  expect((await fix(differs?.id)).statusCode).toBe(400);
  const open = await t.database.db.select().from(paymentDiscrepancies).where(isNull(paymentDiscrepancies.resolvedAt));
  expect(open.map((row) => row.orderNum).sort()).toEqual([orderNum(88), orderNum(321), orderNum(503), orderNum(940)]);
});

test('the scheduled job reconciles yesterday (Beijing) once its bill exists, then leaves the day alone; it starts quiet', async () => {
  const now = new Date('2026-11-28T03:00:00.000Z');
  const clock = { at: now };
  const warnings: object[] = [];
  const tick = dailyReconciliation(t.database.db, t.app.ctx.paymentProviders, () => clock.at, { warn: (details) => warnings.push(details) });
  const billCalls = () => gateway.requests.filter((r) => r.url.startsWith('/v3/bill/tradebill?bill_date=2026-11-27')).length;
  const before = billCalls();
  expect(await tick()).toBeNull();
  expect(billCalls()).toBe(before);
  clock.at = new Date(now.getTime() + RECONCILE_QUIET_AFTER_START_MS);
  expect(await tick()).toMatchObject({ day: DAY, pending: [], differences: 4 });
  expect(warnings).toHaveLength(1);
  expect(await tick()).toBeNull();
  expect(billCalls()).toBe(before + 1);
  // A day whose bill is not made yet is asked again at the next tick.
  clock.at = new Date('2026-11-29T06:00:00.000Z');
  expect(await tick()).toMatchObject({ day: '2026-11-28', pending: ['wechat'] });
  expect(await tick()).toMatchObject({ day: '2026-11-28', pending: ['wechat'] });
});
