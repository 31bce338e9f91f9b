import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { http } from '../api';
import type { ErrorBody } from '../contract';

// The network is faked at the HTTP layer (the shared axios instance's adapter), so the real API
// client, envelope unwrapping and error codes are exercised by every test that uses it.

export interface FakeRequest {
  method: string;
  url: string;
  params: Record<string, unknown>;
  body: unknown;
}

export type FakeAnswer = { data: unknown } | { error: ErrorBody };
export type FakeHandler = (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>;

export interface FakeServer {
  /** Answers `method url` with a fixed answer or a handler; a later call replaces the earlier one. */
  on: (method: string, url: string, handler: FakeHandler | FakeAnswer) => void;
  /** Every request so far, in order. */
  requests: FakeRequest[];
  calls: (method: string, url: string) => FakeRequest[];
}

/** Business errors travel with a 4xx status when their code is one, otherwise 400 (spec 7). */
const statusOf = (answer: FakeAnswer) =>
  'error' in answer ? (answer.error.code >= 400 && answer.error.code < 500 ? answer.error.code : 400) : 200;

export function installFakeServer(): FakeServer {
  const routes = new Map<string, FakeHandler>();
  const requests: FakeRequest[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = config.url ?? '';
    const request: FakeRequest = {
      method,
      url,
      params: (config.params ?? {}) as Record<string, unknown>,
      body: typeof config.data === 'string' ? (JSON.parse(config.data) as unknown) : config.data,
    };
    requests.push(request);
    const handler = routes.get(`${method} ${url}`);
    // Like MSW's onUnhandledRequest: 'error': a call nobody expected fails the test loudly.
    if (!handler) throw new Error(`unexpected request ${method} ${url}`);
    const answer = await handler(request);
    const response: AxiosResponse = { data: JSON.stringify(answer), status: statusOf(answer), statusText: 'OK', headers: {}, config };
    return response;
  };
  http.defaults.adapter = adapter;
  return {
    on: (method, url, handler) => routes.set(`${method.toUpperCase()} ${url}`, typeof handler === 'function' ? handler : () => handler),
    requests,
    calls: (method, url) => requests.filter((r) => r.method === method.toUpperCase() && r.url === url),
  };
}

export const fail = (code: number, message = '错误', fields?: Record<string, string>): FakeAnswer => ({ error: { code, message, fields } });
