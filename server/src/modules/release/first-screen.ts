import { CARD_BOXES, CARD_IMAGE_SIZES, CARDS_ABOVE_FOLD, COURSES_PHONE_TOP, FIRST_SCREEN, FORMS_PAGE, HOME_BANNERS, IMAGE_SIZES, imageSrcSet, imageUrl, PHONE_FIRST_SCREEN_COVERS, paths, type Banner, type Bulletin, type CategoryGroup, type CourseSummary } from '@site/shared/contract';
import { GO_DISEASE_AREA, PROMISE_FORM, PROMISE_IN_BEIJING, TOUCH, type FormChoice } from '@site/shared/contract/forms';
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

/**
 * The live courses' page (mfe-course live-courses-page.tsx): its banner carousel at the top, full width, at
 * the carousels' height, over the catalogue its code draws (16 px below). Nothing when it has no banner.
 */
export function liveCoursesHtml(banners: Banner[]): string {
  const first = banners[0];
  if (!first) return '';
  return `<div data-first-screen="${FIRST_SCREEN.liveBanners}" style="height:${HOME_BANNERS.height}">${firstSlide(first)}</div>`;
}

/** One card of a grid as shared CourseCard and the shots remote's ShotCard draw it (Arco's bordered card). */
interface GridCard {
  href: string;
  label: string;
  /** The cover with the same src, srcset and sizes as the card's, so the browser picks and reuses the same file. */
  image: { src: string; srcSet: string | undefined; width: number; height: number } | null;
  /** A tag laid over the cover, or ''. */
  overlay: string;
  title: string;
  /** The grey line under the title (author or teacher). */
  meta: string;
}

type CardKind = keyof typeof CARD_BOXES;

// The title: one line for a shot, two clamped lines for a course (light.css .site-clamp).
const TITLE_LINES: Record<CardKind, string> = {
  shot: 'text-overflow:ellipsis;white-space:nowrap',
  course: 'display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:2;min-height:44px;overflow-wrap:anywhere',
};

/** How the card at `index` loads its cover: the first at high priority, the ones below the fold (as the page's cards) lazily. */
function coverLoading(index: number): string {
  if (index === 0) return ' fetchpriority="high"';
  return index >= CARDS_ABOVE_FOLD ? ' loading="lazy"' : '';
}

function gridCardHtml(card: GridCard, index: number): string {
  const { image } = card;
  const loading = coverLoading(index);
  const cover = image
    ? `<img src="${escapeAttribute(image.src)}"` +
      (image.srcSet ? ` srcset="${escapeAttribute(image.srcSet)}" sizes="${escapeAttribute(CARD_IMAGE_SIZES)}"` : '') +
      ` width="${image.width}" height="${image.height}" alt=""${loading}>`
    : '';
  return (
    `<div style="min-width:0"><a href="${escapeAttribute(card.href)}" aria-label="${escapeAttribute(card.label)}" class="first-screen-card">` +
    `<div class="first-screen-card-cover">${cover}${card.overlay}</div>` +
    `<div class="first-screen-card-body"><div class="first-screen-card-title">${escapeText(card.title)}</div>` +
    `<div class="first-screen-card-meta">${escapeText(card.meta)}</div></div></a></div>`
  );
}

/**
 * The first cards of a shared CardGrid (light.css: 2 a row, 3 from 768 px, 4 from 1200 px) in their boxes
 * (contract CARD_BOXES): on every screen the covers are the largest paint. The callers give every card a
 * screen can show at once (FIRST_SCREEN_CARDS).
 */
function cardGridHtml(kind: CardKind, cards: readonly GridCard[], style = ''): string {
  const box = CARD_BOXES[kind];
  return (
    '<style>.first-screen-grid{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:16px}' +
    '@media (min-width:768px){.first-screen-grid{grid-template-columns:repeat(3,minmax(0,1fr))}}' +
    '@media (min-width:1200px){.first-screen-grid{grid-template-columns:repeat(4,minmax(0,1fr))}}' +
    // Not shown, a lazy image is not fetched.
    `@media (max-width:767px){.first-screen-grid>:nth-child(n+${PHONE_FIRST_SCREEN_COVERS + 1}) img{display:none}}` +
    '.first-screen-card{display:block;color:inherit;text-decoration:none;background:var(--color-bg-2,#fff);border:1px solid var(--color-neutral-3,#e5e6eb);border-radius:2px;font-size:14px}' +
    `.first-screen-card-cover{position:relative;aspect-ratio:${box.coverAspectRatio.replace(/ /g, '')};background:var(--color-fill-2,#f2f3f5);overflow:hidden;border-radius:2px 2px 0 0}` +
    '.first-screen-card-cover img{display:block;width:100%;height:100%;object-fit:cover}' +
    '.first-screen-card-tag{position:absolute;top:8px;left:8px;display:inline-flex;align-items:center;box-sizing:border-box;height:20px;padding:0 8px;border:1px solid transparent;border-radius:2px;font-size:12px;font-weight:500;line-height:18px;color:#165dff;background:#e8f3ff}' +
    `.first-screen-card-body{padding:12px;height:${box.bodyHeight}px;box-sizing:border-box;overflow:hidden;content-visibility:auto;color:var(--color-text-2,#4e5969)}` +
    `.first-screen-card-title{margin-bottom:8px;font-weight:500;line-height:22px;overflow:hidden;${TITLE_LINES[kind]}}` +
    '.first-screen-card-meta{font-size:12px;color:var(--color-text-3,#86909c);overflow:hidden;text-overflow:ellipsis;white-space:nowrap}</style>' +
    `<div class="first-screen-grid"${style ? ` style="${style}"` : ''}>${cards.map(gridCardHtml).join('')}</div>`
  );
}

/** A card's cover in its small and full sizes (the card's srcset) and the height its <img> declares; null without one. */
function cardCover(preview: string, small: { w: number }, full: { w: number; h?: number }, height: number): GridCard['image'] {
  return preview ? { src: imageUrl(preview, full), srcSet: imageSrcSet(preview, [small, full]), width: full.w, height } : null;
}

/** What a course card shows of a course list's row. */
export type CourseCardTop = Pick<CourseSummary, 'id' | 'title' | 'preview'> & { teacherInfo: Pick<CourseSummary['teacherInfo'][number], 'nickname' | 'username'>[] };

/** A course's card (shared CourseCard): cover, title and teacher; the count, the price and 预售 come with the code. */
function courseCard(course: CourseCardTop): GridCard {
  const { preview } = course;
  const teacher = course.teacherInfo[0];
  return {
    href: `/course/${course.id}`,
    label: course.title,
    image: cardCover(preview, IMAGE_SIZES.courseCoverSmall, IMAGE_SIZES.courseCover, Math.round((IMAGE_SIZES.courseCover.w * 9) / 16)),
    overlay: '',
    title: course.title,
    meta: teacher ? teacher.nickname || teacher.username : '',
  };
}

/**
 * Arco's button-type Radio.Group at its default size (its Radio stylesheet, the rules that lay it out and
 * colour it), so the server's copy wraps into the same rows as the page's: the apps' row can take several.
 */
const RADIO_GROUP_LOOK =
  '.first-screen-radios{display:inline-block;box-sizing:border-box;position:relative;z-index:0;padding:1.5px;line-height:26px;visibility:hidden}' +
  '.first-screen-radio{display:inline-block;position:relative;margin:1.5px;border-radius:2px;font-size:14px;line-height:26px;color:var(--color-text-2,#4e5969)}' +
  ".first-screen-radio::after{content:' ';display:block;position:absolute;left:-3px;top:-3px;right:-3px;bottom:-3px;background-color:var(--color-fill-2,#f2f3f5);pointer-events:none;z-index:-1}" +
  ".first-screen-radio:not(:first-child)::before{position:absolute;top:50%;left:-2px;transform:translateY(-50%);display:block;height:14px;width:1px;background-color:var(--color-neutral-3,#e5e6eb);content:''}" +
  '.first-screen-radio-checked{background-color:var(--color-bg-5,#fff);color:#165dff;font-weight:500}' +
  '.first-screen-radio-checked::before,.first-screen-radio-checked+.first-screen-radio::before{opacity:0}' +
  '.first-screen-radio-inner{display:block;position:relative;padding:0 12px}' +
  '.first-screen-radios-small,.first-screen-radios-small .first-screen-radio{line-height:22px}';

/** A button-type radio group's buttons (their content already markup), in Arco's look above; small: Arco's size="small". */
function radiosHtml(items: readonly { html: string; checked: boolean }[], small = false): string {
  const buttons = items
    .map(({ html, checked }) => `<span class="first-screen-radio${checked ? ' first-screen-radio-checked' : ''}"><span class="first-screen-radio-inner">${html}</span></span>`)
    .join('');
  // Shown once the parser has read the whole group (the rule after it; RADIO_GROUP_LOOK hides it): a slow phone
  // paints while it parses, and a button painted before its text arrived (narrower, its icon lower) then moves.
  return `<div class="first-screen-radios${small ? ' first-screen-radios-small' : ''}">${buttons}</div><style>.first-screen-radios{visibility:visible}</style>`;
}

/**
 * /course on phones (mfe-course course-catalogue.tsx at the small-screen width): the category chips with
 * 全部课程 chosen, the boxes of the 筛选 button, the sort buttons and the search box, the count and the first
 * cards. Hidden on wider screens, whose filter panel it does not draw (the page's code keeps it only where
 * it shows: data-first-screen-media). Nothing when there is no course.
 */
export function coursesPhoneHtml(groups: readonly CategoryGroup[], courses: readonly CourseCardTop[], count: number): string {
  if (courses.length === 0) return '';
  const P = COURSES_PHONE_TOP;
  const chips = radiosHtml(
    [
      { html: '全部课程', checked: true },
      ...groups.flatMap((group) => [group.name, ...group.categories.map((category) => category.name)].map((name) => ({ html: escapeText(name), checked: false }))),
    ],
    true,
  );
  return (
    `<div data-first-screen="${FIRST_SCREEN.courses}" data-first-screen-media="${P.media}" class="first-screen-catalogue">` +
    `<style>${RADIO_GROUP_LOOK}.first-screen-catalogue{display:flex;flex-direction:column;gap:${P.gap}px}` +
    `@media not all and ${P.media}{.first-screen-catalogue{display:none}}</style>` +
    `<nav style="overflow-x:auto;white-space:nowrap;padding-bottom:${P.menuPaddingBottom}px">${chips}</nav>` +
    `<div><div style="display:flex;flex-direction:column;gap:${P.toolbarGap}px"><div style="height:${P.filterRowHeight}px"></div>` +
    `<div style="height:${P.sortHeight}px"></div><div style="width:100%;max-width:${P.searchMaxWidth}px;height:${P.searchHeight}px"></div></div>` +
    `<p style="color:var(--color-text-3,#86909c);font-size:${P.countFontSize}px;margin:${P.countMargin}">共 ${count} 门课程</p>` +
    `${cardGridHtml('course', courses.map(courseCard))}</div></div>`
  );
}

// Arco's required-field mark (its Form label's <strong> with a star scaled to half its size).
const REQUIRED_MARK =
  '<strong class="first-screen-form-required"><svg fill="currentColor" viewBox="0 0 1024 1024" width="1em" height="1em" aria-hidden="true">' +
  '<path d="M583.338667 17.066667c18.773333 0 34.133333 15.36 34.133333 34.133333v349.013333l313.344-101.888a34.133333 34.133333 0 0 1 43.008 22.016l42.154667 129.706667a34.133333 34.133333 0 0 1-21.845334 43.178667l-315.733333 102.4 208.896 287.744a34.133333 34.133333 0 0 1-7.509333 47.786666l-110.421334 80.213334a34.133333 34.133333 0 0 1-47.786666-7.509334L505.685333 706.218667 288.426667 1005.226667a34.133333 34.133333 0 0 1-47.786667 7.509333l-110.421333-80.213333a34.133333 34.133333 0 0 1-7.509334-47.786667l214.186667-295.253333L29.013333 489.813333a34.133333 34.133333 0 0 1-22.016-43.008l42.154667-129.877333a34.133333 34.133333 0 0 1 43.008-22.016l320.512 104.106667L412.672 51.2c0-18.773333 15.36-34.133333 34.133333-34.133333h136.533334z"/></svg></strong>';

/**
 * The forms' page with Arco's vertical form at its default size (its Form, Input, Radio and Button stylesheets:
 * the rules that size, place and colour what the promise form shows), so every label, box and line of the
 * server's copy lands where the page's code draws its own.
 */
const FORM_LOOK = (() => {
  const F = FORMS_PAGE;
  return (
    `.first-screen-form{box-sizing:border-box;width:100%;max-width:${F.maxWidth}px;margin:0 auto;padding:${F.padding}}` +
    `.first-screen-form h1{font-size:${F.titleFontSize}px;margin:${F.titleMargin}}` +
    `.first-screen-form-intro{color:var(--color-text-3,#86909c);margin:${F.introMargin};font-size:${F.introFontSize}px}` +
    '.first-screen-form-fields{width:100%;display:flex;flex-direction:column}' +
    '.first-screen-form-item{width:100%;margin-bottom:20px;display:flex;flex-flow:column nowrap}' +
    '.first-screen-form-label{line-height:1.5715;margin-bottom:8px;font-size:14px;color:var(--color-text-2,#4e5969)}' +
    '.first-screen-form-required{color:rgb(var(--danger-6,245,63,63));font-size:12px;line-height:1}.first-screen-form-required svg{transform:scale(.5)}' +
    '.first-screen-form-control{display:flex;align-items:center;min-height:32px;width:100%}' +
    '.first-screen-form-input{box-sizing:border-box;width:100%;padding:4px 12px;border:1px solid transparent;border-radius:2px;' +
    'background-color:var(--color-fill-2,#f2f3f5);color:var(--color-text-1,#1d2129);font:inherit;font-size:14px;line-height:1.5715}' +
    '.first-screen-form-input::placeholder{color:var(--color-text-3,#86909c)}' +
    `.first-screen-form-choices{display:flex;flex-wrap:wrap;row-gap:${F.choicesRowGap}px}` +
    '.first-screen-form-choice{display:inline-block;padding-left:5px;margin-right:20px;font-size:14px}' +
    '.first-screen-form-choice-mask{display:inline-block;position:relative;top:-.09em;vertical-align:middle;line-height:1}' +
    '.first-screen-form-choice-mask::before{content:"";display:block;box-sizing:border-box;width:14px;height:14px;border:2px solid var(--color-neutral-3,#e5e6eb);border-radius:50%}' +
    '.first-screen-form-choice-text{margin-left:8px;color:var(--color-text-1,#1d2129)}' +
    `.first-screen-form-signature{display:flex;align-items:center;justify-content:center;box-sizing:border-box;width:100%;min-height:${F.signatureMinHeight}px;` +
    'border:1px dashed var(--color-border-3,#c9cdd4);border-radius:4px;background:var(--color-fill-1,#f7f8fa);color:var(--color-text-3,#86909c)}' +
    '.first-screen-form-submit{display:block;box-sizing:border-box;width:100%;height:36px;padding:0 19px;border:1px solid transparent;border-radius:2px;' +
    'background-color:rgb(var(--primary-6,22,93,255));color:#fff;font-size:14px;line-height:1.5715;text-align:center;white-space:nowrap}'
  );
})();

function formItemHtml(label: string, control: string): string {
  return (
    // Arco puts a space between the mark and the label.
    `<div class="first-screen-form-item"><div class="first-screen-form-label"><label>${REQUIRED_MARK} ${escapeText(label)}</label></div>` +
    `<div class="first-screen-form-control">${control}</div></div>`
  );
}

function inputHtml(placeholder: string): string {
  return `<input class="first-screen-form-input" placeholder="${escapeAttribute(placeholder)}">`;
}

function choicesHtml(choices: readonly FormChoice[]): string {
  const items = choices.map(
    ({ label }) => `<span class="first-screen-form-choice"><span class="first-screen-form-choice-mask"></span><span class="first-screen-form-choice-text">${escapeText(label)}</span></span>`,
  );
  return `<div class="first-screen-form-choices">${items.join('')}</div>`;
}

/**
 * The health promise (mfe-forms promise-page.tsx) as a visitor first sees it: the title, the intro and the
 * empty form down to the submit button. On a phone the pledge above the signature is the largest paint, and
 * drawn by the forms remote it waited for all of its code. The copy cannot be used (inert): what a user typed
 * into it would be lost when the page's own form replaces it, a moment later.
 */
export function promiseFormHtml(): string {
  // The same for everyone and every request: drawn once.
  promiseForm ??= drawPromiseForm();
  return promiseForm;
}

let promiseForm: string | undefined;

function drawPromiseForm(): string {
  const T = PROMISE_FORM;
  return (
    `<div data-first-screen="${FIRST_SCREEN.promiseForm}" class="first-screen-form"><style>${FORM_LOOK}</style>` +
    `<h1>${escapeText(paths.promise.title)}</h1><p class="first-screen-form-intro">${escapeText(T.intro)}</p>` +
    '<div class="first-screen-form-fields" inert>' +
    formItemHtml(T.name.label, inputHtml(T.name.placeholder)) +
    formItemHtml(T.tel.label, inputHtml(T.tel.placeholder)) +
    formItemHtml(T.address.label, inputHtml(T.address.placeholder)) +
    formItemHtml(T.inBeijing.label, choicesHtml(PROMISE_IN_BEIJING)) +
    formItemHtml(T.goDiseaseArea.label, choicesHtml(GO_DISEASE_AREA)) +
    formItemHtml(T.touch.label, choicesHtml(TOUCH)) +
    `<p class="first-screen-form-intro">${escapeText(T.pledge)}</p>` +
    formItemHtml(T.sign.label, `<span class="first-screen-form-signature">${escapeText(T.sign.prompt)}</span>`) +
    `<span class="first-screen-form-submit">${escapeText(T.submit)}</span></div></div>`
  );
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
