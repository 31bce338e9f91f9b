import { api, type TeacherInfo } from '@site/shared';

/** GET course/teacher/list: teachers offered in the catalogue's teacher filter. */
export function getTeachers(): Promise<TeacherInfo[]> {
  return api.get<TeacherInfo[]>('/course/teacher/list');
}
