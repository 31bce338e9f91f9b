import { CardGrid, EmptyState, ErrorState, LoadMore, SkeletonGrid, useDelayedFlag, usePagedList, type PagedList } from '@site/shared';
import type { Key, ReactNode } from 'react';

export interface PagedSectionProps<T> {
  fetchPage: (page: number, perPage: number) => Promise<PagedList<T>>;
  pageSize: number;
  getKey: (item: T) => Key;
  renderItem: (item: T) => ReactNode;
  emptyText: string;
  /** 'grid' for cards (2/3/4 per row), 'list' for rows. */
  layout?: 'grid' | 'list';
  /** Changing it reloads the list from page 0. */
  resetKey?: string;
}

/** One tab's list with the states of spec 4: skeletons, first error with retry, empty, load more. */
export function PagedSection<T>({ fetchPage, pageSize, getKey, renderItem, emptyText, layout = 'grid', resetKey = '' }: PagedSectionProps<T>) {
  const { state, loadMore, reload } = usePagedList<T>({ fetchPage, pageSize, resetKey });
  const showSkeleton = useDelayedFlag(state.status === 'first-loading', 100);

  if (state.status === 'init' || state.status === 'first-loading') return showSkeleton ? <SkeletonGrid count={layout === 'grid' ? 8 : 4} /> : null;
  if (state.status === 'first-error') return <ErrorState message={state.error ?? '加载失败'} onRetry={reload} />;
  if (state.rows.length === 0) return <EmptyState description={emptyText} />;
  return (
    <>
      {layout === 'grid' ? (
        <CardGrid items={state.rows} getKey={getKey} renderItem={renderItem} />
      ) : (
        <ul className="account-list" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {state.rows.map((item) => (
            <li key={getKey(item)}>{renderItem(item)}</li>
          ))}
        </ul>
      )}
      <LoadMore status={state.status} onLoadMore={loadMore} error={state.error} auto={false} />
    </>
  );
}
