import { api, type RegisterPayload } from '@site/shared';

/** POST /account/register-by-email; on success the server also starts the session. */
export function registerByEmail(payload: RegisterPayload): Promise<unknown> {
  return api.post<unknown>('/account/register-by-email', payload);
}
