import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeServer, type FakeServer } from '@site/shared/testing';
import { renderPage, userWith } from '../../testing/render';
import { CommentsPage } from '../comments-page';

let server: FakeServer;
beforeEach(() => {
  server = installFakeServer();
});

const reported = {
  id: 31,
  type: 'shot',
  content: '加我微信买课',
  createdAt: '2026-11-20T08:00:00.000Z',
  isReply: false,
  author: { id: 5, username: 'spammer', nickname: '小广告' },
  target: { id: 7, title: '海报练习' },
  reporters: 3,
  lastReportedAt: '2026-11-21T08:00:00.000Z',
  reasons: ['广告'],
};

test('an admin sees a reported comment with where it is and how many reported it, and deletes it with a reason', async () => {
  const user = userEvent.setup();
  let rows = [reported];
  server.on('GET', '/admin/comment/reported', () => ({ data: { rows, count: rows.length } }));
  server.on('POST', '/admin/comment/delete', () => {
    rows = [];
    return { data: { id: 31, deleted: true } };
  });
  renderPage(<CommentsPage />, userWith({ admin: true }), '/admin/comments');
  expect(await screen.findByText('加我微信买课')).toBeTruthy();
  expect(screen.getByRole('link', { name: '作品：海报练习' }).getAttribute('href')).toBe('/shot/7');
  expect(screen.getByText('3 人举报')).toBeTruthy();
  expect(screen.getByText('理由：广告')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: '删除评论 31' }));
  const dialog = await screen.findByRole('dialog');
  await user.type(within(dialog).getByLabelText(/原因/), '广告');
  await user.click(within(dialog).getByRole('button', { name: '确认' }));
  expect(await screen.findByText('没有待处理的举报')).toBeTruthy();
  expect(server.calls('POST', '/admin/comment/delete')[0]?.body).toEqual({ id: 31, reason: '广告' });
});

test('a deleted comment takes its row away: the focus goes on to the next row, then to the heading (not the page itself)', async () => {
  const user = userEvent.setup();
  let rows = [reported, { ...reported, id: 32, content: '第二条广告' }];
  server.on('GET', '/admin/comment/reported', () => ({ data: { rows, count: rows.length } }));
  server.on('POST', '/admin/comment/delete', (request) => {
    const { id } = request.body as { id: number };
    rows = rows.filter((row) => row.id !== id);
    return { data: { id, deleted: true } };
  });
  renderPage(<CommentsPage />, userWith({ admin: true }), '/admin/comments');
  const deleteThrough = async (id: number) => {
    await user.click(await screen.findByRole('button', { name: `删除评论 ${id}` }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/原因/), '广告');
    await user.click(within(dialog).getByRole('button', { name: '确认' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: `删除评论 ${id}` })).toBeNull());
  };
  await deleteThrough(31);
  const next = screen.getByText('第二条广告').closest('tr') as HTMLElement;
  await waitFor(() => expect(document.activeElement).toBe(within(next).getByRole('link')));
  await deleteThrough(32);
  await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: '评论管理' })));
});

test('dismissing keeps the comment; a member without the admin role sees 无权访问 and nothing is loaded', async () => {
  const user = userEvent.setup();
  server.on('GET', '/admin/comment/reported', { data: { rows: [reported], count: 1 } });
  server.on('POST', '/admin/comment/dismiss', { data: { id: 31, dismissed: 3 } });
  const { unmount } = renderPage(<CommentsPage />, userWith({ admin: true }), '/admin/comments');
  await user.click(await screen.findByRole('button', { name: '驳回评论 31 的举报' }));
  const dialog = await screen.findByRole('dialog');
  await user.type(within(dialog).getByLabelText(/原因/), '正常讨论');
  await user.click(within(dialog).getByRole('button', { name: '确认' }));
  await waitFor(() => expect(server.calls('POST', '/admin/comment/dismiss')[0]?.body).toEqual({ id: 31, reason: '正常讨论' }));
  unmount();

  const before = server.requests.length;
  renderPage(<CommentsPage />, userWith({ release: true }), '/admin/comments');
  expect(await screen.findByText(/无权访问/)).toBeTruthy();
  expect(server.requests.length).toBe(before);
});
