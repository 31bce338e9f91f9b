import { fail, installFakeServer, type FakeServer } from '@site/shared/testing';
import { buildUser, locationNow, renderWithShell } from '../../testing/render-with-shell';
import { loginModalOpenAtom, STORAGE_KEY, unreadCountAtom } from '@site/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SiteLayout } from '../site-layout';

function serveFrame(server: FakeServer, { loggedIn = true, roles = {}, unread = 3 } = {}) {
  server.on('GET', '/account/info', loggedIn ? { data: buildUser({ username: 'zoe', roles }) } : fail(1100, '未登录'));
  server.on('GET', '/account/message/list', { data: { rows: [], count: unread } });
  server.on('GET', '/bulletin/message', { data: { id: 5, description: '国庆假期直播课暂停一周' } });
  server.on('GET', '/navigation/list', {
    data: [{ name: '关于我们', categories: [{ name: '联系我们', url: 'https://example.com/contact' }] }],
  });
  server.on('GET', '/navigation/friend/link/list', { data: [{ name: '优设网', url: 'https://www.uisdc.com/' }] });
}

const renderLayout = (path = '/') => renderWithShell(<SiteLayout>页面内容</SiteLayout>, { path });

describe('site layout (spec 2)', () => {
  let server: FakeServer;
  beforeEach(() => {
    localStorage.clear();
    window.__SITE_CONFIG__ = { designNavUrl: 'https://nav.example.com/', filingNumber: '京ICP备12345678号', adminUrl: 'https://admin.example.com/' };
    server = installFakeServer();
  });
  afterEach(() => {
    delete window.__SITE_CONFIG__;
    jest.useRealTimers();
  });

  it('offers a skip link as the first Tab stop, which hands the focus to the main content', async () => {
    serveFrame(server);
    renderLayout();
    await userEvent.tab();
    const skip = screen.getByRole('link', { name: '跳到主要内容' });
    expect(document.activeElement).toBe(skip);
    await userEvent.click(skip);
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });

  it('announces the new page title when a page sets it', async () => {
    serveFrame(server);
    if (!document.querySelector('title')) document.head.append(document.createElement('title'));
    renderLayout();
    expect(screen.getByRole('status').textContent).toBe('');
    act(() => {
      document.title = '全部课程 - 设计学堂';
    });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('全部课程 - 设计学堂'));
  });

  it('shows the menu with the external design-navigation site in a new tab', async () => {
    serveFrame(server);
    renderLayout();
    const nav = screen.getByRole('navigation', { name: '主导航' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/', '/course', '/course-plan', '/shots', '/tool', '/podcast', 'https://nav.example.com/']);
    expect(within(nav).getByRole('link', { name: '设计导航' }).getAttribute('target')).toBe('_blank');
    expect(screen.getByText('页面内容')).toBeTruthy();
    await screen.findByText('国庆假期直播课暂停一周');
  });

  it('polls unread messages with read filter 1 every 180000 ms and shows a dot on the bell', async () => {
    jest.useFakeTimers();
    serveFrame(server, { unread: 2 });
    const { store } = renderLayout();
    await waitFor(() => expect(store.get(unreadCountAtom)).toBe(2));
    expect(screen.getByRole('link', { name: '消息通知（2 条未读）' }).getAttribute('href')).toBe('/account?tab=message');
    expect(document.querySelector('.site-badge-dot')).not.toBeNull();
    // Said as well as shown: a polite live region carries the count.
    const announcement = screen.getByTestId('unread-announcement');
    expect(announcement.getAttribute('aria-live')).toBe('polite');
    expect(announcement.textContent).toBe('你有 2 条未读消息');
    const polls = () => server.calls('GET', '/account/message/list');
    expect(polls()).toHaveLength(1);
    expect(polls()[0].params).toEqual({ read: 1, perPage: 30, page: 0 });

    server.on('GET', '/account/message/list', { data: { rows: [], count: 0 } });
    await act(async () => {
      jest.advanceTimersByTime(179_999);
    });
    expect(polls()).toHaveLength(1);
    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    expect(polls()).toHaveLength(2);
    await waitFor(() => expect(store.get(unreadCountAtom)).toBe(0));
    expect(screen.getByRole('link', { name: '消息通知' })).toBeTruthy();
    expect(document.querySelector('.site-badge-dot')).toBeNull();
    expect(announcement.textContent).toBe('');
  });

  it('does not poll for a visitor, and the login button opens the modal', async () => {
    serveFrame(server, { loggedIn: false });
    const { store } = renderLayout();
    await userEvent.click(await screen.findByRole('button', { name: '登录 / 注册' }));
    expect(store.get(loginModalOpenAtom)).toBe(true);
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(server.calls('GET', '/account/message/list')).toHaveLength(0);
    expect(screen.queryByRole('link', { name: /消息通知/ })).toBeNull();
  });

  it.each([
    [{ admin: false, teacher: false }, false],
    [{ admin: false, teacher: true }, true],
  ])('user menu with roles %p shows the admin link: %p', async (roles, admin) => {
    serveFrame(server, { roles });
    renderLayout();
    const trigger = await screen.findByRole('button', { name: /的账号菜单/ });
    expect(trigger.textContent).toBe('Z');
    await userEvent.click(trigger);
    expect(await screen.findByText('个人中心')).toBeTruthy();
    expect(screen.getByText('退出登录')).toBeTruthy();
    expect(screen.queryByText('管理后台') !== null).toBe(admin);
  });

  it('shows the avatar image at width 200 when the user has one', async () => {
    serveFrame(server);
    server.on('GET', '/account/info', { data: buildUser({ username: 'zoe', avatar: '/files/avatars/zoe.png' }) });
    renderLayout();
    const trigger = await screen.findByRole('button', { name: /的账号菜单/ });
    expect(trigger.querySelector('img')?.getAttribute('src')).toBe('/files/avatars/zoe.png?w=200');
  });

  it('user menu: 个人中心 opens /account and 退出登录 opens /logout in modal mode', async () => {
    serveFrame(server);
    renderLayout('/shots');
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(await screen.findByRole('button', { name: /的账号菜单/ }));
    await user.click(await screen.findByText('个人中心'));
    expect(locationNow()).toBe('/account');
    await user.click(await screen.findByRole('button', { name: /的账号菜单/ }));
    await user.click(await screen.findByText('退出登录'));
    expect(locationNow()).toBe('/logout');
  });

  it('user menu: a press on the avatar the pointer already opened keeps the menu open', async () => {
    serveFrame(server);
    renderLayout('/shots');
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const avatar = () => screen.getByRole('button', { name: /的账号菜单/ });
    await screen.findByRole('button', { name: /的账号菜单/ });
    await user.hover(avatar());
    await screen.findByText('个人中心');
    await user.click(avatar());
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByText('个人中心')).not.toBeNull();
    // user-event's Escape carries no keyCode, which Arco reads; a browser's does.
    fireEvent.keyDown(avatar(), { key: 'Escape', keyCode: 27 });
    await waitFor(() => expect(screen.queryByText('个人中心')).toBeNull());
  });

  it('user menu by keyboard: the avatar keeps the focus while the menu code loads, and Enter opens it', async () => {
    serveFrame(server);
    renderLayout('/shots');
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await screen.findByRole('button', { name: /的账号菜单/ });
    // Tab through the bar until the avatar has the focus.
    for (let i = 0; i < 20 && !document.activeElement?.getAttribute('aria-label')?.endsWith('的账号菜单'); i += 1) await user.tab();
    expect(document.activeElement?.getAttribute('aria-label')).toBe('设计师 的账号菜单');
    // The dropdown's code arrives and replaces the plain button: the focus moves with it.
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('设计师 的账号菜单'));
    await user.keyboard('{Enter}');
    await user.click(await screen.findByText('个人中心'));
    expect(locationNow()).toBe('/account');
  });

  it.each([
    ['/admin', '/admin', false],
    ['https://admin.example.com/', '/shots', true],
  ])('管理后台 with ADMIN_URL %s: location %s, new tab %p', async (adminUrl, location, newTab) => {
    serveFrame(server, { roles: { release: true } });
    window.__SITE_CONFIG__ = { adminUrl };
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    try {
      renderLayout('/shots');
      const user = userEvent.setup({ pointerEventsCheck: 0 });
      await user.click(await screen.findByRole('button', { name: /的账号菜单/ }));
      await user.click(await screen.findByText('管理后台'));
      expect(locationNow()).toBe(location);
      if (newTab) expect(open).toHaveBeenCalledWith(adminUrl, '_blank', 'noopener');
      else expect(open).not.toHaveBeenCalled();
    } finally {
      open.mockRestore();
    }
  });

  it('moves the menu into a drawer at 414px or narrower', async () => {
    const matchMedia = jest.fn((query: string) => ({
      matches: query === '(max-width: 414px)',
      media: query,
      addEventListener: jest.fn(),
      removeEventListener: jest.fn(),
    }));
    Object.defineProperty(window, 'matchMedia', { value: matchMedia, configurable: true, writable: true });
    try {
      serveFrame(server);
      renderLayout();
      expect(screen.queryByRole('navigation', { name: '主导航' })).toBeNull();
      await userEvent.click(screen.getByRole('button', { name: '打开菜单' }));
      const nav = await screen.findByRole('navigation', { name: '主导航' });
      // spec 2's seven, and 直播课 (the footer lists it; on a phone the drawer is the only menu).
      expect(within(nav).getAllByRole('link')).toHaveLength(8);
      expect(within(nav).getByRole('link', { name: '直播课' }).getAttribute('href')).toBe('/livecourse');
      await userEvent.click(within(nav).getByRole('link', { name: '学员作品' }));
      expect(locationNow()).toBe('/shots');
      await waitFor(() => expect(screen.getByRole('button', { name: '打开菜单' }).getAttribute('aria-expanded')).toBe('false'));
    } finally {
      Reflect.deleteProperty(window, 'matchMedia');
    }
  });

  it('closes the bulletin and keeps it closed after a reload', async () => {
    serveFrame(server);
    const first = renderLayout();
    await screen.findByText('国庆假期直播课暂停一周');
    await userEvent.click(screen.getByRole('button', { name: '关闭公告' }));
    expect(screen.queryByText('国庆假期直播课暂停一周')).toBeNull();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}')).toMatchObject({ closedBulletinIds: [5] });
    first.unmount();

    renderLayout();
    await screen.findByText('联系我们');
    await act(async () => undefined);
    expect(server.calls('GET', '/bulletin/message')).toHaveLength(2);
    expect(screen.queryByText('国庆假期直播课暂停一周')).toBeNull();
  });

  it('paints the bulletin embedded in the page at once, without asking, and no bar when the page says there is none', async () => {
    serveFrame(server);
    const block = document.createElement('script');
    block.id = 'site-data';
    block.type = 'application/json';
    block.textContent = JSON.stringify({ bulletin: { id: 9, description: '页面自带的公告' } });
    document.head.append(block);
    try {
      const first = renderLayout();
      // Present in the very first render: nothing appears later to push the page down.
      expect(screen.getByText('页面自带的公告')).toBeTruthy();
      first.unmount();
      block.textContent = JSON.stringify({ bulletin: null });
      renderLayout();
      await screen.findByText('联系我们');
      expect(screen.queryByRole('region', { name: '站点公告' })).toBeNull();
      expect(server.calls('GET', '/bulletin/message')).toHaveLength(0);
    } finally {
      block.remove();
    }
  });

  it('shows footer link groups, friend links and the filing number', async () => {
    serveFrame(server);
    renderLayout();
    const footer = screen.getByRole('contentinfo');
    expect((await within(footer).findByRole('link', { name: '联系我们' })).getAttribute('href')).toBe('https://example.com/contact');
    expect((await within(footer).findByRole('link', { name: '优设网' })).getAttribute('href')).toBe('https://www.uisdc.com/');
    expect(within(footer).getByText('京ICP备12345678号')).toBeTruthy();
    expect(within(footer).getByRole('heading', { name: '关于我们' })).toBeTruthy();
  });
});
