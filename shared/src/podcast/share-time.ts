import { formatDuration } from '../format';

/** `#t=mm:ss` (or `h:mm:ss`, or plain seconds) of a share link as seconds; null when absent or malformed. */
export function parseShareTime(hash: string): number | null {
  const match = /^#?t=(\d+(?::\d{1,2}){0,2})$/.exec(hash.trim());
  if (!match) return null;
  const parts = match[1].split(':').map(Number);
  if (parts.slice(1).some((part) => part >= 60)) return null;
  return parts.reduce((total, part) => total * 60 + part, 0);
}

/** The share link of an episode starting at `seconds`: /podcast/{id}#t=mm:ss. */
export function shareLink(origin: string, audioId: number, seconds: number): string {
  return `${origin}/podcast/${audioId}#t=${formatDuration(seconds)}`;
}
