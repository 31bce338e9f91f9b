import { api, type CourseListFilter, type CourseSummary, type PagedList } from '@site/shared';

/** POST course/list with the filter body of spec 7. */
export function getCourses(filter: CourseListFilter): Promise<PagedList<CourseSummary>> {
  return api.post<PagedList<CourseSummary>>('/course/list', filter);
}
