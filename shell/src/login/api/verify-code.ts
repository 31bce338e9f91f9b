import { api } from '@site/shared';

export interface VerifyCodeInput {
  email: string;
  type: 'register' | 'login' | 'reset';
  code: string;
}

/** POST /email/verify/code: resolves when the code matches, rejects with 5103/5107 otherwise. */
export function verifyCode(input: VerifyCodeInput): Promise<unknown> {
  return api.post<unknown>('/email/verify/code', input);
}
