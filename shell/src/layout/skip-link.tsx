import type { MouseEvent } from 'react';

export const MAIN_ID = 'site-main';

/**
 * The first stop of the Tab key: jumps past the header and its menu to the page's content (WCAG 2.4.1). Focus is
 * moved by script rather than by the link's #hash, which the podcast page reads as a tag.
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    // Focusing scrolls the content into view as well.
    document.getElementById(MAIN_ID)?.focus();
  };
  return (
    <a className="site-skip-link" href={`#${MAIN_ID}`} onClick={skip}>
      跳到主要内容
    </a>
  );
}
