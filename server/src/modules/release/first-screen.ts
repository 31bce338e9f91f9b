import { FIRST_SCREEN, HOME_BANNERS, IMAGE_SIZES, imageUrl, type Banner, type Bulletin } from '@site/shared/contract';
import { escapeAttribute, escapeText } from './html-escape';

/**
 * The first screen drawn into the page's root before any script runs (issue 11): on phones the largest
 * paint waited for ~250 KB of scripts; now it needs only the HTML, its inline stylesheet and the first
 * banner. The markup is the shell's frame (its classes, whose rules the page carries inline) and the
 * course remote's banner row with its boxes written out, to the pixel: the page's code then draws the
 * same boxes (the header and the bar at once; the banner row takes this very element over until its own
 * is ready, see shared/src/first-screen), so nothing moves and the largest paint stays this one.
 */
export interface FirstScreenContent {
  siteName: string;
  /** The notice bar's bulletin, already left out when this browser closed it. */
  bulletin: Bulletin | null;
  /** What the page shows first, drawn by one of the functions below. */
  page: string;
}

// The logo's drawn mark, as shell/src/layout/site-logo.tsx draws it.
const LOGO_MARK =
  '<svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true"><rect width="28" height="28" rx="7" fill="#165dff"/>' +
  '<path d="M8 19.5 14 7l6 12.5M10.6 15h6.8" stroke="#fff" stroke-width="2.4" fill="none" stroke-linecap="round" stroke-linejoin="round"/></svg>';

/** A link target as the page's code would follow it: a script URL (which React refuses too) links nowhere. */
function safeHref(url: string): string | null {
  const scheme = /^\s*([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  return scheme === undefined || scheme === 'http' || scheme === 'https' || scheme === 'mailto' ? url : null;
}

/** A banner's link, opening as spec 2 says (same tab for `self`). */
function bannerLink(banner: Banner, style: string, content: string): string {
  const href = safeHref(banner.url);
  const target = banner.openMethod === 'self' ? '' : ' target="_blank" rel="noopener noreferrer"';
  return `<a${href === null ? '' : ` href="${escapeAttribute(href)}"`}${target} aria-label="${escapeAttribute(banner.name)}" style="${style}">${content}</a>`;
}

function bannerImage(banner: Banner, extra = ''): string {
  const { w, h } = IMAGE_SIZES.banner;
  return (
    `<img src="${escapeAttribute(imageUrl(banner.preview, IMAGE_SIZES.banner))}" alt="${escapeAttribute(banner.name)}" width="${w}" height="${h}"${extra}` +
    ' style="display:block;width:100%;height:100%;object-fit:cover">'
  );
}

/** A BannerCarousel (mfe-course components/banner-carousel.tsx) showing its first slide, filling its box. */
function firstSlide(banner: Banner): string {
  return bannerLink(banner, `display:block;height:100%;overflow:hidden;border-radius:${HOME_BANNERS.radius}px`, bannerImage(banner, ' fetchpriority="high"'));
}

/** The course remote's HomeBanners (mfe-course/src/features/home/home-banners.tsx) with its first slide showing. */
function homeBannersHtml({ main, side }: { main: Banner[]; side: Banner[] }): string {
  const tiles = side.slice(0, 2);
  if (main.length === 0 && tiles.length === 0) return '';
  const { gap, height, mainFlex, tilesFlex, smallTileHeight, radius } = HOME_BANNERS;
  let html = `<div data-first-screen="${FIRST_SCREEN.homeBanners}" class="course-home-banners" style="display:flex;gap:${gap}px;flex-wrap:wrap">`;
  const first = main[0];
  if (first) html += `<div style="flex:${mainFlex};min-width:0;height:${height}">${firstSlide(first)}</div>`;
  if (tiles.length > 0) {
    // Beside the carousel in a column; on phones (the shell's 414px breakpoint) in a low row under it.
    html +=
      `<style>.first-screen-tiles{flex-direction:column}@media (max-width:414px){.first-screen-tiles{flex-direction:row;height:${smallTileHeight}px}}</style>` +
      `<div class="first-screen-tiles" style="flex:${tilesFlex};display:flex;gap:${gap}px">` +
      tiles.map((tile) => bannerLink(tile, `flex:1;min-width:0;border-radius:${radius}px;overflow:hidden`, bannerImage(tile))).join('') +
      '</div>';
  }
  return `${html}</div>`;
}

/** The home page: its banner row, over the room its sections will take. */
export function homePageHtml(banners: { main: Banner[]; side: Banner[] }): string {
  return `<div class="home-page"><div style="min-height:100vh">${homeBannersHtml(banners)}</div></div>`;
}

/** The markup for the page's root: the frame's header and notice bar around the page's first screen. */
export function firstScreenHtml({ siteName, bulletin, page }: FirstScreenContent): string {
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
  return `<div class="site-layout">${header}${notice}<main class="site-main">${page}</main></div>`;
}
