import { api, type PagedList, type ShotCourseLink } from '@site/shared';

/** GET shot/record/course/list: the courses a shot is linked to. */
export function getLinkedCourses(shotId: number, perPage = 30): Promise<PagedList<ShotCourseLink>> {
  return api.get('/shot/record/course/list', { shotId, perPage });
}

/** POST shot/courses/record: link a shot to courses (a teacher's own; an admin's any). */
export function linkCourses(shotId: number, courseIds: number[]): Promise<{ courseIds: number[] }> {
  return api.post('/shot/courses/record', { shotId, courseIds });
}

/** POST shot/course/record/delete: remove links (admin or that course's teacher). */
export function unlinkCourses(shotId: number, courseIds: number[]): Promise<{ courseIds: number[] }> {
  return api.post('/shot/course/record/delete', { shotId, courseIds });
}
