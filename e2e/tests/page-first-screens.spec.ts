import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './test';
import { PAGE_SIZE } from '../../shared/src/contract/constants';
import { COURSE_LIST_PER_PAGE } from '../../shared/src/contract/course/filters';
import { CARDS_ABOVE_FOLD, IMAGE_SIZES, imageUrl } from '../../shared/src/contract/upload';
import { describeLcp, expectStill, movedBoxes, paints, watchFirstScreen, type Box, type Watch } from './first-screen-watch';

// Issue 11, largest paint on phones: besides the home page (first-screen.spec.ts), every page below comes with
// its largest image in the HTML. They are rendered on the server by their remotes' own components (issue 41),
// which the browser then takes over: the image shows without JavaScript, nothing moves or blinks, and the
// server's image stays the largest paint. (A member's page arrives whole too: server-rendering.spec.ts.)

const profiles = [
  { name: 'phone 375 px', use: { viewport: { width: 375, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true } },
  { name: 'desktop', use: { viewport: { width: 1350, height: 900 } } },
];

interface FirstScreenPage {
  name: string;
  /**
   * A page of the seed that has the image, and the image's URL as both the server and the page ask for it
   * (its src); `asLarge`, other files the largest paint may be: other sizes its srcset offers, and the
   * images the server draws as large (cards of a grid: whichever loads first is the largest paint).
   */
  find: (request: APIRequestContext) => Promise<{ path: string; imageUrl: string; asLarge?: string[] }>;
  /** The page code's own image. */
  pageImage: string;
  /** The API call whose answer the page waits for before drawing its own image. */
  call: string;
  /** Other parts the server draws as text, which must land where the page code draws them too. */
  sameText?: string[];
}

type ImageSize = { w: number; h?: number };

/** Every card a tall screen shows at once (4 rows of 4, 8 of 2): any of their covers may be the largest paint. */
const CARDS_ON_A_SCREEN = 16;

/** A grid's drawn cards: the first one's cover (src), and every cover in both srcset sizes, any of which may be the largest paint. */
function gridCovers(cards: readonly { preview: string | null }[], full: ImageSize, small: ImageSize): { imageUrl: string; asLarge: string[] } {
  const files = cards.flatMap(({ preview }) => (preview ? [imageUrl(preview, full), imageUrl(preview, small)] : []));
  return { imageUrl: files[0], asLarge: files.slice(1) };
}

const pages: FirstScreenPage[] = [
  {
    name: 'a course page',
    find: async (request) => {
      const body = (await (await request.get('/api_v1/course/software/list')).json()) as { data: { id: number }[] };
      for (const app of body.data) {
        const list = (await (await request.get(`/api_v1/course/software/course?softWareId=${app.id}&page=0&perPage=30`)).json()) as {
          data: { rows: { id: number; preview: string | null }[] };
        };
        const course = list.data.rows.find((row) => row.preview);
        if (course?.preview) return { path: `/course/${course.id}`, imageUrl: imageUrl(course.preview, IMAGE_SIZES.courseCover) };
      }
      throw new Error('the seed has no course with a cover');
    },
    pageImage: '.site-main .course-detail__cover img',
    call: '/api_v1/course/detail',
  },
  {
    name: 'the live courses page',
    find: async (request) => {
      const body = (await (await request.get('/api_v1/banner/list?type=live-course-banner')).json()) as { data: { preview: string }[] };
      const first = body.data[0];
      if (!first) throw new Error('the seed has no live-course banner');
      return { path: '/livecourse', imageUrl: imageUrl(first.preview, IMAGE_SIZES.banner) };
    },
    pageImage: '.site-main .course-banner-carousel img',
    call: '/api_v1/banner/list',
  },
  {
    name: "a podcast episode's page",
    find: async (request) => {
      const series = (await (await request.get('/api_v1/audio/series/list')).json()) as { data: { id: number }[] };
      for (const { id } of series.data) {
        const list = (await (await request.get(`/api_v1/audio/series/audio/list?audioSeriesId=${id}&page=0&perPage=20`)).json()) as {
          data: { rows: { id: number; preview: string }[] };
        };
        const episode = list.data.rows.find((row) => row.preview);
        if (episode) return { path: `/podcast/${episode.id}`, imageUrl: imageUrl(episode.preview, IMAGE_SIZES.courseCover) };
      }
      throw new Error('the seed has no episode with a cover');
    },
    pageImage: '.site-main img.podcast-detail-cover',
    call: '/api_v1/audio/detail',
  },
  {
    name: "the podcast's page",
    find: async (request) => {
      const series = (await (await request.get('/api_v1/audio/series/list')).json()) as { data: { preview: string }[] };
      const first = series.data[0];
      if (!first?.preview) throw new Error('the first series of the seed has no cover');
      return { path: '/podcast', imageUrl: imageUrl(first.preview, IMAGE_SIZES.courseCover) };
    },
    pageImage: '.site-main img.podcast-series-cover',
    call: '/api_v1/audio/series/list',
    // The episode count and the description (a phone's largest paint at 412 px) land where the card draws them, as tall.
    sameText: ['.site-main h1', '.site-main .podcast-series-count', '.site-main .podcast-series-description'],
  },
  {
    name: "a shot's page",
    find: async (request) => {
      const list = (await (await request.get(`/api_v1/shot/list?page=0&perPage=${PAGE_SIZE.shots}`)).json()) as { data: { rows: { id: number }[] } };
      for (const { id } of list.data.rows) {
        const shot = (await (await request.get(`/api_v1/shot/detail?id=${id}`)).json()) as { data: { content: string } };
        // A seeded picture: shots other specs post carry a 16 px one, smaller than the title.
        const src = /<img\b[^>]*?\ssrc="(\/files\/seed\/[^"]+)"/.exec(shot.data.content)?.[1];
        if (src) return { path: `/shot/${id}`, imageUrl: src.replace(/&amp;/g, '&') };
      }
      throw new Error('no shot of the seed has a picture in its text');
    },
    pageImage: '.site-main article .shot-content img',
    call: '/api_v1/shot/detail',
    sameText: ['.site-main h1', '.site-main article > div:nth-of-type(1)'],
  },
  {
    name: "an app's courses page",
    find: async (request) => {
      const apps = (await (await request.get('/api_v1/course/software/list')).json()) as { data: { id: number }[] };
      for (const app of apps.data) {
        const list = (await (await request.get(`/api_v1/course/software/course?softWareId=${app.id}&page=0&perPage=${COURSE_LIST_PER_PAGE}`)).json()) as {
          data: { rows: { preview: string | null }[] };
        };
        const cards = list.data.rows.slice(0, CARDS_ON_A_SCREEN);
        if (!cards[0]?.preview) continue;
        return { path: `/app/${app.id}`, ...gridCovers(cards, IMAGE_SIZES.courseCover, IMAGE_SIZES.courseCoverSmall) };
      }
      throw new Error('no app of the seed has a newest course with a cover');
    },
    pageImage: '.site-main .site-course-card img',
    call: '/api_v1/course/software/course',
  },
  {
    name: 'the catalogue',
    find: async (request) => {
      const list = (await (await request.post('/api_v1/course/list', { data: { page: 0, perPage: COURSE_LIST_PER_PAGE } })).json()) as {
        data: { rows: { preview: string }[] };
      };
      const cards = list.data.rows.slice(0, CARDS_ON_A_SCREEN);
      if (!cards[0]?.preview) throw new Error('the newest course of the seed has no cover');
      return { path: '/course', ...gridCovers(cards, IMAGE_SIZES.courseCover, IMAGE_SIZES.courseCoverSmall) };
    },
    pageImage: '.site-main .site-course-card img',
    call: '/api_v1/course/list',
    sameText: ['.site-main .course-catalogue__menu', '.site-main .course-catalogue__count'],
  },
  {
    name: "the shots' page",
    find: async (request) => {
      const list = (await (await request.get(`/api_v1/shot/list?page=0&perPage=${PAGE_SIZE.shots}`)).json()) as { data: { rows: { preview: string }[] } };
      const cards = list.data.rows.slice(0, CARDS_ON_A_SCREEN);
      if (!cards[0]?.preview) throw new Error('the newest shot of the seed has no cover');
      return { path: '/shots', ...gridCovers(cards, IMAGE_SIZES.shotCover, IMAGE_SIZES.shotCoverSmall) };
    },
    pageImage: '.site-main .shot-card img',
    call: '/api_v1/shot/list',
    sameText: ['.site-main h1'],
  },
];

async function firstScreenBoxes(page: Page, imageUrl: string, sameText: string[] = []): Promise<Record<string, Box | null>> {
  return page.evaluate(([url, texts]) => {
    const box = (element: Element | null | undefined) => {
      if (!element) return null;
      const { x, y, width, height } = element.getBoundingClientRect();
      return { x, y, width, height };
    };
    // A heading's block is as wide as its column, which the server leaves empty: where it starts and its height count.
    const textBox = (selector: string) => {
      const found = box(document.querySelector(selector));
      return found && { ...found, width: 0 };
    };
    const main = box(document.querySelector('.site-main'));
    return {
      '.site-header': box(document.querySelector('.site-header')),
      '.site-notice': box(document.querySelector('.site-notice')),
      '.site-main (place and width)': main && { ...main, height: 0 },
      'largest image': box(Array.from(document.querySelectorAll('.site-main img')).find((img) => img.getAttribute('src') === url)),
      ...Object.fromEntries(texts.map((selector) => [selector, textBox(selector)])),
    };
  }, [imageUrl, sameText] as const);
}

/** Waits until the page code's own image shows, loaded, and the server's part is gone. */
async function pageImageShown(page: Page, of: FirstScreenPage, imageUrl: string) {
  const image = page.locator(of.pageImage).first();
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute('src', imageUrl);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
}

for (const of of pages) {
  for (const profile of profiles) {
    test.describe(`${of.name}, ${profile.name}`, () => {
      test.use(profile.use);

      test('the largest image shows from the HTML alone, and the page code draws it in the very same box', async ({ browser, page }) => {
        const { path, imageUrl } = await of.find(page.request);
        const htmlOnly = await browser.newContext({ ...profile.use, javaScriptEnabled: false });
        let drawn: Record<string, Box | null>;
        try {
          const plain = await htmlOnly.newPage();
          await plain.goto(path);
          await expect(plain.locator('header.site-header a.site-logo')).toBeVisible();
          const image = plain.locator(`${of.pageImage}[fetchpriority="high"]`).first();
          await expect(image).toHaveAttribute('src', imageUrl);
          await expect(image).toHaveAttribute('fetchpriority', 'high');
          await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), 'the image loaded').toBe(true);
          // The <noscript> line shows only without scripts (see first-screen.spec.ts).
          await plain.locator('noscript').evaluate((element: HTMLElement) => {
            element.style.display = 'none';
          });
          drawn = await firstScreenBoxes(plain, imageUrl, of.sameText);
        } finally {
          await htmlOnly.close();
        }

        await page.goto(path);
        await pageImageShown(page, of, imageUrl);
        const real = await firstScreenBoxes(page, imageUrl, of.sameText);
        expect(drawn['largest image'], 'the image drawn by the server').not.toBeNull();
        expect(movedBoxes(drawn, real), 'boxes drawn by the server → drawn by the page code').toEqual([]);
      });

      test('nothing moves, the image never leaves the screen and stays the largest paint', async ({ page }) => {
        const { path, imageUrl, asLarge = [] } = await of.find(page.request);
        const isImage = (entry: Watch['lcp'][number]) => [imageUrl, ...asLarge].some((file) => paints(entry, file));
        // A 4x slower CPU spreads the takeover over more frames, so a gap has frames to show in.
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await watchFirstScreen(page, imageUrl, of.pageImage);
        await page.goto(path);
        await pageImageShown(page, of, imageUrl);
        await page.waitForTimeout(1000);
        const watch = await page.evaluate(() => window.__firstScreenWatch);
        expectStill(watch);
        const last = watch.lcp.at(-1);
        expect(last && isImage(last), `the last largest paint is the image:\n${describeLcp(watch.lcp)}`).toBe(true);
        // After the first image's, only the image again (or, on a grid, another of its drawn cards as large).
        expect(watch.lcp.slice(watch.lcp.findIndex(isImage)).every(isImage), `no largest paint after the image's but its own:\n${describeLcp(watch.lcp)}`).toBe(true);
      });
    });
  }
}

test.describe('the catalogue rendered on the server', () => {
  // The server does not know the screen: it draws both looks of the category menu and the filter panel open,
  // and the stylesheet shows each screen its own, before any script (filter-panel.tsx, category-menu.tsx).
  for (const [profile, narrow] of [
    [profiles[0], true],
    [profiles[1], false],
  ] as const) {
    test(`shows the ${narrow ? 'chips and no filter panel' : 'side menu and the open filter panel'} from the HTML alone, ${profile.name}`, async ({ browser }) => {
      const htmlOnly = await browser.newContext({ ...profile.use, javaScriptEnabled: false });
      try {
        const plain = await htmlOnly.newPage();
        await plain.goto('/course');
        const chips = plain.locator('.site-main nav.category-menu--narrow');
        const menu = plain.locator('.site-main nav.category-menu--wide');
        await expect(narrow ? chips : menu).toBeVisible();
        await expect(narrow ? menu : chips).toBeHidden();
        await expect(narrow ? chips.getByText('全部课程') : menu.getByText('全部课程', { exact: true })).toBeVisible();
        await expect(plain.locator('.site-main .course-filter-panel__fields')).toBeVisible({ visible: !narrow });
        await expect(plain.getByRole('button', { name: '筛选' })).toBeVisible();
        await expect(plain.locator('.site-main .site-course-card').first()).toBeVisible();
      } finally {
        await htmlOnly.close();
      }
    });
  }
});

test.describe('the shots grid on a phone', () => {
  test('fetches its first covers at once and the rest lazily: covers not fetched keep their boxes, and load as they near the screen', async ({ browser, page }) => {
    const phone = profiles[0].use;
    // The HTML alone, with scripting on (Chrome loads lazy images eagerly when it is off): the app's scripts are held back.
    const htmlOnly = await browser.newContext(phone);
    try {
      const plain = await htmlOnly.newPage();
      await plain.route(/\/(static\/js|mf)\//, (route) => route.abort());
      const covers: string[] = [];
      plain.on('request', (request) => {
        if (request.resourceType() === 'image' && request.url().includes('/files/')) covers.push(request.url());
      });
      await plain.goto('/shots', { waitUntil: 'load' });
      // The server draws the page's own cards (issue 41), the whole first page of them.
      const cards = plain.locator('.site-main .shot-card');
      await expect(cards).toHaveCount(PAGE_SIZE.shots);
      const fetched = await cards.evaluateAll((links, urls) => links.map((link) => urls.includes((link.querySelector('img') as HTMLImageElement).currentSrc)), covers);
      // Those above the fold at once; the browser's own lazy loading takes the next screens, never the page's end.
      expect(fetched.slice(0, CARDS_ABOVE_FOLD)).toEqual(Array.from({ length: CARDS_ABOVE_FOLD }, () => true));
      expect(fetched.at(-1), 'the last cover waits until it nears the screen').toBe(false);
      const lazy = await cards.evaluateAll((links) => links.map((link) => (link.querySelector('img') as HTMLImageElement).loading));
      expect(lazy).toEqual(Array.from({ length: PAGE_SIZE.shots }, (_, index) => (index < CARDS_ABOVE_FOLD ? 'eager' : 'lazy')));
      // A card whose cover is not fetched keeps its cover's box.
      expect((await cards.last().locator('img').first().boundingBox())?.height).toBeGreaterThan(100);
    } finally {
      await htmlOnly.close();
    }
    await page.setViewportSize(phone.viewport);
    await page.goto('/shots');
    const lastCover = page.locator('.site-main .shot-card img').nth(PAGE_SIZE.shots - 1);
    await lastCover.scrollIntoViewIfNeeded();
    await expect(lastCover).toHaveJSProperty('complete', true);
    expect(await lastCover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });
});

