import { CardGrid, EmptyState, ErrorState, LoadMore, PAGE_SIZE, SkeletonGrid, usePagedList, type Shot } from '@site/shared';
import { useCallback } from 'react';
import { getCourseShots } from '../../api/get-course-shots';
import { ShotCard } from '../../components/shot-card';

/** Tab 3: student works of this course, 24 per page. */
export function CourseShots({ courseId }: { courseId: number }) {
  const fetchPage = useCallback((page: number, perPage: number) => getCourseShots(courseId, page, perPage), [courseId]);
  const { state, loadMore, reload } = usePagedList<Shot>({ pageSize: PAGE_SIZE.shots, fetchPage, resetKey: String(courseId) });
  if (state.status === 'init' || state.status === 'first-loading') return <SkeletonGrid count={4} />;
  if (state.status === 'first-error') return <ErrorState message={state.error ?? '加载失败'} onRetry={reload} />;
  if (state.rows.length === 0) return <EmptyState description="还没有学员作品" />;
  return (
    <>
      <CardGrid items={state.rows} getKey={(shot) => shot.id} renderItem={(shot) => <ShotCard shot={shot} />} />
      <LoadMore status={state.status} error={state.error} onLoadMore={loadMore} auto={false} />
    </>
  );
}
