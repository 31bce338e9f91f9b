import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeServer, type FakeServer } from '@site/shared/testing';
import { renderPage, userWith } from '../../testing/render';
import { FormsPage } from '../forms-page';
import { OrdersPage } from '../orders-page';

let server: FakeServer;
beforeEach(() => {
  server = installFakeServer();
});

const order = (status: string) => ({
  orderNum: '20261101000000000001',
  status,
  provider: 'sandbox',
  amount: 9900,
  paidAmount: 9900,
  paySuccessTime: '2026-11-20T08:00:00.000Z',
  createdAt: '2026-11-20T08:00:00.000Z',
  refundReason: null,
  refundFailReason: null,
  refundedAt: null,
  refundNo: null,
  user: { id: 3, username: 'buyer01', nickname: '买课的人' },
  course: { id: 1, title: 'UI 设计入门' },
});

test('orders: daily totals, search by keyword, and a refund with a reason through the payment API', async () => {
  const user = userEvent.setup();
  let current = order('paid');
  server.on('GET', '/admin/order/totals', { data: [{ date: '2026-11-20', paidCount: 3, paidFen: 29700, refundedFen: 9900 }] });
  server.on('GET', '/admin/order/list', () => ({ data: { rows: [current], count: 1 } }));
  server.on('GET', '/admin/order/discrepancies', { data: { rows: [], count: 0 } });
  server.on('POST', '/admin/order/refund', () => {
    current = order('refunded');
    return { data: { orderNum: current.orderNum, status: 'refunded', refundNo: 'R1', failReason: null } };
  });
  renderPage(<OrdersPage />, userWith({ admin: true }), '/admin/orders');
  expect(await screen.findByText('¥297')).toBeTruthy();
  const search = screen.getByPlaceholderText('订单号、会员或课程');
  await user.type(search, 'buyer01');
  fireEvent.keyDown(search, { key: 'Enter', keyCode: 13 });
  await waitFor(() => expect(server.calls('GET', '/admin/order/list').at(-1)?.params).toMatchObject({ keyword: 'buyer01', page: 0 }));

  await user.click(await screen.findByRole('button', { name: '退款 20261101000000000001' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(/全额退款 ¥99/)).toBeTruthy();
  await user.type(within(dialog).getByLabelText('原因（记入操作日志）'), '学员申请');
  await user.click(within(dialog).getByRole('button', { name: '确认' }));
  await waitFor(() => expect(server.calls('POST', '/admin/order/refund')).toHaveLength(1));
  expect(server.calls('POST', '/admin/order/refund')[0].body).toEqual({ orderNum: '20261101000000000001', reason: '学员申请' });
  expect(await screen.findByText('已退款', { selector: '.arco-tag *, .arco-tag' })).toBeTruthy();
  expect(screen.queryByRole('button', { name: '退款 20261101000000000001' })).toBeNull();
});

test('health forms: sign-ins per day, a day and a health state narrow the list and the CSV link', async () => {
  const user = userEvent.setup();
  server.on('GET', '/forms/health-sign/days', { data: [{ date: '2026-11-23', total: 2, unwell: 1, outside: 1 }] });
  server.on('GET', '/forms/health-sign/list', {
    data: {
      rows: [{ id: 1, signDate: '2026-11-23', username: 'lisi', nickname: '李四', cid: '', inBeijing: 1, isHealth: 2, temperature: '37.8', remark: '咳嗽', createdAt: '2026-11-23T01:00:00.000Z' }],
      count: 1,
    },
  });
  renderPage(<FormsPage />, userWith({ admin: true }), '/admin/forms');
  expect(await screen.findByText('咳嗽')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: '查看当天（2026-11-23）的签到' }));
  await user.click(screen.getByRole('radio', { name: '身体不适' }));
  await waitFor(() => expect(server.calls('GET', '/forms/health-sign/list').at(-1)?.params).toMatchObject({ signDate: '2026-11-23', isHealth: 2, page: 0 }));
  const csv = screen.getByText('导出签到 CSV').closest('a');
  expect(csv?.getAttribute('href')).toBe('/api_v1/forms/health-sign/export.csv?signDate=2026-11-23&isHealth=2');
});

test('the day chosen shows as a tag whose close button says what it does; closed by keyboard, the focus goes on to 导出签到 CSV', async () => {
  const user = userEvent.setup();
  server.on('GET', '/forms/health-sign/days', { data: [{ date: '2026-11-23', total: 2, unwell: 1, outside: 1 }] });
  server.on('GET', '/forms/health-sign/list', { data: { rows: [], count: 0 } });
  renderPage(<FormsPage />, userWith({ admin: true }), '/admin/forms');
  await user.click(await screen.findByRole('button', { name: '查看当天（2026-11-23）的签到' }));
  const close = await screen.findByRole('button', { name: '取消按日期（2026-11-23）筛选' });
  await waitFor(() => expect(server.calls('GET', '/forms/health-sign/list').at(-1)?.params).toMatchObject({ signDate: '2026-11-23' }));
  const asked = server.calls('GET', '/forms/health-sign/list').length;
  act(() => close.focus());
  // Arco's close button reads keyCode, which user-event's keyboard does not set in jsdom.
  fireEvent.keyDown(close, { key: 'Enter', keyCode: 13 });
  await waitFor(() => expect(server.calls('GET', '/forms/health-sign/list')).toHaveLength(asked + 1));
  expect(server.calls('GET', '/forms/health-sign/list').at(-1)?.params?.signDate).toBeUndefined();
  await waitFor(() => expect(document.activeElement).toBe(screen.getByText('导出签到 CSV').closest('a')));
});

test('a release manager sees 无权访问 on orders and forms', () => {
  renderPage(<OrdersPage />, userWith({ release: true }), '/admin/orders');
  renderPage(<FormsPage />, userWith({ release: true }), '/admin/forms');
  expect(screen.getAllByText('无权访问')).toHaveLength(2);
  expect(server.requests).toEqual([]);
});
