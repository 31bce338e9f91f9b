import { expect, test } from './test';
import { latestMailedCode, uniqueName } from './fixtures';
import { expectFocusInside, tabTo, toast } from './keyboard-walk';

// Issue 42, keyboard only: a new account registered in the login dialog's 注册 tab with Tab, Enter, Space and
// typing. The emailed code is read from the development outbox, as the visitor reads it in their mail.

test('register a new account with the keyboard alone', async ({ page }) => {
  test.setTimeout(90_000);
  const username = uniqueName('kbreg');
  const email = `${username}@e2e.example.com`;
  await page.goto('/', { waitUntil: 'networkidle' });

  await tabTo(page, page.getByRole('button', { name: '登录 / 注册' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog').filter({ has: page.getByRole('tab', { name: '注册' }) });
  await expectFocusInside(dialog);

  // The 注册 tab is chosen with Enter; its first field follows it in the walk.
  const tab = dialog.getByRole('tab', { name: '注册' });
  await tabTo(page, tab, { limit: 10 });
  await page.keyboard.press('Enter');
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await tabTo(page, dialog.getByLabel('邮箱', { exact: true }), { limit: 10 });
  await page.keyboard.type(email);

  // 发送验证码 counts down once pressed (it is disabled meanwhile): the focus must not drop to the page.
  await tabTo(page, dialog.getByRole('button', { name: /发送验证码/ }), { limit: 5 });
  await page.keyboard.press('Enter');
  await expect(toast(page, '验证码已发送')).toBeVisible();
  await expectFocusInside(dialog);
  const code = await latestMailedCode(page.request, email);
  await tabTo(page, dialog.getByLabel('邮箱验证码'), { limit: 5, backwards: true });
  await page.keyboard.type(code);
  await tabTo(page, dialog.getByRole('button', { name: '下一步' }), { limit: 5 });
  await page.keyboard.press('Enter');

  // Step 2 replaces step 1 (and the 下一步 that had the focus): the focus goes to its first field.
  const name = dialog.getByLabel('用户名', { exact: true });
  await expect(name).toBeFocused();
  await page.keyboard.type(username);
  // The login tab stays mounted beside it with a 密码 of its own: step 2's is the one in the 注册 panel.
  const panel = dialog.getByRole('tabpanel', { name: '注册' });
  await tabTo(page, panel.getByLabel('密码', { exact: true }), { limit: 5 });
  await page.keyboard.type('secret-123');
  await tabTo(page, dialog.getByLabel('确认密码'), { limit: 5 });
  await page.keyboard.type('secret-123');
  await expect(dialog.getByText('用户名可用')).toBeVisible();
  const agree = dialog.getByRole('checkbox', { name: /我已阅读并同意/ });
  await tabTo(page, agree, { limit: 5 });
  await page.keyboard.press('Space');
  await expect(agree).toBeChecked();
  await tabTo(page, dialog.getByRole('button', { name: '注册', exact: true }), { limit: 5 });
  await page.keyboard.press('Enter');

  await expect(toast(page, '注册成功，已为你登录')).toBeVisible();
  await expect(dialog).toBeHidden();
  // 登录 / 注册 has given way to the new member's account menu: the focus is there.
  await expect(page.getByRole('button', { name: /的账号菜单$/ })).toBeFocused();
});
