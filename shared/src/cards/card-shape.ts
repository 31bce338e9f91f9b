import type { CSSProperties } from 'react';
import { CARD_BOXES } from '../contract/first-screen';

export type CardKind = 'course' | 'shot';

// In the contract: the server preloads a page's above-the-fold card covers with the same sizes.
export { CARD_IMAGE_SIZES, CARDS_ABOVE_FOLD } from '../contract/upload';

interface CardShape {
  coverAspectRatio: string;
  bodyStyle: CSSProperties;
}

const shape = (kind: CardKind): CardShape => ({
  coverAspectRatio: CARD_BOXES[kind].coverAspectRatio,
  // Its height is fixed, so the browser may skip laying out the text of a card out of view at no cost in
  // accuracy: a page of 30 cards shapes the text of the few on screen.
  bodyStyle: { padding: 12, height: CARD_BOXES[kind].bodyHeight, boxSizing: 'border-box', overflow: 'hidden', contentVisibility: 'auto' },
});

/**
 * The box of each grid card (contract CARD_BOXES), shared by the card and its skeleton so a skeleton has
 * exactly the size of what replaces it, and by the server's copy of the first cards.
 */
export const CARD_SHAPES: Record<CardKind, CardShape> = { course: shape('course'), shot: shape('shot') };
