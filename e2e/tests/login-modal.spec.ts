import type { Locator, Page } from '@playwright/test';
import { expect, test } from './test';
import { latestMailedCode, registerThroughApi, uniqueName } from './fixtures';

// The login/register modal of spec sections 2, 4, 5 and 8, driven through the real shell.
// Every account a test fails to log in to is a fresh one: 5 failures lock an account for 5 minutes.

const MODAL_WIDTH = 490;

function loginDialog(page: Page): Locator {
  return page.getByRole('dialog').filter({ has: page.getByRole('tab', { name: '注册' }) });
}

async function openModal(page: Page, tab: '登录' | '注册' = '登录'): Promise<Locator> {
  await page.goto('/');
  await page.getByRole('button', { name: '登录 / 注册' }).click();
  const dialog = loginDialog(page);
  await expect(dialog).toBeVisible();
  if (tab === '注册') await dialog.getByRole('tab', { name: '注册' }).click();
  // The inactive tab stays in the DOM (aria-hidden); role queries skip it, so this is the open tab only.
  return dialog.getByRole('tabpanel');
}

/** The error shown under a field (role=alert), found from the field's own label. */
function fieldError(form: Locator, label: string): Locator {
  // `has` is matched inside each field, so it must be a root-level locator, not one chained from the form.
  return form.locator('.login-field').filter({ has: form.page().getByLabel(label, { exact: true }) }).getByRole('alert');
}

/** Arco's checkbox input is visually hidden; people click its label text. */
async function toggleAgreement(form: Locator, checked: boolean) {
  await form.getByText('我已阅读并同意', { exact: false }).click();
  if (checked) await expect(form.getByRole('checkbox')).toBeChecked();
  else await expect(form.getByRole('checkbox')).not.toBeChecked();
}

/** Reaches register step 2 with a fresh, verified email. */
async function reachStepTwo(page: Page): Promise<Locator> {
  const form = await openModal(page, '注册');
  const email = `${uniqueName('step')}@e2e.example.com`;
  await form.getByLabel('邮箱', { exact: true }).fill(email);
  const sent = page.waitForResponse((r) => r.url().endsWith('/api_v1/email/send/verify/code'));
  await form.getByRole('button', { name: '发送验证码' }).click();
  expect((await sent).ok()).toBe(true);
  await form.getByLabel('邮箱验证码').fill(await latestMailedCode(page.request, email));
  await form.getByRole('button', { name: '下一步' }).click();
  await expect(form.getByText(`邮箱：${email}`)).toBeVisible();
  return form;
}

test('the modal opens from 登录 / 注册, 490 wide, centred, and a mask click does not close it', async ({ page }) => {
  const form = await openModal(page);
  const dialog = loginDialog(page);
  await expect(dialog.getByRole('tab', { name: '登录' })).toHaveAttribute('aria-selected', 'true');

  // The dialog zooms in; measure once the animation has settled.
  await expect.poll(async () => Math.round((await dialog.boundingBox())?.width ?? 0)).toBe(MODAL_WIDTH);
  const box = await dialog.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) throw new Error('the dialog has no box');
  expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThanOrEqual(2);
  expect(Math.abs(box.y + box.height / 2 - viewport.height / 2)).toBeLessThanOrEqual(2);

  // The mask covers the page around the dialog; clicking it leaves the dialog open.
  await page.mouse.click(8, viewport.height - 8);
  await page.mouse.click(viewport.width - 8, 8);
  await expect(dialog).toBeVisible();

  // Forgot-password link and the three social sign-in icons.
  await expect(form.getByRole('button', { name: '忘记密码？' })).toBeVisible();
  const social = form.getByRole('group', { name: '其他登录方式' });
  await expect(social.getByRole('button')).toHaveCount(3);
  for (const provider of ['微信', 'QQ', '微博']) {
    await expect(social.getByRole('button', { name: new RegExp(`^${provider}登录`) })).toBeVisible();
  }

  // The close button does close it.
  await dialog.getByRole('button', { name: /close|关闭/i }).click();
  await expect(dialog).toBeHidden();
});

test('login: required fields, the account rule, wrong password (4103), then success shows the avatar', async ({ page, request }) => {
  // The login field's 4-20 rule (spec 5) applies to emails too, so this one is short enough to log in with.
  const account = await registerThroughApi(request, 'login', { email: `${uniqueName('m').slice(-8)}@e2e.cn` });
  const form = await openModal(page);
  const dialog = loginDialog(page);
  const submit = form.getByRole('button', { name: '登录', exact: true });

  // Nothing typed: both fields say what is missing, and no request leaves.
  let loginCalls = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api_v1/account/login')) loginCalls += 1;
  });
  await submit.click();
  await expect(fieldError(form, '用户名或邮箱')).toHaveText('请输入用户名或邮箱');
  await expect(fieldError(form, '密码')).toHaveText('请输入密码');

  // Too short, then bad characters: the 4-20 rule's message.
  const accountInput = form.getByLabel('用户名或邮箱');
  await form.getByLabel('密码').fill('whatever1');
  await accountInput.fill('abc');
  await submit.click();
  await expect(fieldError(form, '用户名或邮箱')).toHaveText('请输入 4-20 位字母、数字或 _ - @ .');
  await accountInput.fill('bad name!');
  await expect(fieldError(form, '用户名或邮箱')).toHaveText('请输入 4-20 位字母、数字或 _ - @ .');
  await accountInput.fill('a'.repeat(21));
  await expect(fieldError(form, '用户名或邮箱')).toHaveText('请输入 4-20 位字母、数字或 _ - @ .');
  await submit.click();
  expect(loginCalls).toBe(0);

  // Wrong password for a real account: the server says 4103 and the modal says so.
  await accountInput.fill(account.username);
  await expect(fieldError(form, '用户名或邮箱')).toHaveCount(0);
  await form.getByLabel('密码').fill('not-the-password');
  const refused = page.waitForResponse((r) => r.url().endsWith('/api_v1/account/login'));
  await submit.click();
  expect(((await (await refused).json()) as { error?: { code: number } }).error?.code).toBe(4103);
  await expect(form.getByRole('alert').filter({ hasText: '用户名/邮箱或密码错误' })).toBeVisible();
  await expect(dialog).toBeVisible();

  // Right password, by email this time: the modal closes and the avatar (first letter) replaces the button.
  await accountInput.fill(account.email);
  await form.getByLabel('密码').fill(account.password);
  await submit.click();
  await expect(dialog).toBeHidden();
  const userButton = page.getByRole('button', { name: /的账号菜单$/ });
  await expect(userButton).toBeVisible();
  await expect(userButton).toHaveText(account.username.slice(0, 1).toUpperCase());
  await expect(page.getByRole('button', { name: '登录 / 注册' })).toHaveCount(0);
});

test('register step 1: email format, a taken email, send-code needs an email, numeric code', async ({ page }) => {
  const form = await openModal(page, '注册');
  const email = form.getByLabel('邮箱', { exact: true });
  const code = form.getByLabel('邮箱验证码');

  let sendCalls = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api_v1/email/send/verify/code')) sendCalls += 1;
  });

  // Send-code without an email is refused on the spot.
  await form.getByRole('button', { name: '发送验证码' }).click();
  await expect(page.getByText('请先填写邮箱')).toBeVisible();
  await expect(fieldError(form, '邮箱')).toHaveText('请输入邮箱');

  // A malformed email, on blur and on send.
  await email.fill('not-an-email');
  await email.blur();
  await expect(fieldError(form, '邮箱')).toHaveText('邮箱格式不正确');
  await form.getByRole('button', { name: '发送验证码' }).click();
  await expect(fieldError(form, '邮箱')).toHaveText('邮箱格式不正确');
  expect(sendCalls).toBe(0);

  // An email that already has an account: the availability check says so when the field is left.
  const checked = page.waitForResponse((r) => r.url().includes('/api_v1/email/check/valid'));
  await email.fill('member@demo.example.com');
  await email.blur();
  await checked;
  await expect(fieldError(form, '邮箱')).toHaveText('该邮箱已被注册');
  await email.fill(`${uniqueName('free')}@e2e.example.com`);
  await expect(fieldError(form, '邮箱')).toHaveCount(0);

  // The code must be digits.
  await code.fill('12ab');
  await form.getByRole('button', { name: '下一步' }).click();
  await expect(fieldError(form, '邮箱验证码')).toHaveText('验证码只能是数字');
  await code.fill('');
  await code.blur();
  await expect(fieldError(form, '邮箱验证码')).toHaveText('请输入验证码');
  await expect(form.getByRole('button', { name: '下一步' })).toBeVisible();
});

test('register step 1: send-code counts down 60 s on its label, re-enables, and a wrong code is 5107', async ({ page }) => {
  await page.clock.install();
  const form = await openModal(page, '注册');
  const address = `${uniqueName('count')}@e2e.example.com`;
  await form.getByLabel('邮箱', { exact: true }).fill(address);

  // Stop the page's clock so each second passes only when the test says so.
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);

  const sent = page.waitForResponse((r) => r.url().endsWith('/api_v1/email/send/verify/code'));
  await form.getByRole('button', { name: '发送验证码' }).click();
  expect((await sent).ok()).toBe(true);
  const resend = form.getByRole('button', { name: /^重新发送/ });
  await expect(resend).toHaveText('重新发送(60s)');
  await expect(resend).toBeDisabled();
  await page.clock.runFor(1000);
  await expect(resend).toHaveText('重新发送(59s)');
  await page.clock.runFor(29_000);
  await expect(resend).toHaveText('重新发送(30s)');
  await expect(resend).toBeDisabled();
  await page.clock.runFor(29_000);
  await expect(resend).toHaveText('重新发送(1s)');
  await page.clock.runFor(1000);
  await expect(resend).toHaveText('重新发送');
  await expect(resend).toBeEnabled();

  // A code that is not the mailed one: 5107, shown under the code field; the step stays.
  const real = await latestMailedCode(page.request, address);
  const wrong = real === '000000' ? '111111' : '000000';
  await form.getByLabel('邮箱验证码').fill(wrong);
  const verified = page.waitForResponse((r) => r.url().endsWith('/api_v1/email/verify/code'));
  await form.getByRole('button', { name: '下一步' }).click();
  expect(((await (await verified).json()) as { error?: { code: number } }).error?.code).toBe(5107);
  await expect(fieldError(form, '邮箱验证码')).toHaveText('验证码错误');
  await expect(form.getByRole('button', { name: '下一步' })).toBeVisible();
});

test('register step 2: username rules, the server check after 1 s idle, confirm, agreement gate 注册', async ({ page }) => {
  await page.clock.install();
  const form = await reachStepTwo(page);
  const username = form.getByLabel('用户名', { exact: true });
  const register = form.getByRole('button', { name: '注册', exact: true });

  // Local rules first: an email is no username, and the 4-20 rule.
  await username.fill('someone@example.com');
  await username.blur();
  await expect(fieldError(form, '用户名')).toHaveText('用户名不能是邮箱');
  await username.fill('abc');
  await expect(fieldError(form, '用户名')).toHaveText('用户名为 4-20 位字母、数字或 _ - @ .');
  await username.fill('a'.repeat(21));
  await expect(fieldError(form, '用户名')).toHaveText('用户名为 4-20 位字母、数字或 _ - @ .');
  await username.fill('no spaces');
  await expect(fieldError(form, '用户名')).toHaveText('用户名为 4-20 位字母、数字或 _ - @ .');

  // A taken name: the server is asked only after 1 s without typing, and its reason is shown.
  const checks: { name: string; at: number }[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.endsWith('/api_v1/account/username/check/valid')) checks.push({ name: url.searchParams.get('name') ?? '', at: Date.now() });
  });
  // The page's clock stands still here, so "1 s idle" is exact: nothing at 900 ms, the check at 1000 ms.
  await username.fill('');
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await username.fill('teacher');
  await page.clock.runFor(900);
  await page.waitForTimeout(300); // real time for a request that should not leave
  expect(checks).toEqual([]);
  await page.clock.runFor(100);
  await expect.poll(() => checks.map((c) => c.name)).toEqual(['teacher']);
  await expect(fieldError(form, '用户名')).toHaveText('该用户名已被占用');
  await page.clock.resume();

  // Passwords: the confirmation must match.
  await form.getByLabel('密码', { exact: true }).fill('secret-123');
  await form.getByLabel('确认密码').fill('secret-124');
  await form.getByLabel('确认密码').blur();
  await expect(fieldError(form, '确认密码')).toHaveText('两次输入的密码不一致');

  // 注册 stays disabled while anything is wrong or pending, and without the agreement.
  await toggleAgreement(form, true);
  await expect(register).toBeDisabled(); // taken username, mismatching confirm
  await form.getByLabel('确认密码').fill('secret-123');
  await expect(fieldError(form, '确认密码')).toHaveCount(0);
  await expect(register).toBeDisabled(); // still the taken username
  await username.fill(uniqueName('free'));
  await expect(register).toBeDisabled(); // check pending
  await expect(form.getByText('用户名可用')).toBeVisible();
  await expect(register).toBeEnabled();
  await toggleAgreement(form, false);
  await expect(register).toBeDisabled();
  await toggleAgreement(form, true);
  await expect(register).toBeEnabled();
  await form.getByLabel('确认密码').fill('secret-12');
  await expect(register).toBeDisabled();
});
