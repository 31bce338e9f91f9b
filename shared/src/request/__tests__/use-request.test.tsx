import { act, render, screen, waitFor } from '@testing-library/react';
import { Activity } from 'react';
import { ApiError } from '../../api';
import { useRequest, type UseRequestOptions } from '../use-request';

type Fetcher = (signal: AbortSignal) => Promise<string>;

function Probe({ id = 'probe', requestKey, fetcher, options }: { id?: string; requestKey: string | null; fetcher: Fetcher; options?: UseRequestOptions }) {
  const { data, error, loading, reload, setData } = useRequest(requestKey, fetcher, options);
  return (
    <div data-testid={id}>
      <span data-testid={`${id}-data`}>{data ?? '-'}</span>
      <span data-testid={`${id}-loading`}>{loading ? 'loading' : 'settled'}</span>
      <span data-testid={`${id}-error`}>{error instanceof Error ? error.message : '-'}</span>
      <button type="button" onClick={reload}>
        {`${id}-reload`}
      </button>
      <button type="button" onClick={() => setData('edited')}>
        {`${id}-edit`}
      </button>
    </div>
  );
}

const text = (id: string) => screen.getByTestId(id).textContent;

/** A fetcher whose answers the test releases one by one. */
function deferred() {
  const pending: { key: string; signal: AbortSignal; resolve: (value: string) => void; reject: (error: unknown) => void }[] = [];
  const forKey = (key: string) =>
    jest.fn((signal: AbortSignal) => new Promise<string>((resolve, reject) => pending.push({ key, signal, resolve, reject })));
  return { pending, forKey };
}

test('shows loading, then the answer; a failure shows its error and reload asks again', async () => {
  const fetcher = jest.fn<Promise<string>, [AbortSignal]>().mockRejectedValueOnce(new ApiError({ code: 400, message: '坏了' })).mockResolvedValueOnce('ok');
  render(<Probe requestKey="a" fetcher={fetcher} />);
  expect(text('probe-loading')).toBe('loading');
  await waitFor(() => expect(text('probe-error')).toBe('坏了'));
  expect(text('probe-loading')).toBe('settled');
  await act(async () => screen.getByText('probe-reload').click());
  await waitFor(() => expect(text('probe-data')).toBe('ok'));
  expect(text('probe-error')).toBe('-');
  expect(fetcher).toHaveBeenCalledTimes(2);
});

test('a new key aborts the earlier request and its late answer is dropped', async () => {
  const { pending, forKey } = deferred();
  const fetchA = forKey('a');
  const fetchB = forKey('b');
  const { rerender } = render(<Probe requestKey="a" fetcher={fetchA} />);
  rerender(<Probe requestKey="b" fetcher={fetchB} />);
  expect(text('probe-data')).toBe('-');
  const [a, b] = pending;
  expect(a.signal.aborted).toBe(true);
  expect(b.signal.aborted).toBe(false);
  await act(async () => b.resolve('B'));
  await act(async () => a.resolve('A'));
  expect(text('probe-data')).toBe('B');
  expect(text('probe-loading')).toBe('settled');
});

test('a reload keeps the data shown until the new answer arrives', async () => {
  const { pending, forKey } = deferred();
  render(<Probe requestKey="a" fetcher={forKey('a')} />);
  await act(async () => pending[0].resolve('first'));
  await act(async () => screen.getByText('probe-reload').click());
  expect(text('probe-data')).toBe('first');
  expect(text('probe-loading')).toBe('loading');
  await act(async () => pending[1].resolve('second'));
  expect(text('probe-data')).toBe('second');
});

test('a null key loads nothing until a key appears', async () => {
  const fetcher = jest.fn(() => Promise.resolve('x'));
  const { rerender } = render(<Probe requestKey={null} fetcher={fetcher} />);
  expect(text('probe-loading')).toBe('settled');
  expect(fetcher).not.toHaveBeenCalled();
  rerender(<Probe requestKey="k" fetcher={fetcher} />);
  await waitFor(() => expect(text('probe-data')).toBe('x'));
  expect(fetcher).toHaveBeenCalledTimes(1);
});

test('setData replaces the answer locally', async () => {
  render(<Probe requestKey="a" fetcher={() => Promise.resolve('server')} />);
  await waitFor(() => expect(text('probe-data')).toBe('server'));
  await act(async () => screen.getByText('probe-edit').click());
  expect(text('probe-data')).toBe('edited');
});

test('a kept-alive page shown again does not ask again; one hidden mid-request asks again when shown', async () => {
  const { pending, forKey } = deferred();
  const fetcher = forKey('a');
  const view = (mode: 'visible' | 'hidden') => (
    <Activity mode={mode}>
      <Probe requestKey="a" fetcher={fetcher} />
    </Activity>
  );
  const { rerender } = render(view('visible'));
  rerender(view('hidden'));
  expect(pending[0].signal.aborted).toBe(true);
  rerender(view('visible'));
  expect(fetcher).toHaveBeenCalledTimes(2);
  await act(async () => pending[1].resolve('shown'));
  expect(text('probe-data')).toBe('shown');
  rerender(view('hidden'));
  rerender(view('visible'));
  await act(async () => Promise.resolve());
  expect(fetcher).toHaveBeenCalledTimes(2);
  expect(text('probe-data')).toBe('shown');
});

test('an unmounted component ignores the answer', async () => {
  const { pending, forKey } = deferred();
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { unmount } = render(<Probe requestKey="a" fetcher={forKey('a')} />);
  unmount();
  await act(async () => pending[0].resolve('late'));
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
});

describe('with cacheMs (reference data)', () => {
  const options = { cacheMs: 60_000 };

  test('two components asking for one key at once share one request', async () => {
    const fetcher = jest.fn(() => Promise.resolve('apps'));
    render(
      <>
        <Probe id="one" requestKey="apps" fetcher={fetcher} options={options} />
        <Probe id="two" requestKey="apps" fetcher={fetcher} options={options} />
      </>,
    );
    await waitFor(() => expect(text('two-data')).toBe('apps'));
    expect(text('one-data')).toBe('apps');
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  test('a later page gets the kept answer at once, without asking; reload asks and refreshes it', async () => {
    const fetcher = jest.fn<Promise<string>, [AbortSignal]>().mockResolvedValueOnce('v1').mockResolvedValueOnce('v2');
    const first = render(<Probe requestKey="apps" fetcher={fetcher} options={options} />);
    await waitFor(() => expect(text('probe-data')).toBe('v1'));
    first.unmount();

    const second = render(<Probe requestKey="apps" fetcher={fetcher} options={options} />);
    expect(text('probe-data')).toBe('v1');
    expect(text('probe-loading')).toBe('settled');
    expect(fetcher).toHaveBeenCalledTimes(1);
    await act(async () => screen.getByText('probe-reload').click());
    await waitFor(() => expect(text('probe-data')).toBe('v2'));
    second.unmount();

    render(<Probe requestKey="apps" fetcher={fetcher} options={options} />);
    expect(text('probe-data')).toBe('v2');
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  test('an expired answer is asked for again; a failure is not kept', async () => {
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_000);
    const fetcher = jest
      .fn<Promise<string>, [AbortSignal]>()
      .mockRejectedValueOnce(new ApiError({ code: 0, message: '网络连接失败' }))
      .mockResolvedValueOnce('fresh')
      .mockResolvedValueOnce('newer');
    const first = render(<Probe requestKey="apps" fetcher={fetcher} options={options} />);
    await waitFor(() => expect(text('probe-error')).toBe('网络连接失败'));
    first.unmount();
    const second = render(<Probe requestKey="apps" fetcher={fetcher} options={options} />);
    await waitFor(() => expect(text('probe-data')).toBe('fresh'));
    second.unmount();
    now.mockReturnValue(1_000 + 60_001);
    render(<Probe requestKey="apps" fetcher={fetcher} options={options} />);
    await waitFor(() => expect(text('probe-data')).toBe('newer'));
    expect(fetcher).toHaveBeenCalledTimes(3);
    now.mockRestore();
  });

  test('one component going away does not abort the request another still waits for', async () => {
    const { pending, forKey } = deferred();
    const fetcher = forKey('apps');
    const { rerender } = render(
      <>
        <Probe key="one" id="one" requestKey="apps" fetcher={fetcher} options={options} />
        <Probe key="two" id="two" requestKey="apps" fetcher={fetcher} options={options} />
      </>,
    );
    rerender(
      <>
        <Probe key="two" id="two" requestKey="apps" fetcher={fetcher} options={options} />
      </>,
    );
    expect(pending).toHaveLength(1);
    expect(pending[0].signal.aborted).toBe(false);
    await act(async () => pending[0].resolve('apps'));
    expect(text('two-data')).toBe('apps');
  });
});

test('keepPrevious shows the previous key’s data while the next key loads', async () => {
  const { pending, forKey } = deferred();
  const fetcher = forKey('pages');
  const { rerender } = render(<Probe requestKey="page-0" fetcher={fetcher} options={{ keepPrevious: true }} />);
  await act(async () => pending[0].resolve('rows of page 0'));
  rerender(<Probe requestKey="page-1" fetcher={fetcher} options={{ keepPrevious: true }} />);
  expect(text('probe-data')).toBe('rows of page 0');
  expect(text('probe-loading')).toBe('loading');
  await act(async () => pending[1].resolve('rows of page 1'));
  expect(text('probe-data')).toBe('rows of page 1');
});
