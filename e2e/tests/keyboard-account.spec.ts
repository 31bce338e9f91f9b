import type { Locator, Page } from '@playwright/test';
import { expect, test } from './test';
import { registerThroughApi } from './fixtures';
import { expectFocusInside, expectFocusTrapped, isFocused, tabTo, toast } from './keyboard-walk';

// Issue 42, keyboard only: the account centre — its eight tabs and their panels, the nickname dialog and a
// device signed out through its confirmation — with Tab, Shift+Tab, Enter, Escape and typing. A fresh member
// each time: the demo accounts' names and sessions stay as other specs expect them.

const TABS: { title: string; key: string }[] = [
  { title: '最近学习', key: 'recent' },
  { title: '已购课程', key: 'purchased' },
  { title: '我的订阅', key: 'subscription' },
  { title: '我的收藏', key: 'collection' },
  { title: '我的作品', key: 'shots' },
  { title: '我的消息', key: 'message' },
  { title: '我的订单', key: 'order' },
  { title: '账号安全', key: 'security' },
];

/** Tab from where the focus is to `panel`, never stopping inside a panel that is hidden (aria-hidden). */
async function tabToPanel(page: Page, panel: Locator): Promise<void> {
  for (let presses = 0; presses < 40 && !(await isFocused(panel)); presses += 1) {
    await page.keyboard.press('Tab');
    const hidden = await page.evaluate(() => document.activeElement?.closest('[aria-hidden="true"]') !== null);
    expect(hidden, 'the focus never lands in a hidden panel').toBe(false);
  }
  await expect(panel).toBeFocused();
}

test('the account centre by keyboard: every tab reached with Tab, opened with Enter, its panel next', async ({ page }) => {
  test.setTimeout(120_000);
  await registerThroughApi(page.request, 'kbacc');
  await page.goto('/account', { waitUntil: 'networkidle' });

  const tablist = page.getByRole('tablist');
  await tabTo(page, tablist.getByRole('tab', { name: TABS[0].title }), { limit: 60 });
  for (const [index, { title, key }] of TABS.entries()) {
    const tab = tablist.getByRole('tab', { name: title });
    if (index > 0) {
      // The next tab is one Tab away from the one before.
      await tabTo(page, tablist.getByRole('tab', { name: TABS[index - 1].title }), { limit: 60, backwards: true });
      await page.keyboard.press('Tab');
      await expect(tab).toBeFocused();
    }
    await page.keyboard.press('Enter');
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    // The first tab is the one shown on arrival, at /account itself.
    if (index > 0) await expect(page).toHaveURL(new RegExp(`[?&]tab=${key}`));
    await expect(tab).toBeFocused();
    // The panel it controls comes after the tabs in the walk, and only the shown one.
    const panel = page.locator(`[role="tabpanel"][aria-labelledby="${await tab.getAttribute('id')}"]`);
    await tabToPanel(page, panel);
  }
});

test('the nickname dialog takes the focus and gives it back; a device is signed out by keyboard', async ({ page, playwright, baseURL }) => {
  test.setTimeout(120_000);
  const account = await registerThroughApi(page.request, 'kbnick');
  // A second device of the same member, to be signed out from the first.
  const other = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0' } });
  await other.post('/api_v1/account/login', { data: { account: account.username, password: account.password } });
  await page.goto('/account', { waitUntil: 'networkidle' });

  const edit = page.getByRole('button', { name: '修改昵称' });
  await tabTo(page, edit, { limit: 60 });
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: '修改昵称' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('新昵称')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(edit).toBeFocused();

  const nickname = `键盘${Date.now().toString(36).slice(-6)}`;
  await page.keyboard.press('Enter');
  await expectFocusInside(dialog);
  await expectFocusTrapped(page, dialog, 5);
  await tabTo(page, dialog.getByLabel('新昵称'), { limit: 6 });
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(nickname);
  await expect(dialog.getByText('昵称可以使用')).toBeVisible();
  await tabTo(page, dialog.getByRole('button', { name: '确认' }), { limit: 6 });
  await page.keyboard.press('Enter');
  await expect(toast(page, '昵称已修改')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 2, name: nickname })).toBeVisible();
  await expect(edit).toBeFocused();

  // 账号安全: the other device is signed out through its confirmation; its row goes with the button the
  // confirmation gave the focus back to, and the focus goes on to the device left (this one).
  await tabTo(page, page.getByRole('tab', { name: '账号安全' }), { limit: 60 });
  await page.keyboard.press('Enter');
  const devices = page.getByRole('region', { name: '登录设备' });
  const signOut = devices.getByRole('button', { name: /^退出登录 .*Firefox/ });
  await tabTo(page, signOut, { limit: 60 });
  await page.keyboard.press('Enter');
  const confirm = page.locator('.arco-popconfirm').filter({ hasText: '退出登录？' });
  await expect(confirm).toBeVisible();
  await tabTo(page, confirm.getByRole('button', { name: '确定' }), { limit: 4 });
  await page.keyboard.press('Enter');
  await expect(toast(page, '该设备已退出登录')).toBeVisible();
  await expect(signOut).toHaveCount(0);
  await expect(devices.getByRole('listitem').filter({ hasText: '当前设备' })).toBeFocused();
  await other.dispose();
});

test('the tabs move with the arrow keys, Home and End (the ARIA tabs pattern), each tab reached opened', async ({ page }) => {
  test.setTimeout(90_000);
  await registerThroughApi(page.request, 'kbarrow');
  await page.goto('/account', { waitUntil: 'networkidle' });
  const tablist = page.getByRole('tablist');
  const tab = (title: string) => tablist.getByRole('tab', { name: title });
  const expectOn = async ({ title, key }: { title: string; key: string }) => {
    await expect(tab(title)).toBeFocused();
    await expect(tab(title)).toHaveAttribute('aria-selected', 'true');
    if (key !== 'recent') await expect(page).toHaveURL(new RegExp(`[?&]tab=${key}`));
  };
  await tabTo(page, tab(TABS[0].title), { limit: 60 });
  await page.keyboard.press('ArrowRight');
  await expectOn(TABS[1]);
  await page.keyboard.press('ArrowRight');
  await expectOn(TABS[2]);
  await page.keyboard.press('ArrowLeft');
  await expectOn(TABS[1]);
  await page.keyboard.press('End');
  await expectOn(TABS[TABS.length - 1]);
  // The ends wrap round.
  await page.keyboard.press('ArrowRight');
  await expectOn(TABS[0]);
  await page.keyboard.press('ArrowLeft');
  await expectOn(TABS[TABS.length - 1]);
  await page.keyboard.press('Home');
  await expectOn(TABS[0]);
});

test('the password form by keyboard: a wrong current password is said at its field, then the password is changed', async ({ page }) => {
  test.setTimeout(90_000);
  const account = await registerThroughApi(page.request, 'kbpass');
  await page.goto('/account', { waitUntil: 'networkidle' });
  // 账号安全 is the last tab: End from the first.
  await tabTo(page, page.getByRole('tab', { name: TABS[0].title }), { limit: 60 });
  await page.keyboard.press('End');
  await expect(page.getByRole('tab', { name: '账号安全' })).toHaveAttribute('aria-selected', 'true');

  const current = page.getByLabel('当前密码');
  const fresh = page.getByLabel('新密码', { exact: true });
  const again = page.getByLabel('确认新密码');
  const submit = page.getByRole('button', { name: '修改密码' });
  // Sent empty with Enter on 修改密码: each missing field is an alert.
  await tabTo(page, submit, { limit: 60 });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: '请输入当前密码' })).toBeVisible();

  await tabTo(page, current, { limit: 20, backwards: true });
  await page.keyboard.type('not-my-password');
  await tabTo(page, fresh, { limit: 4 });
  await page.keyboard.type('keyboard-456');
  await tabTo(page, again, { limit: 4 });
  await page.keyboard.type('keyboard-456');
  // Enter in a field sends the form.
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: '当前密码不正确' })).toBeVisible();
  await expect(current).toHaveAttribute('aria-invalid', 'true');

  await tabTo(page, current, { limit: 10, backwards: true });
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(account.password);
  await expect(page.getByRole('alert').filter({ hasText: '当前密码不正确' })).toHaveCount(0);
  await tabTo(page, submit, { limit: 10 });
  await page.keyboard.press('Enter');
  await expect(toast(page, '密码已修改')).toBeVisible();
  await expect(current).toHaveValue('');
  await expect(submit).toBeFocused();
  // The new password signs in.
  const login = await page.request.post('/api_v1/account/login', { data: { account: account.username, password: 'keyboard-456' } });
  expect(login.ok()).toBe(true);
});
