import crypto from 'node:crypto';
import { z } from 'zod';

/**
 * What the callback must check, kept in the browser that started the sign-in (so a code can only be
 * redeemed by that browser): a signed, short-lived, httpOnly cookie scoped to the callback path.
 */
export const LOGIN_STATE_COOKIE = 'sso_login';
export const LOGIN_STATE_TTL_MS = 10 * 60 * 1000;

const loginStateSchema = z.object({
  state: z.string().min(1),
  nonce: z.string().min(1),
  codeVerifier: z.string().min(43).max(128),
  expiresAt: z.number().int(),
});

export type LoginState = z.infer<typeof loginStateSchema>;

const signatureOf = (secret: string, body: string) =>
  crypto.createHmac('sha256', secret).update(`sso-login-state:${body}`).digest('base64url');

export function sealLoginState(secret: string, state: LoginState): string {
  const body = Buffer.from(JSON.stringify(state)).toString('base64url');
  return `${body}.${signatureOf(secret, body)}`;
}

/** The state when the cookie is ours, untampered and not expired; otherwise null. */
export function openLoginState(secret: string, value: string | undefined, now: Date): LoginState | null {
  if (!value || value.length > 2000) return null;
  const [body, signature, ...rest] = value.split('.');
  if (!body || !signature || rest.length > 0) return null;
  const expected = Buffer.from(signatureOf(secret, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const result = loginStateSchema.safeParse(parsed);
  if (!result.success || result.data.expiresAt <= now.getTime()) return null;
  return result.data;
}
