import { render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { hydrateRoot } from 'react-dom/client';
import { act } from 'react';
import { ApiError } from '../../api';
import { PAGE_DATA_ID } from '../../contract';
import { PageDataContext, readEmbeddedPageData, type PageData } from '../page-data';
import { createServerPageData } from '../../server';
import { usePagedList } from '../../list/use-paged-list';
import { useRequest } from '../use-request';
import { RelativeTime } from '../../format';

// React's server renderer for Node schedules with setImmediate, which jsdom's window does not have.
globalThis.setImmediate ??= ((callback: () => void) => setTimeout(callback, 0)) as unknown as typeof setImmediate;

function Course({ fetcher }: { fetcher: () => Promise<string> }) {
  const { data, error, loading } = useRequest('course/detail?courseId=62', fetcher);
  if (loading) return <p>加载中</p>;
  if (error) return <p>{error instanceof Error ? error.message : '错误'}</p>;
  return <h1>{data}</h1>;
}

function Page({ pageData, fetcher }: { pageData: PageData | null; fetcher: () => Promise<string> }) {
  return (
    <PageDataContext.Provider value={pageData}>
      <Suspense fallback={<p>加载中</p>}>
        <Course fetcher={fetcher} />
      </Suspense>
    </PageDataContext.Provider>
  );
}

async function serverRender(fetcher: () => Promise<string>) {
  const pageData = createServerPageData();
  const { prelude } = await prerenderToNodeStream(<Page pageData={pageData} fetcher={fetcher} />);
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return { html, block: pageData.block('/course/62') };
}

// One process plays server and browser here, so development React warns that two renderers share a context.
const consoleError = console.error;
beforeAll(() => {
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].startsWith('Detected multiple renderers')) return;
    consoleError(...args);
  });
});

afterEach(() => {
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

test('on the server a request suspends the render until it is answered, and the answer is kept for the page', async () => {
  const fetcher = jest.fn(() => Promise.resolve('设计基础'));
  const { html, block } = await serverRender(fetcher);
  expect(html).toContain('<h1>设计基础</h1>');
  expect(html).not.toContain('加载中');
  expect(fetcher).toHaveBeenCalledTimes(1);
  expect(block).toEqual({ path: '/course/62', answers: { 'course/detail?courseId=62': { data: '设计基础' } }, renderedAt: expect.any(Number) });
});

test('a failed request renders the error state on the server, and the browser gets the same ApiError', async () => {
  const { html, block } = await serverRender(() => Promise.reject(new ApiError({ code: 404, message: '课程不存在' })));
  expect(html).toContain('课程不存在');
  expect(block.answers['course/detail?courseId=62']).toEqual({ error: { code: 404, message: '课程不存在' } });
});

test('the browser hydrates the server markup with the embedded answer: no loading state, no second request, no mismatch', async () => {
  const { html, block } = await serverRender(() => Promise.resolve('设计基础'));
  window.history.replaceState(null, '', '/course/62');
  document.body.innerHTML = `<script id="${PAGE_DATA_ID}" type="application/json">${JSON.stringify(block)}</script><div id="root">${html}</div>`;
  const root = document.getElementById('root')!;
  const heading = root.querySelector('h1');
  const fetcher = jest.fn(() => Promise.resolve('不该请求'));
  const recoverable = jest.fn();
  await act(async () => {
    hydrateRoot(root, <Page pageData={readEmbeddedPageData()} fetcher={fetcher} />, { onRecoverableError: recoverable });
  });
  expect(recoverable).not.toHaveBeenCalled();
  // React took over the server's element itself.
  expect(root.querySelector('h1')).toBe(heading);
  expect(heading?.textContent).toBe('设计基础');
  expect(fetcher).not.toHaveBeenCalled();
});

test('embedded answers are only for the page they were made for: elsewhere the hook asks as usual', async () => {
  document.body.innerHTML = `<script id="${PAGE_DATA_ID}" type="application/json">${JSON.stringify({ path: '/course/62', answers: { 'course/detail?courseId=62': { data: '旧的' } } })}</script>`;
  window.history.replaceState(null, '', '/course/63');
  const fetcher = jest.fn(() => Promise.resolve('新的'));
  render(<Page pageData={readEmbeddedPageData()} fetcher={fetcher} />);
  expect(screen.getByText('加载中')).toBeTruthy();
  await waitFor(() => expect(screen.getByRole('heading').textContent).toBe('新的'));
  expect(fetcher).toHaveBeenCalledTimes(1);
});

function Courses({ fetchPage }: { fetchPage: (page: number, pageSize: number) => Promise<{ rows: string[]; count: number }> }) {
  const { state } = usePagedList<string>({ pageSize: 2, fetchPage, resetKey: 'newest' });
  return (
    <ul data-status={state.status}>
      {state.rows.map((row) => (
        <li key={row}>{row}</li>
      ))}
    </ul>
  );
}

test('a paged list renders its first page on the server and hydrates with it, the next page still loads on demand', async () => {
  const pageData = createServerPageData();
  const serverFetch = jest.fn(() => Promise.resolve({ rows: ['版式', '字体'], count: 3 }));
  const { prelude } = await prerenderToNodeStream(
    <PageDataContext.Provider value={pageData}>
      <Suspense fallback={<p>加载中</p>}>
        <Courses fetchPage={serverFetch} />
      </Suspense>
    </PageDataContext.Provider>,
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  expect(html).toContain('<li>版式</li><li>字体</li>');
  expect(html).toContain('data-status="idle"');
  expect(serverFetch).toHaveBeenCalledWith(0, 2, expect.anything());

  window.history.replaceState(null, '', '/course');
  document.body.innerHTML = `<script id="${PAGE_DATA_ID}" type="application/json">${JSON.stringify(pageData.block('/course'))}</script><div id="root">${html}</div>`;
  const root = document.getElementById('root')!;
  const browserFetch = jest.fn(() => Promise.resolve({ rows: ['色彩'], count: 3 }));
  const recoverable = jest.fn();
  await act(async () => {
    hydrateRoot(
      root,
      <PageDataContext.Provider value={readEmbeddedPageData()}>
        <Suspense fallback={<p>加载中</p>}>
          <Courses fetchPage={browserFetch} />
        </Suspense>
      </PageDataContext.Provider>,
      { onRecoverableError: recoverable },
    );
  });
  expect(recoverable).not.toHaveBeenCalled();
  expect(browserFetch).not.toHaveBeenCalled();
  expect(root.querySelectorAll('li')).toHaveLength(2);
});

test('a relative time counts from when the server drew the page until the browser has taken it over, then from now', async () => {
  const renderedAt = Date.UTC(2026, 10, 21, 4, 0);
  const posted = renderedAt - 10 * 60_000;
  const pageData = createServerPageData(renderedAt);
  const Posted = () => (
    <p>
      发布于 <RelativeTime value={posted} />
    </p>
  );
  const { prelude } = await prerenderToNodeStream(
    <PageDataContext.Provider value={pageData}>
      <Posted />
    </PageDataContext.Provider>,
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  expect(html).toContain('10分钟前');

  // The page is served from the cache three hours later.
  jest.spyOn(Date, 'now').mockReturnValue(renderedAt + 3 * 3_600_000);
  window.history.replaceState(null, '', '/shot/1');
  document.body.innerHTML = `<script id="${PAGE_DATA_ID}" type="application/json">${JSON.stringify(pageData.block('/shot/1'))}</script><div id="root">${html}</div>`;
  const root = document.getElementById('root')!;
  const paragraph = root.querySelector('p');
  const recoverable = jest.fn();
  try {
    await act(async () => {
      hydrateRoot(
        root,
        <PageDataContext.Provider value={readEmbeddedPageData()}>
          <Posted />
        </PageDataContext.Provider>,
        { onRecoverableError: recoverable },
      );
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(root.querySelector('p')).toBe(paragraph);
    expect(paragraph?.textContent).toBe('发布于 3小时前');
  } finally {
    jest.mocked(Date.now).mockRestore();
  }
});
