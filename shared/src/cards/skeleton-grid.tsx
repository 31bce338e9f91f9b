import { Skeleton } from '@arco-design/web-react';
import { PAGE_SIZE } from '../contract';
import { CardGrid } from './card-grid';

/** Placeholder cards while the first page loads (spec 9: 12 by default). */
export function SkeletonGrid({ count = PAGE_SIZE.skeleton }: { count?: number }) {
  const items = Array.from({ length: count }, (_, index) => index);
  return (
    <div aria-busy="true" aria-label="加载中">
      <CardGrid
        items={items}
        getKey={(index) => index}
        renderItem={() => (
          <div className="site-card-skeleton" data-testid="card-skeleton">
            <Skeleton animation image={{ style: { width: '100%', height: 140 } }} text={{ rows: 2 }} />
          </div>
        )}
      />
    </div>
  );
}
