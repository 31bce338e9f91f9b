import { Message } from '@arco-design/web-react';

/** How long the link stays up when it could not be copied: long enough to select and copy it by hand. */
const LINK_SHOWN_MS = 8000;

/**
 * The share link shown as a toast when the clipboard refused it. Its own module, imported only then: the bar
 * (prefetched on the podcast pages) carries no Arco code, and shared's showToast has no duration to give.
 */
export function showShareLink(link: string): void {
  Message.info({ content: link, duration: LINK_SHOWN_MS });
}
