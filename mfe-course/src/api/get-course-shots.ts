import { api, type PagedList, type Shot } from '@site/shared';

/** GET shot/list?courseId: student works linked to a course. */
export const getCourseShots = (courseId: number, page: number, perPage: number) =>
  api.get<PagedList<Shot>>('/shot/list', { courseId, page, perPage });
