import crypto from 'node:crypto';
import dns from 'node:dns/promises';
import net from 'node:net';
import { UPLOAD_RULES } from '@site/shared/contract';
import { extensionOf, type Storage } from '../storage/storage';
import { isDecodableImage } from '../storage/image';
import { FILES_HOST } from '../storage/service';
import { sniffImageType } from '../storage/sniff';

/** The rules of an uploaded avatar (spec 9: jpeg/png/gif up to 2 MB). */
const { maxBytes: MAX_AVATAR_BYTES, contentTypes: AVATAR_TYPES } = UPLOAD_RULES.avatar;
const FETCH_TIMEOUT_MS = 5000;

// Addresses a picture URL must not make the server reach (this machine, the private network, cloud metadata).
const internal = new net.BlockList();
for (const [prefix, bits] of [['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12], ['192.168.0.0', 16], ['224.0.0.0', 4], ['240.0.0.0', 4]] as const) {
  internal.addSubnet(prefix, bits, 'ipv4');
}
for (const [prefix, bits] of [['::', 127], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8], ['::ffff:0:0', 96]] as const) {
  internal.addSubnet(prefix, bits, 'ipv6');
}

async function isPublicHost(hostname: string): Promise<boolean> {
  const addresses = await dns.lookup(hostname.replace(/^\[|\]$/g, ''), { all: true }).catch(() => []);
  return addresses.length > 0 && addresses.every(({ address, family }) => !internal.check(address, family === 6 ? 'ipv6' : 'ipv4'));
}

async function readLimited(response: Response): Promise<Buffer | null> {
  if (!response.body) return null;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response.body) {
    size += chunk.length;
    if (size > MAX_AVATAR_BYTES) return null;
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks);
}

/**
 * Copies the provider's `picture` into our storage and answers its URL (the CSP shows images from the
 * site itself only, and a copy keeps working when the provider's link changes). Only from the
 * provider's own origin or a public https host, JPEG/PNG/GIF up to 2 MB; anything else answers null
 * and the member simply has no avatar yet.
 */
export async function copyAvatar(storage: Storage, pictureUrl: string, issuer: string): Promise<string | null> {
  const url = new URL(pictureUrl);
  const fromProvider = url.origin === new URL(issuer).origin;
  if (!fromProvider && (url.protocol !== 'https:' || !(await isPublicHost(url.hostname)))) return null;
  try {
    // No redirects: a redirect could lead to an address the check above would refuse.
    const response = await fetch(url, { redirect: 'error', signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    if (!response.ok || Number(response.headers.get('content-length') ?? 0) > MAX_AVATAR_BYTES) return null;
    const file = await readLimited(response);
    const type = file ? sniffImageType(file) : null;
    if (!file || !type || !AVATAR_TYPES.includes(type) || !(await isDecodableImage(file))) return null;
    const key = `avatar/sso/${crypto.createHash('sha256').update(file).digest('hex').slice(0, 32)}.${extensionOf(type)}`;
    if (!(await storage.exists(key))) await storage.put(key, file, type);
    return `${FILES_HOST}${key}`;
  } catch {
    return null;
  }
}
