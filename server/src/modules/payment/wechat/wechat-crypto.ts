import crypto from 'node:crypto';
import type { WechatPaySettings } from '../../../platform/payment-config';

/** WeChat rejects (and we reject) signatures whose timestamp is further than this from now. */
const MAX_CLOCK_SKEW_S = 5 * 60;

/**
 * The Authorization header of API v3 (WECHATPAY2-SHA256-RSA2048): SHA256-with-RSA over
 * "METHOD\nPATH?QUERY\nTIMESTAMP\nNONCE\nBODY\n" with the merchant's private key.
 */
export function authorizationHeader(settings: WechatPaySettings, method: string, pathWithQuery: string, body: string, now = Date.now()): string {
  const timestamp = Math.floor(now / 1000).toString();
  const nonce = crypto.randomBytes(16).toString('hex').toUpperCase();
  const message = `${method}\n${pathWithQuery}\n${timestamp}\n${nonce}\n${body}\n`;
  const signature = crypto.sign('sha256', Buffer.from(message), settings.privateKey).toString('base64');
  return `WECHATPAY2-SHA256-RSA2048 mchid="${settings.mchid}",nonce_str="${nonce}",signature="${signature}",timestamp="${timestamp}",serial_no="${settings.certSerial}"`;
}

export interface SignedHeaders {
  timestamp: string | undefined;
  nonce: string | undefined;
  signature: string | undefined;
  serial: string | undefined;
}

/** Reads the Wechatpay-* headers from a fetch answer or a Fastify request. */
export function signedHeaders(get: (name: string) => string | undefined): SignedHeaders {
  return {
    timestamp: get('wechatpay-timestamp'),
    nonce: get('wechatpay-nonce'),
    signature: get('wechatpay-signature'),
    serial: get('wechatpay-serial'),
  };
}

/**
 * Checks what WeChat signed (answers and notifications alike): the serial names our platform key,
 * the timestamp is fresh, and the RSA-SHA256 signature over "TIMESTAMP\nNONCE\nBODY\n" holds.
 * Answers null when valid, otherwise why not (for the log; never the key).
 */
export function signatureProblem(settings: WechatPaySettings, headers: SignedHeaders, body: string, now = Date.now()): string | null {
  const { timestamp, nonce, signature, serial } = headers;
  if (!timestamp || !nonce || !signature || !serial) return 'missing Wechatpay-* signature headers';
  // Several keys are valid at once (certificate rotation, the switch to the public key): the serial picks one.
  const key = settings.platformKeys.get(serial.toUpperCase());
  if (!key) return `unknown Wechatpay-Serial ${serial.slice(0, 64)}`;
  if (!/^\d{1,12}$/.test(timestamp) || Math.abs(now / 1000 - Number(timestamp)) > MAX_CLOCK_SKEW_S) return 'stale or malformed Wechatpay-Timestamp';
  let valid = false;
  try {
    valid = crypto.verify('sha256', Buffer.from(`${timestamp}\n${nonce}\n${body}\n`), key, Buffer.from(signature, 'base64'));
  } catch {
    valid = false;
  }
  return valid ? null : 'bad Wechatpay-Signature';
}

export interface EncryptedResource {
  algorithm: string;
  ciphertext: string;
  nonce: string;
  associated_data?: string;
}

/** AEAD_AES_256_GCM with the API v3 key; the last 16 bytes of the ciphertext are the tag. Throws when tampered. */
export function decryptResource(settings: WechatPaySettings, resource: EncryptedResource): string {
  if (resource.algorithm !== 'AEAD_AES_256_GCM') throw new Error(`unsupported algorithm ${resource.algorithm}`);
  const data = Buffer.from(resource.ciphertext, 'base64');
  if (data.length <= 16) throw new Error('ciphertext too short');
  const decipher = crypto.createDecipheriv('aes-256-gcm', settings.apiV3Key, Buffer.from(resource.nonce, 'utf8'));
  decipher.setAuthTag(data.subarray(data.length - 16));
  decipher.setAAD(Buffer.from(resource.associated_data ?? '', 'utf8'));
  return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString('utf8');
}

/** time_expire: RFC 3339 in Beijing time, e.g. 2026-11-23T20:15:00+08:00. */
export function rfc3339Beijing(date: Date): string {
  const shifted = new Date(date.getTime() + 8 * 60 * 60 * 1000).toISOString().slice(0, 19);
  return `${shifted}+08:00`;
}
