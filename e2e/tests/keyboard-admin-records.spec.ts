import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './test';
import { loginAs, registerThroughApi } from './fixtures';
import { expectFocusInside, tabTo, toast } from './keyboard-walk';

// Issue 42, keyboard only: the backend's records — a user's rights and account changed (用户管理), an order refunded
// (订单管理), the health sign-ins narrowed (健康表单) and the release console's lookup and tabs (发布控制台) — with
// Tab, Enter, Space, Escape, the arrow keys and typing. Throwaway accounts and orders: the demo data stays as other
// specs expect it, and no remote's active version is changed.

/** A throwaway member who has bought the first paid course, paid in the sandbox: the order number. */
async function paidOrder(buyer: APIRequestContext): Promise<string> {
  await registerThroughApi(buyer, 'kbrefund');
  const list = await buyer.post('/api_v1/course/list', { data: { page: 0, perPage: 30, freeMode: 'charge' } });
  const course = ((await list.json()) as { data: { rows: { id: number }[] } }).data.rows[0];
  if (!course) throw new Error('the seed has no paid course');
  const bought = await buyer.post('/api_v1/course/purchase', { data: { courseId: course.id } });
  expect(bought.ok()).toBe(true);
  const { orderNum, payInfo } = ((await bought.json()) as { data: { orderNum: string; payInfo: { codeUrl: string } } }).data;
  // The sandbox's own page: its form posts the signed link's sig and the order's amount.
  const form = await (await buyer.get(payInfo.codeUrl)).text();
  const amount = /name="amount" value="(\d+)"/.exec(form)?.[1];
  const sig = new URL(payInfo.codeUrl).searchParams.get('sig');
  if (!amount || !sig) throw new Error('the sandbox page offered no payment form');
  expect((await buyer.post(payInfo.codeUrl.split('?')[0] ?? '', { form: { sig, amount } })).ok()).toBe(true);
  return orderNum;
}

/** Through the reason dialog that `opener` opens: Escape first (the focus comes back), then a reason and 确认. */
async function confirmWithReason(page: Page, opener: Locator, dialogName: RegExp | string, reason: string) {
  const dialog = page.getByRole('dialog', { name: dialogName });
  await page.keyboard.press('Space');
  await expectFocusInside(dialog);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await page.keyboard.press('Space');
  await expectFocusInside(dialog);
  await tabTo(page, dialog.getByLabel(/^原因/), { limit: 6 });
  await page.keyboard.type(reason);
  await tabTo(page, dialog.getByRole('button', { name: '确认' }), { limit: 6 });
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
}

test('用户管理 by keyboard: a user found by typing, allowed to post shots, then stopped, each through the reason dialog', async ({ page, playwright, baseURL }) => {
  test.setTimeout(120_000);
  const other = await playwright.request.newContext({ baseURL });
  const member = await registerThroughApi(other, 'kbuser');
  await loginAs(page, 'admin');
  await page.goto('/admin/users', { waitUntil: 'networkidle' });

  const search = page.getByPlaceholder('搜索用户名、昵称或邮箱');
  await tabTo(page, search, { limit: 80 });
  await page.keyboard.type(member.username);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('row').filter({ hasText: member.username })).toHaveCount(1);

  // A switch changes nothing by itself: Space asks for the reason; Escape leaves it as it was.
  const canPost = page.getByRole('switch', { name: `${member.username} 可发布作品` });
  await tabTo(page, canPost, { limit: 40 });
  await expect(canPost).toHaveAttribute('aria-checked', 'false');
  await confirmWithReason(page, canPost, new RegExp(member.username), '键盘测试：开通发布');
  await expect(toast(page, '已保存')).toBeVisible();
  await expect(canPost).toHaveAttribute('aria-checked', 'true');
  await expect(canPost).toBeFocused();

  const usable = page.getByRole('switch', { name: `${member.username} 账号可用` });
  await tabTo(page, usable, { limit: 10 });
  await confirmWithReason(page, usable, new RegExp(member.username), '键盘测试：停用');
  await expect(usable).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByRole('row').filter({ hasText: member.username }).getByText('已停用')).toBeVisible();
  await expect(usable).toBeFocused();
  // Stopped for real: the account can no longer sign in.
  expect((await other.post('/api_v1/account/login', { data: { account: member.username, password: member.password } })).ok()).toBe(false);
  await other.dispose();
});

test('订单管理 by keyboard: an order found by typing and refunded through its dialog; the focus stays in its row', async ({ page, playwright, baseURL }) => {
  test.setTimeout(120_000);
  const buyer = await playwright.request.newContext({ baseURL });
  const orderNum = await paidOrder(buyer);
  await buyer.dispose();
  await loginAs(page, 'admin');
  await page.goto('/admin/orders', { waitUntil: 'networkidle' });

  await tabTo(page, page.getByPlaceholder('订单号、会员或课程'), { limit: 150 });
  await page.keyboard.type(orderNum);
  await page.keyboard.press('Enter');
  const refund = page.getByRole('button', { name: `退款 ${orderNum}` });
  await expect(page.getByRole('row').filter({ has: refund })).toHaveCount(1);
  await tabTo(page, refund, { limit: 40 });

  const dialog = page.getByRole('dialog', { name: `退款：订单 ${orderNum}` });
  await page.keyboard.press('Enter');
  await expectFocusInside(dialog);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(refund).toBeFocused();

  await page.keyboard.press('Enter');
  await expectFocusInside(dialog);
  // 确认 cannot be pressed before a reason is typed.
  await expect(dialog.getByRole('button', { name: '确认' })).toBeDisabled();
  await tabTo(page, dialog.getByLabel('原因（记入操作日志）'), { limit: 6 });
  await page.keyboard.type('键盘测试：学员申请退款');
  await tabTo(page, dialog.getByRole('button', { name: '确认' }), { limit: 6 });
  await page.keyboard.press('Enter');
  await expect(toast(page, '已退款')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: orderNum }).getByText('已退款')).toBeVisible();
  // 退款 gave way to 退款状态 in its row; the focus is there, not on the page itself.
  await expect(page.getByRole('button', { name: `退款状态 ${orderNum}` })).toBeFocused();
});

test('健康表单 by keyboard: a day chosen and cleared, a health state chosen with the arrow keys, the CSV link followed', async ({ page }) => {
  test.setTimeout(90_000);
  await loginAs(page, 'admin');
  await page.goto('/admin/forms', { waitUntil: 'networkidle' });

  const day = page.getByRole('button', { name: /^查看当天（/ }).first();
  const date = /（(.+)）/.exec((await day.getAttribute('aria-label')) ?? '')?.[1] ?? '';
  await tabTo(page, day, { limit: 60 });
  await page.keyboard.press('Enter');
  // The day's button now offers 显示全部 and keeps the focus; the list shows that day only.
  await expect(page.getByRole('button', { name: '显示全部' })).toBeFocused();
  const close = page.getByRole('button', { name: `取消按日期（${date}）筛选` });
  await expect(close).toBeVisible();
  const firstDates = page.locator('table').last().locator('tbody tr td:first-child');
  await expect(firstDates.first()).toHaveText(date);

  // 身体不适 with the arrow keys inside the group (one Tab stop, as native radios are).
  const health = page.getByRole('radiogroup').filter({ has: page.getByRole('radio', { name: '身体不适' }) });
  await tabTo(page, health.getByRole('radio', { name: '全部' }), { limit: 20 });
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(health.getByRole('radio', { name: '身体不适' })).toBeChecked();
  await expect(health.getByRole('radio', { name: '身体不适' })).toBeFocused();

  // The day's tag closed with Enter on its close button: the focus goes on to 导出签到 CSV.
  await tabTo(page, close, { limit: 6 });
  await page.keyboard.press('Enter');
  await expect(close).toHaveCount(0);
  const csv = page.getByRole('link', { name: '导出签到 CSV' });
  await expect(csv).toBeFocused();
  await expect(csv).toHaveAttribute('href', /isHealth=2/);
  await expect(csv).not.toHaveAttribute('href', /signDate/);
  const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
});

test('发布控制台 by keyboard: who got which version, looked up by typing; a remote’s tabs walked with the arrow keys', async ({ page }) => {
  test.setTimeout(90_000);
  await loginAs(page, 'admin');
  await page.goto('/admin/releases', { waitUntil: 'networkidle' });

  const lookup = page.getByRole('textbox', { name: '用户名或访客标识' });
  await tabTo(page, lookup, { limit: 60 });
  await page.keyboard.type('admin');
  await page.keyboard.press('Enter');
  await expect(page.getByText(/^用户 .+（admin）$/)).toBeVisible();
  await expect(lookup).toBeFocused();

  // The course remote's card: 版本 → 启用历史 with →, back with ←; each shows its own panel.
  const card = page.locator('.admin-remote-card').filter({ hasText: '课程（course）' });
  const versions = card.getByRole('tab', { name: /^版本（\d+）$/ });
  const history = card.getByRole('tab', { name: '启用历史' });
  await tabTo(page, versions, { limit: 80 });
  await page.keyboard.press('ArrowRight');
  await expect(history).toBeFocused();
  await expect(history).toHaveAttribute('aria-selected', 'true');
  await expect(card.getByRole('tabpanel').filter({ hasText: '操作人' })).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(versions).toBeFocused();
  await expect(versions).toHaveAttribute('aria-selected', 'true');
});
