import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { describeLcp, describeShifts, movedBoxes, type Box, type Watch } from './first-screen-watch';

// Issue 11, largest paint on phones: the health promise comes whole in the HTML, rendered on the server by the
// forms remote's own components (issue 41): title, intro, every question, the pledge, the signature box and the
// submit button. On a phone the pledge is the largest paint; drawn in the browser it waited for all of that
// remote's code. The browser then takes the form over: every label, box and line stays where it was, nothing
// moves, and the largest paint stays the server's.

// The phone Lighthouse measures (412 px): with a Chinese font the pledge outgrows the notice bar's text there.
const profiles = [
  { name: 'phone 412 px', use: { viewport: { width: 412, height: 823 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true } },
  { name: 'desktop', use: { viewport: { width: 1350, height: 900 } } },
];

const pageForm = '.site-main form[aria-label="健康承诺书"]';
/** The form once the browser has taken it over (the server's is inert until then). */
const takenOver = `${pageForm}:not([inert])`;

/** Each part of the form, found in order. */
const parts: { name: string; selector: string }[] = [
  { name: 'title', selector: '.forms-page h1' },
  { name: 'intro', selector: '.forms-page > .forms-intro' },
  { name: 'label', selector: `${pageForm} .arco-form-label-item label` },
  { name: 'input', selector: `${pageForm} input.arco-input` },
  { name: 'choice', selector: `${pageForm} .arco-radio` },
  { name: 'choice text', selector: `${pageForm} .arco-radio-text` },
  { name: 'choice circle', selector: `${pageForm} .arco-radio-mask` },
  { name: 'pledge', selector: `${pageForm} > .forms-intro` },
  { name: 'signature', selector: `${pageForm} .forms-signature-box` },
  { name: 'submit', selector: `${pageForm} button[type="submit"]` },
];

/** Every part's boxes, named "part n". */
async function formBoxes(page: Page): Promise<Record<string, Box | null>> {
  return page.evaluate(
    (selectors) =>
      Object.fromEntries(
        selectors.flatMap(({ name, selector }) =>
          Array.from(document.querySelectorAll(selector), (element, index) => {
            const { x, y, width, height } = element.getBoundingClientRect();
            return [`${name} ${index + 1}`, { x, y, width, height }];
          }),
        ),
      ),
    parts,
  );
}

for (const profile of profiles) {
  test.describe(`the health promise, ${profile.name}`, () => {
    test.use(profile.use);

    test('the form shows from the HTML alone, cannot be typed into, and stays in place when the browser takes it over', async ({ browser, page }) => {
      const plain = await browser.newContext({ ...profile.use, javaScriptEnabled: false });
      let drawnBoxes: Record<string, Box | null>;
      try {
        const tab = await plain.newPage();
        await tab.goto('/promise');
        await expect(tab.locator(pageForm)).toBeVisible();
        await expect(tab.locator(`${pageForm} > .forms-intro`)).toHaveText('本人承诺以上信息真实、准确、完整，如有隐瞒或虚报，愿承担相应责任。');
        // What a user typed there would be lost when the page's code takes the form over: it takes no input before.
        const focused = await tab.evaluate((selector) => {
          const input = document.querySelector<HTMLInputElement>(`${selector} input`);
          input?.focus();
          return document.activeElement === input;
        }, pageForm);
        expect(focused).toBe(false);
        // The <noscript> line shows only without scripts (see first-screen.spec.ts).
        await tab.locator('noscript').evaluate((element: HTMLElement) => {
          element.style.display = 'none';
        });
        drawnBoxes = await formBoxes(tab);
      } finally {
        await plain.close();
      }
      // Title, intro, pledge, signature and submit; seven labels, three inputs, nine choices of three parts each.
      expect(Object.keys(drawnBoxes)).toHaveLength(5 + 7 + 3 + 9 * 3);

      await page.goto('/promise');
      await expect(page.locator(takenOver)).toBeVisible();
      const real = await formBoxes(page);
      expect(Object.keys(real).sort()).toEqual(Object.keys(drawnBoxes).sort());
      expect(movedBoxes(drawnBoxes, real), 'parts that moved between the server and the page code').toEqual([]);
      // Taken over, it takes input.
      await page.getByRole('textbox', { name: '姓名' }).fill('李雷');
      await expect(page.getByRole('textbox', { name: '姓名' })).toHaveValue('李雷');
    });

    test('nothing moves while the page code takes over, and the largest paint stays the server\'s', async ({ page }) => {
      await page.addInitScript((formSelector) => {
        const watch = { shifts: [] as Watch['shifts'], lcp: [] as Watch['lcp'], formAt: 0 };
        (window as unknown as { __promiseWatch: typeof watch }).__promiseWatch = watch;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources?: { node: Node | null }[] })[]) {
            watch.shifts.push({ value: entry.value, startTime: entry.startTime, sources: (entry.sources ?? []).map((source) => source.node?.nodeName ?? '?') });
          }
        }).observe({ type: 'layout-shift', buffered: true });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as LargestContentfulPaint[]) {
            watch.lcp.push({ startTime: entry.startTime, size: entry.size, tag: entry.element?.tagName.toLowerCase() ?? '', url: entry.url });
          }
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        // When the page's code has taken the form over.
        const frame = (time: number) => {
          if (!watch.formAt && document.querySelector(formSelector)) watch.formAt = time;
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }, takenOver);
      await page.goto('/promise');
      await expect(page.locator(takenOver)).toBeVisible();
      // Largest paints are reported after the frame that drew them, and shifts once they happen.
      await page.waitForTimeout(500);
      const watch = await page.evaluate(() => (window as unknown as { __promiseWatch: { shifts: Watch['shifts']; lcp: Watch['lcp']; formAt: number } }).__promiseWatch);
      expect(watch.shifts, `layout shifts:\n${describeShifts(watch.shifts)}`).toEqual([]);
      expect(watch.formAt, 'the page code took its form over').toBeGreaterThan(0);
      expect(watch.lcp.length, 'a largest paint was reported').toBeGreaterThan(0);
      expect(watch.lcp.filter((entry) => entry.startTime >= watch.formAt), `no largest paint once the page code took its form over (at ${Math.round(watch.formAt)} ms):\n${describeLcp(watch.lcp)}`).toEqual([]);
    });
  });
}
