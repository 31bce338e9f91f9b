import crypto from 'node:crypto';

/**
 * A value a client carries (a cookie) that only the server can have made: `value.signature`, an HMAC
 * with the instances' shared secret over the purpose and the value, so a value signed for one purpose
 * is never accepted for another and a made-up value is ignored.
 */
const signatureOf = (secret: string, purpose: string, value: string): string =>
  crypto.createHmac('sha256', secret).update(`${purpose}:${value}`).digest('base64url');

export function signValue(secret: string, purpose: string, value: string): string {
  return `${value}.${signatureOf(secret, purpose, value)}`;
}

/** The value when the signature is ours for this purpose, else null (a forged or damaged value is ignored). */
export function verifiedValue(secret: string, purpose: string, signed: string | undefined): string | null {
  if (signed === undefined) return null;
  const cut = signed.lastIndexOf('.');
  if (cut <= 0) return null;
  const value = signed.slice(0, cut);
  const given = Buffer.from(signed.slice(cut + 1));
  const expected = Buffer.from(signatureOf(secret, purpose, value));
  return given.length === expected.length && crypto.timingSafeEqual(given, expected) ? value : null;
}
