import { api } from '@site/shared';

/** POST shot/isRecommend/update (teacher or admin). */
export function updateRecommend(id: number, status: boolean): Promise<{ isRecommend: boolean }> {
  return api.post('/shot/isRecommend/update', { id, status });
}
