import { api, type User } from '@site/shared';

/** POST /account/login-by-email-code: a login code instead of the password; the server sets the session cookie. */
export function loginByEmailCode(input: { email: string; emailCode: string }): Promise<User> {
  return api.post<User>('/account/login-by-email-code', input);
}
