import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { unreadCountAtom, userAtom, type User } from '@site/shared';
import { createStore, Provider } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import * as lists from '../../api/lists';
import * as security from '../../api/security';
import { AccountPage } from '../account-page';

jest.mock('../../api/lists');
jest.mock('../../api/security');
const mocked = jest.mocked(lists);

const user: User = { id: 1, username: 'member', nickname: '学员小李', avatar: '', roles: {}, userPower: { canPostShot: false } };
const empty = { rows: [], count: 0 };

function renderAt(url: string) {
  const store = createStore();
  store.set(userAtom, user);
  store.set(unreadCountAtom, 3);
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[url]}>
        <AccountPage />
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

beforeEach(() => {
  jest.resetAllMocks();
  for (const fn of [mocked.getRecentWatched, mocked.getPurchasedCourses, mocked.getFollowedTeacherCourses, mocked.getCollectedCourses, mocked.getCollectedShots, mocked.getMyShots, mocked.getOrders]) {
    fn.mockResolvedValue(empty);
  }
  mocked.markMessagesRead.mockResolvedValue({});
  mocked.getUnreadCount.mockResolvedValue(0);
});

test('tabs load lazily: only the open tab asks the server', async () => {
  renderAt('/account');
  await screen.findByText('还没有学习记录，去挑一门课程吧');
  expect(mocked.getRecentWatched).toHaveBeenCalledTimes(1);
  expect(mocked.getOrders).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('tab', { name: '我的订单' }));
  await screen.findByText('暂无订单');
  expect(mocked.getOrders).toHaveBeenCalledWith(0, 15, expect.any(AbortSignal));
});

test('?tab=message opens the messages, marks unread ones read and clears the unread store', async () => {
  mocked.getMessages.mockResolvedValue({
    rows: [
      { id: 7, noticeType: 'shot-like', hasRead: false, createdAt: new Date().toISOString(), body: { fromUser: { nickname: '小明', username: 'xm' }, shotInfo: { id: 9, title: '海报' } } },
      { id: 8, noticeType: 'course-collection', hasRead: true, createdAt: new Date().toISOString(), body: { fromUser: { nickname: '小红', username: 'xh' }, courseInfo: { id: 2, title: 'Figma' } } },
    ],
    count: 2,
  });
  const store = renderAt('/account?tab=message');
  expect((await screen.findByRole('link', { name: /赞了你的作品《海报》/ })).getAttribute('href')).toBe('/shot/9');
  expect(screen.getByRole('link', { name: /收藏了你的课程《Figma》/ }).getAttribute('href')).toBe('/course/2');
  await waitFor(() => expect(mocked.markMessagesRead).toHaveBeenCalledWith([7]));
  await waitFor(() => expect(store.get(unreadCountAtom)).toBe(0));
  expect(mocked.getRecentWatched).not.toHaveBeenCalled();
});

test('我的作品 marks a shot an admin disabled, with the reason', async () => {
  const shot = { id: 12, title: '夏日海报', preview: '', content: '', tags: '', shotCategoryId: null, isRecommend: false, enableComment: true, hasLiked: false, hasCollected: false, viewNum: 3, likeNum: 0, user: { id: 1, nickname: '学员小李', avatar: '' }, courseIds: [] };
  mocked.getMyShots.mockResolvedValue({
    rows: [
      { ...shot, status: 'unpublished', disabled: { reason: '封面含二维码广告' } },
      { ...shot, id: 13, title: '草稿', status: 'unpublished' },
    ],
    count: 2,
  });
  renderAt('/account?tab=shots');
  expect(await screen.findByText('管理员已禁用此作品，原因：封面含二维码广告')).toBeTruthy();
  expect(screen.getAllByText('已禁用')).toHaveLength(1);
  expect(screen.getAllByText('未发布')).toHaveLength(1);
});

test('a shot-disabled message shows the reason and links to the editor', async () => {
  mocked.getMessages.mockResolvedValue({
    rows: [
      {
        id: 9,
        noticeType: 'shot-disabled',
        hasRead: true,
        createdAt: new Date().toISOString(),
        body: { fromUser: { nickname: '学堂管理员', username: 'admin' }, shotInfo: { id: 12, title: '夏日海报' }, reason: '封面含二维码广告' },
      },
    ],
    count: 1,
  });
  renderAt('/account?tab=message');
  expect((await screen.findByRole('link', { name: /管理员 禁用了你的作品《夏日海报》/ })).getAttribute('href')).toBe('/post/shot/12');
  expect(screen.getByText('原因：封面含二维码广告')).toBeTruthy();
});

test('unread messages on later pages stay counted after the first page is marked read', async () => {
  mocked.getMessages.mockResolvedValue({
    rows: [{ id: 7, noticeType: 'shot-like', hasRead: false, createdAt: new Date().toISOString(), body: { fromUser: { nickname: '小明', username: 'xm' } } }],
    count: 40,
  });
  mocked.getUnreadCount.mockResolvedValue(25);
  const store = renderAt('/account?tab=message');
  await waitFor(() => expect(mocked.markMessagesRead).toHaveBeenCalledWith([7]));
  await waitFor(() => expect(store.get(unreadCountAtom)).toBe(25));
});

describe('账号安全设置', () => {
  afterEach(() => {
    delete window.__SITE_CONFIG__;
  });

  test('in modal mode the header link opens the security tab in place', async () => {
    jest.mocked(security).getDevices.mockResolvedValue([]);
    renderAt('/account');
    await userEvent.click(screen.getByRole('link', { name: '账号安全设置' }));
    expect(await screen.findByRole('region', { name: '修改密码' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '账号安全', selected: true })).toBeTruthy();
  });

  test('in sso mode the link goes to the external account service and the tab is not offered', async () => {
    window.__SITE_CONFIG__ = { authMode: 'sso', accountSecurityUrl: 'https://id.example.com/security' };
    renderAt('/account?tab=security');
    expect(screen.getByRole('link', { name: '账号安全设置' }).getAttribute('href')).toBe('https://id.example.com/security');
    expect(screen.queryByRole('tab', { name: '账号安全' })).toBeNull();
    await screen.findByText('还没有学习记录，去挑一门课程吧');
  });
});
