import crypto from 'node:crypto';

/** Play URLs and play-auth tokens live this long: enough to start playing, too short to share usefully. */
export const MEDIA_URL_TTL_MS = 10 * 60 * 1000;

export type MediaKind = 'lesson' | 'source';

const hmac = (secret: string, text: string) => crypto.createHmac('sha256', secret).update(text).digest('base64url');

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}

/** Signature over what the URL grants: which file of which lesson, to whom, until when. */
export function mediaSignature(secret: string, kind: MediaKind, lessonId: number, uid: number, exp: number): string {
  return hmac(secret, `media:${kind}:${lessonId}:${uid}:${exp}`);
}

export function signedMediaPath(secret: string, kind: MediaKind, lessonId: number, uid: number, now: number): { path: string; exp: number } {
  const exp = now + MEDIA_URL_TTL_MS;
  const sig = mediaSignature(secret, kind, lessonId, uid, exp);
  return { path: `/media/${kind}/${lessonId}?uid=${uid}&exp=${exp}&sig=${sig}`, exp };
}

export type MediaCheck = 'ok' | 'forged' | 'expired';

export function checkMediaSignature(secret: string, kind: MediaKind, lessonId: number, uid: number, exp: number, sig: string, now: number): MediaCheck {
  if (!safeEqual(mediaSignature(secret, kind, lessonId, uid, exp), sig)) return 'forged';
  return exp > now ? 'ok' : 'expired';
}

/** The desktop player's play-auth token: `<payload>.<sig>` with payload base64url({l,u,e}). */
export function createPlayAuth(secret: string, lessonId: number, uid: number, now: number): { playAuth: string; exp: number } {
  const exp = now + MEDIA_URL_TTL_MS;
  const payload = Buffer.from(JSON.stringify({ l: lessonId, u: uid, e: exp })).toString('base64url');
  return { playAuth: `${payload}.${hmac(secret, `playauth:${payload}`)}`, exp };
}

export function readPlayAuth(secret: string, token: string, now: number): { lessonId: number; uid: number; exp: number } | MediaCheck {
  const [payload, sig, extra] = token.split('.');
  if (!payload || !sig || extra !== undefined) return 'forged';
  if (!safeEqual(hmac(secret, `playauth:${payload}`), sig)) return 'forged';
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return 'forged';
  }
  const { l, u, e } = parsed as { l?: unknown; u?: unknown; e?: unknown };
  if (typeof l !== 'number' || typeof u !== 'number' || typeof e !== 'number') return 'forged';
  if (e <= now) return 'expired';
  return { lessonId: l, uid: u, exp: e };
}
