import './polyfills';
import { http, type User } from '@site/shared';
import { render, type RenderResult } from '@testing-library/react';
import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';

// Test helpers for the shell's frame: the network is faked at the HTTP layer (the shared axios
// instance's adapter), so the real API client, envelope unwrapping and error codes are exercised.

export interface FakeRequest {
  method: string;
  url: string;
  params: Record<string, unknown>;
  body: unknown;
}

export type FakeAnswer = { data: unknown } | { error: { code: number; message: string; fields?: Record<string, string> } };
type Handler = (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>;

export interface FakeServer {
  on: (method: string, url: string, handler: Handler | FakeAnswer) => void;
  requests: FakeRequest[];
  calls: (method: string, url: string) => FakeRequest[];
}

export function installFakeServer(): FakeServer {
  const routes = new Map<string, Handler>();
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
    // Like MSW's onUnhandledRequest: 'error' — a call nobody expected fails the test loudly.
    if (!handler) throw new Error(`unexpected request ${method} ${url}`);
    const answer = await handler(request);
    const response: AxiosResponse = {
      data: JSON.stringify(answer),
      status: 'error' in answer ? 400 : 200,
      statusText: 'OK',
      headers: {},
      config,
    };
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

export function buildUser(overrides: Partial<User> = {}): User {
  return {
    id: 1,
    username: 'designer',
    nickname: '设计师',
    avatar: '',
    roles: { admin: false, teacher: false },
    userPower: { canPostShot: true },
    ...overrides,
  };
}

let currentPath = '';
function LocationProbe() {
  const location = useLocation();
  currentPath = `${location.pathname}${location.search}`;
  return null;
}

/** The path the router is on now (after any redirects). */
export const locationNow = () => currentPath;

export function renderWithShell(ui: ReactNode, { path = '/', store = createStore() } = {}): RenderResult & { store: ReturnType<typeof createStore> } {
  const result = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <LocationProbe />
        {ui}
      </MemoryRouter>
    </Provider>,
  );
  return { ...result, store };
}
