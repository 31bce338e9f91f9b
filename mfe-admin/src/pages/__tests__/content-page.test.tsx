import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from '@site/shared';
import { installFakeServer, type FakeServer } from '@site/shared/testing';
import { renderPage, userWith } from '../../testing/render';
import { ContentPage } from '../content-page';

let server: FakeServer;
beforeEach(() => {
  server = installFakeServer();
});
afterEach(() => jest.restoreAllMocks());

const banner = (id: number, name: string, groupType = 'course-home') => ({ id, sort: id, groupType, name, url: '/course', openMethod: 'self', preview: `/files/b${id}.png`, enabled: true, hitNum: 0 });

test('an admin uploads an 800x300 preview with a progress bar and creates a banner in the chosen group', async () => {
  const user = userEvent.setup();
  let rows = [banner(1, '春季班')];
  server.on('GET', '/admin/content/banner/list', () => ({ data: rows }));
  server.on('GET', '/public/file/upload/token', { data: { uploadToken: 'T', host: '/files/' } });
  server.on('POST', '/admin/content/banner/create', (request) => {
    const created = { ...banner(2, ''), ...(request.body as object) };
    rows = [...rows, created];
    return { data: created };
  });
  let finish: () => void = () => undefined;
  jest.spyOn(http, 'post').mockImplementation((_url, _form, config) => {
    config?.onUploadProgress?.({ loaded: 40, total: 100, bytes: 40, lengthComputable: true });
    return new Promise((resolve) => (finish = () => resolve({ data: JSON.stringify({ data: { key: 'content-image/1/new.png' } }) })));
  });
  renderPage(<ContentPage />, userWith({ admin: true }), '/admin/content');
  expect(await screen.findByText('春季班')).toBeTruthy();
  await user.click(screen.getByRole('radio', { name: '首页副图' }));
  expect(await screen.findByText('还没有轮播图')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: '新建轮播图' }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: '保存' }));
  expect(within(dialog).getByText('请填写标题')).toBeTruthy();
  expect(within(dialog).getByText('请上传预览图')).toBeTruthy();

  await user.type(within(dialog).getByLabelText('标题'), '副图一');
  await user.type(within(dialog).getByLabelText('链接地址'), 'javascript:alert(1)');
  await user.upload(within(dialog).getByLabelText('选择预览图文件'), new File([new Uint8Array([0x89, 0x50])], 'b.png', { type: 'image/png' }));
  const bar = await within(dialog).findByLabelText('预览图上传进度');
  expect(bar.textContent).toContain('40');
  await act(async () => finish());
  expect((await within(dialog).findByAltText('预览图预览')).getAttribute('src')).toBe('/files/content-image/1/new.png?w=800&h=300');
  await user.click(within(dialog).getByRole('button', { name: '保存' }));
  expect(within(dialog).getByText('链接须以 http://、https:// 或 / 开头')).toBeTruthy();
  await user.clear(within(dialog).getByLabelText('链接地址'));
  await user.type(within(dialog).getByLabelText('链接地址'), '/livecourse');
  await user.click(within(dialog).getByRole('button', { name: '保存' }));
  await waitFor(() =>
    expect(server.calls('POST', '/admin/content/banner/create')[0]?.body).toEqual({
      groupType: 'course-home-child-banner',
      name: '副图一',
      url: '/livecourse',
      openMethod: 'self',
      preview: '/files/content-image/1/new.png',
      enabled: true,
    }),
  );
  expect(await screen.findByText('副图一')).toBeTruthy();
});

test('moving a banner down sends the whole group in its new order; a server refusal shows its message', async () => {
  // Arco's popconfirm animates in with pointer-events off.
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  server.on('GET', '/admin/content/banner/list', { data: [banner(1, '甲'), banner(2, '乙'), banner(3, '别组', 'course-banner')] });
  server.on('POST', '/admin/content/banner/reorder', { data: [] });
  server.on('POST', '/admin/content/banner/delete', { error: { code: 404, message: '轮播图不存在' } });
  renderPage(<ContentPage />, userWith({ admin: true }), '/admin/content');
  await user.click(await screen.findByRole('button', { name: '下移 甲' }));
  await waitFor(() => expect(server.calls('POST', '/admin/content/banner/reorder')[0]?.body).toEqual({ ids: [2, 1] }));
  await user.click(screen.getByRole('button', { name: '删除 乙' }));
  await user.click(await screen.findByRole('button', { name: '删除' }));
  expect(await screen.findByText('轮播图不存在')).toBeTruthy();
});

test('tools are edited inside their group', async () => {
  const user = userEvent.setup();
  server.on('GET', '/admin/content/tool-group/list', { data: [{ id: 1, sort: 0, name: '配色' }, { id: 2, sort: 1, name: '字体' }] });
  server.on('GET', '/admin/content/tool/list', { data: [{ id: 9, sort: 0, groupId: 2, name: '字由', url: 'https://hellofont.cn', preview: '' }] });
  server.on('GET', '/admin/content/banner/list', { data: [] });
  renderPage(<ContentPage />, userWith({ admin: true }), '/admin/content');
  await user.click(await screen.findByRole('tab', { name: '工具' }));
  expect(await screen.findByText('还没有工具')).toBeTruthy();
  expect(screen.queryByText('字由')).toBeNull();
});

test('editing a tool can move it to another group', async () => {
  // Arco's popup is still fading in (pointer-events: none) when the option is clicked.
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  server.on('GET', '/admin/content/tool-group/list', { data: [{ id: 1, sort: 0, name: '配色' }, { id: 2, sort: 1, name: '字体' }] });
  server.on('GET', '/admin/content/tool/list', { data: [{ id: 9, sort: 0, groupId: 1, name: '调色板', url: 'https://colors.example', preview: '' }] });
  server.on('GET', '/admin/content/banner/list', { data: [] });
  let sent: Record<string, unknown> | undefined;
  server.on('POST', '/admin/content/tool/update', (request) => {
    sent = request.body as Record<string, unknown>;
    return { data: { id: 9, sort: 0, groupId: 2, name: '调色板', url: 'https://colors.example', preview: '' } };
  });
  renderPage(<ContentPage />, userWith({ admin: true }), '/admin/content');
  await user.click(await screen.findByRole('tab', { name: '工具' }));
  await user.click(await screen.findByRole('button', { name: '编辑 调色板' }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByText('配色'));
  const options = await screen.findAllByRole('option', { name: '字体' });
  await user.click(options[options.length - 1]!);
  await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
  await waitFor(() => expect(sent).toMatchObject({ id: 9, groupId: 2 }));
});

test('a deleted banner takes its row away: the focus goes on to the next row, then to 新建轮播图 (not the page itself)', async () => {
  // Arco's popconfirm animates in with pointer-events off.
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  let rows = [banner(1, '甲'), banner(2, '乙')];
  server.on('GET', '/admin/content/banner/list', () => ({ data: rows }));
  server.on('POST', '/admin/content/banner/delete', (request) => {
    const { id } = request.body as { id: number };
    rows = rows.filter((row) => row.id !== id);
    return { data: { id } };
  });
  renderPage(<ContentPage />, userWith({ admin: true }), '/admin/content');
  const deleteThrough = async (name: string) => {
    await user.click(await screen.findByRole('button', { name: `删除 ${name}` }));
    await user.click(await screen.findByRole('button', { name: '删除' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: `删除 ${name}` })).toBeNull());
  };
  await deleteThrough('甲');
  // 乙 is alone now: its arrows are disabled, 编辑 is its first control.
  await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: '编辑 乙' })));
  await deleteThrough('乙');
  await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: '新建轮播图' })));
});
