import { api } from '@site/shared';

/** GET /account/logout: ends the server session. */
export function logout(): Promise<unknown> {
  return api.get<unknown>('/account/logout');
}
