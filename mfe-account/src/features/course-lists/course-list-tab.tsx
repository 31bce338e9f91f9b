import { CourseCard, PAGE_SIZE, type Course, type PagedList } from '@site/shared';
import { PagedSection } from '../paged-section';

interface Props {
  fetchPage: (page: number, perPage: number) => Promise<PagedList<Course>>;
  emptyText: string;
}

/** Recent learning, purchased courses, subscriptions and collected courses share one card list. */
export function CourseListTab({ fetchPage, emptyText }: Props) {
  return (
    <PagedSection<Course>
      fetchPage={fetchPage}
      pageSize={PAGE_SIZE.profileTab}
      getKey={(course) => course.id}
      renderItem={(course) => <CourseCard course={course} />}
      emptyText={emptyText}
    />
  );
}
