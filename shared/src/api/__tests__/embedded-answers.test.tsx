import { act, render, screen, waitFor } from '@testing-library/react';
import { usePagedList } from '../../list';
import { useRequest } from '../../request';
import { EMBEDDED_ANSWER_MAX_AGE_MS, EMBEDDED_ANSWERS_ID, requestKey, type PagedList } from '../../contract';
import { installFakeServer, type FakeServer } from '../../testing';
import { api, dropEmbeddedAnswers } from '..';

/** Puts the server's data block in the page, as the shell's HTML carries it. */
function embed(answers: Record<string, unknown>, path = window.location.pathname) {
  document.getElementById(EMBEDDED_ANSWERS_ID)?.remove();
  const element = document.createElement('script');
  element.id = EMBEDDED_ANSWERS_ID;
  element.type = 'application/json';
  element.textContent = JSON.stringify({ path, answers }).replace(/</g, '\\u003c');
  document.head.append(element);
  dropEmbeddedAnswers(true);
}

let server: FakeServer;
beforeEach(() => {
  server = installFakeServer();
});
afterEach(() => {
  document.getElementById(EMBEDDED_ANSWERS_ID)?.remove();
  dropEmbeddedAnswers(true);
});

const getDetail = () => api.get<{ title: string }>('/course/detail', { courseId: 7 });

function Detail() {
  const { data, loading, reload } = useRequest('course/7', getDetail);
  return (
    <div>
      <span data-testid="title">{loading ? 'loading' : (data?.title ?? '-')}</span>
      <button type="button" onClick={reload}>
        reload
      </button>
    </div>
  );
}

test('useRequest takes the embedded answer of its first request instead of asking, then asks as before', async () => {
  embed({ [requestKey('GET', '/course/detail', { courseId: 7 })]: { data: { title: '</script> 嵌入的课程' } } });
  server.on('GET', '/course/detail', { data: { title: '服务器的课程' } });
  render(<Detail />);
  await waitFor(() => expect(screen.getByTestId('title').textContent).toBe('</script> 嵌入的课程'));
  expect(server.requests).toHaveLength(0);
  // Once only: a reload asks the server.
  await act(async () => screen.getByText('reload').click());
  await waitFor(() => expect(screen.getByTestId('title').textContent).toBe('服务器的课程'));
  expect(server.calls('GET', '/course/detail')).toHaveLength(1);
});

test('an embedded error envelope is handed out as the same error the API would give', async () => {
  embed({ [requestKey('GET', '/course/detail', { courseId: 7 })]: { error: { code: 3301, message: '课程不存在' } } });
  await expect(getDetail()).rejects.toMatchObject({ code: 3301, message: '课程不存在' });
  expect(server.requests).toHaveLength(0);
});

test('a request that differs (other parameters, other body) is not answered from the page', async () => {
  embed({
    [requestKey('GET', '/course/detail', { courseId: 8 })]: { data: { title: '别的课程' } },
    [requestKey('POST', '/course/list', undefined, { page: 0, perPage: 30, courseType: 'live-course' })]: { data: { rows: [], count: 0 } },
  });
  server.on('GET', '/course/detail', { data: { title: '服务器的课程' } });
  server.on('POST', '/course/list', { data: { rows: [1], count: 1 } });
  await expect(getDetail()).resolves.toEqual({ title: '服务器的课程' });
  await expect(api.post('/course/list', { page: 0, perPage: 30 })).resolves.toEqual({ rows: [1], count: 1 });
  expect(server.requests).toHaveLength(2);
});

test('answers made for another path are not used (the visitor has already moved on)', async () => {
  embed({ [requestKey('GET', '/course/detail', { courseId: 7 })]: { data: { title: '嵌入的课程' } } }, '/somewhere-else');
  server.on('GET', '/course/detail', { data: { title: '服务器的课程' } });
  await expect(getDetail()).resolves.toEqual({ title: '服务器的课程' });
});

function Courses() {
  const { state, loadMore } = usePagedList<number>({
    pageSize: 2,
    resetKey: 'all',
    fetchPage: (page, perPage) => api.post<PagedList<number>>('/course/list', { perPage, page }),
  });
  return (
    <div>
      <span data-testid="rows">{state.rows.join(',')}</span>
      <button type="button" onClick={loadMore}>
        more
      </button>
    </div>
  );
}

test('usePagedList takes the embedded first page (same body in any key order) and asks the server for the next', async () => {
  embed({ [requestKey('POST', '/course/list', undefined, { page: 0, perPage: 2 })]: { data: { rows: [1, 2], count: 4 } } });
  server.on('POST', '/course/list', (request) => ({ data: { rows: [3, 4], count: 4, asked: request.body } }));
  render(<Courses />);
  await waitFor(() => expect(screen.getByTestId('rows').textContent).toBe('1,2'));
  expect(server.requests).toHaveLength(0);
  await act(async () => screen.getByText('more').click());
  await waitFor(() => expect(screen.getByTestId('rows').textContent).toBe('1,2,3,4'));
  expect(server.calls('POST', '/course/list').map((r) => r.body)).toEqual([{ perPage: 2, page: 1 }]);
});

test('after the page has started, embedded answers are no longer used', async () => {
  embed({ [requestKey('GET', '/course/detail', { courseId: 7 })]: { data: { title: '嵌入的课程' } } });
  server.on('GET', '/course/detail', { data: { title: '服务器的课程' } });
  const now = jest.spyOn(performance, 'now').mockReturnValue(EMBEDDED_ANSWER_MAX_AGE_MS + 1);
  try {
    await expect(getDetail()).resolves.toEqual({ title: '服务器的课程' });
  } finally {
    now.mockRestore();
  }
});

test('a visitor on a page that needs a login takes the answers made for the home page they are sent to', async () => {
  window.history.pushState(null, '', '/account');
  try {
    embed({ [requestKey('GET', '/navigation/list')]: { data: [] } }, '/');
    await expect(api.get('/navigation/list')).resolves.toEqual([]);
    expect(server.requests).toHaveLength(0);
  } finally {
    window.history.pushState(null, '', '/');
  }
});
