import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { FIRST_SCREEN } from '../../shared/src/contract/first-screen';
import { IMAGE_SIZES, imageUrl } from '../../shared/src/contract/upload';
import { loginAs } from './fixtures';
import { describeLcp, expectStill, movedBoxes, paints, watchFirstScreen, type Box } from './first-screen-watch';

// Issue 11, largest paint on phones: a course's page comes with its cover drawn by the server (the frame, and
// the cover in the box the course remote gives it beside the lesson column). The remote's page keeps that
// element while it loads and while the course is asked for, then draws its own cover in the same box: it
// shows without JavaScript, nothing moves or blinks, and the server's cover stays the largest paint.

const profiles = [
  { name: 'phone 375 px', use: { viewport: { width: 375, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true } },
  { name: 'desktop', use: { viewport: { width: 1350, height: 900 } } },
];

const DRAWN = `[data-first-screen="${FIRST_SCREEN.courseDetail}"]`;
/** The cover's images, the server's or the page's. */
const COVER_IMAGES = `.site-main ${DRAWN} img, .site-main .course-detail__cover img`;

/** A published course with a cover, and the cover at the size its page shows it. */
async function courseWithCover(request: APIRequestContext): Promise<{ path: string; coverUrl: string }> {
  const body = (await (await request.get('/api_v1/course/software/list')).json()) as { data: { id: number }[] };
  for (const app of body.data) {
    const list = (await (await request.get(`/api_v1/course/software/course?softWareId=${app.id}&page=0&perPage=30`)).json()) as {
      data: { rows: { id: number; preview: string | null }[] };
    };
    const course = list.data.rows.find((row) => row.preview);
    if (course?.preview) return { path: `/course/${course.id}`, coverUrl: imageUrl(course.preview, IMAGE_SIZES.courseCover) };
  }
  throw new Error('the seed has no course with a cover');
}

async function coverBoxes(page: Page, coverUrl: string): Promise<Record<string, Box | null>> {
  return page.evaluate((url) => {
    const box = (element: Element | null | undefined) => {
      if (!element) return null;
      const { x, y, width, height } = element.getBoundingClientRect();
      return { x, y, width, height };
    };
    const main = box(document.querySelector('.site-main'));
    return {
      '.site-header': box(document.querySelector('.site-header')),
      '.site-notice': box(document.querySelector('.site-notice')),
      '.site-main (place and width)': main && { ...main, height: 0 },
      'cover img': box(Array.from(document.querySelectorAll('.site-main img')).find((img) => img.getAttribute('src') === url)),
    };
  }, coverUrl);
}

/** Waits until the remote's own cover shows, loaded, and the server's is gone. */
async function pageCoverShown(page: Page, coverUrl: string) {
  const cover = page.locator('.site-main .course-detail__cover img');
  await expect(cover).toBeVisible();
  await expect(cover).toHaveAttribute('src', coverUrl);
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(page.locator(DRAWN)).toHaveCount(0);
}

for (const profile of profiles) {
  test.describe(`course page, ${profile.name}`, () => {
    test.use(profile.use);

    test('the cover shows from the HTML alone, and the page code draws it in the very same box', async ({ browser, page }) => {
      const { path, coverUrl } = await courseWithCover(page.request);
      const htmlOnly = await browser.newContext({ ...profile.use, javaScriptEnabled: false });
      let drawn: Record<string, Box | null>;
      try {
        const plain = await htmlOnly.newPage();
        await plain.goto(path);
        await expect(plain.locator('header.site-header a.site-logo')).toBeVisible();
        const cover = plain.locator(`.site-main ${DRAWN} img`);
        await expect(cover).toHaveAttribute('src', coverUrl);
        await expect(cover).toHaveAttribute('fetchpriority', 'high');
        await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), 'the cover loaded').toBe(true);
        // The <noscript> line shows only without scripts (see first-screen.spec.ts).
        await plain.locator('noscript').evaluate((element: HTMLElement) => {
          element.style.display = 'none';
        });
        drawn = await coverBoxes(plain, coverUrl);
      } finally {
        await htmlOnly.close();
      }

      await page.goto(path);
      await pageCoverShown(page, coverUrl);
      const real = await coverBoxes(page, coverUrl);
      expect(drawn['cover img'], 'the cover drawn by the server').not.toBeNull();
      expect(movedBoxes(drawn, real), 'boxes drawn by the server → drawn by the page code').toEqual([]);
    });

    test('nothing moves, the cover never leaves the screen and stays the largest paint', async ({ page }) => {
      const { path, coverUrl } = await courseWithCover(page.request);
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await watchFirstScreen(page, coverUrl, COVER_IMAGES);
      await page.goto(path);
      await pageCoverShown(page, coverUrl);
      await page.waitForTimeout(1000);
      const watch = await page.evaluate(() => window.__firstScreenWatch);
      expectStill(watch);
      const last = watch.lcp.at(-1);
      expect(last && paints(last, coverUrl), `the last largest paint is the cover:\n${describeLcp(watch.lcp)}`).toBe(true);
      expect(watch.lcp.findIndex((entry) => paints(entry, coverUrl)), `no largest paint after the cover's:\n${describeLcp(watch.lcp)}`).toBe(watch.lcp.length - 1);
    });
  });
}

test('a member: the drawn cover stands in while the course is asked for, then the page takes over in place', async ({ page }) => {
  const { path, coverUrl } = await courseWithCover(page.request);
  await loginAs(page, 'member');
  // Members get no embedded answers, so the page asks for the course; that answer is held back until the
  // server's cover has been seen standing in for it.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname === '/api_v1/course/detail',
    async (route) => {
      await held;
      await route.continue();
    },
  );
  const asked = page.waitForRequest((request) => new URL(request.url()).pathname === '/api_v1/course/detail');
  await watchFirstScreen(page, coverUrl, COVER_IMAGES);
  await page.goto(path);
  await asked;
  await expect(page.locator(`.site-main ${DRAWN} img`)).toBeVisible();
  await expect(page.locator('.site-main .arco-spin')).toHaveCount(0);
  release();
  await pageCoverShown(page, coverUrl);
  await page.waitForTimeout(1000);
  expectStill(await page.evaluate(() => window.__firstScreenWatch));
});
