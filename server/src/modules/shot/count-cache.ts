/**
 * Totals of the public shot list, remembered for a few seconds per database and filter. Counting
 * a million published shots costs far more than reading a page of 24, and the total only feeds
 * the list's "no more" hint, so a value up to TTL_MS old is good enough; pages themselves are
 * always read fresh. Each API instance keeps its own (no shared state between instances).
 */
const TTL_MS = 15_000;
const MAX_KEYS = 500;

/** A count under way is shared too: a list answer gone cold is asked for by many visitors at once. */
interface Count {
  value: Promise<number>;
  at: number;
}

const caches = new WeakMap<object, Map<string, Count>>();

export function cachedCount(owner: object, key: string, count: () => Promise<number>, now = Date.now()): Promise<number> {
  let cache = caches.get(owner);
  if (!cache) {
    cache = new Map();
    caches.set(owner, cache);
  }
  const hit = cache.get(key);
  if (hit && now - hit.at < TTL_MS) return hit.value;
  const entry: Count = { value: count(), at: now };
  // Keyword searches make many keys: drop the oldest when full (Map keeps insertion order).
  if (cache.size >= MAX_KEYS) cache.delete(cache.keys().next().value as string);
  cache.delete(key);
  cache.set(key, entry);
  // A failed count is not remembered: the next request counts again.
  const own = cache;
  entry.value.catch(() => {
    if (own.get(key) === entry) own.delete(key);
  });
  return entry.value;
}

/** A change to the published set (publish, unpublish, create, delete, recommend) makes the next count fresh. */
export function forgetCounts(owner: object): void {
  caches.delete(owner);
}
