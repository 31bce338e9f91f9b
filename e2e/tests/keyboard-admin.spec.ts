import { expect, test } from './test';
import { loginAs } from './fixtures';
import { expectFocusInside, expectFocusTrapped, tabTo, toast } from './keyboard-walk';

// Issue 42, keyboard only: an admin action from the backend — a bulletin written in the editor dialog and saved,
// then deleted through its confirmation — with Tab, Enter, Escape and typing alone. The focus moves into each
// dialog, stays there, and comes back to the button that opened it (after the deletion, to the next row).

test('an admin writes and deletes a bulletin with the keyboard alone', async ({ page }) => {
  test.setTimeout(90_000);
  await loginAs(page, 'admin');
  await page.goto('/admin/bulletins', { waitUntil: 'networkidle' });

  const create = page.getByRole('button', { name: '新建公告' });
  await tabTo(page, create);

  // Opened and closed with Escape: the focus comes back to 新建公告.
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: '新建公告' });
  await expect(dialog).toBeVisible();
  await expectFocusInside(dialog);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(create).toBeFocused();

  // Written and saved as a draft.
  const text = `键盘公告 ${Date.now()}`;
  await page.keyboard.press('Enter');
  await expectFocusInside(dialog);
  await expectFocusTrapped(page, dialog, 6);
  await tabTo(page, dialog.getByLabel('公告内容'), { limit: 10 });
  await page.keyboard.type(text);
  await tabTo(page, dialog.getByRole('button', { name: '保存', exact: true }), { limit: 10 });
  await page.keyboard.press('Enter');
  await expect(toast(page, '已保存')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(create).toBeFocused();
  const row = page.getByRole('row').filter({ hasText: text });
  await expect(row).toBeVisible();

  // Deleted through its confirmation, which takes the focus too.
  await tabTo(page, row.getByRole('button', { name: /^删除公告 \d+$/ }), { limit: 120 });
  // Where the focus should go once the row has gone: the next row's first button, the previous one's, or the h1.
  const neighbour = await row.evaluate((tr) => (tr.nextElementSibling ?? tr.previousElementSibling)?.querySelector('button')?.getAttribute('aria-label') ?? null);
  await page.keyboard.press('Enter');
  const confirm = page.locator('.arco-popconfirm').filter({ hasText: '确定删除这条公告吗？' });
  await expect(confirm).toBeVisible();
  await tabTo(page, confirm.getByRole('button', { name: '删除' }), { limit: 6 });
  await page.keyboard.press('Enter');
  await expect(toast(page, '已删除')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: text })).toHaveCount(0);
  // The row went with the button the confirmation gave the focus back to; the focus goes on, not to the page itself.
  await expect(neighbour ? page.getByRole('button', { name: neighbour, exact: true }) : page.getByRole('heading', { level: 1, name: '公告管理' })).toBeFocused();
});
