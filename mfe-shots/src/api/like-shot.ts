import { api } from '@site/shared';

/** POST shot/like: idempotent; answers the exact count. */
export function likeShot(shotId: number, status: boolean): Promise<{ hasLike: boolean; likeNum: number }> {
  return api.post('/shot/like', { shotId, status });
}
