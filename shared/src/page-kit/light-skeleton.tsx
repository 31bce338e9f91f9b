import type { CSSProperties } from 'react';

/** Arco's last text row is this wide unless told otherwise (its Skeleton `text.width`). */
const LAST_ROW_WIDTH = '60%';

export interface LightSkeletonProps {
  /** A block before the text (a cover, an avatar), as Arco's `image` prop. */
  image?: { shape?: 'square' | 'circle'; style?: CSSProperties };
  /** Text rows (Arco's default is 3). */
  rows?: number;
  /** One width per row; without it every row is full but the last, 60% (as Arco's). */
  widths?: readonly string[];
}

/** Each text row's width: the given one, else full width with a shorter last row (Arco's Skeleton text). */
export function skeletonRowWidths(rows: number, widths?: readonly string[]): (string | undefined)[] {
  return Array.from({ length: rows }, (_, index) => (widths ? widths[index] : index === rows - 1 ? LAST_ROW_WIDTH : undefined));
}

/**
 * Arco's animated Skeleton markup without its JavaScript (the classes' CSS comes with shared's light look):
 * a loading placeholder a visitor sees first must not wait for Arco.
 */
export function LightSkeleton({ image, rows = 3, widths }: LightSkeletonProps) {
  return (
    <div className="arco-skeleton arco-skeleton-animate">
      {image ? (
        <div className="arco-skeleton-header">
          <div className={`arco-skeleton-image arco-skeleton-image-left arco-skeleton-image-${image.shape ?? 'square'}`} style={image.style} />
        </div>
      ) : null}
      <div className="arco-skeleton-content">
        <ul className="arco-skeleton-text">
          {skeletonRowWidths(rows, widths).map((width, index) => (
            <li key={index} className="arco-skeleton-text-row" style={width ? { width } : undefined} />
          ))}
        </ul>
      </div>
    </div>
  );
}
