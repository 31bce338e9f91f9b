import { getHref, useRequest, type CourseSummary } from '@site/shared';
import { Link } from 'react-router-dom';
import { getSeriesCourses } from '../../api/get-series-courses';

/** Other courses of the same series (course/series/list). */
export function SeriesCourses({ seriesId, currentId }: { seriesId: number; currentId: number }) {
  const { data } = useRequest<CourseSummary[]>(`course/series/list?id=${seriesId}`, () => getSeriesCourses(seriesId));
  const others = (data ?? []).filter((course) => course.id !== currentId);
  if (others.length === 0) return null;
  return (
    <section aria-label="系列课程" style={{ marginTop: 16 }}>
      <h3 style={{ fontSize: 16 }}>系列课程</h3>
      <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {others.map((course) => (
          <li key={course.id} style={{ padding: '6px 0', borderBottom: '1px solid var(--color-border-1)' }}>
            <Link to={getHref('courseDetail', { courseId: course.id })}>{course.title}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
