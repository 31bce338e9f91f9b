import { REQUEST_TIMEOUT_MS } from '../contract';
import { ApiError } from './api-error';
import { http, TransportError, type HttpRequest } from './http-transport';

/** The API lives on the same origin (spec 1: the API host is empty). */
export const API_PREFIX = '/api_v1';

/** What a call may add: a signal to abort it (a newer load replaces it). */
export interface RequestOptions {
  signal?: AbortSignal;
}

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
      const error = body.error as { code?: number; message?: string; fields?: Record<string, string> };
      throw new ApiError({ code: Number(error.code ?? 400), message: error.message ?? '未知错误', fields: error.fields });
    }
    if ('data' in body) return body.data as T;
  }
  throw new ApiError({ code: 400, message: '未知错误' });
}

/** A 5xx answer: its envelope's own business error when it has one, else a generic "try later". */
function serverError(status: number, body: string): ApiError {
  try {
    unwrapEnvelope(body);
  } catch (inner) {
    if (inner instanceof ApiError && inner.code !== 400 && inner.code !== 401) return inner;
  }
  return new ApiError({ code: status, message: '服务器开小差了，请稍后再试' });
}

function transportError(error: unknown): ApiError {
  if (error instanceof TransportError && error.reason === 'timeout') return new ApiError({ code: 408, message: '请求超时，请检查网络后重试' });
  if (error instanceof TransportError) return new ApiError({ code: 0, message: '网络连接失败，请检查网络后重试' });
  return new ApiError({ code: 400, message: '未知错误' });
}

async function request<T>(method: HttpRequest['method'], url: string, fields: Pick<HttpRequest, 'params' | 'data'>, options?: RequestOptions): Promise<T> {
  let response;
  try {
    response = await http.send({ method, url, baseURL: API_PREFIX, ...fields, signal: options?.signal, timeoutMs: REQUEST_TIMEOUT_MS, withCredentials: true });
  } catch (error) {
    throw transportError(error);
  }
  // Any status below 500 is an answer whose envelope says what happened (spec 7).
  if (response.status >= 500) throw serverError(response.status, response.body);
  return unwrapEnvelope<T>(response.body);
}

/** One client for every call; each feature wraps it in a small file per call. */
export const api = {
  get: <T>(url: string, params?: object, options?: RequestOptions) => request<T>('GET', url, { params }, options),
  delete: <T>(url: string, data?: object, options?: RequestOptions) => request<T>('DELETE', url, { data }, options),
  post: <T>(url: string, data?: object, options?: RequestOptions) => request<T>('POST', url, { data }, options),
  put: <T>(url: string, data?: object, options?: RequestOptions) => request<T>('PUT', url, { data }, options),
};
