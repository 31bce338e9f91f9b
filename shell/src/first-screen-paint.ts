// Run by the page's loader and the entry, before any shared module: no shared module (React, @site/shared) may be used here.

/** The images a server-rendered page asks for first (the banner, the course's cover, the first cards' covers). */
const FIRST_SCREEN_IMAGES = '#root[data-server-rendered] img[fetchpriority="high"]';

/** However slow the images, the app starts after this long. */
export const FIRST_SCREEN_WAIT_MS = 1000;

/**
 * The images among `images` that the first frame shows: in view, and not in a part drawn for other screens
 * (hidden, so never intersecting). An observer answers after the frame's own layout; asking each image for
 * its box here would force that layout inside this script's task.
 */
function inView(images: HTMLImageElement[]): Promise<HTMLImageElement[]> {
  return new Promise((resolve) => {
    const observer = new IntersectionObserver((entries) => {
      observer.disconnect();
      resolve(entries.filter((entry) => entry.isIntersecting).map((entry) => entry.target as HTMLImageElement));
    });
    for (const image of images) observer.observe(image);
  });
}

/** Resolves once the image is decoded, so the next frame paints it (a broken image resolves too). */
function decoded(image: HTMLImageElement): Promise<void> {
  return image.decode().catch(() => undefined);
}

/**
 * Resolves once the first screen's images in view are decoded and painted (after the first frame when
 * the page has none). The app's start-up (sharing negotiation, then React and its first render) holds the
 * main thread for a while; when the scripts arrived before an image, the image waited behind it to be
 * painted. Every image in view is waited for, not only the first: the browser takes the largest paint by
 * area, and a card painted later whose box lands on whole pixels can outsize the first card by rounding
 * alone. Loaded is not enough: a loaded image is decoded off the main thread and may miss the next frame.
 * The downloads are small next to the scripts', so on a phone's network this costs the start-up next to
 * nothing.
 */
export function afterFirstScreenImages(root: ParentNode = document, waitMs = FIRST_SCREEN_WAIT_MS): Promise<void> {
  const images = Array.from(root.querySelectorAll<HTMLImageElement>(FIRST_SCREEN_IMAGES));
  const settled = images.length === 0 ? Promise.resolve() : inView(images).then((shown) => Promise.all(shown.map(decoded)));
  const waited = new Promise<void>((resolve) => setTimeout(resolve, waitMs));
  // A frame callback runs before that frame is painted; the task after it runs once it has been. Without
  // images too: the page paints first, and the start-up's work runs in its own task, not this script's.
  return Promise.race([settled, waited]).then(afterNextPaint);
}

/** Resolves in the task after the next frame: a frame callback runs before that frame is painted. */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/** The loader (start-up/boot-loader.ts) waited for the first screen: the entry (index.ts) starts at once. */
export const FIRST_SCREEN_PAINTED = '__siteFirstScreenPainted';

export function markFirstScreenPainted(): void {
  (window as unknown as Record<string, boolean>)[FIRST_SCREEN_PAINTED] = true;
}
