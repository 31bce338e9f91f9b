import { apiErrorMessage, CardGrid, CourseCard, EmptyState, ErrorState, getHref, PAGE_SIZE, SkeletonGrid, useDelayedFlag, useRequest } from '@site/shared';
import { Link } from 'react-router-dom';
import { getCourses } from '../../api/get-courses';
import { SectionHeader } from '../../components/section-header';

const getLatest = () => getCourses({ page: 0, perPage: PAGE_SIZE.homeCourses, sort: { createdTime: 'DESC' } });

/** The 12 newest courses with a "更多" link to the catalogue (spec 2). */
export function LatestCourses() {
  const { data, error, loading, reload } = useRequest('course/list?latest', getLatest);
  const showSkeleton = useDelayedFlag(loading, 100);
  return (
    <section aria-label="最新课程">
      <SectionHeader title="最新课程" extra={<Link to={getHref('courses')}>更多</Link>} />
      {/* Room for the 12 cards from the first paint; the skeletons show after 100 ms (spec 9). */}
      {loading && !data ? <SkeletonGrid count={PAGE_SIZE.homeCourses} hidden={!showSkeleton} /> : null}
      {error ? <ErrorState message={apiErrorMessage(error, '加载失败')} onRetry={reload} /> : null}
      {data && data.rows.length === 0 ? <EmptyState description="暂无课程" /> : null}
      {data ? <CardGrid items={data.rows} getKey={(c) => c.id} renderItem={(c) => <CourseCard course={c} />} /> : null}
    </section>
  );
}
