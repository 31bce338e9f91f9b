import { api, type User } from '@site/shared';

/** GET /account/info: the logged-in user, or rejects with 1100 when nobody is logged in. */
export function getAccountInfo(): Promise<User> {
  return api.get<User>('/account/info');
}
