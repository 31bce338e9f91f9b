import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { useLatestCall } from './latest-call';
import { answerValue, usePageData, type PageData } from './page-data';
import { fetchShared, readCached, writeCached } from './request-cache';

export interface RequestState<T> {
  data: T | undefined;
  /** What the last call rejected with (an ApiError for API calls), null when it did not fail. */
  error: unknown;
  loading: boolean;
  /** Asks again; the data shown so far stays until the answer arrives. */
  reload: () => void;
  /** Replaces the data locally (after a write the server confirmed), like a state setter. */
  setData: (update: T | ((current: T | undefined) => T)) => void;
}

export interface UseRequestOptions {
  /**
   * Keep the answer for this many milliseconds and share it by key across components and pages
   * (reference data). Without it every mount asks the server, as pages with live data should.
   */
  cacheMs?: number;
  /** Keep showing the previous key's data while the new key loads (a table turning pages). */
  keepPrevious?: boolean;
}

/** Reference data that changes rarely (software list, teachers, categories, footer links). */
export const REFERENCE_CACHE_MS = 5 * 60_000;

interface Snapshot<T> {
  key: string | null;
  data: T | undefined;
  error: unknown;
  loading: boolean;
}

function initial<T>(key: string | null, cacheMs: number): Snapshot<T> {
  const cached = key !== null && cacheMs > 0 ? readCached<T>(key, cacheMs) : undefined;
  return { key, data: cached?.value, error: null, loading: key !== null && !cached };
}

/**
 * The answer a server-rendered page was drawn with (see page-data.ts), as this hook's first state: on the
 * server a key not answered yet suspends the render until it is; in the browser the first render shows the
 * embedded answer, so hydration draws what the server drew.
 */
function fromPageData<T>(key: string | null, pageData: PageData | null, fetcher: () => Promise<T>): Snapshot<T> | undefined {
  if (key === null || !pageData) return undefined;
  const answer = pageData.answer(key);
  if (answer) {
    const { data, error } = answerValue(answer);
    return { key, data: data as T | undefined, error, loading: false };
  }
  return pageData.suspend ? pageData.suspend(key, fetcher) : undefined;
}

/**
 * One request named by `key`: loads when the key appears or changes (null: nothing to load yet),
 * drops and aborts answers for an earlier key, and does not reload when a kept-alive page is shown
 * again with the same key. The fetcher gets an AbortSignal it may pass to the API client.
 */
export function useRequest<T>(key: string | null, fetcher: (signal: AbortSignal) => Promise<T>, options: UseRequestOptions = {}): RequestState<T> {
  const cacheMs = options.cacheMs ?? 0;
  const keepPrevious = options.keepPrevious ?? false;
  const pageData = usePageData();
  const [snapshot, setSnapshot] = useState<Snapshot<T>>(() => fromPageData(key, pageData, () => fetcher(new AbortController().signal)) ?? initial<T>(key, cacheMs));
  const calls = useLatestCall();
  const fetcherRef = useRef(fetcher);
  fetcherRef.current = fetcher;
  /** The key whose answer is shown or on its way; null when a hidden page's request was cut short. */
  const loadedKey = useRef<string | null>(snapshot.loading ? null : snapshot.key);
  const inFlight = useRef(false);

  const run = useCallback(
    (runKey: string, force: boolean) => {
      loadedKey.current = runKey;
      if (!force && cacheMs > 0) {
        const cached = readCached<T>(runKey, cacheMs);
        if (cached) {
          calls.cancel();
          setSnapshot({ key: runKey, data: cached.value, error: null, loading: false });
          return;
        }
      }
      const ticket = calls.begin();
      inFlight.current = true;
      setSnapshot((current) => ({ key: runKey, data: current.key === runKey || keepPrevious ? current.data : undefined, error: null, loading: true }));
      // A shared request serves other components too: one of them going away must not abort it.
      const request = cacheMs > 0 ? fetchShared(runKey, () => fetcherRef.current(new AbortController().signal)) : fetcherRef.current(ticket.signal);
      // The answer is drawn as a transition: what it brings (a page's content) can be a big render, and
      // React then yields to the browser every few milliseconds instead of holding the main thread.
      request.then(
        (data) => {
          if (!ticket.isCurrent()) return;
          inFlight.current = false;
          startTransition(() => setSnapshot({ key: runKey, data, error: null, loading: false }));
        },
        (error: unknown) => {
          if (!ticket.isCurrent()) return;
          inFlight.current = false;
          startTransition(() => setSnapshot((current) => ({ ...current, key: runKey, error, loading: false })));
        },
      );
    },
    [calls, cacheMs, keepPrevious],
  );

  useEffect(() => {
    if (key === null) {
      loadedKey.current = null;
      calls.cancel();
      setSnapshot({ key: null, data: undefined, error: null, loading: false });
      return undefined;
    }
    // A kept-alive page runs its effects again each time it is shown: same key, nothing to do.
    if (loadedKey.current !== key) run(key, false);
    return () => {
      // Hidden or unmounted while asking: stop listening, and ask again if it is shown again.
      if (inFlight.current) {
        inFlight.current = false;
        loadedKey.current = null;
        calls.cancel();
      }
    };
  }, [key, run, calls]);

  const reload = useCallback(() => {
    if (key !== null) run(key, true);
  }, [key, run]);

  const setData = useCallback(
    (update: T | ((current: T | undefined) => T)) => {
      setSnapshot((current) => {
        const data = typeof update === 'function' ? (update as (current: T | undefined) => T)(current.data) : update;
        if (key !== null && cacheMs > 0) writeCached(key, data);
        return { ...current, data, error: null };
      });
    },
    [key, cacheMs],
  );

  // Between a key change and its effect, never show the previous key's answer as this key's.
  let fresh = snapshot;
  if (snapshot.key !== key) fresh = keepPrevious && key !== null ? { ...snapshot, key, error: null, loading: true } : initial<T>(key, cacheMs);
  return { data: fresh.data, error: fresh.error, loading: fresh.loading, reload, setData };
}
