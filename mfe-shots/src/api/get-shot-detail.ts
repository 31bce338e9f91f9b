import { api, type Shot } from '@site/shared';

/** GET shot/detail: counts a view; 7702 when missing or unpublished. */
export function getShotDetail(id: number): Promise<Shot> {
  return api.get<Shot>('/shot/detail', { id });
}
