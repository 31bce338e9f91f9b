import { fail, installFakeServer, type FakeServer } from '@site/shared/testing';
import { buildUser, locationNow, renderWithShell } from '../../testing/render-with-shell';
import { authCheckedAtom, STORAGE_KEY, userAtom } from '@site/shared';
import { act, waitFor } from '@testing-library/react';
import { useNavigate } from 'react-router-dom';
import { useAuthCheck } from '../use-auth-check';

let navigateTo: (path: string) => void = () => undefined;
function Probe() {
  useAuthCheck();
  const navigate = useNavigate();
  navigateTo = (path) => void navigate(path);
  return null;
}

const stored = () => JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, unknown>;

describe('start-up auth check (spec 4)', () => {
  let server: FakeServer;
  beforeEach(() => {
    localStorage.clear();
    server = installFakeServer();
  });

  it('on success stores the user and the logged-in flag and stays put', async () => {
    const user = buildUser();
    server.on('GET', '/account/info', { data: user });
    const { store } = renderWithShell(<Probe />, { path: '/account?tab=message' });
    await waitFor(() => expect(store.get(authCheckedAtom)).toBe(true));
    expect(store.get(userAtom)).toEqual(user);
    expect(stored().isLogin).toBe(true);
    expect(locationNow()).toBe('/account?tab=message');
  });

  it.each([
    ['/account', '/'],
    ['/post/shot/create', '/'],
    ['/post/shot/8', '/'],
    ['/shots', '/shots'],
    ['/course/3', '/course/3'],
  ])('on 1100 clears the user and the flag; from %p goes to %p', async (path, expected) => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ isLogin: true, hasFoldMenus: true }));
    server.on('GET', '/account/info', fail(1100, '未登录'));
    const { store } = renderWithShell(<Probe />, { path });
    await waitFor(() => expect(store.get(authCheckedAtom)).toBe(true));
    await waitFor(() => expect(locationNow()).toBe(expected));
    expect(store.get(userAtom)).toBeNull();
    expect(stored()).toEqual({ hasFoldMenus: true });
  });

  it('sends a user without canPostShot away from the shot editor, at start and on later navigation', async () => {
    server.on('GET', '/account/info', { data: buildUser({ userPower: { canPostShot: false } }) });
    const { store } = renderWithShell(<Probe />, { path: '/post/shot/create?linkCourse=3' });
    await waitFor(() => expect(store.get(authCheckedAtom)).toBe(true));
    await waitFor(() => expect(locationNow()).toBe('/'));
    act(() => navigateTo('/post/shot/4'));
    await waitFor(() => expect(locationNow()).toBe('/'));
    act(() => navigateTo('/account'));
    await waitFor(() => expect(locationNow()).toBe('/account'));
  });

  it('lets a user with canPostShot into the editor', async () => {
    server.on('GET', '/account/info', { data: buildUser() });
    const { store } = renderWithShell(<Probe />, { path: '/post/shot/create' });
    await waitFor(() => expect(store.get(authCheckedAtom)).toBe(true));
    expect(locationNow()).toBe('/post/shot/create');
  });

  it('on a network failure keeps the flag and does not redirect from /account', async () => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ isLogin: true }));
    server.on('GET', '/account/info', () => {
      throw new Error('offline');
    });
    const { store } = renderWithShell(<Probe />, { path: '/account' });
    await waitFor(() => expect(store.get(authCheckedAtom)).toBe(true));
    expect(locationNow()).toBe('/account');
    expect(stored().isLogin).toBe(true);
  });

  it('asks the server once', async () => {
    server.on('GET', '/account/info', { data: buildUser() });
    const { store } = renderWithShell(<Probe />);
    await waitFor(() => expect(store.get(authCheckedAtom)).toBe(true));
    act(() => navigateTo('/shots'));
    expect(server.calls('GET', '/account/info')).toHaveLength(1);
  });
});

describe('start-up auth check on /logout', () => {
  it('waits until the logout page has left /logout, so a late answer cannot sign the user back in', async () => {
    localStorage.clear();
    const server = installFakeServer();
    server.on('GET', '/account/info', fail(1100, '未登录'));
    const { store } = renderWithShell(<Probe />, { path: '/logout' });
    await act(async () => undefined);
    expect(server.calls('GET', '/account/info')).toHaveLength(0);
    act(() => navigateTo('/'));
    await waitFor(() => expect(store.get(authCheckedAtom)).toBe(true));
    expect(server.calls('GET', '/account/info')).toHaveLength(1);
  });
});
