import { startTransition, useCallback, useEffect, useReducer, useRef } from 'react';
import type { PagedList } from '../contract';
import { apiErrorMessage } from '../api';
import { useLatestCall } from '../request/latest-call';
import { answerValue, usePageData, type PageData } from '../request/page-data';
import { canLoadMore, initialListState, listReducer, type ListState } from './list-state';

export interface UsePagedListOptions<T> {
  pageSize: number;
  /** Fetches one zero-based page; the signal is aborted when the list is reset (it may be ignored). */
  fetchPage: (page: number, pageSize: number, signal: AbortSignal) => Promise<PagedList<T>>;
  /** Any change of this key (filters, keyword, sort) resets the list to page 0 (spec 4). */
  resetKey: string;
}

export interface PagedListApi<T> {
  state: ListState<T>;
  loadMore: () => void;
  reload: () => void;
}

/**
 * The first page a server-rendered page was drawn with (see request/page-data.ts), as the list's first state:
 * on the server it suspends the render until the page is answered; in the browser the first render shows it,
 * so hydration draws what the server drew. Undefined: the list starts empty and loads as usual.
 */
function firstPageFromPageData<T>(pageData: PageData | null, pageSize: number, resetKey: string, fetchFirst: () => Promise<PagedList<T>>): ListState<T> | undefined {
  if (!pageData) return undefined;
  const key = `paged:${pageSize}:${resetKey}`;
  const answer = pageData.answer(key);
  if (!answer) return pageData.suspend ? pageData.suspend(key, fetchFirst) : undefined;
  const { data, error } = answerValue(answer);
  const requested = listReducer(initialListState<T>(), { type: 'request' });
  if (error) return listReducer(requested, { type: 'failure', error: apiErrorMessage(error, '加载失败') });
  const page = data as PagedList<T>;
  return listReducer(requested, { type: 'success', rows: page.rows, count: page.count, pageSize });
}

/** A paged list with the states of spec 4; stale answers of an earlier filter are dropped. */
export function usePagedList<T>({ pageSize, fetchPage, resetKey }: UsePagedListOptions<T>): PagedListApi<T> {
  const pageData = usePageData();
  const [state, dispatch] = useReducer(
    listReducer<T>,
    undefined,
    () => firstPageFromPageData(pageData, pageSize, resetKey, () => fetchPage(0, pageSize, new AbortController().signal)) ?? initialListState<T>(),
  );
  const calls = useLatestCall();
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;
  const stateRef = useRef(state);
  stateRef.current = state;

  const load = useCallback(() => {
    const current = stateRef.current;
    if (!canLoadMore(current)) return;
    // The next page belongs to the same call as the first: only a reset makes it stale.
    const ticket = calls.current();
    dispatch({ type: 'request' });
    // Mark loading at once: a second scroll event before the next render must not load the page twice.
    stateRef.current = { ...current, status: current.nextPage === 0 ? 'first-loading' : 'loading-more' };
    // The answer is drawn as a transition: a page of cards is a big render, and React then yields to the
    // browser every few milliseconds instead of holding the main thread for all of it.
    fetchRef.current(current.nextPage, pageSize, ticket.signal).then(
      (page) => {
        if (ticket.isCurrent()) startTransition(() => dispatch({ type: 'success', rows: page.rows, count: page.count, pageSize }));
      },
      (error: unknown) => {
        if (ticket.isCurrent()) startTransition(() => dispatch({ type: 'failure', error: apiErrorMessage(error, '加载失败') }));
      },
    );
  }, [pageSize, calls]);

  const reload = useCallback(() => {
    calls.begin();
    dispatch({ type: 'reset' });
    stateRef.current = initialListState<T>();
    load();
  }, [load, calls]);

  // Reset only when the key really changes: a kept-alive page runs its effects again each time it is
  // shown, and must come back with the pages it had loaded (spec 2: state restored on return).
  const loadedKey = useRef<string | null>(state.status === 'init' ? null : resetKey);
  useEffect(() => {
    if (loadedKey.current === resetKey) return;
    loadedKey.current = resetKey;
    reload();
  }, [resetKey, reload]);

  return { state, loadMore: load, reload };
}
