import { authCheckedAtom, userAtom, type Shot, type User } from '@site/shared';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { MemoryRouter, Route, Routes, type InitialEntry } from 'react-router-dom';
import { deleteShot } from '../../../api/delete-shot';
import { getEditInfo } from '../../../api/get-edit-info';
import { getShotCategories } from '../../../api/get-shot-categories';
import { EDITOR_REOPENED } from '../editor-reopened';
import { ShotEditorPage } from '../shot-editor-page';

jest.mock('../../../api/get-edit-info');
jest.mock('../../../api/delete-shot');
jest.mock('../../../api/get-shot-categories');
// The rich-text editor (tiptap) is beside the point here.
jest.mock('../rich-text-editor', () => ({ RichTextEditor: () => null }));
const mockedEditInfo = jest.mocked(getEditInfo);
jest.mocked(getShotCategories).mockResolvedValue([]);

const member: User = { id: 3, username: 'member', nickname: '会员', avatar: '', roles: {}, userPower: { canPostShot: false } };
const poster: User = { ...member, id: 4, username: 'poster', userPower: { canPostShot: true } };

function renderAs(user: User | null, url: InitialEntry = '/post/shot/create') {
  const store = createStore();
  store.set(userAtom, user);
  store.set(authCheckedAtom, true);
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/" element={<p>首页</p>} />
          <Route path="/post/shot/create" element={<ShotEditorPage />} />
          <Route path="/post/shot/:shotId" element={<ShotEditorPage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

const shot: Shot = {
  id: 12,
  title: '夏日海报',
  preview: '/uploads/a.png',
  content: '<p>内容</p>',
  tags: '',
  shotCategoryId: null,
  status: 'unpublished',
  isRecommend: false,
  enableComment: true,
  hasLiked: false,
  hasCollected: false,
  viewNum: 0,
  likeNum: 0,
  user: { id: 4, nickname: '', avatar: '' },
  courseIds: [],
};

describe('editor access (spec 2, 4)', () => {
  test('without canPostShot the editor redirects to /', () => {
    renderAs(member);
    expect(screen.getByText('首页')).toBeTruthy();
  });
  test('a visitor is sent to / as well', () => {
    renderAs(null);
    expect(screen.getByText('首页')).toBeTruthy();
  });
});

describe('a shot an admin disabled', () => {
  test('its author sees 已禁用 and the reason above the form', async () => {
    mockedEditInfo.mockResolvedValue({ ...shot, disabled: { reason: '封面含二维码广告' } });
    renderAs(poster, '/post/shot/12');
    expect(await screen.findByText('作品已被管理员禁用')).toBeTruthy();
    expect(screen.getByText(/原因：封面含二维码广告。/)).toBeTruthy();
    expect(screen.getByText('已禁用')).toBeTruthy();
  });

  test('a draft the author unpublished says 未发布 and shows no alert', async () => {
    mockedEditInfo.mockResolvedValue(shot);
    renderAs(poster, '/post/shot/12');
    expect(await screen.findByText('未发布')).toBeTruthy();
    expect(screen.queryByText('作品已被管理员禁用')).toBeNull();
  });
});

describe('the focus when the editor opens anew (issue 42)', () => {
  test('opened by the editor itself (a shot just created), the heading takes the focus the form had', async () => {
    mockedEditInfo.mockResolvedValue(shot);
    renderAs(poster, { pathname: '/post/shot/12', state: EDITOR_REOPENED });
    const heading = await screen.findByRole('heading', { level: 1, name: '编辑作品' });
    expect(document.activeElement).toBe(heading);
  });

  test('opened from a link or the address bar, the focus is left alone', async () => {
    mockedEditInfo.mockResolvedValue(shot);
    renderAs(poster, '/post/shot/12');
    await screen.findByRole('heading', { level: 1, name: '编辑作品' });
    expect(document.activeElement).toBe(document.body);
  });

  test('a shot deleted opens a blank editor whose heading takes the focus 删除作品 had (not the page itself)', async () => {
    // Arco's confirmation animates in with pointer-events off.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    mockedEditInfo.mockResolvedValue(shot);
    jest.mocked(deleteShot).mockResolvedValue({ success: true });
    renderAs(poster, '/post/shot/12');
    const remove = await screen.findByRole('button', { name: '删除作品' });
    act(() => remove.focus());
    await user.click(remove);
    await user.click(await screen.findByRole('button', { name: '删除' }));
    const heading = await screen.findByRole('heading', { level: 1, name: '发布作品' });
    expect(jest.mocked(deleteShot)).toHaveBeenCalledWith(12);
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  test('the deletion asked and 取消 pressed: the focus goes back to 删除作品 (Arco left it on the page itself)', async () => {
    // Arco's confirmation animates in with pointer-events off.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    mockedEditInfo.mockResolvedValue(shot);
    jest.mocked(deleteShot).mockClear();
    renderAs(poster, '/post/shot/12');
    const remove = await screen.findByRole('button', { name: '删除作品' });
    act(() => remove.focus());
    await user.click(remove);
    await user.click(await screen.findByRole('button', { name: '取消' }));
    await waitFor(() => expect(document.activeElement).toBe(remove));
    expect(jest.mocked(deleteShot)).not.toHaveBeenCalled();
  });
});
