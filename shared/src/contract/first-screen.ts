/**
 * Boxes of a page's first screen that its parts agree on to the pixel (issue 11): a card and its skeleton, a
 * page's top and the loading state drawn in its place, so nothing moves when one gives way to the other.
 */

/**
 * A grid card's box (shared CardGrid cards and their skeletons):
 * the cover's aspect ratio and a body of fixed height (its rows are single-line or clamped).
 */
export const CARD_BOXES = {
  /** Title clamped to 2 rows (44 px) + teacher/count row + price, padding 12. */
  course: { coverAspectRatio: '16 / 9', bodyHeight: 121 },
  /** Title on 1 row + author/likes row, padding 12 (spec 9: cover 536x410). */
  shot: { coverAspectRatio: '536 / 410', bodyHeight: 74 },
} as const;

/**
 * The top of the shots' page (the shots remote's ShotsPage and ShotsFilterBar): the title row, the filter
 * bar (推荐/全部 and the category row on one line that scrolls sideways, the search box beside it or, when
 * the bar is narrower than both, under it) and the grid below.
 */
export const SHOTS_PAGE_TOP = {
  maxWidth: 1200,
  padding: '16px 12px',
  titleFontSize: 22,
  headMarginBottom: 16,
  gap: 12,
  /** The flex basis of the filters beside the search box; below it plus the box, the box wraps. */
  filtersBasis: 320,
  searchWidth: 240,
  /** Arco's default control height (the radio buttons, the search box, the post button). */
  controlHeight: 32,
  gridMarginTop: 16,
} as const;

/**
 * A shot's page (the shots remote's ShotDetailPage) without the curation panel: the title, the author row,
 * the tags and the rich text, whose first picture is the largest paint; `shot-content.css` styles the text.
 */
export const SHOT_DETAIL_TOP = {
  maxWidth: 1200,
  padding: '16px 12px',
  titleFontSize: 24,
  titleMarginBottom: 12,
  rowGap: 8,
  rowMarginBottom: 16,
  avatarSize: 28,
  tagsGap: 6,
  contentLineHeight: 1.8,
} as const;

/**
 * The latest bulletin a visitor closed, mirrored from the browser's storage into a cookie so the server
 * leaves a closed bulletin out of the first screen (a bar drawn and then removed would move the page).
 */
export const CLOSED_BULLETIN_COOKIE = 'closed_bulletin';

