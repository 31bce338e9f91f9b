import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeServer, type FakeServer } from '@site/shared/testing';
import { renderPage, userWith } from '../../testing/render';
import { ShotsModerationPage } from '../shots-moderation-page';
import { UsersPage } from '../users-page';

let server: FakeServer;
beforeEach(() => {
  server = installFakeServer();
});

const shot = (overrides: object = {}) => ({
  id: 7,
  title: '品牌海报',
  preview: '',
  status: 'published',
  disabledByAdmin: false,
  disabledReason: '',
  createdAt: '2026-11-20T08:00:00.000Z',
  user: { id: 3, username: 'poster', nickname: '设计小白兔' },
  ...overrides,
});

test('an admin disables a shot with a reason and sees it marked', async () => {
  const user = userEvent.setup();
  let current = shot();
  server.on('GET', '/admin/shot/list', () => ({ data: { rows: [current], count: 1 } }));
  server.on('POST', '/admin/shot/disable', (request) => {
    current = shot({ status: 'unpublished', disabledByAdmin: true, disabledReason: (request.body as { reason: string }).reason });
    return { data: { id: 7, status: 'unpublished', disabledByAdmin: true, disabledReason: '含广告' } };
  });
  renderPage(<ShotsModerationPage />, userWith({ admin: true }), '/admin/shots');
  await user.click(await screen.findByRole('button', { name: '禁用 品牌海报' }));
  const dialog = await screen.findByRole('dialog');
  await user.type(within(dialog).getByLabelText('原因（记入操作日志）'), '含广告');
  await user.click(within(dialog).getByRole('button', { name: '确认' }));
  expect(await screen.findByText('已禁用：含广告')).toBeTruthy();
  expect(server.calls('POST', '/admin/shot/disable')[0].body).toEqual({ id: 7, reason: '含广告' });
  expect(screen.getByRole('button', { name: '解除禁用 品牌海报' })).toBeTruthy();
});

test('the filter and the search ask the server again from the first page', async () => {
  const user = userEvent.setup();
  server.on('GET', '/admin/shot/list', { data: { rows: [shot()], count: 1 } });
  renderPage(<ShotsModerationPage />, userWith({ admin: true }), '/admin/shots');
  await screen.findByText('品牌海报');
  await user.click(screen.getByRole('radio', { name: '已禁用' }));
  await waitFor(() => expect(server.calls('GET', '/admin/shot/list').at(-1)?.params).toMatchObject({ filter: 'disabled', page: 0 }));
  const search = screen.getByPlaceholderText('搜索标题或作者');
  await user.type(search, '海报');
  // Arco's input reads keyCode, which user-event leaves out.
  fireEvent.keyDown(search, { key: 'Enter', keyCode: 13 });
  await waitFor(() => expect(server.calls('GET', '/admin/shot/list').at(-1)?.params).toMatchObject({ filter: 'disabled', keyword: '海报' }));
});

test('a release manager opening moderation sees 无权访问', () => {
  renderPage(<ShotsModerationPage />, userWith({ release: true }), '/admin/shots');
  renderPage(<UsersPage />, userWith({ release: true }), '/admin/users');
  expect(screen.getAllByText('无权访问')).toHaveLength(2);
  expect(server.requests).toEqual([]);
});

test('an admin grants canPostShot with a reason; their own admin and disable switches are locked', async () => {
  const user = userEvent.setup();
  const member = { id: 5, username: 'member', nickname: '路人甲', email: 'm@example.com', roles: {}, canPostShot: false, canTopComment: false, disabled: false, createdAt: '2026-01-01T00:00:00.000Z' };
  const me = { ...member, id: 1, username: 'someone', nickname: '某人', roles: { admin: true } };
  server.on('GET', '/admin/user/list', { data: { rows: [me, member], count: 2 } });
  server.on('POST', '/admin/user/update', { data: { ...member, canPostShot: true } });
  renderPage(<UsersPage />, userWith({ admin: true }), '/admin/users');
  const own = await screen.findByRole('switch', { name: 'someone 管理员' });
  expect((own as HTMLButtonElement).disabled).toBe(true);
  expect((screen.getByRole('switch', { name: 'someone 账号可用' }) as HTMLButtonElement).disabled).toBe(true);
  await user.click(screen.getByRole('switch', { name: 'member 可发布作品' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('允许发布作品')).toBeTruthy();
  await user.type(within(dialog).getByLabelText('原因（记入操作日志）'), '优秀学员');
  await user.click(within(dialog).getByRole('button', { name: '确认' }));
  await waitFor(() => expect(server.calls('POST', '/admin/user/update')).toHaveLength(1));
  expect(server.calls('POST', '/admin/user/update')[0].body).toEqual({ id: 5, canPostShot: true, reason: '优秀学员' });
});

test('the account switch is labelled and says 正常 or 已停用; turning it off asks to disable the account', async () => {
  const user = userEvent.setup();
  const member = { id: 5, username: 'member', nickname: '路人甲', email: 'm@example.com', roles: {}, canPostShot: false, canTopComment: false, disabled: false, createdAt: '2026-01-01T00:00:00.000Z' };
  const banned = { ...member, id: 6, username: 'spammer', nickname: '广告号', disabled: true };
  server.on('GET', '/admin/user/list', { data: { rows: [member, banned], count: 2 } });
  server.on('POST', '/admin/user/update', { data: { ...member, disabled: true } });
  renderPage(<UsersPage />, userWith({ admin: true }), '/admin/users');
  const usable = await screen.findByRole('switch', { name: 'member 账号可用' });
  expect(usable.getAttribute('aria-checked')).toBe('true');
  expect(screen.getByRole('switch', { name: 'spammer 账号可用' }).getAttribute('aria-checked')).toBe('false');
  expect(within(screen.getByRole('row', { name: /路人甲/ })).getByText('正常')).toBeTruthy();
  expect(within(screen.getByRole('row', { name: /广告号/ })).getByText('已停用')).toBeTruthy();
  expect(screen.getByRole('columnheader', { name: '账号状态' })).toBeTruthy();

  await user.click(usable);
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(/^停用账号/)).toBeTruthy();
  await user.type(within(dialog).getByLabelText('原因（记入操作日志）'), '发广告');
  await user.click(within(dialog).getByRole('button', { name: '确认' }));
  await waitFor(() => expect(server.calls('POST', '/admin/user/update')[0]?.body).toEqual({ id: 5, disabled: true, reason: '发广告' }));
});
