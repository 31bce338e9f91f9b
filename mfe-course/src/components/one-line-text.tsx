import type { CSSProperties } from 'react';

const oneLine: CSSProperties = {
  display: 'block',
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  color: 'var(--color-text-1)',
  lineHeight: 1.5715,
};

/**
 * One line of text that ends in an ellipsis when it does not fit, the whole of it in the tooltip. Plain CSS:
 * Arco's `Typography ellipsis` measures every text with forced layouts, re-renders in layout effects and keeps a
 * ResizeObserver each, which made a long task of a page of cards.
 */
export function OneLineText({ text, style }: { text: string; style?: CSSProperties }) {
  return (
    <span title={text} style={{ ...oneLine, ...style }}>
      {text}
    </span>
  );
}
