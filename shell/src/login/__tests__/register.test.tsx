import { fail, installFakeServer, type FakeServer } from '@site/shared/testing';
import { buildUser, renderWithShell } from '../../testing/render-with-shell';
import { Message } from '@arco-design/web-react';
import { loginModalOpenAtom, STORAGE_KEY, userAtom } from '@site/shared';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { LoginDialog } from '../login-dialog';

const EMAIL = 'new@example.com';

async function openRegister() {
  const store = createStore();
  store.set(loginModalOpenAtom, true);
  const user = userEvent.setup({ delay: null, advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  renderWithShell(<LoginDialog />, { store });
  await user.click(screen.getByRole('tab', { name: '注册' }));
  return { store, user };
}

const sendButton = () => screen.getByRole('button', { name: /发送|重新发送/ }) as HTMLButtonElement;
const registerButton = () => screen.getByRole('button', { name: '注册' }) as HTMLButtonElement;
const flush = () => act(async () => undefined);
// The login tab stays mounted with its own 密码 field, so step 2's is found by id.
const passwordInput = () => document.getElementById('register-password') as HTMLInputElement;

describe('register step 1: email and code (spec 4, 5, 8)', () => {
  let server: FakeServer;
  beforeEach(() => {
    jest.useFakeTimers();
    localStorage.clear();
    server = installFakeServer();
    server.on('GET', '/email/check/valid', { data: { isValid: true } });
  });
  afterEach(() => {
    act(() => Message.clear());
    jest.useRealTimers();
  });

  it('needs an email before sending a code', async () => {
    const { user } = await openRegister();
    await user.click(sendButton());
    expect(screen.getByText('请输入邮箱')).toBeTruthy();
    expect(server.calls('POST', '/email/send/verify/code')).toHaveLength(0);
  });

  it('rejects a malformed email', async () => {
    const { user } = await openRegister();
    await user.type(screen.getByLabelText('邮箱'), 'not-an-email');
    await user.click(sendButton());
    expect(screen.getByText('邮箱格式不正确')).toBeTruthy();
    expect(server.calls('POST', '/email/send/verify/code')).toHaveLength(0);
  });

  it('shows an email that is already registered after the availability check', async () => {
    server.on('GET', '/email/check/valid', (request) => ({ data: { isValid: request.params.email !== EMAIL } }));
    const { user } = await openRegister();
    await user.type(screen.getByLabelText('邮箱'), EMAIL);
    await user.tab();
    expect(await screen.findByText('该邮箱已被注册')).toBeTruthy();
    expect(server.calls('GET', '/email/check/valid')[0].params).toEqual({ email: EMAIL, type: 'register' });
  });

  it('treats a failing availability check as available', async () => {
    server.on('GET', '/email/check/valid', fail(400));
    const { user } = await openRegister();
    await user.type(screen.getByLabelText('邮箱'), EMAIL);
    await user.tab();
    await flush();
    expect(screen.queryByText('该邮箱已被注册')).toBeNull();
  });

  it('sends the code, then counts down 60 s with the remaining seconds on a disabled button', async () => {
    server.on('POST', '/email/send/verify/code', { data: { retryAfter: 60 } });
    const { user } = await openRegister();
    await user.type(screen.getByLabelText('邮箱'), EMAIL);
    await user.click(sendButton());
    await waitFor(() => expect(sendButton().textContent).toBe('重新发送(60s)'));
    expect(server.calls('POST', '/email/send/verify/code')[0].body).toEqual({ email: EMAIL, codeType: 'register' });
    expect(screen.getByText('验证码已发送')).toBeTruthy();
    expect(sendButton().disabled).toBe(true);
    act(() => jest.advanceTimersByTime(1000));
    expect(sendButton().textContent).toBe('重新发送(59s)');
    act(() => jest.advanceTimersByTime(59_000));
    expect(sendButton().textContent).toBe('重新发送');
    expect(sendButton().disabled).toBe(false);
  });

  it.each([
    [5101, '该邮箱已被注册'],
    [500, '验证码发送失败'],
  ])('send-code error %p shows %p and does not start the countdown', async (code, message) => {
    server.on('POST', '/email/send/verify/code', fail(code));
    const { user } = await openRegister();
    await user.type(screen.getByLabelText('邮箱'), EMAIL);
    await user.click(sendButton());
    expect(await screen.findByText(message)).toBeTruthy();
    await act(async () => undefined);
    expect(sendButton().textContent).toBe('发送验证码');
  });

  it('a later code of the day waits as long as the server says, past a minute as minutes and seconds', async () => {
    server.on('POST', '/email/send/verify/code', { data: { retryAfter: 300 } });
    const { user } = await openRegister();
    await user.type(screen.getByLabelText('邮箱'), EMAIL);
    await user.click(sendButton());
    await waitFor(() => expect(sendButton().textContent).toBe('重新发送(5:00)'));
    act(() => jest.advanceTimersByTime(1000));
    expect(sendButton().textContent).toBe('重新发送(4:59)');
    act(() => jest.advanceTimersByTime(239_000));
    expect(sendButton().textContent).toBe('重新发送(60s)');
    expect(sendButton().disabled).toBe(true);
  });

  it('too many codes (429) shows the server message, which says when, and counts down to then', async () => {
    server.on('POST', '/email/send/verify/code', { error: { code: 429, message: '发送太频繁，请 2 分钟后再试', retryAfter: 120 } });
    const { user } = await openRegister();
    await user.type(screen.getByLabelText('邮箱'), EMAIL);
    await user.click(sendButton());
    expect(await screen.findByText('发送太频繁，请 2 分钟后再试')).toBeTruthy();
    await waitFor(() => expect(sendButton().textContent).toBe('重新发送(2:00)'));
    expect(sendButton().disabled).toBe(true);
  });

  it('too many wrong codes (429) shows the server message at the code field', async () => {
    server.on('POST', '/email/verify/code', fail(429, '验证码错误次数过多，请 23 小时 52 分钟后再试'));
    const { user } = await openRegister();
    await user.type(screen.getByLabelText('邮箱'), EMAIL);
    await user.type(screen.getByLabelText('邮箱验证码'), '123456{Enter}');
    expect(await screen.findByText('验证码错误次数过多，请 23 小时 52 分钟后再试')).toBeTruthy();
    expect(screen.queryByLabelText('用户名')).toBeNull();
  });

  it('requires a numeric code', async () => {
    const { user } = await openRegister();
    await user.type(screen.getByLabelText('邮箱'), EMAIL);
    await user.click(screen.getByRole('button', { name: '下一步' }));
    expect(screen.getByText('请输入验证码')).toBeTruthy();
    await user.type(screen.getByLabelText('邮箱验证码'), '12ab');
    expect(screen.getByText('验证码只能是数字')).toBeTruthy();
  });

  it.each([
    [5103, '验证码不存在或已过期，请重新获取'],
    [5107, '验证码错误'],
    [400, '验证失败，请稍后重试'],
  ])('verify error %p shows %p and stays on step 1', async (code, message) => {
    server.on('POST', '/email/verify/code', fail(code));
    const { user } = await openRegister();
    await user.type(screen.getByLabelText('邮箱'), EMAIL);
    await user.type(screen.getByLabelText('邮箱验证码'), '123456{Enter}');
    expect(await screen.findByText(message)).toBeTruthy();
    await act(async () => undefined);
    expect(screen.queryByLabelText('用户名')).toBeNull();
  });
});

describe('register step 2: account (spec 4, 5, 8)', () => {
  let server: FakeServer;
  beforeEach(() => {
    jest.useFakeTimers();
    localStorage.clear();
    server = installFakeServer();
    server.on('GET', '/email/check/valid', { data: { isValid: true } });
    server.on('POST', '/email/verify/code', { data: null });
    server.on('GET', '/account/username/check/valid', (request) =>
      request.params.name === 'taken' ? { data: { isValid: false, reason: '该用户名已被占用' } } : { data: { isValid: true, reason: '' } },
    );
  });
  afterEach(() => {
    act(() => Message.clear());
    jest.useRealTimers();
  });

  async function toStepTwo() {
    const opened = await openRegister();
    await opened.user.type(screen.getByLabelText('邮箱'), EMAIL);
    await opened.user.type(screen.getByLabelText('邮箱验证码'), '654321');
    await opened.user.click(screen.getByRole('button', { name: '下一步' }));
    await screen.findByLabelText('用户名');
    expect(server.calls('POST', '/email/verify/code')[0].body).toEqual({ email: EMAIL, type: 'register', code: '654321' });
    return opened;
  }

  it('going back to step 1 keeps the email, the code and the running countdown', async () => {
    server.on('POST', '/email/send/verify/code', { data: { retryAfter: 60 } });
    const { user } = await openRegister();
    await user.type(screen.getByLabelText('邮箱'), EMAIL);
    await user.click(sendButton());
    await waitFor(() => expect(sendButton().textContent).toBe('重新发送(60s)'));
    await user.type(screen.getByLabelText('邮箱验证码'), '111222{Enter}');
    await user.click(await screen.findByRole('button', { name: '修改' }));
    expect((screen.getByLabelText('邮箱') as HTMLInputElement).value).toBe(EMAIL);
    expect((screen.getByLabelText('邮箱验证码') as HTMLInputElement).value).toBe('111222');
    act(() => jest.advanceTimersByTime(1000));
    expect(sendButton().textContent).toMatch(/^重新发送\(5\ds\)$/);
    expect(sendButton().disabled).toBe(true);
  });

  it('moves the focus with the step: to 用户名 on step 2, back to 邮箱 after 修改 (the button that had it went away)', async () => {
    const { user } = await toStepTwo();
    expect(document.activeElement).toBe(screen.getByLabelText('用户名'));
    await user.click(screen.getByRole('button', { name: '修改' }));
    expect(document.activeElement).toBe(screen.getByLabelText('邮箱'));
  });

  it('checks the username on the server only after 1 s without typing, and shows its reason', async () => {
    const { user } = await toStepTwo();
    await user.type(screen.getByLabelText('用户名'), 'tak');
    await user.type(screen.getByLabelText('用户名'), 'en');
    act(() => jest.advanceTimersByTime(999));
    expect(server.calls('GET', '/account/username/check/valid')).toHaveLength(0);
    act(() => jest.advanceTimersByTime(1));
    expect(await screen.findByText('该用户名已被占用')).toBeTruthy();
    expect(server.calls('GET', '/account/username/check/valid').map((r) => r.params)).toEqual([{ name: 'taken' }]);
  });

  it.each([
    ['me@example.com', '用户名不能是邮箱'],
    ['abc', '用户名为 4-20 位字母、数字或 _ - @ .'],
  ])('refuses username %p locally with %p', async (name, message) => {
    const { user } = await toStepTwo();
    await user.type(screen.getByLabelText('用户名'), name);
    await user.tab();
    expect(screen.getByText(message)).toBeTruthy();
    act(() => jest.advanceTimersByTime(2000));
    expect(server.calls('GET', '/account/username/check/valid')).toHaveLength(0);
  });

  it('keeps 注册 disabled until every rule passes, the check says valid and the agreement is ticked', async () => {
    server.on('POST', '/account/register-by-email', { data: null });
    const created = buildUser({ username: 'newbie' });
    server.on('GET', '/account/info', { data: created });
    const { user, store } = await toStepTwo();
    expect(registerButton().disabled).toBe(true);

    await user.type(screen.getByLabelText('用户名'), 'newbie');
    expect(registerButton().disabled).toBe(true); // check pending
    expect(screen.getByText('正在检查用户名是否可用…')).toBeTruthy();
    act(() => jest.advanceTimersByTime(1000));
    await screen.findByText('用户名可用');

    await user.type(passwordInput(), 'secret1');
    await user.type(screen.getByLabelText('确认密码'), 'secret2');
    await user.tab();
    expect(screen.getByText('两次输入的密码不一致')).toBeTruthy();
    await user.click(screen.getByRole('checkbox'));
    expect(registerButton().disabled).toBe(true); // confirm mismatch

    await user.clear(screen.getByLabelText('确认密码'));
    await user.type(screen.getByLabelText('确认密码'), 'secret1');
    expect(registerButton().disabled).toBe(false);
    await user.click(screen.getByRole('checkbox'));
    expect(registerButton().disabled).toBe(true); // agreement unticked
    await user.click(screen.getByRole('checkbox'));

    await user.click(registerButton());
    await waitFor(() => expect(store.get(userAtom)).toEqual(created));
    expect(server.calls('POST', '/account/register-by-email')[0].body).toEqual({
      email: EMAIL,
      password: 'secret1',
      emailCode: '654321',
      account: 'newbie',
    });
    expect(store.get(loginModalOpenAtom)).toBe(false);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}')).toMatchObject({ isLogin: true });
  });

  it('ignores a register failure, except that a field the server names is marked', async () => {
    server.on('POST', '/account/register-by-email', fail(400, '参数错误', { account: '用户名已被占用' }));
    const { user, store } = await toStepTwo();
    await user.type(screen.getByLabelText('用户名'), 'racer');
    act(() => jest.advanceTimersByTime(1000));
    await screen.findByText('用户名可用');
    await user.type(passwordInput(), 'pw');
    await user.type(screen.getByLabelText('确认密码'), 'pw');
    await user.click(screen.getByRole('checkbox'));
    await user.click(registerButton());
    expect(await screen.findByText('用户名已被占用')).toBeTruthy();
    expect(store.get(userAtom)).toBeNull();
    expect(server.calls('GET', '/account/info')).toHaveLength(0);
  });
});
