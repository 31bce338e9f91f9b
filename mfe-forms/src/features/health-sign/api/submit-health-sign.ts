import { api, type HealthSignPayload } from '@site/shared';
import { type DiseaseInfoResult } from '@site/shared/contract/forms';

/** POST /api/disease/info with the sign-in shape (it carries cid). */
export function submitHealthSign(payload: HealthSignPayload): Promise<DiseaseInfoResult> {
  return api.post<DiseaseInfoResult>('/api/disease/info', payload);
}
