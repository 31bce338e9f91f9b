import { act, render, screen, waitFor } from '@testing-library/react';
import { Activity } from 'react';
import type { PagedList } from '../../contract';
import { usePagedList } from '../use-paged-list';

function List({ fetchPage, resetKey }: { fetchPage: (page: number, size: number, signal: AbortSignal) => Promise<PagedList<number>>; resetKey: string }) {
  const { state, loadMore } = usePagedList<number>({ fetchPage, pageSize: 2, resetKey });
  return (
    <div>
      <span data-testid="rows">{state.rows.join(',')}</span>
      <span data-testid="status">{state.status}</span>
      <button type="button" onClick={loadMore}>more</button>
    </div>
  );
}

const pages = (page: number): Promise<PagedList<number>> => Promise.resolve({ rows: [page * 2 + 1, page * 2 + 2], count: 10 });

test('a kept-alive list keeps its loaded pages when shown again', async () => {
  const fetchPage = jest.fn(pages);
  const view = (mode: 'visible' | 'hidden') => (
    <Activity mode={mode}>
      <List fetchPage={fetchPage} resetKey="all" />
    </Activity>
  );
  const { rerender } = render(view('visible'));
  await waitFor(() => expect(screen.getByTestId('rows').textContent).toBe('1,2'));
  await act(async () => screen.getByText('more').click());
  await waitFor(() => expect(screen.getByTestId('rows').textContent).toBe('1,2,3,4'));

  rerender(view('hidden'));
  rerender(view('visible'));
  await act(async () => Promise.resolve());
  expect(screen.getByTestId('rows').textContent).toBe('1,2,3,4');
  expect(fetchPage).toHaveBeenCalledTimes(2);
});

test('a new reset key starts again from page 0', async () => {
  const fetchPage = jest.fn(pages);
  const { rerender } = render(<List fetchPage={fetchPage} resetKey="a" />);
  await waitFor(() => expect(screen.getByTestId('rows').textContent).toBe('1,2'));
  await act(async () => screen.getByText('more').click());
  await waitFor(() => expect(screen.getByTestId('rows').textContent).toBe('1,2,3,4'));
  rerender(<List fetchPage={fetchPage} resetKey="b" />);
  await waitFor(() => expect(screen.getByTestId('rows').textContent).toBe('1,2'));
  expect(fetchPage).toHaveBeenLastCalledWith(0, 2, expect.any(AbortSignal));
});

test('a reset aborts the request of the previous key and drops its late answer', async () => {
  const signals: AbortSignal[] = [];
  let answerFirst: (page: PagedList<number>) => void = () => undefined;
  const fetchPage = jest.fn((page: number, size: number, signal: AbortSignal) => {
    signals.push(signal);
    if (signals.length === 1) return new Promise<PagedList<number>>((resolve) => (answerFirst = resolve));
    return Promise.resolve({ rows: [7], count: 1 });
  });
  const { rerender } = render(<List fetchPage={fetchPage} resetKey="a" />);
  rerender(<List fetchPage={fetchPage} resetKey="b" />);
  await waitFor(() => expect(screen.getByTestId('rows').textContent).toBe('7'));
  expect(signals[0].aborted).toBe(true);
  expect(signals[1].aborted).toBe(false);
  await act(async () => answerFirst({ rows: [1, 2], count: 10 }));
  expect(screen.getByTestId('rows').textContent).toBe('7');
  expect(screen.getByTestId('status').textContent).toBe('no-more');
});
