import type { LightMyRequestResponse } from 'fastify';
import { type TestApp, nextIp } from '../../../../test/helpers';

/** Calls of the recovery and security suites, each from its own client address unless one is given. */
export function recoveryCalls(t: TestApp) {
  const post = (url: string, payload: object, options: { cookie?: string; ip?: string; userAgent?: string } = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      remoteAddress: options.ip ?? nextIp(),
      payload,
      headers: { ...(options.cookie ? { cookie: options.cookie } : {}), ...(options.userAgent ? { 'user-agent': options.userAgent } : {}) },
    });
  return {
    sendCode: (email: string, codeType: string, options: { cookie?: string; ip?: string } = {}) =>
      post('/api_v1/email/send/verify/code', { email, codeType }, options),
    verifyCode: (email: string, type: string, code: string) => post('/api_v1/email/verify/code', { email, type, code }),
    reset: (email: string, emailCode: string, password: string, options: { ip?: string; userAgent?: string } = {}) =>
      post('/api_v1/account/password/reset', { email, emailCode, password }, options),
    loginByCode: (email: string, emailCode: string, options: { ip?: string; userAgent?: string } = {}) =>
      post('/api_v1/account/login-by-email-code', { email, emailCode }, options),
    login: (account: string, password: string, options: { ip?: string; userAgent?: string } = {}) =>
      post('/api_v1/account/login', { account, password }, options),
    info: (cookie: string): Promise<LightMyRequestResponse> =>
      t.app.inject({ method: 'GET', url: '/api_v1/account/info', headers: { cookie } }),
  };
}

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  code: string | null;
}

export async function mailsTo(t: TestApp, email: string): Promise<OutboxMail[]> {
  return (await t.app.inject({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(email)}` })).json() as OutboxMail[];
}

/** A code other than `code`, with the same shape (a wrong guess). */
export const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
