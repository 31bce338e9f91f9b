import { isApiError } from '@site/shared';
import { useCallback, useEffect, useRef, useState } from 'react';

export interface AsyncState<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  reload: () => void;
  /** Replace the data locally (after a write the server confirmed). */
  setData: (data: T) => void;
}

/** One request tied to its inputs; answers of an earlier input are dropped. */
export function useAsync<T>(fetcher: () => Promise<T>, deps: readonly unknown[]): AsyncState<T> {
  const [data, setData] = useState<T | undefined>(undefined);
  const [error, setError] = useState<unknown>(null);
  const [loading, setLoading] = useState(true);
  const generation = useRef(0);
  const fetcherRef = useRef(fetcher);
  fetcherRef.current = fetcher;

  const run = useCallback(() => {
    const mine = ++generation.current;
    setLoading(true);
    setError(null);
    fetcherRef.current().then(
      (value) => {
        if (mine !== generation.current) return;
        setData(value);
        setLoading(false);
      },
      (reason: unknown) => {
        if (mine !== generation.current) return;
        setError(reason);
        setLoading(false);
      },
    );
  }, []);

  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(run, deps);
  useEffect(() => () => void (generation.current += 1), []);

  return { data, error, loading, reload: run, setData };
}

export function errorText(error: unknown, fallback: string): string {
  return isApiError(error) && error.message ? error.message : fallback;
}
