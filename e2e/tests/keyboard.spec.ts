import type { Locator, Page } from '@playwright/test';
import { expect, test } from './test';
import { registerThroughApi } from './fixtures';

// Issue 42, keyboard only: the flows a mouse user has, done with Tab, Enter and typing, with the focus always
// somewhere a sighted keyboard user can see.

/** Presses Tab until `target` has the focus (at most `limit` presses), as a keyboard user walks the page. */
async function tabTo(page: Page, target: Locator, limit = 40) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

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
  await expect(page.getByRole('button', { name: /的账号菜单$/ })).toBeVisible();
});
