import { fail, installFakeServer, type FakeServer } from '@site/shared/testing';
import { buildUser, renderWithShell } from '../../testing/render-with-shell';
import { Message } from '@arco-design/web-react';
import { isLoggedInAtom, loginModalOpenAtom, STORAGE_KEY, userAtom } from '@site/shared';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { LoginDialog } from '../login-dialog';

function openModal(server: FakeServer) {
  const store = createStore();
  store.set(loginModalOpenAtom, true);
  const view = renderWithShell(<LoginDialog />, { store });
  return { ...view, server };
}

describe('login modal (spec 2, 4, 5, 8)', () => {
  let server: FakeServer;
  beforeEach(() => {
    localStorage.clear();
    server = installFakeServer();
  });
  afterEach(() => act(() => Message.clear()));

  it('is 490 wide, centred, and shows login and register tabs, the forgot-password link and three social icons', () => {
    openModal(server);
    const dialog = screen.getByRole('dialog');
    expect(dialog.style.width).toBe('490px');
    expect(document.querySelector('.arco-modal-wrapper-align-center')).not.toBeNull();
    expect(screen.getByRole('tab', { name: '登录' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '注册' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /忘记密码/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: '邮箱验证码登录' })).toBeTruthy();
    for (const name of ['微信', 'QQ', '微博']) expect((screen.getByTitle(name) as HTMLButtonElement).disabled).toBe(true);
  });

  it('is not closed by a click on the mask, but by its close button', async () => {
    const { store } = openModal(server);
    const mask = document.querySelector('.arco-modal-wrapper') as HTMLElement;
    fireEvent.mouseDown(mask);
    fireEvent.click(mask);
    expect(store.get(loginModalOpenAtom)).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: /close|关闭/i }));
    expect(store.get(loginModalOpenAtom)).toBe(false);
  });

  it('is not shown to a logged-in user', () => {
    const store = createStore();
    store.set(loginModalOpenAtom, true);
    store.set(userAtom, buildUser());
    renderWithShell(<LoginDialog />, { store });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('never shows in sso mode, where logging in happens on the account service', () => {
    window.__SITE_CONFIG__ = { authMode: 'sso' };
    openModal(server);
    expect(screen.queryByRole('dialog')).toBeNull();
    delete window.__SITE_CONFIG__;
  });

  it('validates the account and password before calling the server', async () => {
    openModal(server);
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(screen.getByText('请输入用户名或邮箱')).toBeTruthy();
    expect(screen.getByText('请输入密码')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('用户名或邮箱'), 'ab#');
    expect(screen.getByText('请输入 4-20 位字母、数字或 _ - @ .')).toBeTruthy();
    expect(server.requests).toHaveLength(0);
  });

  it.each([
    [4103, '用户名/邮箱或密码错误'],
    [4108, '登录失败次数过多，请五分钟后再试'],
    [400, '登录失败，请稍后重试'],
  ])('shows the message for login error %p', async (code, message) => {
    server.on('POST', '/account/login', fail(code));
    openModal(server);
    await userEvent.type(screen.getByLabelText('用户名或邮箱'), 'designer');
    await userEvent.type(screen.getByLabelText('密码'), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText(message)).toBeTruthy();
    await act(async () => undefined);
  });

  it('logs in with Enter: sends the payload, stores the user and the flag, closes', async () => {
    const user = buildUser({ username: 'zoe' });
    server.on('POST', '/account/login', { data: user });
    server.on('GET', '/account/info', { data: user });
    const { store } = openModal(server);
    await userEvent.type(screen.getByLabelText('用户名或邮箱'), 'zoe@example.com');
    await userEvent.type(screen.getByLabelText('密码'), 'secret{Enter}');
    await waitFor(() => expect(store.get(isLoggedInAtom)).toBe(true));
    expect(server.calls('POST', '/account/login')[0].body).toEqual({ account: 'zoe@example.com', password: 'secret' });
    expect(store.get(userAtom)).toEqual(user);
    expect(store.get(loginModalOpenAtom)).toBe(false);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}')).toMatchObject({ isLogin: true });
    await act(async () => undefined);
  });
});
