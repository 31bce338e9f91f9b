import type { APIRequestContext, Page, Response } from '@playwright/test';
import { expect, test } from './test';
import { loginAs } from './fixtures';

interface Episode {
  id: number;
  title: string;
  tags: string;
  duration: number;
}

async function firstSeries(request: APIRequestContext): Promise<{ id: number; episodes: Episode[] }> {
  const series = (await (await request.get('/api_v1/audio/series/list')).json()) as { data: { id: number }[] };
  const id = series.data[0].id;
  const list = (await (await request.get(`/api_v1/audio/series/audio/list?audioSeriesId=${id}&page=0&perPage=100`)).json()) as {
    data: { rows: Episode[] };
  };
  return { id, episodes: list.data.rows };
}

/** What the page's one <audio> element is doing. */
function media(page: Page) {
  return page.evaluate(() => {
    const audio = document.querySelector('audio');
    return audio ? { paused: audio.paused, time: audio.currentTime, src: audio.currentSrc, duration: audio.duration } : null;
  });
}

/** Playing and time advancing (the seed's episodes are short: moving on to the next episode counts too). */
async function expectPlaying(page: Page) {
  await expect
    .poll(
      async () => {
        const before = await media(page);
        await page.waitForTimeout(600);
        const after = await media(page);
        return Boolean(before && after && !after.paused && (after.src !== before.src || after.time > before.time));
      },
      { timeout: 15_000 },
    )
    .toBe(true);
}

const menu = (page: Page) => page.getByRole('navigation', { name: '主导航' });
const bar = (page: Page) => page.getByRole('region', { name: '播客播放器' });

test('an episode keeps playing across remotes; the slider seeks; close stops and clears', async ({ page }) => {
  const podcastFiles: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/mf/podcast/')) podcastFiles.push(request.url());
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  // "/" loads nothing of the podcast remote: the shell mounts the player bar only once something plays.
  expect(podcastFiles).toEqual([]);
  await expect(page.locator('audio')).toHaveCount(0);

  await menu(page).getByRole('link', { name: '播客' }).click();
  await page.getByRole('button', { name: /^播放：/ }).first().click();
  await expect(bar(page)).toBeVisible();
  await expectPlaying(page);
  await expect(bar(page).getByRole('button', { name: '暂停', exact: true })).toBeVisible();

  await menu(page).getByRole('link', { name: '全部课程' }).click();
  await expect(page).toHaveURL(/\/course$/);
  await expectPlaying(page);

  await menu(page).getByRole('link', { name: '学员作品' }).click();
  await expect(page).toHaveURL(/\/shots$/);
  await expectPlaying(page);
  await expect(page.locator('audio')).toHaveCount(1);

  // Pause, then seek to about 3/4 with the slider.
  await bar(page).getByRole('button', { name: '暂停', exact: true }).click();
  await expect.poll(async () => (await media(page))?.paused).toBe(true);
  const slider = bar(page).getByRole('slider', { name: '播放进度' });
  const box = await slider.boundingBox();
  if (!box) throw new Error('slider not laid out');
  await slider.click({ position: { x: box.width * 0.75, y: box.height / 2 } });
  const seeked = await media(page);
  if (!seeked) throw new Error('no media');
  expect(seeked.time / seeked.duration).toBeGreaterThan(0.6);
  expect(seeked.time / seeked.duration).toBeLessThan(0.9);
  await expect(slider).toHaveAttribute('aria-valuetext', /^\d\d:\d\d \/ \d\d:\d\d$/);

  await bar(page).getByRole('button', { name: '播放', exact: true }).click();
  await expectPlaying(page);
  await bar(page).getByRole('button', { name: '关闭播放器' }).click();
  await expect(bar(page)).toHaveCount(0);
  await expect(page.locator('audio')).toHaveCount(0);
});

test('tag search lives in the hash; back and forward follow it', async ({ page, request }) => {
  const { episodes } = await firstSeries(request);
  const tagged = (tag: string) => episodes.filter((episode) => episode.tags.split(',').includes(tag));
  // A tag whose episodes carry another tag too: that one is clicked on a row.
  const first = episodes.flatMap((episode) => episode.tags.split(',')).find((tag) => tagged(tag).some((episode) => episode.tags.includes(',')));
  if (!first) throw new Error('the seed has no episode with two tags');
  const second = tagged(first)
    .flatMap((episode) => episode.tags.split(','))
    .find((tag) => tag !== first);
  if (!second) throw new Error('unreachable: an episode with two tags has a second');

  await page.goto(`/podcast#${encodeURIComponent(first)}`);
  await expect(page.getByRole('heading', { name: `标签「${first}」的节目` })).toBeVisible();
  await expect(page.locator('.podcast-episode')).toHaveCount(Math.min(15, tagged(first).length));

  // The series links its feed and its QR (drawn once the dialog opens).
  const rss = await page.getByRole('link', { name: '订阅 RSS' }).getAttribute('href');
  expect(rss).toMatch(/\/feeds\/podcast\/\d+\.xml$/);
  expect((await request.get(rss ?? '')).headers()['content-type']).toContain('application/rss+xml');
  await page.getByRole('button', { name: '小程序收听' }).click();
  await expect(page.getByRole('dialog').getByRole('img', { name: '收听二维码' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  // A tag on a row searches that tag.
  await page.locator('.podcast-episode').getByRole('button', { name: `# ${second}` }).first().click();
  await expect(page.getByRole('heading', { name: `标签「${second}」的节目` })).toBeVisible();
  expect(decodeURIComponent(new URL(page.url()).hash.slice(1))).toBe(second);
  await expect(page.locator('.podcast-episode')).toHaveCount(Math.min(15, tagged(second).length));

  await page.goBack();
  await expect(page.getByRole('heading', { name: `标签「${first}」的节目` })).toBeVisible();
  await page.goForward();
  await expect(page.getByRole('heading', { name: `标签「${second}」的节目` })).toBeVisible();
  await page.getByRole('button', { name: '查看全部节目' }).first().click();
  await expect(page.getByRole('heading', { name: '全部节目' })).toBeVisible();
  await expect(page.locator('.podcast-episode')).toHaveCount(Math.min(15, episodes.length));
});

test('a member comments on an episode; a missing episode says so', async ({ page, request }) => {
  const { episodes } = await firstSeries(request);
  const episode = episodes[episodes.length - 1];
  await loginAs(page, 'member');
  await page.goto(`/podcast/${episode.id}`);
  await expect(page.getByRole('heading', { name: episode.title, level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${episode.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  const text = `这一期听了两遍，收获很大 ${Date.now().toString(36)}`;
  await page.getByLabel('写下你的评论…').fill(text);
  await page.getByRole('button', { name: '发表评论' }).click();
  await expect(page.locator('article.site-comment').filter({ hasText: text })).toBeVisible();

  await page.goto('/podcast/99999999');
  await expect(page.getByText('音频不存在或已被删除')).toBeVisible();
});

test('a share link starts at its time', async ({ page, request }) => {
  const { episodes } = await firstSeries(request);
  const episode = episodes.find((item) => item.duration >= 8) ?? episodes[0];
  await page.goto(`/podcast/${episode.id}#t=00:05`);
  await expect(page.getByText('从 00:05 开始')).toBeVisible();
  await page.locator('.podcast-detail-actions').getByRole('button', { name: '播放' }).click();
  await expect.poll(async () => (await media(page))?.time ?? 0).toBeGreaterThanOrEqual(5);
  await expectPlaying(page);
});

/** Listeners on all the given episodes (a seed episode lasts 12-16 s: the bar moves on to the next one while a test waits). */
async function listeners(request: APIRequestContext, audioIds: number[]): Promise<number> {
  const body = (await (await request.post('/api_v1/audio/onlineCountGroups', { data: { audioIds } })).json()) as { data: Record<string, number> };
  return Object.values(body.data).reduce((sum, count) => sum + count, 0);
}

/** A heartbeat answer of the page's player. */
const isBeat = (response: Response) => response.url().includes('/audio/get-online') && response.url().includes('playing=true');

test('one listener counts once: made-up ids count nothing, signing in while playing does not count twice, the bar and the list agree', async ({ page, request, playwright, baseURL }) => {
  const { episodes } = await firstSeries(request);
  const ids = episodes.map((item) => item.id);
  // An episode the other tests do not play.
  const episode = episodes[Math.floor(episodes.length / 2)];
  const before = await listeners(request, ids);

  // The scripted clients below call from other networks (the site trusts the proxy's X-Forwarded-For), as they would
  // in life: the heartbeat limit is per address, and they must not spend the browser's share of it.
  const elsewhere = (network: number) => ({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': `198.51.100.${network}` } });
  // One client making up listener ids (as the old API let it) is one listener at most, and stops like any player.
  const client = await playwright.request.newContext(elsewhere(1));
  for (let i = 0; i < 10; i += 1) await client.get(`/api_v1/audio/get-online?audioId=${episode.id}&listenerId=made-up-listener-${i}`);
  expect(await listeners(request, ids)).toBe(before + 1);
  await client.get(`/api_v1/audio/get-online?audioId=${episode.id}&playing=false`);
  await client.dispose();
  expect(await listeners(request, ids)).toBe(before);
  // Clients that keep no cookie count for nothing.
  for (let i = 0; i < 5; i += 1) {
    const cookieless = await playwright.request.newContext(elsewhere(2 + i));
    await cookieless.get(`/api_v1/audio/get-online?audioId=${episode.id}&playing=true`);
    await cookieless.dispose();
  }
  expect(await listeners(request, ids)).toBe(before);

  await page.goto('/podcast');
  await page.getByRole('button', { name: `播放：${episode.title}` }).click();
  await expect(bar(page).getByText(/\d+ 人正在收听/)).toBeVisible();
  await expect.poll(() => listeners(request, ids)).toBe(before + 1);
  // The bar and its episode's row say the same.
  await expect
    .poll(async () => {
      const title = await bar(page).locator('.podcast-bar-title').textContent();
      const count = (await bar(page).getByText(/\d+ 人正在收听/).textContent())?.match(/\d+/)?.[0];
      const row = await page
        .locator('.podcast-episode')
        .filter({ hasText: title ?? '' })
        .locator('.podcast-online')
        .textContent({ timeout: 1000 })
        .catch(() => null);
      return row === `${count} 人在听`;
    })
    .toBe(true);

  // Signing in while it plays: the next heartbeat is the member's, and the visitor is gone.
  await loginAs(page, 'member');
  const beat = await page.waitForResponse(async (response) => isBeat(response) && /(^|;\s*)sid=/.test((await response.request().allHeaders()).cookie ?? ''), { timeout: 15_000 });
  expect(((await beat.json()) as { data: { listening: boolean } }).data.listening).toBe(true);
  expect(await listeners(request, ids)).toBe(before + 1);
  await page.waitForResponse(isBeat, { timeout: 15_000 });
  expect(await listeners(request, ids)).toBe(before + 1);

  // Pausing leaves the count at once.
  await bar(page).getByRole('button', { name: '暂停', exact: true }).click();
  await expect.poll(() => listeners(request, ids)).toBe(before);
});

test('a reload offers to go on where the listener was, without the podcast code until pressed; the page keeps room for the bar', async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 667 });
  const { episodes } = await firstSeries(request);
  const episode = episodes.find((item) => item.duration >= 12) ?? episodes[0];
  await page.goto(`/podcast/${episode.id}`);
  await page.locator('.podcast-detail-actions').getByRole('button', { name: '播放' }).click();
  await expectPlaying(page);
  await expect.poll(async () => (await media(page))?.time ?? 0, { timeout: 15_000 }).toBeGreaterThanOrEqual(3);
  // Paused before the short episode ends (the bar would move on to the next one).
  await bar(page).getByRole('button', { name: '暂停', exact: true }).click();
  await expect.poll(async () => (await media(page))?.paused).toBe(true);
  const left = (await media(page))?.time ?? 0;

  // On /course (moved within the page: on a phone the menu is in the drawer) the page ends with room for the
  // whole bar under the footer, so at its end the footer's last line is above the bar.
  await page.evaluate(() => {
    window.history.pushState({}, '', '/course');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(/\/course$/);
  await expect(bar(page)).toBeVisible();
  const room = () =>
    page.evaluate(() => {
      const footer = document.querySelector('footer.site-footer');
      const slot = document.querySelector<HTMLElement>('.site-player-slot');
      if (!footer || !slot) return null;
      const footerEnd = footer.getBoundingClientRect().bottom + window.scrollY;
      return { below: Math.round(document.documentElement.scrollHeight - footerEnd), bar: slot.offsetHeight };
    });
  await expect
    .poll(async () => {
      const measured = await room();
      return measured !== null && measured.bar > 0 && measured.below >= measured.bar;
    })
    .toBe(true);

  const podcastFiles: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/mf/podcast/')) podcastFiles.push(request.url());
  });
  await page.reload({ waitUntil: 'networkidle' });
  const mmss = (seconds: number) => `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(Math.floor(seconds % 60)).padStart(2, '0')}`;
  const resume = page.getByRole('button', { name: `继续收听 ${episode.title} · ${mmss(left)}` });
  await expect(resume).toBeVisible();
  expect(podcastFiles).toEqual([]);
  await expect(page.locator('audio')).toHaveCount(0);

  await resume.click();
  await expect(bar(page)).toBeVisible();
  await expect(page.getByRole('region', { name: '继续收听' })).toHaveCount(0);
  // Within a second of where it was left, then on.
  await expect.poll(async () => (await media(page))?.time ?? 0).toBeGreaterThanOrEqual(left - 1);
  await expectPlaying(page);

  // The episode page offers it too, once the bar is closed.
  await bar(page).getByRole('button', { name: '暂停', exact: true }).click();
  await expect.poll(async () => (await media(page))?.paused).toBe(true);
  const now = (await media(page))?.time ?? 0;
  await bar(page).getByRole('button', { name: '关闭播放器' }).click();
  await page.goto(`/podcast/${episode.id}`);
  await expect(page.locator('.podcast-detail-actions').getByRole('button', { name: '继续收听' })).toBeVisible();
  await expect(page.getByText(`上次听到 ${mmss(now)}`)).toBeVisible();
  // Closed on purpose: no offer in the shell after a reload.
  await page.reload();
  await expect(page.locator('.podcast-detail-actions').getByRole('button', { name: '继续收听' })).toBeVisible();
  await expect(page.getByRole('region', { name: '继续收听' })).toHaveCount(0);
});
