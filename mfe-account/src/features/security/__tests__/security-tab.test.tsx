import { Message } from '@arco-design/web-react';
import { ApiError, userAtom, type User } from '@site/shared';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import * as api from '../../../api/security';
import { SecurityTab } from '../security-tab';

jest.mock('../../../api/security');
const mocked = jest.mocked(api);

const member: User = { id: 1, username: 'member', nickname: '学员', avatar: '', email: 'member@example.com', roles: {}, userPower: { canPostShot: false } };
const now = new Date().toISOString();
const devices: api.Device[] = [
  { id: 'a', browser: 'Chrome 120', os: 'macOS', deviceType: 'desktop', createdAt: now, lastSeenAt: now, current: true },
  { id: 'b', browser: 'Safari 17', os: 'iOS 17.1', deviceType: 'mobile', createdAt: now, lastSeenAt: now, current: false },
];

function renderTab() {
  const store = createStore();
  store.set(userAtom, member);
  render(
    <Provider store={store}>
      <SecurityTab user={member} />
    </Provider>,
  );
  return store;
}

beforeEach(() => {
  jest.resetAllMocks();
  mocked.getDevices.mockResolvedValue(devices);
});
afterEach(() => act(() => Message.clear()));

const section = (name: string) => screen.getByRole('region', { name });
// Arco's Popconfirm fades in with pointer-events off; a person waits for it, the test need not.
const confirm = async () => userEvent.setup({ pointerEventsCheck: 0 }).click(await screen.findByRole('button', { name: '确定' }));

test('lists the signed-in devices with browser and system; only other devices can be signed out', async () => {
  renderTab();
  const list = await screen.findByRole('list', { name: '登录设备' });
  const rows = within(list).getAllByRole('listitem');
  expect(rows[0].textContent).toContain('Chrome 120 · macOS');
  expect(rows[0].textContent).toContain('当前设备');
  expect(within(rows[0]).queryByRole('button')).toBeNull();
  expect(within(rows[1]).getByRole('button', { name: '退出登录 Safari 17 · iOS 17.1' })).toBeTruthy();
});

test('signing one device out asks first, calls the server and reloads the list', async () => {
  mocked.signOutDevice.mockResolvedValue(null);
  renderTab();
  await userEvent.click(await screen.findByRole('button', { name: '退出登录 Safari 17 · iOS 17.1' }));
  mocked.getDevices.mockResolvedValue([devices[0]]);
  await confirm();
  await waitFor(() => expect(mocked.signOutDevice).toHaveBeenCalledWith('b'));
  await waitFor(() => expect(screen.queryByText(/Safari 17/)).toBeNull());
  expect(mocked.getDevices).toHaveBeenCalledTimes(2);
  expect((screen.getByRole('button', { name: '退出其他所有设备' }) as HTMLButtonElement).disabled).toBe(true);
});

test('a device signed out takes its row away: the focus goes on to the device left, not to the page itself', async () => {
  mocked.signOutDevice.mockResolvedValue(null);
  renderTab();
  const button = await screen.findByRole('button', { name: '退出登录 Safari 17 · iOS 17.1' });
  act(() => button.focus());
  await userEvent.click(button);
  mocked.getDevices.mockResolvedValue([devices[0]]);
  await confirm();
  await waitFor(() => expect(screen.queryByText(/Safari 17/)).toBeNull());
  const left = within(screen.getByRole('list', { name: '登录设备' })).getByRole('listitem');
  await waitFor(() => expect(document.activeElement).toBe(left));
});

test('sign out all other devices', async () => {
  mocked.signOutOtherDevices.mockResolvedValue({ signedOut: 1 });
  renderTab();
  await userEvent.click(await screen.findByRole('button', { name: '退出其他所有设备' }));
  await confirm();
  await waitFor(() => expect(mocked.signOutOtherDevices).toHaveBeenCalled());
  expect(await screen.findByText('已让 1 台设备退出登录')).toBeTruthy();
});

test('change password: checks the fields, shows a wrong current password (4104) at its field, then succeeds', async () => {
  renderTab();
  const form = section('修改密码');
  await userEvent.click(within(form).getByRole('button', { name: '修改密码' }));
  expect(within(form).getByText('请输入当前密码')).toBeTruthy();
  expect(mocked.changePassword).not.toHaveBeenCalled();

  mocked.changePassword.mockRejectedValueOnce(new ApiError({ code: 4104, message: '当前密码不正确' }));
  await userEvent.type(within(form).getByLabelText('当前密码'), 'wrong-one');
  await userEvent.type(within(form).getByLabelText('新密码'), 'new-pass-1');
  await userEvent.type(within(form).getByLabelText('确认新密码'), 'new-pass-2');
  await userEvent.click(within(form).getByRole('button', { name: '修改密码' }));
  expect(within(form).getByText('两次输入的密码不一致')).toBeTruthy();
  await userEvent.clear(within(form).getByLabelText('确认新密码'));
  await userEvent.type(within(form).getByLabelText('确认新密码'), 'new-pass-1');
  await userEvent.click(within(form).getByRole('button', { name: '修改密码' }));
  expect(await within(form).findByText('当前密码不正确')).toBeTruthy();

  mocked.changePassword.mockResolvedValueOnce({ signedOut: 1 });
  await userEvent.clear(within(form).getByLabelText('当前密码'));
  await userEvent.type(within(form).getByLabelText('当前密码'), 'right-one');
  await userEvent.click(within(form).getByRole('button', { name: '修改密码' }));
  expect(await screen.findByText('密码已修改，其他 1 台设备已退出登录')).toBeTruthy();
  expect(mocked.changePassword).toHaveBeenLastCalledWith({ currentPassword: 'right-one', password: 'new-pass-1' });
  expect((within(form).getByLabelText('当前密码') as HTMLInputElement).value).toBe('');
});

test('change email: code to the new address, 5101 at the email field, then the user shows the new email', async () => {
  const store = renderTab();
  const form = section('绑定邮箱');
  expect(within(form).getByText('member@example.com')).toBeTruthy();

  mocked.sendChangeEmailCode.mockRejectedValueOnce(new ApiError({ code: 5101, message: '该邮箱已被注册' }));
  await userEvent.type(within(form).getByLabelText('新邮箱'), 'taken@example.com');
  await userEvent.click(within(form).getByRole('button', { name: '发送验证码' }));
  expect(await within(form).findByText('该邮箱已被注册')).toBeTruthy();

  mocked.sendChangeEmailCode.mockResolvedValueOnce({ retryAfter: 60 });
  await userEvent.clear(within(form).getByLabelText('新邮箱'));
  await userEvent.type(within(form).getByLabelText('新邮箱'), 'new@example.com');
  await userEvent.click(within(form).getByRole('button', { name: '发送验证码' }));
  expect(await within(form).findByRole('button', { name: /重新发送\(\d+s\)/ })).toBeTruthy();
  expect(mocked.sendChangeEmailCode).toHaveBeenLastCalledWith('new@example.com');

  mocked.changeEmail.mockRejectedValueOnce(new ApiError({ code: 5107, message: '验证码错误' }));
  await userEvent.type(within(form).getByLabelText('邮箱验证码'), '111111');
  await userEvent.click(within(form).getByRole('button', { name: '更换邮箱' }));
  expect(await within(form).findByText('验证码错误')).toBeTruthy();

  mocked.changeEmail.mockResolvedValueOnce({ ...member, email: 'new@example.com' });
  await userEvent.clear(within(form).getByLabelText('邮箱验证码'));
  await userEvent.type(within(form).getByLabelText('邮箱验证码'), '222222');
  await userEvent.click(within(form).getByRole('button', { name: '更换邮箱' }));
  await waitFor(() => expect(store.get(userAtom)?.email).toBe('new@example.com'));
  expect(mocked.changeEmail).toHaveBeenLastCalledWith({ email: 'new@example.com', emailCode: '222222' });
});

test('change email: too many codes or wrong tries (429) are told in the server words, and the button counts down to then', async () => {
  renderTab();
  const form = section('绑定邮箱');
  mocked.sendChangeEmailCode.mockRejectedValueOnce(new ApiError({ code: 429, message: '发送太频繁，请 5 分钟后再试', retryAfter: 300 }));
  await userEvent.type(within(form).getByLabelText('新邮箱'), 'new@example.com');
  await userEvent.click(within(form).getByRole('button', { name: '发送验证码' }));
  expect(await screen.findByText('发送太频繁，请 5 分钟后再试')).toBeTruthy();
  expect(await within(form).findByRole('button', { name: '重新发送(5:00)' })).toBeTruthy();

  mocked.changeEmail.mockRejectedValueOnce(new ApiError({ code: 429, message: '验证码错误次数过多，请 3 小时后再试', retryAfter: 10_800 }));
  await userEvent.type(within(form).getByLabelText('邮箱验证码'), '111111');
  await userEvent.click(within(form).getByRole('button', { name: '更换邮箱' }));
  expect(await within(form).findByText('验证码错误次数过多，请 3 小时后再试')).toBeTruthy();
});

test('the current email cannot be the new one', async () => {
  renderTab();
  const form = section('绑定邮箱');
  await userEvent.type(within(form).getByLabelText('新邮箱'), 'Member@example.com');
  await userEvent.click(within(form).getByRole('button', { name: '发送验证码' }));
  expect(within(form).getByText('新邮箱与当前绑定邮箱相同')).toBeTruthy();
  expect(mocked.sendChangeEmailCode).not.toHaveBeenCalled();
});

test('a field in error says so and carries its error: invalid, described by the alert under it, until it is put right', async () => {
  renderTab();
  const passwordForm = section('修改密码');
  await userEvent.click(within(passwordForm).getByRole('button', { name: '修改密码' }));
  const current = within(passwordForm).getByLabelText('当前密码');
  expect(current.getAttribute('aria-invalid')).toBe('true');
  expect(document.getElementById(current.getAttribute('aria-describedby') ?? '')?.textContent).toBe('请输入当前密码');
  await userEvent.type(current, 'right-one');
  expect(current.getAttribute('aria-invalid')).toBeNull();
  expect(current.getAttribute('aria-describedby')).toBeNull();

  mocked.sendChangeEmailCode.mockRejectedValueOnce(new ApiError({ code: 5101, message: '该邮箱已被注册' }));
  const emailForm = section('绑定邮箱');
  const email = within(emailForm).getByLabelText('新邮箱');
  await userEvent.type(email, 'taken@example.com');
  await userEvent.click(within(emailForm).getByRole('button', { name: '发送验证码' }));
  await within(emailForm).findByText('该邮箱已被注册');
  expect(email.getAttribute('aria-invalid')).toBe('true');
  expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe('该邮箱已被注册');
});
