import type { ProviderName } from './provider';
import { ProviderError } from './provider';

/** A provider call never holds a request (or the purchase poll) longer than this. */
const TIMEOUT_MS = 10_000;

export interface ProviderAnswer {
  status: number;
  headers: Headers;
  /** The raw body: signatures are checked over these exact bytes. */
  text: string;
}

/** fetch with a timeout; network failures become ProviderError (the caller decides what they mean). */
export async function callProvider(provider: ProviderName, url: string, init: RequestInit): Promise<ProviderAnswer> {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    return { status: response.status, headers: response.headers, text: await response.text() };
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'request failed';
    throw new ProviderError(provider, `${provider} API unreachable: ${reason}`);
  }
}

/** JSON.parse that answers null instead of throwing (answers are checked field by field after). */
export function parseJsonObject(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Order titles go to the payer's bill; providers cap their length. */
export function truncate(text: string, maxChars: number): string {
  const chars = Array.from(text);
  return chars.length <= maxChars ? text : `${chars.slice(0, maxChars - 1).join('')}…`;
}

/**
 * For limits counted in UTF-8 bytes (WeChat's `description` 127, refund `reason` 80): a Chinese character is
 * 3 bytes, so a character count lets a 30-character reason through to be refused. Cuts whole characters
 * (never half of one) and ends with "…" when anything was cut.
 */
export function truncateBytes(text: string, maxBytes: number): string {
  if (Buffer.byteLength(text, 'utf8') <= maxBytes) return text;
  const ellipsis = '…';
  let budget = maxBytes - Buffer.byteLength(ellipsis, 'utf8');
  let kept = '';
  for (const char of text) {
    budget -= Buffer.byteLength(char, 'utf8');
    if (budget < 0) break;
    kept += char;
  }
  return `${kept}${ellipsis}`;
}

/** Beijing wall-clock parts of a moment (both providers speak in Asia/Shanghai, UTC+8 all year). */
export function beijingParts(date: Date): { date: string; time: string } {
  const shifted = new Date(date.getTime() + 8 * 60 * 60 * 1000).toISOString();
  return { date: shifted.slice(0, 10), time: shifted.slice(11, 19) };
}
