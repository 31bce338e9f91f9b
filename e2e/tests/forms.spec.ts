import type { Locator, Page } from '@playwright/test';
import { expect, test } from './test';

// The health forms are filled in on phones: a 375 x 667 touch screen.
test.use({ viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });

/** The demo member's ID number (server/src/seed/README.md). */
const DEMO_MEMBER_CID = '110101199805201239';

/** A moment on a given local wall-clock time (the config runs the browser in Asia/Shanghai). */
const shanghai = (time: string) => new Date(`2026-03-02T${time}:00+08:00`);

const group = (page: Page, name: string) => page.getByRole('radiogroup', { name });
const pick = (scope: Locator, label: string) => scope.getByText(label, { exact: true }).click();

/** One horizontal mouse stroke across the canvas, from and to fractions of its width. */
async function stroke(page: Page, canvas: Locator, from: number, to: number, atHeight = 0.5) {
  const box = await canvas.boundingBox();
  if (!box) throw new Error('signature canvas is not on screen');
  const y = box.y + box.height * atHeight;
  await page.mouse.move(box.x + box.width * from, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * to, y + 8, { steps: 12 });
  await page.mouse.up();
}

test('health sign-in: closed before 08:00, signs in inside the window', async ({ page }) => {
  await page.clock.setFixedTime(shanghai('07:59'));
  await page.goto('/health-sign');
  await expect(page.getByText('每日健康签到开放时间为 08:00-12:00')).toBeVisible();
  await expect(page.getByRole('button', { name: '提交签到' })).toHaveCount(0);

  await page.clock.setFixedTime(shanghai('09:30'));
  await page.reload();
  const lookup = page.waitForResponse((response) => response.url().includes('/api_v1/api/user/search/cid'));
  await page.getByLabel('身份证号').fill(DEMO_MEMBER_CID);
  await lookup;
  await expect(page.getByText('学员：路人甲同学（member）')).toBeVisible();
  await pick(group(page, '目前是否在京'), '在京');
  await pick(group(page, '身体状况'), '良好');
  await page.getByLabel('体温').fill('36.6');

  const sent = page.waitForRequest((request) => request.url().endsWith('/api_v1/api/disease/info'));
  await page.getByRole('button', { name: '提交签到' }).click();
  expect((await sent).postDataJSON()).toEqual({ cid: DEMO_MEMBER_CID, inBeijing: 1, isHealth: 1, temperature: '36.6', remark: ' ' });
  await expect(page.getByText('签到成功', { exact: true }).last()).toBeVisible();
});

test('health promise: a too-short signature is refused, a real one is saved and submitted', async ({ page }) => {
  await page.goto('/promise');
  await page.getByLabel('姓名').fill('张三');
  await page.getByLabel('手机号').fill('13800138000');
  await page.getByLabel('现居住地址').fill('北京市海淀区中关村大街 1 号');
  await pick(group(page, '目前是否在京'), '已返京');
  await page.getByPlaceholder('请选择返京日期').click();
  await page.getByPlaceholder('请选择返京日期').fill('2026/02/20');
  await page.getByPlaceholder('请选择返京日期').press('Enter');
  await page.getByRole('heading', { name: '健康承诺书' }).click();
  await page.getByText('火车', { exact: true }).click();
  await page.getByText('自驾', { exact: true }).click();
  await page.getByLabel('车次/航班号').fill('G102');
  await pick(group(page, '近期是否去过武汉或湖北其他地区'), '否');
  await pick(group(page, '是否接触过疑似病例或湖北人员'), '否');

  // Too short: 40 % of a ~330 px canvas is well under 200 px of horizontal travel.
  await page.getByRole('button', { name: '点击此处签名' }).click();
  const dialog = page.getByRole('dialog', { name: '手写签名' });
  const canvas = dialog.getByLabel('签名区域');
  await expect(canvas).toBeVisible();
  await stroke(page, canvas, 0.1, 0.5);
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('签名过短，请完整签写姓名');

  // Clear, then two strokes that together travel far enough.
  await dialog.getByRole('button', { name: '清除' }).click();
  await stroke(page, canvas, 0.05, 0.6, 0.35);
  await stroke(page, canvas, 0.2, 0.9, 0.65);
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByAltText('已保存的签名')).toBeVisible();

  const sent = page.waitForRequest((request) => request.url().endsWith('/api_v1/api/disease/info'));
  await page.getByRole('button', { name: '提交承诺书' }).click();
  const body = (await sent).postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({ name: '张三', tel: '13800138000', inBeijing: 1, backDate: '2026/02/20', vehicle: '1,5', vehicleNum: 'G102', goDiseaseArea: 3, touch: 3 });
  expect(String(body.sign)).toMatch(/^data:image\/png;base64,/);
  await expect(page.getByText('已提交', { exact: true }).last()).toBeVisible();
});
