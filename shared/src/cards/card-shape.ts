import type { CSSProperties } from 'react';

export type CardKind = 'course' | 'shot';

// In the contract: the server preloads a page's above-the-fold card covers with the same sizes.
export { CARD_IMAGE_SIZES, CARDS_ABOVE_FOLD } from '../contract/upload';


/**
 * The box of each grid card, shared by the card and its skeleton so a skeleton has exactly the size of
 * what replaces it: the cover's aspect ratio and a body of fixed height (its rows are single-line or
 * clamped, so their content always fits).
 */
export const CARD_SHAPES: Record<CardKind, { coverAspectRatio: string; bodyStyle: CSSProperties }> = {
  // Title clamped to 2 rows (44 px) + teacher/count row + price, padding 12.
  course: { coverAspectRatio: '16 / 9', bodyStyle: { padding: 12, height: 121, boxSizing: 'border-box', overflow: 'hidden' } },
  // Title on 1 row + author/likes row, padding 12 (spec 9: cover 536x410).
  shot: { coverAspectRatio: '536 / 410', bodyStyle: { padding: 12, height: 74, boxSizing: 'border-box', overflow: 'hidden' } },
};
