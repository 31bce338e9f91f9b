import crypto from 'node:crypto';

/**
 * Audio URLs are public (visitors listen too) but signed and expiring, so the storage behind them
 * is not an open file server. A URL must outlive a long episode with seeks (each seek is a new
 * Range request), hence hours, not minutes; the expiry is rounded up to the hour so the same URL
 * is handed out for an hour and the browser's cache keeps working across page loads.
 */
export const AUDIO_URL_MIN_TTL_MS = 6 * 60 * 60 * 1000;
const ROUND_MS = 60 * 60 * 1000;

const sign = (secret: string, audioId: number, exp: number) => crypto.createHmac('sha256', secret).update(`audio:${audioId}:${exp}`).digest('base64url');

export function audioExpiry(now: number): number {
  return Math.ceil((now + AUDIO_URL_MIN_TTL_MS) / ROUND_MS) * ROUND_MS;
}

export function signedAudioPath(secret: string, audioId: number, now: number): string {
  const exp = audioExpiry(now);
  return `/media/audio/${audioId}?exp=${exp}&sig=${sign(secret, audioId, exp)}`;
}

export type AudioUrlCheck = 'ok' | 'forged' | 'expired';

export function checkAudioSignature(secret: string, audioId: number, exp: number, sig: string, now: number): AudioUrlCheck {
  const expected = Buffer.from(sign(secret, audioId, exp));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return 'forged';
  return exp > now ? 'ok' : 'expired';
}
