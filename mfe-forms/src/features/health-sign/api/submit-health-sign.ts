import { api, type DiseaseInfoResult, type HealthSignPayload } from '@site/shared';

/** POST /api/disease/info with the sign-in shape (it carries cid). */
export function submitHealthSign(payload: HealthSignPayload): Promise<DiseaseInfoResult> {
  return api.post<DiseaseInfoResult>('/api/disease/info', payload);
}
