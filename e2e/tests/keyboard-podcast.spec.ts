import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { loginAs } from './fixtures';
import { tabTo } from './keyboard-walk';

// Issue 42, keyboard only: an episode played from the list and driven from the player bar (play/pause, seeking
// with the arrow keys on the bar and on its slider, the speed), with Tab, Enter, Space and the arrows alone.

const bar = (page: Page) => page.getByRole('region', { name: '播客播放器' });
const audio = (page: Page) =>
  page.locator('audio').evaluate((element: HTMLAudioElement) => ({ paused: element.paused, time: element.currentTime, rate: element.playbackRate }));

test('play an episode with the keyboard: Enter plays it, the bar pauses, seeks with the arrows and changes the speed', async ({ page }) => {
  test.setTimeout(120_000);
  await loginAs(page, 'member');
  await page.goto('/podcast', { waitUntil: 'networkidle' });

  const row = page.getByRole('button', { name: /^播放：/ }).first();
  await tabTo(page, row);
  await page.keyboard.press('Enter');
  await expect(bar(page)).toBeVisible();
  await expect.poll(async () => (await audio(page)).time, { timeout: 15_000 }).toBeGreaterThan(0.3);
  // The same row's button pauses it again (the seed's episodes are short: walk to the bar while it waits).
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await audio(page)).paused).toBe(true);

  // The bar comes last on the page: Tab walks on to it. Its toggle plays and pauses.
  const play = bar(page).getByRole('button', { name: '播放', exact: true });
  await tabTo(page, play, { limit: 200 });
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await audio(page)).paused).toBe(false);
  await expect(bar(page).getByRole('button', { name: '暂停', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await audio(page)).paused).toBe(true);
  await expect(play).toBeFocused();

  // The arrows seek 10 s while the focus is in the bar.
  await page.keyboard.press('ArrowLeft');
  await expect.poll(async () => (await audio(page)).time).toBeLessThan(0.5);
  await page.keyboard.press('ArrowRight');
  await expect.poll(async () => (await audio(page)).time).toBeGreaterThan(9);
  await page.keyboard.press('ArrowLeft');
  await expect.poll(async () => (await audio(page)).time).toBeLessThan(1);

  // Space on the bar itself plays and pauses.
  await tabTo(page, bar(page), { limit: 10, backwards: true });
  await page.keyboard.press('Space');
  await expect.poll(async () => (await audio(page)).paused).toBe(false);
  await page.keyboard.press('Space');
  await expect.poll(async () => (await audio(page)).paused).toBe(true);

  // The slider: its own arrow keys move it a second at a time, and say where it is.
  const slider = bar(page).getByRole('slider', { name: '播放进度' });
  await tabTo(page, slider, { limit: 10 });
  await expect.poll(async () => (await audio(page)).paused).toBe(true);
  const onSlider = (await audio(page)).time;
  for (let press = 0; press < 3; press += 1) await page.keyboard.press('ArrowRight');
  await expect.poll(async () => (await audio(page)).time).toBeGreaterThan(onSlider + 1.5);
  await expect(slider).toHaveAttribute('aria-valuetext', /^\d\d:\d\d \/ \d\d:\d\d$/);

  // The speed is the browser's own select: on Linux and Windows an arrow key on it picks the next speed (its list,
  // opened with Alt+Down, is the platform's, out of the page's reach in a headless run).
  const speed = bar(page).getByRole('combobox', { name: '播放速度' });
  await tabTo(page, speed, { limit: 10 });
  const rate = (await audio(page)).rate;
  await page.keyboard.press('ArrowDown');
  await expect.poll(async () => (await audio(page)).rate).not.toBe(rate);
  // The focus stays on the select, not lost to the page.
  expect(await speed.evaluate((element) => element.contains(document.activeElement))).toBe(true);

  // Closing the bar is a button too.
  await tabTo(page, bar(page).getByRole('button', { name: '关闭播放器' }), { limit: 10 });
  await page.keyboard.press('Enter');
  await expect(bar(page)).toHaveCount(0);
});
