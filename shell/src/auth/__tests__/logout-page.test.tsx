import { fail, installFakeServer, type FakeServer } from '@site/shared/testing';
import { buildUser, locationNow, renderWithShell } from '../../testing/render-with-shell';
import { Message } from '@arco-design/web-react';
import { STORAGE_KEY, leaveSite, userAtom } from '@site/shared';
import { act, screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import { LogoutPage } from '../logout-page';

jest.mock('@site/shared', () => ({ ...jest.requireActual<object>('@site/shared'), leaveSite: jest.fn() }));

describe('/logout (spec 2)', () => {
  let server: FakeServer;
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ isLogin: true, closedBulletinIds: [2] }));
    server = installFakeServer();
  });
  afterEach(() => {
    act(() => Message.clear());
    jest.mocked(leaveSite).mockClear();
  });

  function renderLoggedIn() {
    const store = createStore();
    store.set(userAtom, buildUser());
    return renderWithShell(<LogoutPage />, { path: '/logout', store });
  }

  it('logs out, clears the user and the stored flag, and goes home', async () => {
    server.on('GET', '/account/logout', { data: null });
    const { store } = renderLoggedIn();
    await waitFor(() => expect(locationNow()).toBe('/'));
    expect(leaveSite).not.toHaveBeenCalled();
    expect(server.calls('GET', '/account/logout')).toHaveLength(1);
    expect(store.get(userAtom)).toBeNull();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}')).toEqual({ closedBulletinIds: [2] });
    expect(document.title).toBe('退出登录 - 设计学堂');
  });

  it('in sso mode signs out here, then goes to the account service to sign out there', async () => {
    const endSessionUrl = 'https://id.example.com/logout?id_token_hint=abc&post_logout_redirect_uri=https%3A%2F%2Fsite.example.com%2F';
    server.on('GET', '/account/logout', { data: { endSessionUrl } });
    const { store } = renderLoggedIn();
    await waitFor(() => expect(leaveSite).toHaveBeenCalledWith(endSessionUrl));
    expect(store.get(userAtom)).toBeNull();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}')).toEqual({ closedBulletinIds: [2] });
  });

  it('on failure says so and goes home', async () => {
    server.on('GET', '/account/logout', fail(500, '服务器错误'));
    renderLoggedIn();
    expect(await screen.findByText('退出登录失败，请稍后重试')).toBeTruthy();
    await waitFor(() => expect(locationNow()).toBe('/'));
  });
});
