import { CARDS_ABOVE_FOLD, CardGrid, CourseCard, EmptyState, ErrorState, LoadMore, SkeletonGrid, useDelayedFlag, type CourseSummary, type ListState } from '@site/shared';

export interface CourseListViewProps {
  state: ListState<CourseSummary>;
  loadMore: () => void;
  reload: () => void;
  /** Spec 9: first-load skeletons only after this delay (100 ms catalogue, 200 ms app page, 120 ms teacher). */
  skeletonDelayMs: number;
  emptyText?: string;
}

/** A paged course grid with every list state of spec 4. */
export function CourseListView({ state, loadMore, reload, skeletonDelayMs, emptyText = '没有找到符合条件的课程' }: CourseListViewProps) {
  const firstLoading = state.status === 'first-loading' || state.status === 'init';
  const showSkeleton = useDelayedFlag(firstLoading, skeletonDelayMs);
  // The room of the first page is kept from the start; the skeletons show after the delay (spec 9).
  if (firstLoading) return <SkeletonGrid hidden={!showSkeleton} />;
  if (state.status === 'first-error') return <ErrorState message={state.error ?? '加载失败'} onRetry={reload} />;
  if (state.rows.length === 0) return <EmptyState description={emptyText} />;
  return (
    <>
      <CardGrid items={state.rows} getKey={(course) => course.id} renderItem={(course, index) => <CourseCard course={course} priority={index < CARDS_ABOVE_FOLD ? 'high' : false} />} />
      <LoadMore status={state.status} error={state.error} onLoadMore={loadMore} />
    </>
  );
}
