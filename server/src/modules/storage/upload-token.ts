import crypto from 'node:crypto';
import { UPLOAD_RULES, type ImageContentType, type UploadPurpose } from '@site/shared/contract';
import { BusinessError, HttpCode } from '../../platform/errors';

/** Tokens live 10 minutes: long enough to pick a file and upload it on a slow line. */
export const UPLOAD_TOKEN_TTL_MS = 10 * 60 * 1000;

/** What a token states; the upload endpoint trusts nothing else. */
export interface UploadGrant {
  userId: number;
  purpose: UploadPurpose;
  maxBytes: number;
  contentTypes: ImageContentType[];
  /** Folder the key is created in: `<purpose>/<userId>/`. */
  keyPrefix: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

const sign = (secret: string, payload: string) =>
  crypto.createHmac('sha256', secret).update(`upload-token:${payload}`).digest('base64url');

export function createUploadToken(secret: string, userId: number, purpose: UploadPurpose, now = Date.now()): string {
  const rule = UPLOAD_RULES[purpose];
  const grant: UploadGrant = {
    userId,
    purpose,
    maxBytes: rule.maxBytes,
    contentTypes: [...rule.contentTypes],
    keyPrefix: `${purpose}/${userId}/`,
    expiresAt: now + UPLOAD_TOKEN_TTL_MS,
  };
  const payload = Buffer.from(JSON.stringify(grant)).toString('base64url');
  return `${payload}.${sign(secret, payload)}`;
}

const invalid = () => new BusinessError(HttpCode.Forbidden, '上传凭证无效，请重新上传', 403);

/** The grant of a valid token; a forged, malformed or expired one is refused. */
export function verifyUploadToken(secret: string, token: string, now = Date.now()): UploadGrant {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) throw invalid();
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) throw invalid();
  let grant: UploadGrant;
  try {
    grant = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as UploadGrant;
  } catch {
    throw invalid();
  }
  if (typeof grant.expiresAt !== 'number' || grant.expiresAt <= now) {
    throw new BusinessError(HttpCode.Forbidden, '上传凭证已过期，请重新上传', 403);
  }
  return grant;
}
