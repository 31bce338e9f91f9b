import { api, type EmailCheck } from '@site/shared';

export type EmailCheckType = 'register' | 'login' | 'reset';

/** GET /email/check/valid; isValid false means the address is already registered. */
export function checkEmail(email: string, type: EmailCheckType = 'register'): Promise<EmailCheck> {
  return api.get<EmailCheck>('/email/check/valid', { email, type });
}

/** The availability rule of spec 8: a failing check counts as available so it never blocks sign-up. */
export async function isEmailAvailable(email: string): Promise<boolean> {
  try {
    return (await checkEmail(email)).isValid;
  } catch {
    return true;
  }
}
