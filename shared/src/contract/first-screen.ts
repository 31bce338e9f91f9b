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
 * The latest bulletin a visitor closed, mirrored from the browser's storage into a cookie so the server
 * leaves a closed bulletin out of the first screen (a bar drawn and then removed would move the page).
 */
export const CLOSED_BULLETIN_COOKIE = 'closed_bulletin';

