import { api, type Teacher } from '@site/shared';

/** GET account/public/info?username: a teacher's public card. */
export function getTeacher(username: string): Promise<Teacher> {
  return api.get<Teacher>('/account/public/info', { username });
}
