import { canLoadMore, initialListState, isApiError, listReducer, type ListState, type PagedList } from '@site/shared';
import { useCallback, useEffect, useReducer, useRef } from 'react';

export interface KeptPagedListOptions<T> {
  pageSize: number;
  fetchPage: (page: number, pageSize: number) => Promise<PagedList<T>>;
  /** A change of filters, keyword or sort resets the list to page 0 (spec 4). */
  resetKey: string;
}

/**
 * The shared list states (spec 4) for a page the shell keeps alive. React re-runs effects when a
 * hidden <Activity> is shown again; unlike usePagedList, this only resets when resetKey really
 * changed, so the loaded pages are still there when the user comes back (spec 2).
 */
export function useKeptPagedList<T>({ pageSize, fetchPage, resetKey }: KeptPagedListOptions<T>) {
  const [state, dispatch] = useReducer(listReducer<T>, undefined, () => initialListState<T>());
  const stateRef = useRef<ListState<T>>(state);
  stateRef.current = state;
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;
  const generation = useRef(0);
  const loadedKey = useRef<string | null>(null);

  const load = useCallback(() => {
    const current = stateRef.current;
    if (!canLoadMore(current)) return;
    const mine = generation.current;
    dispatch({ type: 'request' });
    stateRef.current = { ...current, status: current.nextPage === 0 ? 'first-loading' : 'loading-more' };
    fetchRef.current(current.nextPage, pageSize).then(
      (page) => {
        if (mine === generation.current) dispatch({ type: 'success', rows: page.rows, count: page.count, pageSize });
      },
      (error: unknown) => {
        if (mine === generation.current) dispatch({ type: 'failure', error: isApiError(error) ? error.message : '加载失败' });
      },
    );
  }, [pageSize]);

  const reload = useCallback(() => {
    generation.current += 1;
    dispatch({ type: 'reset' });
    stateRef.current = initialListState<T>();
    load();
  }, [load]);

  useEffect(() => {
    if (loadedKey.current === resetKey) return;
    loadedKey.current = resetKey;
    reload();
  }, [resetKey, reload]);

  return { state, loadMore: load, reload };
}
