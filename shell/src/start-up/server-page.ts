// What only a page the server rendered needs (issue 41): the stylesheets it links, the parts it drew, the taps
// the page's loader kept.
import { preloadCommentSection } from '@site/shared';
import type { EarlyClicks } from './early-clicks';

export { createLinkedStylesheetsPlugin } from '../remotes/runtime-plugin/linked-stylesheets';

/** From hydrateRoot on: the taps the page's loader kept are given again (early-clicks.ts, in the loader's script). */
export function pressEarlyClick(): void {
  (window as { __siteEarlyClicks?: EarlyClicks }).__siteEarlyClicks?.press?.();
}

/**
 * The code of the lazily loaded parts the server drew into this page, loaded before the browser takes the page
 * over, so each takes its markup over in the same pass (see preloadCommentSection).
 */
export async function loadDrawnParts(root: HTMLElement): Promise<void> {
  if (root.querySelector('.site-comments')) await preloadCommentSection();
}
