import { api, type CourseSummary, type PagedList } from '@site/shared';

/** GET course/all/course?userId: every course a teacher teaches. */
export function getTeacherCourses(userId: number, page: number, perPage: number): Promise<PagedList<CourseSummary>> {
  return api.get<PagedList<CourseSummary>>('/course/all/course', { userId, page, perPage });
}
