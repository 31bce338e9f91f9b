import { api, type Course, type PagedList } from '@site/shared';

export type RoleCourse = Pick<Course, 'id' | 'title' | 'preview'>;

/** GET course/is/role/list: the courses the caller teaches (all for an admin); the link dialog shows 30 a page. */
export function getRoleCourses(page: number, perPage = 30, keyword?: string): Promise<PagedList<RoleCourse>> {
  return api.get('/course/is/role/list', { page, perPage, ...(keyword ? { keyword } : {}) });
}
