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

test('a new bulletin can be saved unpublished; an empty one cannot be saved; a failure keeps the dialog', async () => {
  const user = userEvent.setup();
  server.on('GET', '/admin/bulletin/list', { data: { rows: [], count: 0 } });
  server.on('POST', '/admin/bulletin/create', fail(400, '公告最多 200 个字'));
  renderPage(<BulletinsPage />, userWith({ admin: true }), '/admin/bulletins');
  await user.click(await screen.findByRole('button', { name: '新建公告' }));
  const dialog = await screen.findByRole('dialog');
  expect((within(dialog).getByRole('button', { name: '保存' }) as HTMLButtonElement).disabled).toBe(true);
  await user.type(within(dialog).getByLabelText('公告内容'), '草稿公告');
  await user.click(within(dialog).getByRole('checkbox'));
  await user.click(within(dialog).getByRole('button', { name: '保存' }));
  expect((await within(dialog).findByRole('alert')).textContent).toContain('公告最多 200 个字');
  await waitFor(() => expect(server.calls('POST', '/admin/bulletin/create')[0].body).toEqual({ description: '草稿公告', published: false }));
});
