import crypto from 'node:crypto';
import { ACCOUNT_CHARS, NICKNAME_MAX, USERNAME_MAX, USERNAME_MIN, isEmailAddress, normalizeEmail } from '@site/shared/contract';

/** Claims from the ID token merged with the provider's userinfo answer. */
export type Claims = Record<string, unknown>;

const text = (claims: Claims, name: string): string | undefined => {
  const value = claims[name];
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
};

/** A short, stable tag of an identity, for names that need to be made unique. */
export const identityTag = (issuer: string, subject: string) =>
  crypto.createHash('sha256').update(`${issuer}\n${subject}`).digest('hex').slice(0, 8);

/**
 * The username we would like for this identity (clashes are resolved later, see service.ts):
 * preferred_username, else the local part of the email, reduced to the characters of spec 5
 * (letters, digits, _ - .; "@" is dropped so a username never looks like an email) and cut to 20;
 * when fewer than 4 characters remain (e.g. a Chinese name), `user_<tag>`.
 */
export function wantedUsername(claims: Claims, tag: string): string {
  const source = text(claims, 'preferred_username') ?? text(claims, 'email')?.split('@')[0] ?? '';
  const reduced = Array.from(source.includes('@') ? source.split('@')[0] : source)
    .filter((char) => ACCOUNT_CHARS.test(char) && char !== '@')
    .join('')
    .slice(0, USERNAME_MAX);
  return reduced.length >= USERNAME_MIN ? reduced : `user_${tag}`;
}

// Control characters and line breaks are removed, as the profile form refuses them.
const NICKNAME_BAD_CHARS = /[\u0000-\u001f\u007f\u2028\u2029]/g;

/** The nickname we would like: name, else nickname, else preferred_username, else the username; at most 20 characters. */
export function wantedNickname(claims: Claims, username: string): string {
  const source = text(claims, 'name') ?? text(claims, 'nickname') ?? text(claims, 'preferred_username') ?? username;
  const cleaned = Array.from(source.replace(NICKNAME_BAD_CHARS, '').trim()).slice(0, NICKNAME_MAX).join('').trim();
  return cleaned || username;
}

/** The email to link or store: only one the provider says it has verified. */
export function verifiedEmail(claims: Claims): string | null {
  const email = text(claims, 'email');
  if (!email || claims.email_verified !== true) return null;
  const normalized = normalizeEmail(email);
  return isEmailAddress(normalized) ? normalized : null;
}

/** An absolute https picture URL, or null. */
export function pictureUrl(claims: Claims): string | null {
  const picture = text(claims, 'picture');
  if (!picture || picture.length > 2000 || !URL.canParse(picture)) return null;
  const url = new URL(picture);
  return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
}

/** What a roles claim can grant; anything else in the claim is ignored. */
export interface Grants {
  roles: { admin: boolean; teacher: boolean };
  canPostShot: boolean;
  canTopComment: boolean;
}

/**
 * Roles and powers from the configured claim (a dotted path reaches nested claims such as Keycloak's
 * realm_access.roles). The claim may be a list or a space/comma separated string. A configured claim
 * that is absent means "no roles" (providers leave empty lists out), so revoking at the provider works.
 */
export function grantsFrom(claims: Claims, claimPath: string): Grants {
  let value: unknown = claims;
  for (const key of claimPath.split('.')) {
    value = value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>)[key] : undefined;
  }
  const items = Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string')
    : typeof value === 'string'
      ? value.split(/[\s,]+/)
      : [];
  const has = new Set(items.map((item) => item.trim()).filter(Boolean));
  return {
    roles: { admin: has.has('admin'), teacher: has.has('teacher') },
    canPostShot: has.has('canPostShot'),
    canTopComment: has.has('canTopComment'),
  };
}
