import { api } from '@site/shared';

export interface SendCodeInput {
  email: string;
  codeType: 'register' | 'login' | 'reset';
}

/** POST /email/send/verify/code: mails a verification code. */
export function sendCode(input: SendCodeInput): Promise<unknown> {
  return api.post<unknown>('/email/send/verify/code', input);
}
