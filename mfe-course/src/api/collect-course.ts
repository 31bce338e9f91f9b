import { api, type CollectCheck } from '@site/shared';

/** POST course/collect; status travels as the string "true"/"false" (spec 7). */
export const collectCourse = (courseId: number, collect: boolean) =>
  api.post<CollectCheck>('/course/collect', { courseId, status: collect ? 'true' : 'false' });
