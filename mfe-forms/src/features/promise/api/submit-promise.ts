import { api, type DiseaseInfoResult, type PromisePayload } from '@site/shared';

/** POST /api/disease/info with the promise shape (no cid). */
export function submitPromise(payload: PromisePayload): Promise<DiseaseInfoResult> {
  return api.post<DiseaseInfoResult>('/api/disease/info', payload);
}
