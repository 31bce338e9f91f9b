import { api } from '@site/shared';

export interface SendCodeInput {
  email: string;
  codeType: 'register' | 'login' | 'reset';
}

/** POST /email/send/verify/code: mails a verification code; `retryAfter` is the wait in seconds before another. */
export function sendCode(input: SendCodeInput): Promise<{ retryAfter: number }> {
  return api.post<{ retryAfter: number }>('/email/send/verify/code', input);
}
