import { expect, test } from './test';
import { loginAs, registerThroughApi } from './fixtures';
import { expectFocusInside, tabTo, toast } from './keyboard-walk';

// Issue 42, keyboard only: admin actions beyond bulletins — a shot disabled and restored from 作品管理, a reported
// comment deleted from 评论管理 — each through the reason dialog, with Tab, Enter, Escape and typing alone.

test('an admin disables a shot and restores it with the keyboard alone', async ({ page }) => {
  test.setTimeout(90_000);
  await loginAs(page, 'admin');
  await page.goto('/admin/shots', { waitUntil: 'networkidle' });

  const disable = page.getByRole('button', { name: /^禁用 / }).first();
  const title = ((await disable.getAttribute('aria-label')) ?? '').replace(/^禁用 /, '');
  await tabTo(page, disable, { limit: 120 });

  // Escape gives the focus back to the row's button.
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `禁用作品「${title}」` });
  await expectFocusInside(dialog);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(disable).toBeFocused();

  await page.keyboard.press('Enter');
  await expectFocusInside(dialog);
  await tabTo(page, dialog.getByLabel(/^原因/), { limit: 6 });
  await page.keyboard.type('键盘测试：封面待核实');
  await tabTo(page, dialog.getByRole('button', { name: '确认' }), { limit: 6 });
  await page.keyboard.press('Enter');
  await expect(toast(page, '已禁用')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  // The row stays; its button now offers the way back, and has the focus.
  const restore = page.getByRole('button', { name: `解除禁用 ${title}` });
  await expect(restore).toBeFocused();

  await page.keyboard.press('Enter');
  const back = page.getByRole('dialog', { name: `解除禁用「${title}」` });
  await expectFocusInside(back);
  await tabTo(page, back.getByLabel(/^原因/), { limit: 6 });
  await page.keyboard.type('键盘测试：已核实');
  await tabTo(page, back.getByRole('button', { name: '确认' }), { limit: 6 });
  await page.keyboard.press('Enter');
  await expect(toast(page, '已解除禁用')).toBeVisible();
  await expect(page.getByRole('button', { name: `禁用 ${title}` })).toBeFocused();
});

test('an admin deletes a reported comment with the keyboard; the focus goes on, not to the page itself', async ({ page, playwright, baseURL }) => {
  test.setTimeout(90_000);
  // A throwaway member writes a comment on a course and another reports it.
  const writer = await playwright.request.newContext({ baseURL });
  await registerThroughApi(writer, 'kbspam');
  const text = `键盘待删评论 ${Date.now()}`;
  const posted = await writer.post('/api_v1/comment/post', { data: { type: 'course', courseId: 1, content: text } });
  expect(posted.ok()).toBe(true);
  const { data: comment } = (await posted.json()) as { data: { id: number } };
  const reporter = await playwright.request.newContext({ baseURL });
  await loginAs(reporter, 'member');
  expect((await reporter.post('/api_v1/comment/report', { data: { type: 'course', commentId: comment.id, reason: '广告' } })).ok()).toBe(true);
  await writer.dispose();
  await reporter.dispose();

  await loginAs(page, 'admin');
  await page.goto('/admin/comments', { waitUntil: 'networkidle' });
  const remove = page.getByRole('button', { name: `删除评论 ${comment.id}` });
  await tabTo(page, remove, { limit: 120 });
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: '删除这条评论' });
  await expectFocusInside(dialog);
  await tabTo(page, dialog.getByLabel(/^原因/), { limit: 6 });
  await page.keyboard.type('广告');
  await tabTo(page, dialog.getByRole('button', { name: '确认' }), { limit: 6 });
  await page.keyboard.press('Enter');
  await expect(toast(page, '评论已删除')).toBeVisible();
  await expect(remove).toHaveCount(0);
  // Its row went with the button; the focus is on the next row's first control, or on the heading when none is left.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const active = document.activeElement;
        if (!active || active === document.body) return 'the page itself';
        if (active.matches('h1')) return active.textContent;
        return active.closest('tbody tr') ? 'a row' : active.tagName;
      }),
    )
    .toMatch(/^(a row|评论管理)$/);
});

test('an admin deletes a friend link from 内容管理 with the keyboard; the focus goes on to the row before, not the page itself', async ({ page }) => {
  test.setTimeout(90_000);
  await loginAs(page, 'admin');
  // A throwaway link, last in the list: the seed's links stay as the footer specs expect them.
  const name = `键盘友链${Date.now().toString(36).slice(-5)}`;
  const created = await page.request.post('/api_v1/admin/content/friend-link/create', { data: { name, url: 'https://example.com/kb' } });
  expect(created.ok()).toBe(true);
  await page.goto('/admin/content', { waitUntil: 'networkidle' });

  // 友情链接 is reached along the tab row with the arrow keys.
  const tablist = page.getByRole('tablist');
  await tabTo(page, tablist.getByRole('tab', { name: '轮播图' }), { limit: 80 });
  for (let step = 0; step < 3; step += 1) await page.keyboard.press('ArrowRight');
  await expect(tablist.getByRole('tab', { name: '友情链接' })).toHaveAttribute('aria-selected', 'true');

  const remove = page.getByRole('button', { name: `删除 ${name}`, exact: true });
  await tabTo(page, remove, { limit: 120 });
  const row = page.getByRole('row').filter({ has: remove });
  const before = await row.evaluate((tr) => tr.previousElementSibling?.querySelector('[aria-label^="编辑 "]')?.getAttribute('aria-label')?.replace(/^编辑 /, '') ?? null);
  await page.keyboard.press('Enter');
  const confirm = page.locator('.arco-popconfirm').filter({ hasText: '确定删除这个友情链接吗？' });
  await expect(confirm).toBeVisible();
  await tabTo(page, confirm.getByRole('button', { name: '删除' }), { limit: 6 });
  await page.keyboard.press('Enter');
  await expect(toast(page, '已删除')).toBeVisible();
  await expect(remove).toHaveCount(0);
  // Its row went with the button; the focus is in the row before it (its first control that can be pressed), or on
  // 新建友情链接 when the list is empty.
  const focusedRow = () =>
    page.evaluate(() => {
      const active = document.activeElement;
      if (!active || active === document.body) return 'the page itself';
      const edit = active.closest('tr')?.querySelector('[aria-label^="编辑 "]');
      return edit ? (edit.getAttribute('aria-label') ?? '').replace(/^编辑 /, '') : (active.textContent ?? active.tagName);
    });
  await expect.poll(focusedRow).toBe(before ?? '新建友情链接');
});
