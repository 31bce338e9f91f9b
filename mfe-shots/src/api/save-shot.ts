import { api, type Shot, type ShotCreateInput, type ShotUpdateInput } from '@site/shared';

/** POST shot/post: a new shot (needs canPostShot). */
export function createShot(input: ShotCreateInput): Promise<Shot> {
  return api.post<Shot>('/shot/post', input);
}

/** PUT shot/post: the id and only the changed fields. */
export function updateShot(input: ShotUpdateInput): Promise<Shot> {
  return api.put<Shot>('/shot/post', input);
}
