import { api, type PromisePayload } from '@site/shared';
import { type DiseaseInfoResult } from '@site/shared/contract/forms';

/** POST /api/disease/info with the promise shape (no cid). */
export function submitPromise(payload: PromisePayload): Promise<DiseaseInfoResult> {
  return api.post<DiseaseInfoResult>('/api/disease/info', payload);
}
