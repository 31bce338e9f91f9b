import { fail, installFakeServer, type FakeServer } from '@site/shared/testing';
import { buildUser, renderWithShell } from '../../testing/render-with-shell';
import { Message } from '@arco-design/web-react';
import { loginModalOpenAtom, userAtom } from '@site/shared';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { LoginDialog } from '../login-dialog';

const EMAIL = 'member@example.com';

async function openReset() {
  const store = createStore();
  store.set(loginModalOpenAtom, true);
  const user = userEvent.setup({ delay: null, advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  renderWithShell(<LoginDialog />, { store });
  await user.click(screen.getByRole('button', { name: /忘记密码/ }));
  return { store, user };
}

const sendButton = () => screen.getByRole('button', { name: /发送|重新发送/ }) as HTMLButtonElement;

async function proveEmail(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('邮箱'), EMAIL);
  await user.click(sendButton());
  await waitFor(() => expect(sendButton().textContent).toBe('重新发送(60s)'));
  await user.type(screen.getByLabelText('邮箱验证码'), '123456');
  await user.click(screen.getByRole('button', { name: '下一步' }));
}

describe('forgot password inside the login modal', () => {
  let server: FakeServer;
  beforeEach(() => {
    jest.useFakeTimers();
    localStorage.clear();
    server = installFakeServer();
    server.on('POST', '/email/send/verify/code', { data: { retryAfter: 60 } });
    server.on('POST', '/email/verify/code', { data: { valid: true } });
  });
  afterEach(() => {
    act(() => Message.clear());
    jest.useRealTimers();
  });

  it('opens in the modal instead of leaving the page, and goes back to the login tab', async () => {
    const { user } = await openReset();
    expect(screen.getByText('找回密码')).toBeTruthy();
    expect(screen.queryByRole('tab', { name: '登录' })).toBeNull();
    await user.click(screen.getByRole('button', { name: /返回登录/ }));
    expect(screen.getByRole('tab', { name: '登录' })).toBeTruthy();
  });

  it('email -> reset code with the 60 s countdown -> new password twice -> signed in and closed', async () => {
    const member = buildUser({ username: 'member' });
    server.on('POST', '/account/password/reset', { data: member });
    server.on('GET', '/account/info', { data: member });
    const { store, user } = await openReset();
    await proveEmail(user);
    expect(server.calls('POST', '/email/send/verify/code')[0].body).toEqual({ email: EMAIL, codeType: 'reset' });
    expect(server.calls('POST', '/email/verify/code')[0].body).toEqual({ email: EMAIL, type: 'reset', code: '123456' });

    await user.type(await screen.findByLabelText('新密码'), 'new-pass-1');
    await user.type(screen.getByLabelText('确认新密码'), 'new-pass-2');
    await user.click(screen.getByRole('button', { name: '重置密码并登录' }));
    expect(screen.getByText('两次输入的密码不一致')).toBeTruthy();
    expect(server.calls('POST', '/account/password/reset')).toHaveLength(0);

    await user.clear(screen.getByLabelText('确认新密码'));
    await user.type(screen.getByLabelText('确认新密码'), 'new-pass-1');
    await user.click(screen.getByRole('button', { name: '重置密码并登录' }));
    await waitFor(() => expect(store.get(loginModalOpenAtom)).toBe(false));
    expect(server.calls('POST', '/account/password/reset')[0].body).toEqual({ email: EMAIL, emailCode: '123456', password: 'new-pass-1' });
    expect(store.get(userAtom)?.username).toBe('member');
  });

  it('shows 5107 and 5103 at the code field and stays on step 1', async () => {
    server.on('POST', '/email/verify/code', fail(5107, '验证码错误'));
    const { user } = await openReset();
    await proveEmail(user);
    expect(await screen.findByText('验证码错误')).toBeTruthy();
    expect(screen.queryByLabelText('新密码')).toBeNull();

    server.on('POST', '/email/verify/code', fail(5103, '验证码不存在或已过期'));
    await user.clear(screen.getByLabelText('邮箱验证码'));
    await user.type(screen.getByLabelText('邮箱验证码'), '654321');
    await user.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByText('验证码不存在或已过期，请重新获取')).toBeTruthy();
  });

  it('a new password shorter than 6 is refused before any call; a code that died meanwhile says to go back', async () => {
    server.on('POST', '/account/password/reset', fail(5103, '验证码不存在或已过期'));
    const { user } = await openReset();
    await proveEmail(user);
    await user.type(await screen.findByLabelText('新密码'), '123');
    await user.click(screen.getByRole('button', { name: '重置密码并登录' }));
    expect(screen.getByText('密码长度为 6-64 位')).toBeTruthy();
    await user.clear(screen.getByLabelText('新密码'));
    await user.type(screen.getByLabelText('新密码'), 'new-pass-1');
    await user.type(screen.getByLabelText('确认新密码'), 'new-pass-1');
    await user.click(screen.getByRole('button', { name: '重置密码并登录' }));
    expect(await screen.findByText('验证码已失效，请返回上一步重新获取')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '上一步' }));
    expect((screen.getByLabelText('邮箱') as HTMLInputElement).value).toBe(EMAIL);
    expect(sendButton().disabled).toBe(true);
  });
});

describe('sign in with an email code', () => {
  let server: FakeServer;
  beforeEach(() => {
    jest.useFakeTimers();
    localStorage.clear();
    server = installFakeServer();
    server.on('POST', '/email/send/verify/code', { data: { retryAfter: 60 } });
  });
  afterEach(() => {
    act(() => Message.clear());
    jest.useRealTimers();
  });

  async function openCodeLogin() {
    const store = createStore();
    store.set(loginModalOpenAtom, true);
    const user = userEvent.setup({ delay: null, advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    renderWithShell(<LoginDialog />, { store });
    await user.click(screen.getByRole('button', { name: '邮箱验证码登录' }));
    return { store, user };
  }

  it('sends a login code and signs in with it', async () => {
    const member = buildUser({ username: 'member' });
    server.on('POST', '/account/login-by-email-code', { data: member });
    server.on('GET', '/account/info', { data: member });
    const { store, user } = await openCodeLogin();
    await user.type(screen.getByLabelText('邮箱'), EMAIL);
    await user.click(sendButton());
    await waitFor(() => expect(sendButton().disabled).toBe(true));
    expect(server.calls('POST', '/email/send/verify/code')[0].body).toEqual({ email: EMAIL, codeType: 'login' });
    await user.type(screen.getByLabelText('邮箱验证码'), '123456');
    await user.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(store.get(loginModalOpenAtom)).toBe(false));
    expect(server.calls('POST', '/account/login-by-email-code')[0].body).toEqual({ email: EMAIL, emailCode: '123456' });
  });

  it('too many codes or wrong tries (429): the server message, which says when, and a countdown to then', async () => {
    server.on('POST', '/email/send/verify/code', { error: { code: 429, message: '该邮箱 24 小时内获取验证码已达 10 次，请 3 小时 20 分钟后再试', retryAfter: 12_000 } });
    server.on('POST', '/account/login-by-email-code', fail(429, '验证码错误次数过多，请 5 分钟后再试'));
    const { user } = await openCodeLogin();
    await user.type(screen.getByLabelText('邮箱'), EMAIL);
    await user.click(sendButton());
    expect(await screen.findByText('该邮箱 24 小时内获取验证码已达 10 次，请 3 小时 20 分钟后再试')).toBeTruthy();
    await waitFor(() => expect(sendButton().textContent).toBe('重新发送(3:20:00)'));
    expect(sendButton().disabled).toBe(true);
    await user.type(screen.getByLabelText('邮箱验证码'), '000000');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('验证码错误次数过多，请 5 分钟后再试')).toBeTruthy();
  });

  it('a wrong code stays at the code field; the password form is one click away', async () => {
    server.on('POST', '/account/login-by-email-code', fail(5107, '验证码错误'));
    const { user } = await openCodeLogin();
    await user.type(screen.getByLabelText('邮箱'), EMAIL);
    await user.type(screen.getByLabelText('邮箱验证码'), '000000');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('验证码错误')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '使用密码登录' }));
    expect(screen.getByLabelText('用户名或邮箱')).toBeTruthy();
  });
});
