import { eq, isNull } from 'drizzle-orm';
import { dataOf, injectAs, type TestApp } from '../../../../test/helpers';
import { createCourse } from '../../course/__tests__/fixtures';
import { alipayTradeBillFromZip, parseAlipayTradeBill, readZip } from '../alipay/alipay-bill';
import { RECONCILE_QUIET_AFTER_START_MS, dailyReconciliation } from '../reconcile-day';
import { paymentDiscrepancies, orders } from '../tables';
import { createUser } from '../../../../test/helpers';
import { type AlipayBillLine, encodeGbk, javaStyleZip, tradeBillDetail, tradeBillZip, tradeBillZipByZipCommand } from './alipay-bill-file';
import { type AlipayGateway, SELLER_ID, startAlipayGateway } from './alipay-gateway';
import { closePaymentApp, openPaymentApp } from './payment-app';

const DAY = '2026-11-27';
const ORDERS = 1000;

let gateway: AlipayGateway;
let t: TestApp;
let adminId: number;
const orderNum = (i: number) => `20261127${String(i).padStart(12, '0')}`;
const tradeNo = (i: number) => `2026112722001${String(i).padStart(6, '0')}`;
/** The five planted differences: two payments we missed, two amounts that differ, one refund we missed. */
const planted = { missedPayments: [17, 503], otherAmounts: [88, 940], missedRefund: 321 };
const refundedHere = [5, 6, 7];
let billLines: AlipayBillLine[] = [];

beforeAll(async () => {
  ({ gateway, t, adminId } = await openPaymentApp(startAlipayGateway));
  const member = await createUser(t.database);
  const course = await createCourse(t.database, { price: 9900 });
  const paidAt = new Date(`${DAY}T04:00:00.000Z`);
  const rows = Array.from({ length: ORDERS }, (_, i) => {
    const refunded = refundedHere.includes(i);
    const missed = planted.missedPayments.includes(i);
    return {
      orderNum: orderNum(i),
      userId: member.id,
      courseId: course.id,
      amount: 9900,
      paidAmount: missed ? null : 9900,
      status: missed ? 'expired' : refunded ? 'refunded' : 'paid',
      provider: 'alipay',
      providerRef: tradeNo(i),
      refundNo: refunded ? `R${i}` : null,
      expiresAt: paidAt,
      paySuccessTime: missed ? null : paidAt,
    };
  });
  await t.database.db.insert(orders).values(rows);
  billLines = rows.map((row, i) => ({ orderNum: row.orderNum, tradeNo: tradeNo(i), amountFen: planted.otherAmounts.includes(i) ? 9800 : 9900, subject: i % 7 === 0 ? '版式设计, 进阶 "实战"' : '色彩构成' }));
  for (const i of [...refundedHere, planted.missedRefund]) {
    billLines.push({ orderNum: orderNum(i), tradeNo: tradeNo(i), amountFen: 9900, refund: { requestNo: `R${i}`, amountFen: 9900 } });
  }
  gateway.bills.set(DAY, tradeBillZip(DAY, SELLER_ID, billLines));
});
afterAll(() => closePaymentApp({ gateway, t }));

const reconcile = (userId: number, day: string) => injectAs(t, userId, { method: 'POST', url: '/api_v1/admin/order/reconcile', payload: { day } });
type Discrepancy = { id: number; provider: string; kind: string; orderNum: string; refundNo: string; amountFen: number | null; providerRef: string | null };
const openList = async () =>
  dataOf<{ rows: Discrepancy[]; count: number }>(await injectAs(t, adminId, { method: 'GET', url: '/api_v1/admin/order/discrepancies?open=1&perPage=100' }));

test('the bill zip is read as Alipay writes it (GBK names and text, data descriptors) and as Info-ZIP writes it', () => {
  const lines: AlipayBillLine[] = [
    { orderNum: orderNum(1), tradeNo: tradeNo(1), amountFen: 1990, subject: '字体设计, 从零开始' },
    { orderNum: orderNum(1), tradeNo: tradeNo(1), amountFen: 1990, refund: { requestNo: 'RF1', amountFen: 1990 } },
  ];
  const expected = [
    { kind: 'payment', orderNum: orderNum(1), providerRef: tradeNo(1), amountFen: 1990, refundNo: null },
    { kind: 'refund', orderNum: orderNum(1), providerRef: tradeNo(1), amountFen: 1990, refundNo: 'RF1' },
  ];
  const javaZip = tradeBillZip(DAY, SELLER_ID, lines);
  expect(readZip(javaZip).map((entry) => entry.name)).toEqual([`${SELLER_ID}0156_20261127_业务明细.csv`, `${SELLER_ID}0156_20261127_业务明细(汇总).csv`]);
  expect(alipayTradeBillFromZip(javaZip)).toEqual(expected);
  expect(alipayTradeBillFromZip(tradeBillZipByZipCommand(DAY, SELLER_ID, lines))).toEqual(expected);
  // Half-width brackets in the column names, a BOM and LF line ends read the same.
  const text = `\uFEFF${tradeBillDetail(DAY, SELLER_ID, lines).replace(/（元）/g, '(元)').replace(/\r\n/g, '\n')}`;
  expect(parseAlipayTradeBill(text)).toEqual(expected);
  // A title holding a comma, written without quotes, still leaves the amounts in their columns.
  expect(parseAlipayTradeBill(tradeBillDetail(DAY, SELLER_ID, lines, { quote: false }))).toEqual(expected);
  // A damaged entry (CRC-32), a zip without the detail file and a bill without its columns are refused.
  const damaged = Buffer.from(javaZip);
  const inData = 30 + damaged.readUInt16LE(26) + 20;
  damaged[inData] = (damaged[inData] ?? 0) ^ 0x55;
  expect(() => alipayTradeBillFromZip(damaged)).toThrow();
  expect(() => alipayTradeBillFromZip(javaStyleZip([{ name: encodeGbk('汇总.csv'), data: encodeGbk('合计') }]))).toThrow(/业务明细\.csv/);
  expect(() => parseAlipayTradeBill('#支付宝业务明细查询\n支付宝交易号,金额\n1,2')).toThrow(/documented columns/);
  expect(() => alipayTradeBillFromZip(Buffer.from('下载超时，请重新下载'))).toThrow(/not a zip/);
});

test(`a day of ${ORDERS} Alipay orders and 4 refunds reconciled against the trade bill: the 5 planted differences, nothing else`, async () => {
  const started = performance.now();
  const result = dataOf<{ day: string; pending: string[]; checked: number; differences: number }>(await reconcile(adminId, DAY));
  const took = performance.now() - started;
  // The figure for the closing note.
  console.log(`Alipay reconciliation of ${ORDERS} orders + 4 refunds (${result.checked} bill lines): ${result.differences} differences in ${took.toFixed(0)} ms`);
  expect(result).toEqual({ day: DAY, pending: [], checked: ORDERS + 4, differences: 5 });
  const found = await t.database.db.select().from(paymentDiscrepancies);
  expect(found.map((row) => [row.provider, row.kind, row.orderNum, row.amountFen]).sort()).toEqual(
    [
      ['alipay', 'paid-not-recorded', orderNum(17), 9900],
      ['alipay', 'paid-not-recorded', orderNum(503), 9900],
      ['alipay', 'amount-differs', orderNum(88), 9800],
      ['alipay', 'amount-differs', orderNum(940), 9800],
      ['alipay', 'refund-not-recorded', orderNum(321), 9900],
    ].sort(),
  );
  expect(found.find((row) => row.kind === 'refund-not-recorded')).toMatchObject({ refundNo: 'R321', providerRef: tradeNo(321) });
  // The same list the admin's orders page shows.
  const list = await openList();
  expect(list.count).toBe(5);
  expect(list.rows.every((row) => row.provider === 'alipay')).toBe(true);
  // Asked for with bill_type trade and the day; the address was then fetched.
  const asked = gateway.requests.filter((r) => new URLSearchParams(r.body).get('method') === 'alipay.data.dataservice.bill.downloadurl.query');
  expect(JSON.parse(new URLSearchParams(asked[0]?.body).get('biz_content') ?? '{}')).toEqual({ bill_type: 'trade', bill_date: DAY });
  // Public-key mode: no certificate SNs in the request.
  expect(new URLSearchParams(asked[0]?.body).has('app_cert_sn')).toBe(false);
  expect(gateway.requests.some((r) => r.method === 'GET' && r.url.startsWith('/downloadFile.do?'))).toBe(true);
});

test('running the day again adds nothing; a day Alipay has no bill for yet is pending; an unreadable bill is a 502', async () => {
  expect(dataOf<{ differences: number }>(await reconcile(adminId, DAY)).differences).toBe(5);
  expect(await t.database.db.$count(paymentDiscrepancies)).toBe(5);
  expect(dataOf(await reconcile(adminId, '2026-11-28'))).toEqual({ day: '2026-11-28', pending: ['alipay'], checked: 0, differences: 0 });
  gateway.bills.set('2026-11-26', Buffer.from('<html>下载超时，请重新下载</html>'));
  expect((await reconcile(adminId, '2026-11-26')).statusCode).toBe(502);
  gateway.bills.delete('2026-11-26');
  const member = await createUser(t.database);
  expect((await reconcile(member.id, DAY)).statusCode).toBe(403);
});

test('a payment the bill shows and the order does not is fixed in one click only after Alipay’s trade query confirms it', async () => {
  const [missed] = await t.database.db.select().from(paymentDiscrepancies).where(eq(paymentDiscrepancies.orderNum, orderNum(17)));
  const [unconfirmed] = await t.database.db.select().from(paymentDiscrepancies).where(eq(paymentDiscrepancies.orderNum, orderNum(503)));
  const [differs] = await t.database.db.select().from(paymentDiscrepancies).where(eq(paymentDiscrepancies.orderNum, orderNum(88)));
  const fix = (id: number | undefined) => injectAs(t, adminId, { method: 'POST', url: '/api_v1/admin/order/discrepancy/fix', payload: { id } });
  gateway.trades.set(orderNum(17), {
    out_trade_no: orderNum(17),
    total_amount: '99.00',
    subject: '色彩构成',
    timeout_express: '15m',
    notify_url: '',
    qr_code: '',
    status: 'TRADE_SUCCESS',
    trade_no: tradeNo(17),
  });
  expect(dataOf(await fix(missed?.id))).toEqual({ orderNum: orderNum(17), outcome: 'paid' });
  const [order] = await t.database.db.select().from(orders).where(eq(orders.orderNum, orderNum(17)));
  expect(order).toMatchObject({ status: 'paid', paidAmount: 9900, providerRef: tradeNo(17) });
  // Alipay does not know 503 as paid (no trade there), and amounts are for a person to look at.
  expect((await fix(unconfirmed?.id)).statusCode).toBe(400);
  expect((await fix(differs?.id)).statusCode).toBe(400);
  const open = await t.database.db.select().from(paymentDiscrepancies).where(isNull(paymentDiscrepancies.resolvedAt));
  expect(open.map((row) => row.orderNum).sort()).toEqual([orderNum(88), orderNum(321), orderNum(503), orderNum(940)]);
});

test('the scheduled job reconciles yesterday (Beijing) from Alipay’s bill once it exists, then leaves the day alone', async () => {
  const now = new Date('2026-11-28T03:00:00.000Z');
  const clock = { at: new Date(now.getTime() + RECONCILE_QUIET_AFTER_START_MS) };
  const warnings: object[] = [];
  const tick = dailyReconciliation(t.database.db, t.app.ctx.paymentProviders, () => clock.at, { warn: (details) => warnings.push(details) });
  const billCalls = () => gateway.requests.filter((r) => r.body.includes('bill_date%22%3A%222026-11-27')).length;
  expect(await tick()).toBeNull();
  const before = billCalls();
  clock.at = new Date(clock.at.getTime() + RECONCILE_QUIET_AFTER_START_MS);
  expect(await tick()).toMatchObject({ day: DAY, pending: [], differences: 4 });
  expect(warnings).toHaveLength(1);
  expect(await tick()).toBeNull();
  expect(billCalls()).toBe(before + 1);
  clock.at = new Date('2026-11-29T06:00:00.000Z');
  expect(await tick()).toMatchObject({ day: '2026-11-28', pending: ['alipay'] });
});
