import { api } from '@site/shared';

/** POST audio/like: idempotent; 1100 for visitors. */
export function likeAudio(audioId: number, status: boolean): Promise<{ hasLiked: boolean; likeNum: number }> {
  return api.post('/audio/like', { audioId, status });
}
