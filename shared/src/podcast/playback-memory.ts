import { readStore, updateStore } from '../storage';

export const SPEEDS = [0.75, 1, 1.25, 1.5, 1.75, 2] as const;
const MAX_REMEMBERED = 100;
/** Closer than this to the end counts as finished: the next listen starts from the beginning. */
const FINISHED_MARGIN_S = 5;

export function readSpeed(): number {
  const stored = readStore().podcastSpeed;
  return typeof stored === 'number' && (SPEEDS as readonly number[]).includes(stored) ? stored : 1;
}

export function rememberSpeed(speed: number): void {
  updateStore({ podcastSpeed: speed });
}

function positions(): Record<string, number> {
  const stored = readStore().podcastPositions;
  return stored && typeof stored === 'object' && !Array.isArray(stored) ? stored : {};
}

/** Where the listener left an episode, in seconds (0 when never played or finished). */
export function readPosition(audioId: number): number {
  const value = positions()[String(audioId)];
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;
}

/**
 * Keeps the last MAX_REMEMBERED episodes' positions to a tenth of a second (a reload resumes where the
 * listener was, not up to a second earlier); a finished episode is forgotten.
 */
export function rememberPosition(audioId: number, seconds: number, duration: number): void {
  const next = { ...positions() };
  delete next[String(audioId)];
  const finished = duration > 0 && seconds >= duration - FINISHED_MARGIN_S;
  if (!finished && seconds >= 1) next[String(audioId)] = Math.floor(seconds * 10) / 10;
  const keys = Object.keys(next);
  // Insertion order is recency order: drop the oldest beyond the limit.
  for (const key of keys.slice(0, Math.max(0, keys.length - MAX_REMEMBERED))) delete next[key];
  updateStore({ podcastPositions: next });
}
