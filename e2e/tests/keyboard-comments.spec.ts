import { expect, test } from './test';
import { loginAs } from './fixtures';
import { tabTo, toast } from './keyboard-walk';

// Issue 42, keyboard only: commenting, replying, liking and deleting on a course's comment tab, and liking a shot,
// with Tab, Enter and typing alone.

test('comment, reply and like with the keyboard: each toast is heard, the reply box takes the focus', async ({ page }) => {
  test.setTimeout(120_000);
  await loginAs(page, 'member');
  await page.goto('/course/1?tab=2', { waitUntil: 'networkidle' });

  const text = `键盘评论 ${Date.now()}`;
  await tabTo(page, page.getByRole('textbox', { name: '写下你的评论…' }), { limit: 120 });
  await page.keyboard.type(text);
  await tabTo(page, page.getByRole('button', { name: '发表评论' }), { limit: 5 });
  await page.keyboard.press('Enter');
  await expect(toast(page, '评论成功')).toBeVisible();
  const mine = page.getByRole('article').filter({ hasText: text });
  await expect(mine).toBeVisible();

  // Like it: the button says what it will do next, with the count.
  await tabTo(page, mine.getByRole('button', { name: /^点赞 \d+$/ }), { limit: 120 });
  await page.keyboard.press('Enter');
  await expect(mine.getByRole('button', { name: '取消点赞 1' })).toBeFocused();

  // Reply: the reply box opens with the focus in it.
  await tabTo(page, mine.getByRole('button', { name: '回复' }), { limit: 5 });
  await page.keyboard.press('Enter');
  const reply = page.getByRole('textbox', { name: /^回复 @/ });
  await expect(reply).toBeFocused();
  await page.keyboard.type('键盘回复');
  await tabTo(page, page.getByRole('button', { name: '发布回复' }), { limit: 5 });
  await page.keyboard.press('Enter');
  await expect(toast(page, '回复成功')).toBeVisible();
  await expect(page.getByText('键盘回复').first()).toBeVisible();
  // The list was drawn anew with the reply: the focus is back on the 回复 of the comment replied to.
  const mineAgain = page.getByRole('article').filter({ hasText: text }).filter({ hasNotText: '键盘回复' });
  await expect(mineAgain.getByRole('button', { name: '回复' })).toBeFocused();

  // Delete it: the confirmation takes the focus (on 取消), Tab reaches its 删除.
  await tabTo(page, mineAgain.getByRole('button', { name: '删除', exact: true }), { limit: 5 });
  await page.keyboard.press('Enter');
  const confirm = page.locator('.arco-popconfirm').filter({ hasText: '确定删除这条评论吗？' });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByRole('button', { name: '取消' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(confirm.getByRole('button', { name: '删除' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(toast(page, '评论已删除')).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: text })).toHaveCount(0);
  // Its 删除 went with it: the focus is on the next comment's first control (its like), or on the heading 评论
  // when none is left; never on the page itself.
  await expect
    .poll(() => page.evaluate(() => (document.activeElement === document.body ? 'the page itself' : (document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? ''))))
    .toMatch(/^(点赞|取消点赞) \d+$|^评论/);
});

test('like a shot with the keyboard', async ({ page }) => {
  await loginAs(page, 'member');
  await page.goto('/shot/1', { waitUntil: 'networkidle' });
  // A toggle button: pressed once liked.
  const like = page.locator('button[aria-pressed]').filter({ hasText: /^(已点赞|点赞) \d+$/ });
  await tabTo(page, like, { limit: 120 });
  const pressed = (await like.getAttribute('aria-pressed')) === 'true';
  await page.keyboard.press('Enter');
  await expect(toast(page, pressed ? '已取消点赞' : '点赞成功')).toBeVisible();
  await expect(like).toHaveAttribute('aria-pressed', String(!pressed));
  await expect(like).toBeFocused();
});
