// The list loading states of spec 4, as a pure reducer so every paged list behaves the same.

export type ListStatus = 'init' | 'first-loading' | 'loading-more' | 'first-error' | 'more-error' | 'no-more' | 'idle';

export interface ListState<T> {
  status: ListStatus;
  rows: T[];
  count: number;
  /** Zero-based index of the next page to load. */
  nextPage: number;
  error: string | null;
}

export type ListAction<T> =
  | { type: 'reset' }
  | { type: 'request' }
  | { type: 'success'; rows: T[]; count: number; pageSize: number }
  | { type: 'failure'; error: string };

export function initialListState<T>(): ListState<T> {
  return { status: 'init', rows: [], count: 0, nextPage: 0, error: null };
}

export function listReducer<T>(state: ListState<T>, action: ListAction<T>): ListState<T> {
  switch (action.type) {
    case 'reset':
      return initialListState<T>();
    case 'request':
      return { ...state, status: state.nextPage === 0 ? 'first-loading' : 'loading-more', error: null };
    case 'success': {
      const rows = state.nextPage === 0 ? action.rows : [...state.rows, ...action.rows];
      // A page shorter than the page size is the last one (spec 4: no-more).
      const noMore = action.rows.length < action.pageSize || rows.length >= action.count;
      return { status: noMore ? 'no-more' : 'idle', rows, count: action.count, nextPage: state.nextPage + 1, error: null };
    }
    case 'failure':
      return { ...state, status: state.nextPage === 0 ? 'first-error' : 'more-error', error: action.error };
  }
}

/** Whether another page may be requested now (not while loading, not after the last page). */
export function canLoadMore(state: ListState<unknown>): boolean {
  return state.status === 'init' || state.status === 'idle' || state.status === 'more-error';
}
