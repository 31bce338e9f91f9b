import type { Bulletin } from '@site/shared/contract';
import { escapeAttribute, escapeText } from './html-escape';

/**
 * The frame drawn into the page's root before any script runs (issue 11), on the pages drawn in the browser
 * (the others are rendered on the server by their remotes, issue 41): the shell's header and notice bar, with
 * their classes, whose rules the page carries inline. On the tools, the timetable or the health sign-in the
 * notice bar's text is the largest paint, and it needs no script. The page's code then draws the same boxes.
 */
export interface FirstScreenContent {
  siteName: string;
  /** The notice bar's bulletin, already left out when this browser closed it. */
  bulletin: Bulletin | null;
}

// The logo's drawn mark, as shell/src/layout/site-logo.tsx draws it.
const LOGO_MARK =
  '<svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true"><rect width="28" height="28" rx="7" fill="#165dff"/>' +
  '<path d="M8 19.5 14 7l6 12.5M10.6 15h6.8" stroke="#fff" stroke-width="2.4" fill="none" stroke-linecap="round" stroke-linejoin="round"/></svg>';

/** The markup for the page's root: the frame's header and notice bar, over the page's empty main. */
export function firstScreenHtml({ siteName, bulletin }: FirstScreenContent): string {
  const name = escapeText(siteName);
  const header =
    '<header class="site-header"><div class="site-header-inner">' +
    // Where the drawer button comes on phones, so the logo does not move when it does.
    '<span class="site-icon-button site-first-screen-drawer" aria-hidden="true"></span>' +
    `<a href="/" class="site-logo" aria-label="${escapeAttribute(siteName)} 首页">${LOGO_MARK}<span class="site-logo-name">${name}</span></a>` +
    '<div class="site-header-actions"></div></div></header>';
  // The bar's icon and close button come with the page's code; their boxes are kept so the text wraps the same.
  const notice = bulletin
    ? '<div class="site-notice" role="region" aria-label="站点公告"><div class="site-notice-inner">' +
      '<span class="site-notice-icon" aria-hidden="true" style="display:inline-block;width:1em;height:1em"></span>' +
      `<p class="site-notice-text">${escapeText(bulletin.description)}</p>` +
      '<span class="site-notice-close" aria-hidden="true" style="display:inline-block;width:14px;height:14px"></span></div></div>'
    : '';
  return `<div class="site-layout">${header}${notice}<main class="site-main"></main></div>`;
}
