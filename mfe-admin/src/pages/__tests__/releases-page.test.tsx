import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeServer, fail, type FakeServer } from '@site/shared/testing';
import { renderPage, userWith } from '../../testing/render';
import { ReleasesPage } from '../releases-page';

const forms = (active: string, rollbackTarget: string | null) => ({
  name: 'forms',
  active,
  rollbackTarget,
  versions: [
    { version: 'v2', releasedAt: '2026-11-23T10:00:00.000Z', sourceHash: 'h2', sourceCommit: 'abc123', rolledBackAt: null, sizeBytes: 2048, lastHour: { loads: 6, fallbacks: 3, failures: 1 } },
    { version: 'v1', releasedAt: '2026-11-22T10:00:00.000Z', sourceHash: 'h1', sourceCommit: null, rolledBackAt: null, sizeBytes: 1024, lastHour: { loads: 0, fallbacks: 0, failures: 0 } },
  ],
  history: [
    { version: active, at: '2026-11-23T10:05:00.000Z', by: active === 'v1' ? 'auto-rollback' : 'ci', kind: active === 'v1' ? 'rollback' : 'release', reason: '' },
  ],
});
const course = { name: 'course', active: null, rollbackTarget: null, versions: [], history: [] };

let server: FakeServer;
beforeEach(() => {
  server = installFakeServer();
});

test('a visitor and a member see 无权访问 and nothing is asked of the server', () => {
  renderPage(<ReleasesPage />, null);
  expect(screen.getByText('无权访问')).toBeTruthy();
  renderPage(<ReleasesPage />, userWith({ teacher: true }));
  expect(screen.getAllByText('无权访问')).toHaveLength(2);
  expect(server.requests).toEqual([]);
});

test('a release manager rolls a remote back after confirming with a reason; the audit section stays hidden', async () => {
  const user = userEvent.setup();
  let state = forms('v2', 'v1');
  server.on('GET', '/admin/release/list', () => ({ data: { remotes: [course, state] } }));
  server.on('POST', '/admin/release/activate', () => {
    state = { ...forms('v1', null) };
    return { data: { remote: 'forms', from: 'v2', to: 'v1' } };
  });
  renderPage(<ReleasesPage />, userWith({ release: true }));
  const card = await screen.findByLabelText('健康表单（forms）');
  expect(within(card).getByText('2.0 KB')).toBeTruthy();
  expect(within(card).getByText('abc123')).toBeTruthy();
  // Last hour: 10 loads, 4 of them failed or fell back.
  expect(within(card).getByText('失败 40%')).toBeTruthy();
  expect(screen.queryByText('操作日志')).toBeNull();
  // The never-released remote cannot be rolled back.
  expect((within(screen.getByLabelText('课程（course）')).getByRole('button', { name: '回滚到上一版本' }) as HTMLButtonElement).disabled).toBe(true);

  await user.click(within(card).getByRole('button', { name: '回滚到上一版本' }));
  const dialog = await screen.findByRole('dialog');
  const ok = within(dialog).getByRole('button', { name: '确认' });
  expect((ok as HTMLButtonElement).disabled).toBe(true);
  await user.type(within(dialog).getByLabelText('原因（记入发布历史）'), '列表空白');
  await user.click(ok);
  await waitFor(() => expect(server.calls('POST', '/admin/release/activate')).toHaveLength(1));
  expect(server.calls('POST', '/admin/release/activate')[0].body).toEqual({ remote: 'forms', reason: '列表空白' });
  await waitFor(() => expect(server.calls('GET', '/admin/release/list')).toHaveLength(2));
  await waitFor(() => expect((within(screen.getByLabelText('健康表单（forms）')).getByRole('button', { name: '回滚到上一版本' }) as HTMLButtonElement).disabled).toBe(true));
});

test('a rollback the server made by itself is marked 自动回滚 in the history', async () => {
  const user = userEvent.setup();
  server.on('GET', '/admin/release/list', { data: { remotes: [forms('v1', null)] } });
  renderPage(<ReleasesPage />, userWith({ release: true }));
  const card = await screen.findByLabelText('健康表单（forms）');
  await user.click(within(card).getByRole('tab', { name: '启用历史' }));
  expect(await within(card).findByText('自动回滚')).toBeTruthy();
});

test('a refused change keeps the dialog open with the server message', async () => {
  const user = userEvent.setup();
  server.on('GET', '/admin/release/list', { data: { remotes: [forms('v2', 'v1')] } });
  server.on('POST', '/admin/release/activate', fail(409, '发布记录刚刚发生了变化，请刷新后重试'));
  renderPage(<ReleasesPage />, userWith({ admin: true }));
  const card = await screen.findByLabelText('健康表单（forms）');
  await user.click(within(card).getByRole('button', { name: '启用 forms v1' }));
  const dialog = await screen.findByRole('dialog');
  await user.type(within(dialog).getByLabelText('原因（记入发布历史）'), '试试');
  await user.click(within(dialog).getByRole('button', { name: '确认' }));
  expect((await within(dialog).findByRole('alert')).textContent).toContain('发布记录刚刚发生了变化');
  expect(server.calls('POST', '/admin/release/activate')[0].body).toEqual({ remote: 'forms', version: 'v1', reason: '试试' });
});

test('which version did they get: a release manager looks a visitor up by username', async () => {
  const user = userEvent.setup();
  server.on('GET', '/admin/release/list', { data: { remotes: [course, forms('v2', 'v1')] } });
  server.on('GET', '/admin/release/visitor', (request) =>
    request.params.q === 'xiaoming'
      ? {
          data: {
            who: { kind: 'user', id: 3, username: 'xiaoming', nickname: '小明' },
            since: '2026-11-22T10:00:00.000Z',
            remotes: [
              {
                remote: 'forms',
                versions: [
                  { version: 'v2', loads: 0, fallbacks: 2, failures: 0, servedVersions: ['v1'], visitorIds: ['v-abc'], lastAt: '2026-11-23T10:06:00.000Z' },
                  { version: 'v1', loads: 4, fallbacks: 0, failures: 0, servedVersions: [], visitorIds: ['v-abc'], lastAt: '2026-11-23T09:00:00.000Z' },
                ],
              },
            ],
          },
        }
      : fail(404, '没有这个用户名，也不是访客标识'),
  );
  renderPage(<ReleasesPage />, userWith({ release: true }), '/admin/releases');
  const box = await screen.findByRole('textbox', { name: '用户名或访客标识' });
  await user.type(box, 'nobody');
  // Arco's input reads keyCode, which user-event leaves out.
  fireEvent.keyDown(box, { key: 'Enter', keyCode: 13 });
  expect(await screen.findByText('没有这个用户名，也不是访客标识')).toBeTruthy();
  await user.clear(box);
  await user.type(box, 'xiaoming');
  fireEvent.keyDown(box, { key: 'Enter', keyCode: 13 });
  expect(await screen.findByText('用户 小明（xiaoming）')).toBeTruthy();
  expect(screen.getByText('2（改用 v1）')).toBeTruthy();
  await waitFor(() => expect(server.calls('GET', '/admin/release/visitor').at(-1)?.params).toEqual({ q: 'xiaoming' }));
});

test('a greyed rollback says why, and the versions table offers every other version to activate', async () => {
  const user = userEvent.setup();
  const single = { ...forms('v1', null), versions: [forms('v1', null).versions[1]] };
  const rolledBack = { ...forms('v1', null), name: 'shots' };
  server.on('GET', '/admin/release/list', { data: { remotes: [course, single, rolledBack] } });
  renderPage(<ReleasesPage />, userWith({ release: true }));
  const reasonOf = (card: HTMLElement) => {
    const button = within(card).getByRole('button', { name: '回滚到上一版本' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    return document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent;
  };
  expect(reasonOf(await screen.findByLabelText('课程（course）'))).toBe('尚未发布，没有可回滚的版本');
  expect(reasonOf(screen.getByLabelText('健康表单（forms）'))).toBe('只有一个版本，没有可回滚的上一版本');
  const shots = screen.getByLabelText('学员作品（shots）');
  expect(reasonOf(shots)).toBe('没有可回滚的上一版本，可在下方版本列表中启用任一版本');
  expect(within(shots).getByText(/任一已发布的版本都可在它所在的行启用/)).toBeTruthy();
  expect(within(shots).queryByRole('button', { name: '启用 shots v1' })).toBeNull();
  await user.click(within(shots).getByRole('button', { name: '启用 shots v2' }));
  expect(within(await screen.findByRole('dialog')).getByText('将 v1 切换为 v2。')).toBeTruthy();
});
