import { PAGE_SIZE } from '../contract';
import { LightCard } from '../light';
import { CardGrid } from './card-grid';
import { CARD_SHAPES, type CardKind } from './card-shape';

export interface SkeletonGridProps {
  count?: number;
  /** The card these placeholders stand for: each placeholder has that card's exact size, so nothing moves when it arrives. */
  kind?: CardKind;
  /**
   * Keep the room without showing anything yet (spec 9 delays skeletons by 100-200 ms so a fast answer never
   * flashes one, but the page must not jump when the cards arrive into an empty space).
   */
  hidden?: boolean;
}

const TEXT_ROWS = ['90%', '60%'];

/** Placeholder cards while the first page loads (spec 9: 12 by default), in Arco's skeleton look. */
export function SkeletonGrid({ count = PAGE_SIZE.skeleton, kind = 'course', hidden = false }: SkeletonGridProps) {
  const items = Array.from({ length: count }, (_, index) => index);
  const shape = CARD_SHAPES[kind];
  return (
    <div role="status" aria-busy="true" aria-label="加载中" aria-hidden={hidden || undefined} style={hidden ? { visibility: 'hidden' } : undefined}>
      <CardGrid
        items={items}
        getKey={(index) => index}
        renderItem={() => (
          <LightCard
            className="site-card-skeleton"
            data-testid={hidden ? undefined : 'card-skeleton'}
            bodyStyle={shape.bodyStyle}
            cover={<div style={{ aspectRatio: shape.coverAspectRatio, background: 'var(--color-fill-2)' }} />}
          >
            {hidden ? null : (
              <div className="arco-skeleton arco-skeleton-animate">
                <div className="arco-skeleton-content">
                  <ul className="arco-skeleton-text">
                    {TEXT_ROWS.map((width) => (
                      <li key={width} className="arco-skeleton-text-row" style={{ width }} />
                    ))}
                  </ul>
                </div>
              </div>
            )}
          </LightCard>
        )}
      />
    </div>
  );
}
