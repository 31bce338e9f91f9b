// Imported by the entry before the async boundary: no shared module (React, @site/shared) may be used here.

/** The server-drawn first screen's largest image (server/src/modules/release/first-screen.ts). */
const FIRST_SCREEN_IMAGE = '[data-first-screen] img[fetchpriority="high"]';

/** However slow the image, the app starts after this long. */
export const FIRST_SCREEN_WAIT_MS = 1000;

/**
 * Resolves once the first screen's largest image has painted (at once when the page has none). The app's
 * start-up (sharing negotiation, then React and its first render) holds the main thread for a while; when
 * the scripts arrived before the image, the image waited behind it to be painted. Its download is small
 * next to the scripts', so on a phone's network this costs the start-up next to nothing.
 */
export function afterFirstScreenImage(root: ParentNode = document, waitMs = FIRST_SCREEN_WAIT_MS): Promise<void> {
  // A part drawn for other screens (data-first-screen-media that does not hold here) is hidden: nothing to wait for.
  const image = Array.from(root.querySelectorAll<HTMLImageElement>(FIRST_SCREEN_IMAGE)).find((img) => {
    const media = img.closest<HTMLElement>('[data-first-screen]')?.dataset.firstScreenMedia;
    return !media || window.matchMedia(media).matches;
  });
  if (!image) return Promise.resolve();
  const settled = image.complete
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        image.addEventListener('load', () => resolve(), { once: true });
        image.addEventListener('error', () => resolve(), { once: true });
      });
  const waited = new Promise<void>((resolve) => setTimeout(resolve, waitMs));
  // A frame callback runs before that frame is painted; the task after it runs once it has been.
  return Promise.race([settled, waited]).then(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
}
