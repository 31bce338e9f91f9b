// What only a page the server rendered needs (issue 41), in a chunk of its own: the home page, drawn in the
// browser, does not carry it in its script budget.
import { preloadCommentSection } from '@site/shared';

export { createLinkedStylesheetsPlugin } from '../remotes/runtime-plugin/linked-stylesheets';
export { pressEarlyClick } from './early-clicks';

/**
 * The code of the lazily loaded parts the server drew into this page, loaded before the browser takes the page
 * over, so each takes its markup over in the same pass (see preloadCommentSection).
 */
export async function loadDrawnParts(root: HTMLElement): Promise<void> {
  if (root.querySelector('.site-comments')) await preloadCommentSection();
}
