import { api, type CourseSummary, type PagedList } from '@site/shared';

/** GET course/software/course: courses filed under one software. */
export function getAppCourses(softWareId: number, page: number, perPage: number): Promise<PagedList<CourseSummary>> {
  return api.get<PagedList<CourseSummary>>('/course/software/course', { softWareId, page, perPage });
}
