import axios, { type AxiosRequestConfig, type AxiosResponse } from 'axios';
import { MAX_REDIRECTS, REQUEST_TIMEOUT_MS, requestKey } from '../contract';
import { ApiError } from './api-error';
import { takeEmbeddedAnswer } from './embedded-answers';

/** The API lives on the same origin (spec 1: the API host is empty). */
export const API_PREFIX = '/api_v1';

export const http = axios.create({
  baseURL: API_PREFIX,
  timeout: REQUEST_TIMEOUT_MS,
  maxRedirects: MAX_REDIRECTS,
  withCredentials: true,
  // Any status below 500 is an answer whose envelope says what happened (spec 7).
  validateStatus: (status) => status < 500,
  // Parse ourselves so a non-JSON body is told apart from an empty one.
  transformResponse: [(raw: unknown) => raw],
  responseType: 'text',
});

/** What a request id looks like (the server's 12 hex digits, or the proxy's): anything else is not shown. */
const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** Unwraps the envelope of spec 8: {data} resolves, {error} rejects with it, anything else rejects with 400/401. */
export function unwrapEnvelope<T>(raw: unknown): T {
  if (raw === undefined || raw === null || raw === '') {
    throw new ApiError({ code: 401, message: '服务器没有返回内容' });
  }
  let body: unknown = raw;
  if (typeof raw === 'string') {
    try {
      body = JSON.parse(raw);
    } catch {
      throw new ApiError({ code: 400, message: '无法解析服务器的返回' });
    }
  }
  if (body && typeof body === 'object') {
    if ('error' in body && body.error) {
      const error = body.error as { code?: number; message?: string; fields?: Record<string, string>; requestId?: unknown; retryAfter?: unknown };
      const requestId = typeof error.requestId === 'string' && REQUEST_ID.test(error.requestId) ? error.requestId : undefined;
      const retryAfter = typeof error.retryAfter === 'number' && error.retryAfter > 0 ? error.retryAfter : undefined;
      throw new ApiError({ code: Number(error.code ?? 400), message: error.message ?? '未知错误', fields: error.fields, requestId, retryAfter });
    }
    if ('data' in body) return body.data as T;
  }
  throw new ApiError({ code: 400, message: '未知错误' });
}

function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (axios.isAxiosError(error)) {
    const response = error.response as AxiosResponse | undefined;
    if (response) {
      try {
        unwrapEnvelope(response.data);
      } catch (inner) {
        if (inner instanceof ApiError && inner.code !== 400 && inner.code !== 401) return inner;
      }
      // No envelope (the proxy's own 502/504 page): its X-Request-Id still names the request in the proxy's log.
      const header: unknown = response.headers?.['x-request-id'];
      const requestId = typeof header === 'string' && REQUEST_ID.test(header) ? header : undefined;
      return new ApiError({ code: response.status, message: '服务器开小差了，请稍后再试', requestId });
    }
    if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT') {
      return new ApiError({ code: 408, message: '请求超时，请检查网络后重试' });
    }
    return new ApiError({ code: 0, message: '网络连接失败，请检查网络后重试' });
  }
  return new ApiError({ code: 400, message: '未知错误' });
}

async function request<T>(config: AxiosRequestConfig): Promise<T> {
  // The page may carry this request's answer (a visitor's first reads of the route, embedded by the server).
  const embedded = takeEmbeddedAnswer(() => requestKey(config.method ?? 'GET', config.url ?? '', config.params as object | undefined, config.method === 'GET' ? undefined : config.data));
  if (embedded !== undefined) return unwrapEnvelope<T>(embedded);
  try {
    const response = await http.request(config);
    return unwrapEnvelope<T>(response.data);
  } catch (error) {
    throw toApiError(error);
  }
}

/** One client for every call; each feature wraps it in a small file per call. */
export const api = {
  get: <T>(url: string, params?: object, config?: AxiosRequestConfig) => request<T>({ ...config, method: 'GET', url, params }),
  delete: <T>(url: string, data?: object, config?: AxiosRequestConfig) => request<T>({ ...config, method: 'DELETE', url, data }),
  post: <T>(url: string, data?: object, config?: AxiosRequestConfig) => request<T>({ ...config, method: 'POST', url, data }),
  put: <T>(url: string, data?: object, config?: AxiosRequestConfig) => request<T>({ ...config, method: 'PUT', url, data }),
};
