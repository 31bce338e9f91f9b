import { api } from '../client';
import { http, queryString, requestUrl, TransportError, type HttpRequest } from '../http-transport';

/** A stand-in XMLHttpRequest that records what was sent and lets the test answer. */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  timeout = 0;
  withCredentials = false;
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  upload: { onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  ontimeout?: () => void;
  onabort?: () => void;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, text: string) {
    this.status = status;
    this.responseText = text;
    this.onload?.();
  }
}

describe('HTTP transport', () => {
  const realXhr = window.XMLHttpRequest;
  const realSend = http.send;
  beforeEach(() => {
    (window as unknown as { XMLHttpRequest: unknown }).XMLHttpRequest = FakeXhr;
  });
  afterEach(() => {
    window.XMLHttpRequest = realXhr;
    http.send = realSend;
  });

  it('serialises params as axios did: no undefined or null, arrays as key[], dates as ISO', () => {
    expect(queryString({ page: 0, keyword: undefined, tag: null, ids: [1, 2], q: '设计 a&b', at: new Date(Date.UTC(2026, 0, 2)) })).toBe(
      'page=0&ids%5B%5D=1&ids%5B%5D=2&q=%E8%AE%BE%E8%AE%A1%20a%26b&at=2026-01-02T00%3A00%3A00.000Z',
    );
    expect(requestUrl({ baseURL: '/api_v1', url: '/shot/list', params: { page: 1 } })).toBe('/api_v1/shot/list?page=1');
    expect(requestUrl({ baseURL: '/api_v1', url: 'http://bucket.example/x', params: {} })).toBe('http://bucket.example/x');
  });

  it('sends JSON with cookies and the API timeout, and resolves with the answer at any status', async () => {
    const answer = api.post<{ ok: boolean }>('/comment/like', { commentId: 3 });
    const xhr = FakeXhr.last;
    expect([xhr.method, xhr.url, xhr.withCredentials, xhr.timeout]).toEqual(['POST', '/api_v1/comment/like', true, 10_000]);
    expect(xhr.headers['Content-Type']).toBe('application/json');
    expect(xhr.body).toBe('{"commentId":3}');
    xhr.answer(200, '{"data":{"ok":true}}');
    await expect(answer).resolves.toEqual({ ok: true });

    const refused = api.get('/account/info');
    expect(FakeXhr.last.body).toBeNull();
    FakeXhr.last.answer(401, '{"error":{"code":1100,"message":"未登录"}}');
    await expect(refused).rejects.toMatchObject({ code: 1100, message: '未登录' });
  });

  it('maps timeouts, network failures, aborts and 5xx answers to API errors', async () => {
    const timedOut = api.get('/a');
    FakeXhr.last.ontimeout?.();
    await expect(timedOut).rejects.toMatchObject({ code: 408 });

    const offline = api.get('/a');
    FakeXhr.last.onerror?.();
    await expect(offline).rejects.toMatchObject({ code: 0, message: '网络连接失败，请检查网络后重试' });

    const controller = new AbortController();
    const aborted = api.get('/a', undefined, { signal: controller.signal });
    controller.abort();
    await expect(aborted).rejects.toMatchObject({ code: 0 });

    const broken = api.get('/a');
    FakeXhr.last.answer(502, '<html>bad gateway</html>');
    await expect(broken).rejects.toMatchObject({ code: 502, message: '服务器开小差了，请稍后再试' });

    const business = api.get('/a');
    FakeXhr.last.answer(500, '{"error":{"code":7001,"message":"支付服务暂不可用"}}');
    await expect(business).rejects.toMatchObject({ code: 7001 });
  });

  it('reports upload progress and never sends a request whose signal is already aborted', async () => {
    const progress: number[] = [];
    const form = new FormData();
    const request: HttpRequest = { method: 'POST', url: '/files/', baseURL: '', data: form, timeoutMs: 1000, withCredentials: true, onUploadProgress: (loaded) => progress.push(loaded) };
    const sent = http.send(request);
    const xhr = FakeXhr.last;
    expect(xhr.body).toBe(form);
    expect(xhr.headers['Content-Type']).toBeUndefined();
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 40, total: 100 });
    xhr.answer(200, '{"data":{}}');
    await expect(sent).resolves.toEqual({ status: 200, body: '{"data":{}}' });
    expect(progress).toEqual([40]);

    const controller = new AbortController();
    controller.abort();
    const before = FakeXhr.last;
    await expect(http.send({ ...request, signal: controller.signal })).rejects.toEqual(new TransportError('aborted'));
    expect(FakeXhr.last).toBe(before);
  });
});
