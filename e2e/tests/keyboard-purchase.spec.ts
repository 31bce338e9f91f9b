import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './test';
import { registerThroughApi } from './fixtures';
import { expectFocusInside, expectFocusTrapped, tabTo, toast } from './keyboard-walk';

// Issue 42, keyboard only: buying a course (购买, the QR dialog, closing it, paying) and playing its lesson
// (play/pause, speed, seeking with the arrow keys), with Tab, Enter, Escape, Space and the arrows alone.

/** The first paid course of the seed (a fresh account has bought none). */
async function paidCourse(request: APIRequestContext): Promise<number> {
  const list = await request.post('/api_v1/course/list', { data: { page: 0, perPage: 30, freeMode: 'charge' } });
  const rows = ((await list.json()) as { data: { rows: { id: number }[] } }).data.rows;
  if (!rows[0]) throw new Error('the seed has no paid course');
  return rows[0].id;
}

const video = (page: Page) => page.locator('.course-lesson-player video');
const videoState = (page: Page) =>
  video(page).evaluate((element: HTMLVideoElement) => ({ paused: element.paused, time: element.currentTime, rate: element.playbackRate }));

test('buy a course with the keyboard: 购买 opens the QR dialog with the focus inside, Escape gives it back, paying lands on 开始学习', async ({ page }) => {
  test.setTimeout(120_000);
  // A fresh buyer, signed in through the page's own cookies.
  await registerThroughApi(page.request, 'kbbuy');
  const courseId = await paidCourse(page.request);
  await page.goto(`/course/${courseId}`, { waitUntil: 'networkidle' });

  const buy = page.getByRole('button', { name: '购买', exact: true });
  await tabTo(page, buy);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: '扫码支付' });
  await expect(dialog.getByRole('img', { name: '支付二维码' })).toBeVisible();
  await expectFocusInside(dialog);
  await expectFocusTrapped(page, dialog);

  // Escape closes it and the focus is back on 购买, where the keyboard user left.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(buy).toBeFocused();

  // Again, and this time pay: the dialog's link opens the payment page in a new tab.
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('img', { name: '支付二维码' })).toBeVisible();
  const link = dialog.getByRole('link', { name: '在新页面打开支付链接' });
  await tabTo(page, link, { limit: 12 });
  const opened = page.context().waitForEvent('page');
  await page.keyboard.press('Enter');
  const payer = await opened;
  await payer.waitForLoadState();
  const confirm = payer.getByRole('button', { name: '确认支付' });
  await tabTo(payer, confirm, { limit: 20 });
  await payer.keyboard.press('Enter');
  await expect(payer.getByRole('heading', { name: '支付成功' })).toBeVisible();
  await payer.close();

  // The toast is heard (an alert); 购买 gave way to 已购买, so the focus goes on to 开始学习.
  await expect(toast(page, '购买成功')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('已购买')).toBeVisible();
  await expect(page.getByRole('button', { name: '开始学习' })).toBeFocused();
});

test('play a lesson with the keyboard: Enter starts it, Space pauses and plays, the arrows seek, the speed is chosen from the keyboard', async ({ page }) => {
  test.setTimeout(120_000);
  await registerThroughApi(page.request, 'kbplay');
  // A free course plays for anyone signed in.
  const list = await page.request.post('/api_v1/course/list', { data: { page: 0, perPage: 30, freeMode: 'free' } });
  const free = ((await list.json()) as { data: { rows: { id: number }[] } }).data.rows[0];
  if (!free) throw new Error('the seed has no free course');
  await page.goto(`/course/${free.id}`, { waitUntil: 'networkidle' });

  await tabTo(page, page.getByRole('button', { name: '开始学习' }));
  await page.keyboard.press('Enter');
  await expect(video(page)).toHaveCount(1);
  // Muted, as a browser's autoplay policy wants; the keyboard does the rest.
  await video(page).evaluate((element: HTMLVideoElement) => {
    element.muted = true;
  });

  // The video itself takes the focus; the keys it answers are told beside it.
  const player = page.getByLabel('课程视频');
  await tabTo(page, player);
  await expect(player).toHaveAccessibleDescription(/空格键播放\/暂停/);
  if ((await videoState(page)).paused) await page.keyboard.press('Space');
  await expect.poll(async () => (await videoState(page)).time, { timeout: 15_000 }).toBeGreaterThan(0.3);

  await page.keyboard.press('Space');
  await expect.poll(async () => (await videoState(page)).paused).toBe(true);
  const before = (await videoState(page)).time;
  await page.keyboard.press('ArrowRight');
  await expect.poll(async () => (await videoState(page)).time).toBeGreaterThan(before + 1);
  const ahead = (await videoState(page)).time;
  await page.keyboard.press('ArrowLeft');
  await expect.poll(async () => (await videoState(page)).time).toBeLessThan(ahead);
  await page.keyboard.press('Space');
  await expect.poll(async () => (await videoState(page)).paused).toBe(false);

  // The speed: a select the Tab key reaches, changed with the arrow keys.
  const speed = page.getByRole('combobox', { name: '播放速度' });
  await tabTo(page, speed, { limit: 20 });
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await videoState(page)).rate).not.toBe(1);
  // The focus stays on the select (on its own search box inside), not lost to the page.
  expect(await speed.evaluate((element) => element.contains(document.activeElement))).toBe(true);
});
