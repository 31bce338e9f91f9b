// Answers of keyed requests kept in memory for the whole page session. Shared is a Module Federation
// singleton, so the shell and every remote see one cache: reference data loaded on one page (software
// list, teachers, categories) is not asked for again on the next one, and two components asking for
// the same key at once share one request.

interface Entry {
  value?: unknown;
  settledAt?: number;
  inFlight?: Promise<unknown>;
}

const entries = new Map<string, Entry>();

/** The kept answer for `key` if it is younger than `maxAgeMs`. */
export function readCached<T>(key: string, maxAgeMs: number): { value: T } | undefined {
  const entry = entries.get(key);
  if (!entry || entry.settledAt === undefined || Date.now() - entry.settledAt > maxAgeMs) return undefined;
  return { value: entry.value as T };
}

/** Runs `fetcher` for `key`, or joins the request already in flight for it; keeps the answer. */
export function fetchShared<T>(key: string, fetcher: () => Promise<T>): Promise<T> {
  const entry = entries.get(key) ?? {};
  entries.set(key, entry);
  if (entry.inFlight) return entry.inFlight as Promise<T>;
  const request = fetcher().then((value) => {
    entry.value = value;
    entry.settledAt = Date.now();
    return value;
  });
  entry.inFlight = request;
  const settle = () => {
    if (entry.inFlight === request) entry.inFlight = undefined;
  };
  request.then(settle, settle);
  return request;
}

/** Replaces the kept answer (after a write the server confirmed). */
export function writeCached<T>(key: string, value: T): void {
  entries.set(key, { ...entries.get(key), value, settledAt: Date.now() });
}

/** Forgets every kept answer (tests; a log-out could too). */
export function clearRequestCache(): void {
  entries.clear();
}
