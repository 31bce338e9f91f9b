import type { Locator, Page } from '@playwright/test';
import { expect, test } from './test';
import { isFocused, tabTo } from './keyboard-walk';

// Issue 42, keyboard only: both health forms filled in and sent with Tab, the arrow keys, Space, Enter and
// typing; the promise's signature typed instead of drawn.

/**
 * The seed's `poster` (设计小白兔) and their ID number (server/src/seed/users.ts): not `member`, whom forms.spec.ts
 * signs in the same day (the server allows one sign-in a day, by its own clock).
 */
const POSTER_CID = '44030520000909088X';

/** A moment on a given local wall-clock time (the config runs the browser in Asia/Shanghai). */
const shanghai = (time: string) => new Date(`2026-03-02T${time}:00+08:00`);

const group = (page: Page, name: string) => page.getByRole('radiogroup', { name });

/**
 * Chooses `label` in a radio group as a keyboard user does: Tab into the group, then the arrow keys (which move
 * and choose within a group of native radios), and Space on the one wanted.
 */
async function chooseRadio(page: Page, radios: Locator, label: string) {
  const wanted = radios.getByRole('radio', { name: label, exact: true });
  const inside = () => radios.evaluate((element) => element.contains(document.activeElement));
  for (let presses = 0; presses < 40 && !(await inside()); presses += 1) await page.keyboard.press('Tab');
  expect(await inside(), `Tab reached the group ${radios.toString()}`).toBe(true);
  for (let presses = 0; presses < 8 && !(await isFocused(wanted)); presses += 1) await page.keyboard.press('ArrowRight');
  expect(await isFocused(wanted), `the arrows reached ${label}`).toBe(true);
  if (!(await wanted.isChecked())) await page.keyboard.press('Space');
  await expect(wanted).toBeChecked();
}

test('health sign-in with the keyboard alone', async ({ page }) => {
  await page.clock.setFixedTime(shanghai('09:30'));
  await page.goto('/health-sign', { waitUntil: 'networkidle' });

  await tabTo(page, page.getByLabel('身份证号'));
  const lookup = page.waitForResponse((response) => response.url().includes('/api_v1/api/user/search/cid'));
  await page.keyboard.type(POSTER_CID);
  await lookup;
  // The member found is said (a status), not only shown.
  await expect(page.getByRole('status').filter({ hasText: '学员：设计小白兔（poster）' })).toBeVisible();
  await chooseRadio(page, group(page, '目前是否在京'), '在京');
  await chooseRadio(page, group(page, '身体状况'), '良好');
  await tabTo(page, page.getByLabel('体温'), { limit: 5 });
  await page.keyboard.type('36.6');

  const sent = page.waitForRequest((request) => request.url().endsWith('/api_v1/api/disease/info'));
  await tabTo(page, page.getByRole('button', { name: '提交签到' }), { limit: 5 });
  await page.keyboard.press('Enter');
  expect((await sent).postDataJSON()).toEqual({ cid: POSTER_CID, inBeijing: 1, isHealth: 1, temperature: '36.6', remark: ' ' });
  await expect(page.getByText('签到成功', { exact: true }).last()).toBeVisible();
});

test('health promise with the keyboard alone: a form error is announced, the signature is typed, the focus comes back', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/promise', { waitUntil: 'networkidle' });

  // Sent empty: the errors are alerts, which a screen reader says at once.
  const submit = page.getByRole('button', { name: '提交承诺书' });
  await tabTo(page, submit, { limit: 60 });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: '请输入姓名' }).first()).toBeVisible();

  await tabTo(page, page.getByLabel('姓名'), { limit: 60, backwards: true });
  await page.keyboard.type('张三');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('手机号')).toBeFocused();
  await page.keyboard.type('13800138000');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('现居住地址')).toBeFocused();
  await page.keyboard.type('北京市海淀区中关村大街 1 号');
  await chooseRadio(page, group(page, '目前是否在京'), '未离京');
  await chooseRadio(page, group(page, '近期是否去过武汉或湖北其他地区'), '否');
  await chooseRadio(page, group(page, '是否接触过疑似病例或湖北人员'), '否');

  // The signature: the dialog takes the focus; typing the name is the keyboard's way to sign.
  const field = page.getByRole('button', { name: '点击此处签名' });
  await tabTo(page, field, { limit: 10 });
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: '手写签名' });
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await tabTo(page, dialog.getByRole('button', { name: '无法手写？改用键盘输入姓名' }), { limit: 10 });
  await page.keyboard.press('Enter');
  await expect(dialog.getByLabel('输入本人姓名作为签名')).toBeFocused();
  await page.keyboard.type('张');
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('alert')).toHaveText('签名过短，请输入完整姓名');
  await page.keyboard.type('三');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByAltText('已保存的签名')).toBeVisible();
  await expect(page.getByRole('button', { name: '重新签名' })).toBeFocused();

  const sent = page.waitForRequest((request) => request.url().endsWith('/api_v1/api/disease/info'));
  await tabTo(page, submit, { limit: 10 });
  await page.keyboard.press('Enter');
  const body = (await sent).postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({ name: '张三', tel: '13800138000', inBeijing: 3, goDiseaseArea: 3, touch: 3 });
  expect(String(body.sign)).toMatch(/^data:image\/png;base64,/);
  await expect(page.getByText('已提交', { exact: true }).last()).toBeVisible();
});

test('the return date keeps the focus while its picker loads, takes a typed date whole, and Tab goes on', async ({ page }) => {
  await page.goto('/promise', { waitUntil: 'networkidle' });
  // From here on the page's further code (the date picker's) arrives a second late.
  await page.route('**/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await chooseRadio(page, group(page, '目前是否在京'), '已返京');
  // Tab at once: the box drawn while the picker loads is next, not the vehicles after it.
  await page.keyboard.press('Tab');
  await expect(page.getByPlaceholder('请选择返京日期')).toBeFocused();
  // The picker arrives and takes the focus over from that box, its calendar open.
  await expect(page.locator('.arco-picker-focused').getByPlaceholder('请选择返京日期')).toBeFocused();
  await expect(page.locator('.arco-picker-container')).toBeVisible();
  // Every key typed counts (Arco's picker, opened by the first key, dropped that key).
  await page.keyboard.type('2026/02/20');
  await page.keyboard.press('Enter');
  await expect(page.getByPlaceholder('请选择返京日期')).toHaveValue('2026/02/20');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('checkbox', { name: '火车' })).toBeFocused();
});
