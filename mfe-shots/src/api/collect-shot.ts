import { api } from '@site/shared';

/** POST shot/collect: idempotent. */
export function collectShot(shotId: number, status: boolean): Promise<{ hasCollected: boolean }> {
  return api.post('/shot/collect', { shotId, status });
}
