import { createTestApp, createUser, errorOf, sessionCookieFor } from '../../../../test/helpers';
import { ConfigError, loadConfig } from '../../../platform/config';
import { siteConfigFor } from '../../release/shell-html';
import { safeReturnPath } from '../return-to';
import { ACCOUNT_PAGE, type SsoFixture, startSsoFixture } from './sso-fixture';

describe('in sso mode', () => {
  let f: SsoFixture;
  beforeAll(async () => {
    f = await startSsoFixture();
  });
  afterAll(() => f.close());

  test.each([
    ['POST', '/api_v1/account/login', { account: 'member', password: 'demo1234' }],
    ['POST', '/api_v1/account/register-by-email', { email: 'a@example.com', password: 'secret123', emailCode: '123456', account: 'newbie' }],
    ['POST', '/api_v1/email/send/verify/code', { email: 'a@example.com', codeType: 'register' }],
    ['POST', '/api_v1/email/verify/code', { email: 'a@example.com', type: 'register', code: '123456' }],
    ['POST', '/api_v1/account/password/reset', { email: 'a@example.com', emailCode: '123456', password: 'secret123' }],
    ['POST', '/api_v1/account/login-by-email-code', { email: 'a@example.com', emailCode: '123456' }],
    ['PUT', '/api_v1/account/password', { currentPassword: 'demo1234', password: 'secret123' }],
    ['PUT', '/api_v1/account/email', { email: 'a@example.com', emailCode: '123456' }],
  ] as const)('%s %s answers a clear 403 and does nothing', async (method, url, payload) => {
    const response = await f.t.app.inject({ method, url, payload });
    expect(response.statusCode).toBe(403);
    expect(errorOf(response).message).toContain('统一账号服务');
  });

  test('the shell is told to log in through /sso/login and that account security is the provider page', () => {
    expect(siteConfigFor(f.t.config)).toMatchObject({ authMode: 'sso', loginUrl: '/sso/login', logoutUrl: '/logout', accountSecurityUrl: ACCOUNT_PAGE });
  });
});

test('a provider that cannot be reached gives a clear 503 page on /sso/login, and logout still ends our session', async () => {
  const t = await createTestApp({
    AUTH_MODE: 'sso',
    OIDC_ISSUER: 'http://127.0.0.1:9/unreachable',
    OIDC_CLIENT_ID: 'site',
    OIDC_CLIENT_SECRET: 'secret',
    ACCOUNT_SECURITY_URL: ACCOUNT_PAGE,
  });
  try {
    const response = await t.app.inject({ method: 'GET', url: '/sso/login' });
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('账号服务暂时无法访问');
    const cookie = await sessionCookieFor(t.database, (await createUser(t.database)).id);
    const logout = await t.app.inject({ method: 'GET', url: '/api_v1/account/logout', headers: { cookie } });
    expect(logout.statusCode).toBe(503);
    expect(errorOf(logout).message).toContain('已退出本站');
    expect(errorOf(await t.app.inject({ method: 'GET', url: '/api_v1/account/info', headers: { cookie } })).code).toBe(1100);
  } finally {
    await t.close();
  }
});

test('in modal mode the sso routes do not exist and password login stays on', async () => {
  const t = await createTestApp();
  try {
    expect((await t.app.inject({ method: 'GET', url: '/sso/login' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/sso/callback?code=x&state=y' })).statusCode).toBe(404);
    expect(errorOf(await t.app.inject({ method: 'POST', url: '/api_v1/account/login', payload: { account: 'nobody', password: 'whatever' } })).code).toBe(4103);
  } finally {
    await t.close();
  }
});

describe('configuration', () => {
  const base = { AUTH_MODE: 'sso', OIDC_ISSUER: 'https://id.example.com/realms/site', OIDC_CLIENT_ID: 'site', OIDC_CLIENT_SECRET: 's3cret', ACCOUNT_SECURITY_URL: 'https://id.example.com/realms/site/account' };

  test('sso mode needs the issuer, the client and the account page, and names what is missing', () => {
    expect(() => loadConfig({ AUTH_MODE: 'sso' })).toThrow(ConfigError);
    expect(() => loadConfig({ AUTH_MODE: 'sso' })).toThrow(/OIDC_ISSUER: is required when AUTH_MODE=sso[\s\S]*OIDC_CLIENT_ID[\s\S]*OIDC_CLIENT_SECRET[\s\S]*ACCOUNT_SECURITY_URL/);
    expect(loadConfig(base).OIDC_SCOPES).toBe('openid profile email');
  });

  test('the issuer is https, or http only on this machine; scopes always include openid', () => {
    expect(() => loadConfig({ ...base, OIDC_ISSUER: 'http://id.example.com' })).toThrow(/OIDC_ISSUER: must be an https URL/);
    expect(loadConfig({ ...base, OIDC_ISSUER: 'http://127.0.0.1:3561' }).OIDC_ISSUER).toBe('http://127.0.0.1:3561');
    expect(loadConfig({ ...base, OIDC_SCOPES: 'profile  email roles' }).OIDC_SCOPES).toBe('openid profile email roles');
    expect(() => loadConfig({ ...base, OIDC_SCOPES: 'profile "x"' })).toThrow(/OIDC_SCOPES/);
    expect(() => loadConfig({ ...base, OIDC_ROLES_CLAIM: 'roles..x' })).toThrow(/OIDC_ROLES_CLAIM/);
    expect(() => loadConfig({ ...base, ACCOUNT_SECURITY_URL: '/account?tab=security' })).toThrow(/ACCOUNT_SECURITY_URL/);
  });

  test('modal mode needs none of it', () => {
    expect(loadConfig({}).AUTH_MODE).toBe('modal');
  });
});

describe('the address to go back to after signing in', () => {
  const site = 'https://design.example.com';
  test.each([
    [`${site}/course/7?tab=2#comments`, '/course/7?tab=2#comments'],
    [encodeURIComponent(`${site}/shots`), '/shots'],
    ['/account', '/account'],
    ['https://evil.example.com/', '/'],
    ['//evil.example.com/', '/'],
    ['/\\evil.example.com', '/'],
    [`${site}@evil.example.com/`, '/'],
    ['https://design.example.com.evil.example.com/', '/'],
    ['http://design.example.com/course/1', '/'],
    ['javascript:alert(1)', '/'],
    ['data:text/html,hi', '/'],
    ['%E0%A4%A', '/'],
    [`${site}/sso/callback?code=x`, '/'],
    [`${site}/logout`, '/'],
    [undefined, '/'],
  ])('%s → %s', (cookie, expected) => {
    expect(safeReturnPath(cookie, site)).toBe(expected);
  });
});
