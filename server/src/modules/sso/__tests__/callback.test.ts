import { eq } from 'drizzle-orm';
import { dataOf, errorOf } from '../../../../test/helpers';
import { ProviderBrowser } from '../../../../test/oidc-browser';
import { sessions, users } from '../../account/tables';
import { LOGIN_STATE_COOKIE, openLoginState, sealLoginState } from '../login-state';
import { ssoIdentities } from '../tables';
import { SITE, type SsoFixture, beginSignIn, callback, infoOf, signIn, startSsoFixture } from './sso-fixture';

let f: SsoFixture;
beforeAll(async () => {
  f = await startSsoFixture();
});
afterAll(() => f.close());

const SECRET = 'test-secret-test-secret-test-secret-0123';

test('/sso/login sends the browser to the provider with PKCE (S256), state and nonce, and a short-lived httpOnly state cookie', async () => {
  const response = await f.t.app.inject({ method: 'GET', url: '/sso/login' });
  expect(response.statusCode).toBe(302);
  const target = new URL(String(response.headers.location));
  expect(target.origin).toBe(f.provider.issuer);
  const params = target.searchParams;
  expect(params.get('client_id')).toBe(f.provider.clientId);
  expect(params.get('redirect_uri')).toBe(`${SITE}/sso/callback`);
  expect(params.get('response_type')).toBe('code');
  expect(params.get('scope')).toBe('openid profile email roles');
  expect(params.get('code_challenge_method')).toBe('S256');
  expect(params.get('code_challenge')).toMatch(/^[\w-]{43}$/);
  expect(params.get('state')).toBeTruthy();
  expect(params.get('nonce')).toBeTruthy();
  const cookie = response.cookies.find((item) => item.name === LOGIN_STATE_COOKIE);
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/sso/callback', maxAge: 600 });
  // The verifier never travels in the URL.
  const state = openLoginState(SECRET, cookie?.value, f.t.clock.now());
  expect(target.toString()).not.toContain(state?.codeVerifier);
});

test('a good sign-in creates the member from the claims, starts our session and goes back to the redirectUrl page', async () => {
  f.provider.accounts.set('sub-good-1', { preferred_username: 'lin.yue', name: '林月', email: 'lin.yue@example.com', email_verified: true, picture: f.provider.avatarUrl });
  const { response, sid } = await signIn(f.t, 'sub-good-1', { redirectUrl: encodeURIComponent(`${SITE}/course/12?tab=2`) });
  expect(response.statusCode).toBe(302);
  expect(response.headers.location).toBe('/course/12?tab=2');
  // The login-state and redirectUrl cookies are spent.
  expect(response.cookies.find((item) => item.name === LOGIN_STATE_COOKIE)?.value).toBe('');
  expect(response.cookies.find((item) => item.name === 'redirectUrl')?.value).toBe('');
  const me = dataOf<{ id: number; username: string; nickname: string; avatar: string }>(await infoOf(f.t, sid));
  expect(me).toMatchObject({ username: 'lin.yue', nickname: '林月' });
  expect(me.avatar).toMatch(/^\/files\/avatar\/sso\/[0-9a-f]{32}\.png$/);
  const [row] = await f.t.database.db.select().from(users).where(eq(users.id, me.id));
  expect(row.email).toBe('lin.yue@example.com');
  const links = await f.t.database.db.select().from(ssoIdentities).where(eq(ssoIdentities.userId, me.id));
  expect(links).toEqual([expect.objectContaining({ issuer: f.provider.issuer, subject: 'sub-good-1' })]);
  // The member has no password here: password login never works for them.
  expect(row.passwordHash.startsWith('scrypt$')).toBe(false);
});

test('signing in again finds the same member by the stable link, even after the provider renamed them', async () => {
  f.provider.accounts.set('sub-again', { preferred_username: 'first-name', name: '第一次' });
  const first = dataOf<{ id: number }>(await infoOf(f.t, (await signIn(f.t, 'sub-again')).sid));
  f.provider.accounts.set('sub-again', { preferred_username: 'renamed', name: '改名了' });
  const second = dataOf<{ id: number; username: string; nickname: string }>(await infoOf(f.t, (await signIn(f.t, 'sub-again')).sid));
  expect(second.id).toBe(first.id);
  // The profile is taken at the first sign-in; later the member's own edits here win.
  expect(second).toMatchObject({ username: 'first-name', nickname: '第一次' });
});

test('an account an admin disabled is refused at the callback: no session, a clear page', async () => {
  f.provider.accounts.set('sub-disabled', { preferred_username: 'stopped-sso', name: '已停用' });
  const first = dataOf<{ id: number }>(await infoOf(f.t, (await signIn(f.t, 'sub-disabled')).sid));
  await f.t.database.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, first.id));
  const { response, sid } = await signIn(f.t, 'sub-disabled');
  expect(response.statusCode).toBe(403);
  expect(response.body).toContain('账号已被停用');
  expect(sid).toBeFalsy();
});

test('without a redirectUrl cookie, or with one that leaves our origin, the browser goes home', async () => {
  const attempts = [
    undefined,
    'https://evil.example/steal',
    '//evil.example/x',
    `${SITE}.evil.example/course/1`,
    'javascript:alert(1)',
    '/\\evil.example',
    'http://localhost:3001/course/1',
  ];
  for (const attempt of attempts) {
    const { response } = await signIn(f.t, 'sub-redirects', attempt === undefined ? {} : { redirectUrl: encodeURIComponent(attempt) });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/');
  }
});

test('a state that does not match the cookie is refused: no session, a clear page', async () => {
  const { authorizationUrl, loginState } = await beginSignIn(f.t);
  const { back } = await new ProviderBrowser(SITE).visit(authorizationUrl, 'sub-bad-state');
  back.searchParams.set('state', 'forged-state');
  const response = await callback(f.t, back, { [LOGIN_STATE_COOKIE]: loginState });
  expect(response.statusCode).toBe(400);
  expect(response.headers['content-type']).toContain('text/html');
  expect(response.body).toContain('登录信息校验没有通过');
  expect(response.cookies.find((item) => item.name === 'sid')).toBeUndefined();
});

test('a callback without our login-state cookie (another browser, CSRF), with a forged or an expired one is refused', async () => {
  const { authorizationUrl, loginState } = await beginSignIn(f.t);
  const { back } = await new ProviderBrowser(SITE).visit(authorizationUrl, 'sub-no-cookie');
  const state = openLoginState(SECRET, loginState, f.t.clock.now());
  if (!state) throw new Error('state cookie did not open');
  const forged = sealLoginState('another-secret-another-secret-another-secret', state);
  for (const cookie of [undefined, forged, `${loginState}x`]) {
    const response = await callback(f.t, back, { [LOGIN_STATE_COOKIE]: cookie });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('登录已超时');
    expect(response.cookies.find((item) => item.name === 'sid')).toBeUndefined();
  }
  f.t.clock.advance(11 * 60 * 1000);
  const expired = await callback(f.t, back, { [LOGIN_STATE_COOKIE]: loginState });
  expect(expired.statusCode).toBe(400);
  expect(expired.body).toContain('登录已超时');
});

test('an ID token whose nonce is not the one we sent is refused', async () => {
  const { authorizationUrl, loginState } = await beginSignIn(f.t);
  const { back } = await new ProviderBrowser(SITE).visit(authorizationUrl, 'sub-bad-nonce');
  const state = openLoginState(SECRET, loginState, f.t.clock.now());
  if (!state) throw new Error('state cookie did not open');
  const otherNonce = sealLoginState(SECRET, { ...state, nonce: 'not-the-nonce-we-sent' });
  const response = await callback(f.t, back, { [LOGIN_STATE_COOKIE]: otherNonce });
  expect(response.statusCode).toBe(400);
  expect(response.body).toContain('登录信息校验没有通过');
  expect(response.cookies.find((item) => item.name === 'sid')).toBeUndefined();
});

test('a wrong PKCE verifier is refused by the provider', async () => {
  const { authorizationUrl, loginState } = await beginSignIn(f.t);
  const { back } = await new ProviderBrowser(SITE).visit(authorizationUrl, 'sub-bad-pkce');
  const state = openLoginState(SECRET, loginState, f.t.clock.now());
  if (!state) throw new Error('state cookie did not open');
  const wrongVerifier = sealLoginState(SECRET, { ...state, codeVerifier: 'a'.repeat(43) });
  expect((await callback(f.t, back, { [LOGIN_STATE_COOKIE]: wrongVerifier })).statusCode).toBe(400);
});

test('a code is redeemed once: replaying the callback is refused', async () => {
  const { authorizationUrl, loginState } = await beginSignIn(f.t);
  const { back } = await new ProviderBrowser(SITE).visit(authorizationUrl, 'sub-replay');
  const first = await callback(f.t, back, { [LOGIN_STATE_COOKIE]: loginState });
  expect(first.statusCode).toBe(302);
  const replay = await callback(f.t, back, { [LOGIN_STATE_COOKIE]: loginState });
  expect(replay.statusCode).toBe(400);
  expect(replay.cookies.find((item) => item.name === 'sid')).toBeUndefined();
});

test('an expired code is refused', async () => {
  f.provider.setCodeTtl(1);
  try {
    const { authorizationUrl, loginState } = await beginSignIn(f.t);
    const { back } = await new ProviderBrowser(SITE).visit(authorizationUrl, 'sub-expired');
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const response = await callback(f.t, back, { [LOGIN_STATE_COOKIE]: loginState });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('登录信息校验没有通过');
  } finally {
    f.provider.setCodeTtl(60);
  }
});

test('the provider refusing the sign-in (error=access_denied) gives a clear page, not an error 500', async () => {
  const { loginState } = await beginSignIn(f.t);
  const state = openLoginState(SECRET, loginState, f.t.clock.now());
  const back = new URL(`${SITE}/sso/callback?error=access_denied&state=${state?.state ?? ''}`);
  const response = await callback(f.t, back, { [LOGIN_STATE_COOKIE]: loginState });
  expect(response.statusCode).toBe(400);
  expect(response.body).toContain('已取消或被拒绝');
});

test('signing in replaces the session the browser had', async () => {
  const { sid: before } = await signIn(f.t, 'sub-fixation-a');
  const { sid: after } = await signIn(f.t, 'sub-fixation-b', { sid: before ?? '' });
  expect(after).not.toBe(before);
  expect(errorOf(await infoOf(f.t, before)).code).toBe(1100);
});

test('logout ends our session and answers the provider logout URL; following it signs out there too', async () => {
  const { sid, browser } = await signIn(f.t, 'sub-logout');
  const response = await f.t.app.inject({ method: 'GET', url: '/api_v1/account/logout', headers: { cookie: `sid=${sid}` } });
  const { endSessionUrl } = dataOf<{ endSessionUrl: string }>(response);
  const target = new URL(endSessionUrl);
  expect(target.origin).toBe(f.provider.issuer);
  expect(target.searchParams.get('post_logout_redirect_uri')).toBe(`${SITE}/`);
  expect(target.searchParams.get('id_token_hint')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  expect(errorOf(await infoOf(f.t, sid)).code).toBe(1100);
  expect(await f.t.database.db.select().from(sessions).where(eq(sessions.id, sid ?? ''))).toHaveLength(0);

  // Still signed in at the provider: a new sign-in needs no login page.
  const quiet = await browser.visit((await beginSignIn(f.t)).authorizationUrl);
  expect(quiet.prompts).not.toContain('login');
  // The provider's sign-out page, then back to our home page.
  const out = await browser.visit(endSessionUrl);
  expect(out.prompts).toContain('logout');
  expect(out.back.toString()).toBe(`${SITE}/`);
  // Signed out there: the next sign-in asks to log in again.
  const again = await browser.visit((await beginSignIn(f.t)).authorizationUrl, 'sub-logout');
  expect(again.prompts).toContain('login');
});
