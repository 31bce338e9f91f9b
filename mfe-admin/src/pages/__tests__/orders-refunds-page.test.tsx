import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeServer, type FakeServer } from '@site/shared/testing';
import { renderPage, userWith } from '../../testing/render';
import { OrdersPage } from '../orders-page';

let server: FakeServer;
beforeEach(() => {
  server = installFakeServer();
});

const order = (overrides: Record<string, unknown>) => ({
  orderNum: '20261101000000000007',
  status: 'refund-fail',
  provider: 'wechat',
  amount: 9900,
  paidAmount: 9900,
  paySuccessTime: '2026-11-20T08:00:00.000Z',
  createdAt: '2026-11-20T08:00:00.000Z',
  refundReason: '学员申请',
  refundFailReason: '微信支付拒绝退款：基本账户余额不足',
  refundedAt: null,
  refundNo: 'R20261120080000123456789',
  user: { id: 3, username: 'buyer01', nickname: '买课的人' },
  course: { id: 1, title: 'UI 设计入门' },
  ...overrides,
});

const liveStatus = (overrides: Record<string, unknown> = {}) => ({
  orderNum: '20261101000000000007',
  status: 'refund-fail',
  provider: 'wechat',
  providerLabel: '微信支付',
  refundNo: 'R20261120080000123456789',
  refundRef: null,
  failReason: '微信支付拒绝退款：基本账户余额不足',
  live: 'absent',
  liveDetail: null,
  ...overrides,
});

function serve(rows: unknown[]) {
  server.on('GET', '/admin/order/totals', { data: [] });
  server.on('GET', '/admin/order/list', () => ({ data: { rows, count: rows.length } }));
  server.on('GET', '/admin/order/discrepancies', { data: { rows: [], count: 0 } });
}

test('the list shows each order’s provider and refund number; the retry form shows the live state and WeChat’s byte limit', async () => {
  const user = userEvent.setup();
  serve([order({})]);
  server.on('GET', '/admin/order/refund-status', { data: liveStatus() });
  server.on('POST', '/admin/order/refund', { data: { orderNum: '20261101000000000007', status: 'refunding', refundNo: 'R20261120080000123456789', failReason: null } });
  renderPage(<OrdersPage />, userWith({ admin: true }), '/admin/orders');
  expect(await screen.findByText('退款单号 R20261120080000123456789')).toBeTruthy();
  expect(screen.getAllByText('微信支付').length).toBeGreaterThan(0);

  await user.click(screen.getByRole('button', { name: '退款 20261101000000000007' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(/未退款时以同一退款单号重新发起/)).toBeTruthy();
  const state = await within(dialog).findByRole('group', { name: '退款状态' });
  expect(within(state).getByText('R20261120080000123456789')).toBeTruthy();
  expect(within(state).getByText('渠道未受理（将以同一退款单号重新发起）')).toBeTruthy();
  expect(server.calls('GET', '/admin/order/refund-status')[0]?.params).toMatchObject({ orderNum: '20261101000000000007' });

  const reason = within(dialog).getByLabelText('原因（记入操作日志）');
  await user.type(reason, '余额已充值');
  // 5 Chinese characters are 15 bytes of WeChat's 80.
  expect(within(dialog).getByText(/^15 \/ 80 字节/)).toBeTruthy();
  expect(within(dialog).getByText(/约 26 个汉字/)).toBeTruthy();
  await user.click(within(dialog).getByRole('button', { name: '确认' }));
  await waitFor(() => expect(server.calls('POST', '/admin/order/refund')).toHaveLength(1));
  expect(server.calls('POST', '/admin/order/refund')[0]?.body).toEqual({ orderNum: '20261101000000000007', reason: '余额已充值' });
});

test('an Alipay order counts its reason in characters; 退款状态 asks the provider and the list catches up when it moved', async () => {
  const user = userEvent.setup();
  let rows = [order({ provider: 'alipay', status: 'refunding', refundFailReason: null })];
  serve([]);
  server.on('GET', '/admin/order/list', () => ({ data: { rows, count: rows.length } }));
  server.on('GET', '/admin/order/refund-status', () => {
    rows = [order({ provider: 'alipay', status: 'refunded', refundFailReason: null })];
    return { data: liveStatus({ provider: 'alipay', providerLabel: '支付宝', status: 'refunded', live: 'refunded', refundRef: '2026112022001400001' }) };
  });
  renderPage(<OrdersPage />, userWith({ admin: true }), '/admin/orders');
  expect(await screen.findByText('退款中', { selector: '.arco-tag *, .arco-tag' })).toBeTruthy();
  expect(screen.queryByRole('button', { name: '退款 20261101000000000007' })).toBeNull();
  await user.click(screen.getByRole('button', { name: '退款状态 20261101000000000007' }));
  const dialog = await screen.findByRole('dialog');
  expect(await within(dialog).findByText('渠道已退款')).toBeTruthy();
  expect(within(dialog).getByText('支付宝')).toBeTruthy();
  expect(within(dialog).getByText('2026112022001400001')).toBeTruthy();
  expect(await screen.findByText('已退款', { selector: '.arco-tag *, .arco-tag' })).toBeTruthy();
});

test('refunds started in a provider’s console are listed for the admin, who marks them dealt with and says why', async () => {
  const user = userEvent.setup();
  serve([]);
  let open = [
    {
      id: 4,
      provider: 'alipay',
      kind: 'unknown-refund',
      orderNum: '20261101000000000009',
      refundNo: 'HZ01RF001',
      amountFen: 1000,
      providerRef: '2026112022001400009',
      detail: '支付渠道通知了一笔本站未发起的退款（可能在商户后台操作），订单状态未改变',
      createdAt: '2026-11-21T08:00:00.000Z',
      resolvedAt: null,
    },
  ];
  server.on('GET', '/admin/order/discrepancies', () => ({ data: { rows: open, count: open.length } }));
  server.on('POST', '/admin/order/discrepancy/resolve', () => {
    open = [];
    return { data: { id: 4 } };
  });
  renderPage(<OrdersPage />, userWith({ admin: true }), '/admin/orders');
  expect(await screen.findByText('HZ01RF001')).toBeTruthy();
  expect(screen.getByText('本站未发起的退款')).toBeTruthy();
  expect(screen.getByText('¥10')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: '标记已处理 20261101000000000009' }));
  const dialog = await screen.findByRole('dialog');
  await user.type(within(dialog).getByLabelText('原因（记入操作日志）'), '商户后台核实为线下协商退款');
  await user.click(within(dialog).getByRole('button', { name: '确认' }));
  await waitFor(() => expect(server.calls('POST', '/admin/order/discrepancy/resolve')[0]?.body).toEqual({ id: 4, reason: '商户后台核实为线下协商退款' }));
  expect(await screen.findByText('没有待处理的渠道差异')).toBeTruthy();
});

test('the admin reconciles any day; a payment the bill shows and the site missed is fixed by asking the provider', async () => {
  const user = userEvent.setup();
  serve([]);
  let open: unknown[] = [];
  server.on('GET', '/admin/order/discrepancies', () => ({ data: { rows: open, count: open.length } }));
  server.on('POST', '/admin/order/reconcile', () => {
    open = [
      {
        id: 9,
        provider: 'wechat',
        kind: 'paid-not-recorded',
        orderNum: '20261127000000000017',
        refundNo: '',
        amountFen: 9900,
        providerRef: '4200017',
        detail: '2026-11-27 微信支付账单有这笔支付，本站订单状态为 expired',
        createdAt: '2026-11-28T03:00:00.000Z',
        resolvedAt: null,
      },
    ];
    return { data: { day: '2026-11-27', pending: [], checked: 1004, differences: 1 } };
  });
  server.on('POST', '/admin/order/discrepancy/fix', () => {
    open = [];
    return { data: { orderNum: '20261127000000000017', outcome: 'paid' } };
  });
  renderPage(<OrdersPage />, userWith({ admin: true }), '/admin/orders');
  const day = await screen.findByLabelText('对账日期（北京时间）');
  await user.clear(day);
  await user.type(day, '2026-11-27');
  await user.click(screen.getByRole('button', { name: '开始对账' }));
  await waitFor(() => expect(server.calls('POST', '/admin/order/reconcile')[0]?.body).toEqual({ day: '2026-11-27' }));
  expect(await screen.findByText('渠道已收款，本站未记')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: '查询并补记 20261127000000000017' }));
  await waitFor(() => expect(server.calls('POST', '/admin/order/discrepancy/fix')[0]?.body).toEqual({ id: 9 }));
  expect(await screen.findByText('没有待处理的渠道差异')).toBeTruthy();
});

test('a refund takes 退款 away from its row: the focus is on the row’s 退款状态, not the page itself', async () => {
  // The dialog gives the focus back to 退款; the reloaded row draws 退款状态 in that same button (first in its row),
  // so the focus stays in the row. Drawn as a new element, it would fall to the page itself.
  const user = userEvent.setup();
  const paid = order({ status: 'paid', provider: 'sandbox', refundReason: null, refundFailReason: null, refundNo: null });
  let rows = [paid];
  serve([]);
  server.on('GET', '/admin/order/list', () => ({ data: { rows, count: rows.length } }));
  server.on('POST', '/admin/order/refund', () => {
    rows = [order({ status: 'refunded', provider: 'sandbox', refundReason: '学员申请', refundFailReason: null, refundNo: 'R20261129000000000000001', refundedAt: '2026-11-29T08:00:00.000Z' })];
    return { data: { orderNum: paid.orderNum, status: 'refunded', refundNo: 'R20261129000000000000001', failReason: null } };
  });
  renderPage(<OrdersPage />, userWith({ admin: true }), '/admin/orders');
  await user.click(await screen.findByRole('button', { name: `退款 ${paid.orderNum}` }));
  const dialog = await screen.findByRole('dialog');
  await user.type(within(dialog).getByLabelText('原因（记入操作日志）'), '学员申请');
  await user.click(within(dialog).getByRole('button', { name: '确认' }));
  const status = await screen.findByRole('button', { name: `退款状态 ${paid.orderNum}` });
  expect(screen.queryByRole('button', { name: `退款 ${paid.orderNum}` })).toBeNull();
  await waitFor(() => expect(document.activeElement).toBe(status));
});
