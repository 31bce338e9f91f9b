import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from '../../../../test/helpers';
import { ProviderBrowser } from '../../../../test/oidc-browser';
import { startTestProvider, type TestProvider } from '../../../../test/oidc-provider';
import type { Config } from '../../../platform/config';
import { LOGIN_STATE_COOKIE } from '../login-state';

export const SITE = 'http://localhost:3000';
export const ACCOUNT_PAGE = 'https://accounts.example.com/account';

export interface SsoFixture {
  t: TestApp;
  provider: TestProvider;
  close(): Promise<void>;
}

/** A real provider on loopback and our app in sso mode pointing at it. */
export async function startSsoFixture(overrides: Partial<Config> = {}): Promise<SsoFixture> {
  const provider = await startTestProvider({ siteUrl: SITE });
  const t = await createTestApp({
    PUBLIC_URL: SITE,
    AUTH_MODE: 'sso',
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: provider.clientId,
    OIDC_CLIENT_SECRET: provider.clientSecret,
    OIDC_SCOPES: 'openid profile email roles',
    ACCOUNT_SECURITY_URL: ACCOUNT_PAGE,
    ...overrides,
  });
  return {
    t,
    provider,
    close: async () => {
      await t.close();
      await provider.close();
    },
  };
}

const cookieValue = (response: LightMyRequestResponse, name: string) => response.cookies.find((cookie) => cookie.name === name)?.value;

/** Presses 登录: our /sso/login answers the provider's URL and sets the login-state cookie. */
export async function beginSignIn(t: TestApp) {
  const response = await t.app.inject({ method: 'GET', url: '/sso/login' });
  expect(response.statusCode).toBe(302);
  const loginState = cookieValue(response, LOGIN_STATE_COOKIE);
  if (!loginState) throw new Error('no login-state cookie');
  return { authorizationUrl: String(response.headers.location), loginState };
}

/** Brings the browser back to our callback with the given cookies. */
export function callback(t: TestApp, back: URL, cookies: Record<string, string | undefined>) {
  const cookie = Object.entries(cookies)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
  return t.app.inject({ method: 'GET', url: `${back.pathname}${back.search}`, headers: cookie ? { cookie } : {} });
}

/** The whole sign-in as `login`: answers the callback's response and the provider browser (its session). */
export async function signIn(t: TestApp, login: string, extraCookies: Record<string, string> = {}, browser = new ProviderBrowser(SITE)) {
  const { authorizationUrl, loginState } = await beginSignIn(t);
  const { back } = await browser.visit(authorizationUrl, login);
  const response = await callback(t, back, { [LOGIN_STATE_COOKIE]: loginState, ...extraCookies });
  return { response, browser, sid: cookieValue(response, 'sid') };
}

export const infoOf = (t: TestApp, sid: string | undefined) =>
  t.app.inject({ method: 'GET', url: '/api_v1/account/info', headers: sid ? { cookie: `sid=${sid}` } : {} });
