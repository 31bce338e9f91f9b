// The page's HTTP layer: one XMLHttpRequest per call, what axios did in the browser, in a few lines
// instead of axios's 20 KB gzipped on every first visit. Tests replace `http.send` (testing/fake-server).

export interface HttpRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Joined to baseURL (the API prefix, or '' for upload hosts). */
  url: string;
  baseURL: string;
  /** Query parameters: undefined and null are left out, arrays repeat as `key[]`, dates go as ISO strings. */
  params?: object;
  /** A plain object goes as JSON; FormData as multipart. */
  data?: unknown;
  signal?: AbortSignal;
  timeoutMs: number;
  /** Cookies go with same-origin calls; a presigned bucket POST goes without. */
  withCredentials: boolean;
  onUploadProgress?: (loaded: number, total: number) => void;
}

export interface HttpResponse {
  status: number;
  /** The body as text; the caller parses it (a non-JSON body is told apart from an empty one). */
  body: string;
}

/** The request got no answer: it timed out, the network failed, or the caller aborted it. */
export class TransportError extends Error {
  override name = 'TransportError';
  constructor(readonly reason: 'timeout' | 'network' | 'aborted') {
    super(`request ${reason}`);
  }
}

function encodePair(key: string, value: unknown): string {
  const text = value instanceof Date ? value.toISOString() : typeof value === 'object' ? JSON.stringify(value) : String(value);
  return `${encodeURIComponent(key)}=${encodeURIComponent(text)}`;
}

/** `a=1&tag[]=x&tag[]=y` as axios serialised params, so the server sees the same queries. */
export function queryString(params: object | undefined): string {
  if (!params) return '';
  const parts: string[] = [];
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value) if (item !== undefined && item !== null) parts.push(encodePair(`${key}[]`, item));
    } else parts.push(encodePair(key, value));
  }
  return parts.join('&');
}

export function requestUrl(request: Pick<HttpRequest, 'baseURL' | 'url' | 'params'>): string {
  const url = /^https?:\/\//i.test(request.url) ? request.url : `${request.baseURL}${request.url}`;
  const query = queryString(request.params);
  if (!query) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}

function xhrSend(request: HttpRequest): Promise<HttpResponse> {
  return new Promise((resolve, reject) => {
    if (request.signal?.aborted) {
      reject(new TransportError('aborted'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(request.method, requestUrl(request));
    xhr.timeout = request.timeoutMs;
    xhr.withCredentials = request.withCredentials;
    xhr.setRequestHeader('Accept', 'application/json, text/plain, */*');
    let body: XMLHttpRequestBodyInit | null = null;
    if (request.data instanceof FormData) body = request.data;
    else if (request.data !== undefined) {
      body = JSON.stringify(request.data);
      xhr.setRequestHeader('Content-Type', 'application/json');
    }
    const onAbort = () => xhr.abort();
    request.signal?.addEventListener('abort', onAbort);
    const settle = () => request.signal?.removeEventListener('abort', onAbort);
    xhr.onload = () => {
      settle();
      resolve({ status: xhr.status, body: xhr.responseText });
    };
    xhr.onerror = () => {
      settle();
      reject(new TransportError('network'));
    };
    xhr.ontimeout = () => {
      settle();
      reject(new TransportError('timeout'));
    };
    xhr.onabort = () => {
      settle();
      reject(new TransportError('aborted'));
    };
    const progress = request.onUploadProgress;
    if (progress) xhr.upload.onprogress = (event) => event.lengthComputable && progress(event.loaded, event.total);
    xhr.send(body);
  });
}

/** The one sender of every API call and upload; tests swap `send` for a fake server. */
export const http: { send: (request: HttpRequest) => Promise<HttpResponse> } = { send: xhrSend };
