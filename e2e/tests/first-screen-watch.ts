import { expect, type Page } from '@playwright/test';

// What the first-screen specs watch while a page's code takes over the boxes the server drew (issue 11).

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Watch {
  shifts: { value: number; startTime: number; sources: string[] }[];
  lcp: { startTime: number; size: number; tag: string; url: string }[];
  /** Animation frames seen, and each frame at which the first banner went from shown to not shown or back. */
  frames: number;
  bannerChanges: { time: number; shown: boolean }[];
}

declare global {
  interface Window {
    __firstScreenWatch: Watch;
  }
}

/**
 * Before the page's first byte: records every layout shift and largest-contentful-paint candidate (buffered,
 * so those before this script's observers count too), and at every animation frame whether the image at
 * `imageUrl` is on screen, loaded, among `imageSelector` (server-drawn or the page code's), so a single frame
 * without it (a grey box, an image fetched or decoded again) is caught.
 */
export async function watchFirstScreen(page: Page, imageUrl: string, imageSelector: string) {
  await page.addInitScript(([url, selector]) => {
    const watch: Watch = { shifts: [], lcp: [], frames: 0, bannerChanges: [] };
    window.__firstScreenWatch = watch;
    const describe = (node: Node | null) => {
      if (!(node instanceof Element)) return node?.nodeName ?? '?';
      // An svg's className is an SVGAnimatedString: read the attribute. The parent names an icon's place.
      const name = (element: Element) => {
        const label = element.getAttribute('aria-label') ?? (element.getAttribute('class') ?? '').split(' ')[0];
        return `${element.tagName.toLowerCase()}${label ? `(${label})` : ''}`;
      };
      return node.parentElement ? `${name(node)} in ${name(node.parentElement)}` : name(node);
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources?: { node: Node | null }[] })[]) {
        watch.shifts.push({ value: entry.value, startTime: entry.startTime, sources: (entry.sources ?? []).map((source) => describe(source.node)) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
    // Read the element now: a server-drawn element the carousel replaced later is no longer reported.
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LargestContentfulPaint[]) {
        watch.lcp.push({ startTime: entry.startTime, size: entry.size, tag: entry.element?.tagName.toLowerCase() ?? '', url: entry.url });
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    let shown = false;
    const frame = (time: number) => {
      const now = Array.from(document.querySelectorAll<HTMLImageElement>(selector)).some((img) => {
        if (img.getAttribute('src') !== url || !img.complete || img.naturalWidth === 0) return false;
        const { width, height } = img.getBoundingClientRect();
        return width > 0 && height > 0 && img.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true });
      });
      watch.frames += 1;
      if (now !== shown) {
        shown = now;
        watch.bannerChanges.push({ time: Math.round(time), shown });
      }
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  }, [imageUrl, imageSelector] as const);
}

export function describeShifts(shifts: Watch['shifts']): string {
  return shifts.map((shift) => `${shift.value.toFixed(4)} at ${Math.round(shift.startTime)} ms: ${shift.sources.join(', ')}`).join('\n');
}

/** No shift at all, and from the first frame the watched image is shown to the end, no frame without it. */
export function expectStill(watch: Watch) {
  expect(watch.shifts, `layout shifts:\n${describeShifts(watch.shifts)}`).toEqual([]);
  expect(watch.frames, 'animation frames recorded').toBeGreaterThan(10);
  const changes = watch.bannerChanges.map((change) => `${change.shown ? 'shown' : 'gone'} at ${change.time} ms`).join(', ');
  expect(watch.bannerChanges[0]?.shown, `the first banner was shown (${changes})`).toBe(true);
  expect(watch.bannerChanges.filter((change) => !change.shown), `the first banner left the screen: ${changes}`).toEqual([]);
}

/** A box that moved by more than half a pixel between two drawings, as "name: before → after". */
export function movedBoxes(drawn: Record<string, Box | null>, real: Record<string, Box | null>): string[] {
  return Object.entries(drawn).flatMap(([name, box]) => {
    const other = real[name];
    if (!box || !other) return [`${name}: ${JSON.stringify(box)} → ${JSON.stringify(other)}`];
    const far = (['x', 'y', 'width', 'height'] as const).some((key) => Math.abs(box[key] - other[key]) > 0.5);
    return far ? [`${name}: ${JSON.stringify(box)} → ${JSON.stringify(other)}`] : [];
  });
}

/** The largest-paint entries, one per line, for a failure message. */
export function describeLcp(lcp: Watch['lcp']): string {
  return lcp.map((entry) => `${Math.round(entry.startTime)} ms ${entry.tag || '(removed)'} ${entry.size} ${entry.url}`).join('\n');
}

/** Whether an entry painted the image at this path and query. */
export function paints(entry: Watch['lcp'][number], imageUrl: string): boolean {
  return entry.url !== '' && new URL(entry.url).pathname + new URL(entry.url).search === imageUrl;
}
