import type { Key, ReactNode } from 'react';
import '../light/arco-look';

export interface CardGridProps<T> {
  items: readonly T[];
  getKey: (item: T) => Key;
  /** The index lets a card know it is among the first (above the fold). */
  renderItem: (item: T, index: number) => ReactNode;
}

/**
 * Cards 2 per row on small screens, 3 on medium and large, 4 on extra large (spec 2), at Arco's
 * breakpoints (below 768 px, below 1200 px, from 1200 px), as a CSS grid (light.css).
 */
export function CardGrid<T>({ items, getKey, renderItem }: CardGridProps<T>) {
  return (
    <div className="site-card-grid">
      {items.map((item, index) => (
        <div key={getKey(item)} style={{ minWidth: 0 }}>
          {renderItem(item, index)}
        </div>
      ))}
    </div>
  );
}
