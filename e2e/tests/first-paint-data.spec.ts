import { expect, test } from './test';
import { EMBEDDED_ANSWERS_ID, PAGE_DATA_ID, requestKey } from '../../shared/src/contract/embedded-answers';

// Issue 11, largest paint: a visitor's page carries the answers its route asks for first and preloads its
// largest image, so neither waits for the scripts. Checked in a real browser: every embedded answer is
// used instead of a request (the server's list of first reads matches what the remotes really ask), and
// the preloaded image is the one the page's <img> shows, fetched once (same URL, srcset and sizes).

const routes = ['/', '/course', '/course/1', '/livecourse', '/course-plan', '/app/1', '/tool', '/shots', '/shot/1', '/podcast', '/podcast/1', '/account'];
/** Pages whose largest paint is an image the server knows from the embedded answers. */
const withImage = new Set(['/', '/course', '/course/1', '/livecourse', '/app/1', '/shots', '/shot/1', '/podcast', '/podcast/1', '/account']);

/**
 * Pages the server renders for a visitor (issue 41): they carry the answers they were drawn with (by the page's
 * own names for them), and the page's read named here is never asked again.
 */
const serverRendered = new Map([
  ['/', 'GET /banner/list'],
  ['/course', 'POST /course/list'],
  ['/course/1', 'GET /course/detail'],
  ['/livecourse', 'GET /banner/list'],
  ['/course-plan', 'GET /course/api/class/list'],
  ['/app/1', 'GET /course/software/course'],
  ['/tool', 'GET /tool/list'],
  ['/shots', 'GET /shot/list'],
  ['/shot/1', 'GET /shot/detail'],
  ['/podcast', 'GET /audio/series/list'],
  ['/podcast/1', 'GET /audio/detail'],
  // A visitor on a page that needs a login gets the home page, where the browser sends them.
  ['/account', 'GET /banner/list'],
]);

test.use({ viewport: { width: 375, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });

for (const route of routes) {
  test(`${route}: the embedded first answers replace requests, the largest image is preloaded and reused`, async ({ page }) => {
    const apiKeys: string[] = [];
    const images = new Map<string, number>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api_v1/')) {
        const body = request.postData();
        apiKeys.push(requestKey(request.method(), `${url.pathname.slice('/api_v1'.length)}${url.search}`, null, body ? (JSON.parse(body) as unknown) : undefined));
      }
      if (request.resourceType() === 'image') images.set(url.pathname + url.search, (images.get(url.pathname + url.search) ?? 0) + 1);
    });
    await page.goto(route, { waitUntil: 'networkidle' });
    await page.waitForTimeout(300);

    const ownRead = serverRendered.get(route);
    const block = await page.evaluate((id) => document.getElementById(id)?.textContent ?? null, ownRead ? PAGE_DATA_ID : EMBEDDED_ANSWERS_ID);
    expect(block, 'the page carries its first answers').not.toBeNull();
    const embedded = Object.keys((JSON.parse(block ?? '{}') as { answers: Record<string, unknown> }).answers);
    if (ownRead) {
      expect(embedded.length, 'the answers the page was drawn with').toBeGreaterThan(0);
      expect(apiKeys.filter((key) => key.startsWith(ownRead)), 'the page asked again for what it was drawn with').toEqual([]);
    } else {
      // The route's own reads, not only the header's navigation.
      expect(embedded.length).toBeGreaterThan(1);
      expect(apiKeys.filter((key) => embedded.includes(key)), 'embedded answers asked for again').toEqual([]);
    }

    if (!withImage.has(route)) return;
    const shown = await page.evaluate(() => {
      const link = document.querySelector<HTMLLinkElement>('link[rel="preload"][as="image"]');
      if (!link) return null;
      const candidates = [link.getAttribute('href') ?? '', ...(link.getAttribute('imagesrcset') ?? '').split(',').map((part) => part.trim().split(/\s+/)[0])].filter(Boolean);
      const img = Array.from(document.images).find((image) => candidates.some((candidate) => image.currentSrc.endsWith(candidate)));
      return img ? new URL(img.currentSrc).pathname + new URL(img.currentSrc).search : 'no <img> shows a preloaded URL';
    });
    expect(shown, 'the page preloads its largest image').not.toBeNull();
    expect(images.get(shown ?? ''), `${shown} fetched once (the preload reused by the <img>)`).toBe(1);
  });
}

// A visitor opening a page that needs a login is sent home (spec 4). The server that made the page saw no
// session and says so, so the shell starts at home at once: that page's code is never fetched.
for (const route of ['/account', '/post/shot/create']) {
  test(`a visitor opening ${route} starts at home without fetching that page's code`, async ({ page }) => {
    const pageCode: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('__federation_expose_routes')) pageCode.push(new URL(request.url()).pathname);
    });
    await page.goto(route, { waitUntil: 'networkidle' });
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('.course-home-banners img').first()).toBeVisible();
    expect(pageCode).toEqual([]);
  });
}
