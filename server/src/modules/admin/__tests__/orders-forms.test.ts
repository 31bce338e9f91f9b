import { createTestApp, createUser, dataOf, injectAs, type TestApp } from '../../../../test/helpers';
import { courses } from '../../course/tables';
import { healthSigns } from '../../forms/tables';
import { orders } from '../../payment/tables';

let t: TestApp;
let adminId: number;
let buyer: { id: number };
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  adminId = (await createUser(t.database, { roles: { admin: true } })).id;
  buyer = await createUser(t.database, { username: 'buyer01', nickname: '买课的人' });
  const other = await createUser(t.database, { username: 'other01' });
  const [ui, motion] = await t.database.db.insert(courses).values([{ title: 'UI 设计入门' }, { title: '动效设计' }]).returning();
  const now = t.clock.now();
  const order = (orderNum: string, userId: number, courseId: number, status: string, paidAt: Date | null, amount = 9900) => ({
    orderNum,
    userId,
    courseId,
    amount,
    paidAmount: paidAt ? amount : null,
    status,
    provider: 'sandbox',
    expiresAt: new Date(now.getTime() + 15 * 60_000),
    paySuccessTime: paidAt,
    createdAt: paidAt ?? now,
  });
  await t.database.db.insert(orders).values([
    order('20261101000000000001', buyer.id, ui.id, 'paid', new Date(now.getTime() - 2 * DAY)),
    order('20261101000000000002', buyer.id, motion.id, 'refunded', new Date(now.getTime() - 2 * DAY), 5000),
    order('20261101000000000003', other.id, motion.id, 'paid', now, 20000),
    order('20261101000000000004', other.id, ui.id, 'pending', null),
  ]);
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(now);
  const yesterday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date(now.getTime() - DAY));
  await t.database.db.insert(healthSigns).values([
    { userId: buyer.id, signDate: today, inBeijing: 1, isHealth: 1, temperature: '36.5', remark: ' ' },
    { userId: other.id, signDate: today, inBeijing: 2, isHealth: 2, temperature: '37.8', remark: '咳嗽' },
    { userId: buyer.id, signDate: yesterday, inBeijing: 1, isHealth: 1, temperature: '36.4', remark: ' ' },
  ]);
}, 120_000);
afterAll(() => t.close());

const get = <T>(url: string) => injectAs(t, adminId, { method: 'GET', url: `/api_v1${url}` }).then((r) => dataOf<T>(r));
type OrderPage = { rows: { orderNum: string; status: string; provider?: string; refundNo?: string | null; user: { username: string }; course: { title: string } }[]; count: number };

test.each([
  ['20261101000000000003', ['20261101000000000003']],
  ['buyer01', ['20261101000000000001', '20261101000000000002']],
  ['买课', ['20261101000000000001', '20261101000000000002']],
  ['动效', ['20261101000000000002', '20261101000000000003']],
])('orders found by %s', async (keyword, expected) => {
  const page = await get<OrderPage>(`/admin/order/list?keyword=${encodeURIComponent(keyword)}`);
  expect(page.rows.map((r) => r.orderNum).sort()).toEqual(expected);
  expect(page.count).toBe(expected.length);
});

test('orders filtered by status, and a bad status is a 400', async () => {
  const page = await get<OrderPage>('/admin/order/list?status=refunded');
  expect(page.rows).toMatchObject([{ orderNum: '20261101000000000002', user: { username: 'buyer01' }, course: { title: '动效设计' } }]);
  expect((await injectAs(t, adminId, { method: 'GET', url: '/api_v1/admin/order/list?status=lost' })).statusCode).toBe(400);
});

test('totals per day of payment: count, paid and refunded fen', async () => {
  const days = await get<{ date: string; paidCount: number; paidFen: number; refundedFen: number }[]>('/admin/order/totals?days=7');
  expect(days).toHaveLength(2);
  expect(days[0]).toMatchObject({ paidCount: 1, paidFen: 20000, refundedFen: 0 });
  expect(days[1]).toMatchObject({ paidCount: 2, paidFen: 14900, refundedFen: 5000 });
  expect((await injectAs(t, adminId, { method: 'GET', url: '/api_v1/admin/order/totals?days=0' })).statusCode).toBe(400);
});

test('a refund through the payment API is written to the audit log', async () => {
  const refund = await injectAs(t, adminId, { method: 'POST', url: '/api_v1/admin/order/refund', payload: { orderNum: '20261101000000000001', reason: '学员申请退款' } });
  const result = dataOf<{ status: string; refundNo: string }>(refund);
  // The list shows the refund's number, the one its provider knows it by.
  const listed = await get<OrderPage>('/admin/order/list?keyword=20261101000000000001');
  expect(listed.rows[0]).toMatchObject({ refundNo: result.refundNo, provider: 'sandbox' });
  const audit = await get<{ rows: { action: string; targetId: string; reason: string; before: unknown; after: { status: string } }[] }>('/admin/audit/list?targetType=order');
  expect(audit.rows[0]).toMatchObject({ action: 'order.refund', targetId: '20261101000000000001', reason: '学员申请退款', before: { status: 'paid' }, after: { status: result.status } });
});

test('health sign-ins per day, and the list and CSV narrowed by day and health', async () => {
  const days = await get<{ date: string; total: number; unwell: number; outside: number }[]>('/forms/health-sign/days?days=7');
  expect(days.map((d) => [d.total, d.unwell, d.outside])).toEqual([
    [2, 1, 1],
    [1, 0, 0],
  ]);
  const today = days[0].date;
  const unwell = await get<{ rows: { remark: string }[]; count: number }>(`/forms/health-sign/list?signDate=${today}&isHealth=2`);
  expect(unwell).toMatchObject({ count: 1, rows: [{ remark: '咳嗽' }] });
  const csv = await injectAs(t, adminId, { method: 'GET', url: `/api_v1/forms/health-sign/export.csv?signDate=${today}` });
  expect(csv.body.trim().split('\n')).toHaveLength(3);
  for (const bad of ['signDate=2026-1-1', 'isHealth=3', 'days=0']) {
    const url = bad.startsWith('days') ? `/api_v1/forms/health-sign/days?${bad}` : `/api_v1/forms/health-sign/list?${bad}`;
    expect((await injectAs(t, adminId, { method: 'GET', url })).statusCode).toBe(400);
  }
});
