import { api } from '@site/shared';

/** What logout answers: null, or in sso mode the account service's logout page to go to next. */
export type LogoutAnswer = { endSessionUrl: string } | null;

/** GET /account/logout: ends the server session. */
export function logout(): Promise<LogoutAnswer> {
  return api.get<LogoutAnswer>('/account/logout');
}
