import type { Browser, Page } from '@playwright/test';
import { expect, test } from './test';
import { siteOf } from './e2e-site';
import { latestMailedCode, registerThroughApi } from './fixtures';

// Issue 13: a member gets back in with 忘记密码 in the login modal, and signs other devices out
// from the account centre's 账号安全 tab. Fresh accounts only: the demo accounts stay untouched.

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1';

/** Screenshots at desktop and phone widths, kept with the test's results for a person to look at. */
async function shoot(page: Page, name: string, fullPage = false) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/**
 * A seeded member no other spec uses. A fresh account would not do: its register code was mailed
 * moments ago, and an address gets one code a minute.
 */
const FORGETFUL = { username: 'member30', email: 'member30@demo.example.com', password: 'demo1234' };

test('a member resets a forgotten password from the login modal and is signed in', async ({ page, request, playwright }) => {
  const account = FORGETFUL;
  const newPassword = `brand-new-${Date.now().toString(36)}`;
  // `request` is its own browser-less client, signed in as the member: "another device".
  expect((await request.post('/api_v1/account/login', { data: { account: account.username, password: account.password } })).ok()).toBe(true);
  await page.goto('/');
  await page.getByRole('button', { name: '登录 / 注册' }).click();
  await page.getByRole('button', { name: '忘记密码？' }).click();

  const dialog = page.getByRole('dialog').filter({ hasText: '找回密码' });
  await expect(dialog.getByRole('list', { name: '找回密码步骤' })).toBeVisible();
  await dialog.getByLabel('邮箱', { exact: true }).fill(account.email);
  const sent = page.waitForResponse((r) => r.url().endsWith('/api_v1/email/send/verify/code'));
  await dialog.getByRole('button', { name: '发送验证码' }).click();
  expect((await sent).ok()).toBe(true);
  await expect(dialog.getByRole('button', { name: /重新发送\(\d+s\)/ })).toBeDisabled();
  await dialog.getByLabel('邮箱验证码').fill(await latestMailedCode(page.request, account.email));
  await shoot(page, 'reset-step-1');
  await dialog.getByRole('button', { name: '下一步' }).click();

  await dialog.getByLabel('新密码', { exact: true }).fill(newPassword);
  await dialog.getByLabel('确认新密码').fill(newPassword);
  await shoot(page, 'reset-step-2');
  await dialog.getByRole('button', { name: '重置密码并登录' }).click();

  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: /的账号菜单$/ })).toBeVisible();
  expect(((await (await page.request.get('/api_v1/account/info')).json()) as { data: { username: string } }).data.username).toBe(account.username);
  // The session of the other client ended with the reset.
  expect(((await (await request.get('/api_v1/account/info')).json()) as { error?: { code: number } }).error?.code).toBe(1100);
  // The new password is the one that works now.
  const fresh = await playwright.request.newContext({ baseURL: siteOf(test.info().parallelIndex).url });
  expect((await fresh.post('/api_v1/account/login', { data: { account: account.username, password: account.password } })).ok()).toBe(false);
  expect((await fresh.post('/api_v1/account/login', { data: { account: account.username, password: newPassword } })).ok()).toBe(true);
  await fresh.dispose();
});

async function signedInContext(browser: Browser, credentials: { username: string; password: string }, userAgent?: string) {
  const context = await browser.newContext(userAgent ? { userAgent } : {});
  const page = await context.newPage();
  const response = await page.request.post('/api_v1/account/login', { data: { account: credentials.username, password: credentials.password } });
  expect(response.ok()).toBe(true);
  return { context, page };
}

test('a member signs another device out from 账号安全; that device is then logged out (1100)', async ({ browser, request }) => {
  const account = await registerThroughApi(request, 'devices');
  const desk = await signedInContext(browser, account);
  const phone = await signedInContext(browser, account, IPHONE);
  await phone.page.goto('/');

  await desk.page.goto('/account');
  await desk.page.getByRole('link', { name: '账号安全设置' }).click();
  await expect(desk.page).toHaveURL(/tab=security/);
  const devices = desk.page.getByRole('list', { name: '登录设备' });
  await expect(devices.getByText('当前设备')).toBeVisible();
  const phoneRow = devices.getByRole('listitem').filter({ hasText: 'iOS' });
  await expect(phoneRow).toContainText('Safari 17');
  await shoot(desk.page, 'security-tab', true);

  await phoneRow.getByRole('button', { name: /^退出登录 / }).click();
  await desk.page.getByRole('button', { name: '确定' }).click();
  await expect(desk.page.getByText('该设备已退出登录')).toBeVisible();
  await expect(phoneRow).toHaveCount(0);

  const next = (await (await phone.page.request.get('/api_v1/account/info')).json()) as { error?: { code: number } };
  expect(next.error?.code).toBe(1100);
  // This device stays signed in.
  expect((await desk.page.request.get('/api_v1/account/info')).ok()).toBe(true);
  await desk.context.close();
  await phone.context.close();
});
