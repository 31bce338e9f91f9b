import { api, type ShotCategory } from '@site/shared';

/** GET shot/category/list. */
export function getShotCategories(): Promise<ShotCategory[]> {
  return api.get<ShotCategory[]>('/shot/category/list');
}
