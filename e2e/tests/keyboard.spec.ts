import { expect, test } from './test';
import { registerThroughApi } from './fixtures';
import { tabTo } from './keyboard-walk';

// Issue 42, keyboard only: the flows a mouse user has, done with Tab, Enter and typing, with the focus always
// somewhere a sighted keyboard user can see.

test('sign in with the keyboard alone: skip link first, the dialog takes the focus, Enter submits', async ({ page, playwright, baseURL }) => {
  // A fresh account: the page itself stays signed out (the registration's session lives in its own context).
  const api = await playwright.request.newContext({ baseURL });
  const account = await registerThroughApi(api, 'keys');
  await api.dispose();

  await page.goto('/', { waitUntil: 'networkidle' });
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: '跳到主要内容' })).toBeFocused();

  const open = page.getByRole('button', { name: '登录 / 注册' });
  await tabTo(page, open);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog').filter({ has: page.getByRole('tab', { name: '注册' }) });
  await expect(dialog).toBeVisible();
  // The focus moved into the dialog, never behind it.
  await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);

  const name = dialog.getByLabel('用户名或邮箱');
  await tabTo(page, name);
  await page.keyboard.type(account.username);
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('密码')).toBeFocused();
  await page.keyboard.type(account.password);
  await page.keyboard.press('Enter');

  await expect(page.locator('.arco-message').filter({ hasText: '登录成功' }).first()).toBeVisible();
  await expect(dialog).toBeHidden();
  // 登录 / 注册 has given way to the account menu: the focus is there, not lost on the page.
  await expect(page.getByRole('button', { name: /的账号菜单$/ })).toBeFocused();
});

test('the login dialog closed with Escape gives the focus back; a page reached by keyboard announces its title', async ({ page }) => {
  await page.goto('/', { waitUntil: 'networkidle' });
  const open = page.getByRole('button', { name: '登录 / 注册' });
  await tabTo(page, open);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog').filter({ has: page.getByRole('tab', { name: '注册' }) });
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  // Tab never leaves it for the page behind.
  for (let press = 0; press < 15; press += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();

  // A link followed with Enter: the polite status region in the shell says the new page's title.
  await tabTo(page, page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '全部课程' }), { backwards: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/course$/);
  await expect(page.locator('[role="status"][aria-live="polite"]').filter({ hasText: /^全部课程 - / })).toHaveCount(1);
});
