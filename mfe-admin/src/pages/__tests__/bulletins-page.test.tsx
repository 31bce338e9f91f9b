import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, installFakeServer, type FakeServer } from '@site/shared/testing';
import { renderPage, userWith } from '../../testing/render';
import { BulletinsPage } from '../bulletins-page';

let server: FakeServer;
beforeEach(() => {
  server = installFakeServer();
});

const bulletin = { id: 4, description: '周末直播课暂停', published: true, createdAt: '2026-11-20T08:00:00.000Z' };

test('an admin edits a bulletin and the list shows the saved text', async () => {
  const user = userEvent.setup();
  let current = bulletin;
  server.on('GET', '/admin/bulletin/list', () => ({ data: { rows: [current], count: 1 } }));
  server.on('POST', '/admin/bulletin/update', (request) => {
    current = { ...current, ...(request.body as object) };
    return { data: current };
  });
  renderPage(<BulletinsPage />, userWith({ admin: true }), '/admin/bulletins');
  await user.click(await screen.findByRole('button', { name: '编辑公告 4' }));
  const dialog = await screen.findByRole('dialog');
  const text = within(dialog).getByLabelText('公告内容');
  await user.clear(text);
  await user.type(text, '周末直播课改到周一');
  await user.click(within(dialog).getByRole('button', { name: '保存' }));
  expect(await screen.findByText('周末直播课改到周一')).toBeTruthy();
  expect(server.calls('POST', '/admin/bulletin/update')[0].body).toEqual({ id: 4, description: '周末直播课改到周一', published: true });
});

test('a new bulletin is a draft unless 发布 is ticked; an empty one cannot be saved; a failure keeps the dialog', async () => {
  const user = userEvent.setup();
  server.on('GET', '/admin/bulletin/list', { data: { rows: [], count: 0 } });
  server.on('POST', '/admin/bulletin/create', fail(400, '公告最多 200 个字'));
  renderPage(<BulletinsPage />, userWith({ admin: true }), '/admin/bulletins');
  await user.click(await screen.findByRole('button', { name: '新建公告' }));
  const dialog = await screen.findByRole('dialog');
  expect((within(dialog).getByRole('checkbox') as HTMLInputElement).checked).toBe(false);
  expect((within(dialog).getByRole('button', { name: '保存' }) as HTMLButtonElement).disabled).toBe(true);
  await user.type(within(dialog).getByLabelText('公告内容'), '草稿公告');
  await user.click(within(dialog).getByRole('button', { name: '保存' }));
  expect((await within(dialog).findByRole('alert')).textContent).toContain('公告最多 200 个字');
  await waitFor(() => expect(server.calls('POST', '/admin/bulletin/create')[0].body).toEqual({ description: '草稿公告', published: false }));
});

test('publishing a new bulletin asks first; 再想想 publishes nothing, 发布 creates it published', async () => {
  const user = userEvent.setup();
  server.on('GET', '/admin/bulletin/list', { data: { rows: [], count: 0 } });
  server.on('POST', '/admin/bulletin/create', { data: { ...bulletin, id: 5, description: '新课上线' } });
  renderPage(<BulletinsPage />, userWith({ admin: true }), '/admin/bulletins');
  await user.click(await screen.findByRole('button', { name: '新建公告' }));
  const editor = await screen.findByRole('dialog');
  await user.type(within(editor).getByLabelText('公告内容'), '新课上线');
  await user.click(within(editor).getByRole('checkbox'));
  await user.click(within(editor).getByRole('button', { name: '保存并发布' }));
  const confirm = await screen.findByRole('dialog', { name: '发布这条公告？' });
  expect(within(confirm).getByText(/所有访客的通知栏会立即显示它/)).toBeTruthy();
  await user.click(within(confirm).getByRole('button', { name: '再想想' }));
  expect(server.calls('POST', '/admin/bulletin/create')).toHaveLength(0);

  await user.click(within(editor).getByRole('button', { name: '保存并发布' }));
  await user.click(within(await screen.findByRole('dialog', { name: '发布这条公告？' })).getByRole('button', { name: '发布' }));
  await waitFor(() => expect(server.calls('POST', '/admin/bulletin/create')[0]?.body).toEqual({ description: '新课上线', published: true }));
});

test('the list publishes a draft after a confirmation and unpublishes a published one', async () => {
  // Arco's popconfirm animates in with pointer-events off.
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  let rows = [bulletin, { ...bulletin, id: 3, description: '草稿', published: false }];
  server.on('GET', '/admin/bulletin/list', () => ({ data: { rows, count: rows.length } }));
  server.on('POST', '/admin/bulletin/update', (request) => {
    const body = request.body as { id: number; published: boolean };
    rows = rows.map((row) => (row.id === body.id ? { ...row, published: body.published } : row));
    return { data: rows.find((row) => row.id === body.id) };
  });
  renderPage(<BulletinsPage />, userWith({ admin: true }), '/admin/bulletins');
  await user.click(await screen.findByRole('button', { name: '发布公告 3' }));
  expect(server.calls('POST', '/admin/bulletin/update')).toHaveLength(0);
  await user.click(await screen.findByRole('button', { name: '发布' }));
  await waitFor(() => expect(server.calls('POST', '/admin/bulletin/update')[0]?.body).toEqual({ id: 3, published: true }));
  await waitFor(() => expect(server.calls('GET', '/admin/bulletin/list')).toHaveLength(2));
  expect(await screen.findByRole('button', { name: '取消发布公告 3' })).toBeTruthy();

  await user.click(screen.getByRole('button', { name: '取消发布公告 4' }));
  await waitFor(() => expect(server.calls('POST', '/admin/bulletin/update')[1]?.body).toEqual({ id: 4, published: false }));
  expect(await screen.findByRole('button', { name: '发布公告 4' })).toBeTruthy();
});

test('a deleted bulletin takes its row away: the focus goes on to the next row, then to the heading (not the page itself)', async () => {
  // Arco's popconfirm animates in with pointer-events off.
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  let rows = [bulletin, { ...bulletin, id: 3, description: '草稿', published: false }];
  server.on('GET', '/admin/bulletin/list', () => ({ data: { rows, count: rows.length } }));
  server.on('POST', '/admin/bulletin/delete', (request) => {
    const { id } = request.body as { id: number };
    rows = rows.filter((row) => row.id !== id);
    return { data: { id } };
  });
  renderPage(<BulletinsPage />, userWith({ admin: true }), '/admin/bulletins');
  const deleteThrough = async (id: number) => {
    await user.click(await screen.findByRole('button', { name: `删除公告 ${id}` }));
    await user.click(await screen.findByRole('button', { name: '删除' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: `删除公告 ${id}` })).toBeNull());
  };
  await deleteThrough(4);
  await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: '发布公告 3' })));
  await deleteThrough(3);
  await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: '公告管理' })));
});
