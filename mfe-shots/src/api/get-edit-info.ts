import { api, type Shot } from '@site/shared';

/** GET shot/edit/info: the shot as its owner (or an admin) edits it. */
export function getEditInfo(id: number): Promise<Shot> {
  return api.get<Shot>('/shot/edit/info', { id });
}
