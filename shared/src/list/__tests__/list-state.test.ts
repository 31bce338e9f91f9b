import { canLoadMore, initialListState, listReducer, type ListState } from '../list-state';

const apply = (actions: Parameters<typeof listReducer<number>>[1][]): ListState<number> =>
  actions.reduce((state, action) => listReducer(state, action), initialListState<number>());

describe('list states of spec 4', () => {
  test.each<[string, Parameters<typeof listReducer<number>>[1][], string]>([
    ['starts in init', [], 'init'],
    ['first request is first-loading', [{ type: 'request' }], 'first-loading'],
    ['first failure is first-error', [{ type: 'request' }, { type: 'failure', error: 'x' }], 'first-error'],
    ['full page leaves more to load', [{ type: 'request' }, { type: 'success', rows: [1, 2], count: 9, pageSize: 2 }], 'idle'],
    ['short page is no-more', [{ type: 'request' }, { type: 'success', rows: [1], count: 1, pageSize: 2 }], 'no-more'],
    [
      'second request is loading-more',
      [{ type: 'request' }, { type: 'success', rows: [1, 2], count: 9, pageSize: 2 }, { type: 'request' }],
      'loading-more',
    ],
    [
      'second failure is more-error and keeps rows',
      [{ type: 'request' }, { type: 'success', rows: [1, 2], count: 9, pageSize: 2 }, { type: 'request' }, { type: 'failure', error: 'x' }],
      'more-error',
    ],
    ['reset goes back to init', [{ type: 'request' }, { type: 'success', rows: [1, 2], count: 9, pageSize: 2 }, { type: 'reset' }], 'init'],
  ])('%s', (_name, actions, status) => {
    expect(apply(actions).status).toBe(status);
  });

  test('pages append and the next page advances', () => {
    const state = apply([
      { type: 'request' },
      { type: 'success', rows: [1, 2], count: 4, pageSize: 2 },
      { type: 'request' },
      { type: 'success', rows: [3, 4], count: 4, pageSize: 2 },
    ]);
    expect(state.rows).toEqual([1, 2, 3, 4]);
    expect(state.nextPage).toBe(2);
    expect(state.status).toBe('no-more');
  });

  test('no loading while loading or after the last page; retry after an error', () => {
    expect(canLoadMore(apply([{ type: 'request' }]))).toBe(false);
    expect(canLoadMore(apply([{ type: 'request' }, { type: 'success', rows: [1], count: 1, pageSize: 2 }]))).toBe(false);
    expect(canLoadMore(apply([{ type: 'request' }, { type: 'success', rows: [1, 2], count: 5, pageSize: 2 }, { type: 'request' }, { type: 'failure', error: 'x' }]))).toBe(true);
  });
});
