import { api, type User } from '@site/shared';

export interface ResetPasswordInput {
  email: string;
  emailCode: string;
  password: string;
}

/** POST /account/password/reset: a reset code sets the new password; the server signs this browser in. */
export function resetPassword(input: ResetPasswordInput): Promise<User> {
  return api.post<User>('/account/password/reset', input);
}
