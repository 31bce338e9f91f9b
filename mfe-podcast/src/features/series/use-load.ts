import { isApiError } from '@site/shared';
import { useCallback, useEffect, useState } from 'react';

export type Loaded<T> = { status: 'loading' } | { status: 'error'; message: string } | { status: 'done'; data: T };

/**
 * One request keyed by `key`: a new key starts again and drops the answer of the old one;
 * `retry` asks again after a failure.
 */
export function useLoad<T>(key: string | null, fetcher: () => Promise<T>): Loaded<T> & { retry: () => void } {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (key === null) return undefined;
    let live = true;
    setState({ status: 'loading' });
    fetcher().then(
      (data) => live && setState({ status: 'done', data }),
      (error: unknown) => live && setState({ status: 'error', message: isApiError(error) ? error.message : '加载失败' }),
    );
    return () => {
      live = false;
    };
    // The key names the request; the fetcher is the caller's closure over the same values.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
