import type { FastifyReply } from 'fastify';
import { signValue, verifiedValue } from '../../platform/signed-value';
import { API_PREFIX } from '../api-prefix';

/**
 * A device the owner has signed in on before. Failures spread over many addresses lock an account for
 * everyone (login-guard.ts); the owner's own browsers carry this cookie, naming the account, and their
 * password sign-ins pass that account-wide lock (never the per-client or per-address ones, and their
 * failures still count). Only the server can make one: it is signed with the instances' shared secret,
 * so a made-up or edited cookie is ignored. It names the account and when it was set, nothing secret.
 */
export const KNOWN_DEVICE_COOKIE = 'kd';
const PURPOSE = 'known-device';
/** Long enough for a member who signs in a few times a year; every sign-in sets it again. */
export const KNOWN_DEVICE_MAX_AGE_S = 180 * 24 * 60 * 60;
/** Sent with password sign-ins only, the one call that reads it. */
const COOKIE_PATH = `${API_PREFIX}/account/login`;

export function setKnownDeviceCookie(reply: FastifyReply, secret: string, userId: number, now: Date, secure: boolean): void {
  const value = signValue(secret, PURPOSE, `${userId}.${Math.floor(now.getTime() / 1000)}`);
  reply.setCookie(KNOWN_DEVICE_COOKIE, value, { path: COOKIE_PATH, httpOnly: true, sameSite: 'lax', secure, maxAge: KNOWN_DEVICE_MAX_AGE_S });
}

/** The account the cookie names when we signed it and it has not outlived its age, else null. */
export function knownDeviceUser(secret: string, cookie: string | undefined, now: Date): number | null {
  const value = verifiedValue(secret, PURPOSE, cookie);
  const match = value === null ? null : /^(\d{1,15})\.(\d{1,15})$/.exec(value);
  if (!match) return null;
  const ageS = now.getTime() / 1000 - Number(match[2]);
  return ageS >= 0 && ageS <= KNOWN_DEVICE_MAX_AGE_S ? Number(match[1]) : null;
}
