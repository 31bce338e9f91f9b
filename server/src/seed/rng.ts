/** mulberry32: a tiny seeded PRNG, so every run builds the same demo data. */
export function createRng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(rng: () => number, items: readonly T[]): T => items[Math.floor(rng() * items.length)];

export const intBetween = (rng: () => number, min: number, max: number): number => min + Math.floor(rng() * (max - min + 1));

/** k distinct items in random order (k is capped at the list's length). */
export function sample<T>(rng: () => number, items: readonly T[], k: number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(rng() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy.slice(0, Math.min(k, copy.length));
}

/** A moment within the last `days` days (demo content looks like it grew over time). */
export const daysAgo = (rng: () => number, days: number, now = Date.now()): Date => new Date(now - Math.floor(rng() * days * 86_400_000));
