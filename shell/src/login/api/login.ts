import { api, type LoginPayload } from '@site/shared';

/** POST /account/login; the server sets the session cookie. */
export function login(payload: LoginPayload): Promise<unknown> {
  return api.post<unknown>('/account/login', payload);
}
