import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { type SsoSite, startSsoSite } from './sso-site';

// sso mode (AUTH_MODE=sso) against a real OpenID provider, on a site of its own (see sso-site.ts).
let site: SsoSite;
test.beforeAll(async () => {
  test.setTimeout(300_000);
  site = await startSsoSite(test.info().parallelIndex);
});
test.afterAll(async () => {
  await site?.stop();
});

const loginButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: '登录 / 注册' });
const userMenu = (page: Page) => page.getByRole('banner').getByRole('button', { name: /的账号菜单$/ });

/** The provider's development sign-in page: any login name, any password; then its consent page. */
async function signInAtProvider(page: Page, login: string) {
  await expect(page).toHaveURL(new RegExp(`^${site.issuer}/interaction/`));
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any-password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  const consent = page.getByRole('button', { name: 'Continue' });
  if (await consent.isVisible({ timeout: 5_000 }).catch(() => false)) await consent.click();
}

test('a visitor presses 登录 on a course, signs in at the provider, lands back on that course signed in, then signs out on both sides', async ({ page }) => {
  await page.goto(`${site.url}/course/1`);
  const title = await page.locator('h1').first().textContent();
  await loginButton(page).click();

  await signInAtProvider(page, 'teacher');

  // Back on the same course, signed in as the provider's member (name and roles from its claims).
  await expect(page).toHaveURL(`${site.url}/course/1`);
  await expect(userMenu(page)).toHaveAccessibleName('统一账号老师 的账号菜单');
  if (title) await expect(page.locator('h1').first()).toHaveText(title);
  await expect(loginButton(page)).toHaveCount(0);
  const me = await page.request.get(`${site.url}/api_v1/account/info`);
  expect((await me.json()) as unknown).toMatchObject({ data: { username: 'sso-teacher', roles: { teacher: true } } });

  // The account-security link goes to the provider's account page.
  await page.goto(`${site.url}/account`);
  await expect(page.getByRole('link', { name: '账号安全设置' })).toHaveAttribute('href', `${site.issuer}/account`);

  // 退出登录: our session ends, the provider asks to confirm its sign-out, then we are home, signed out.
  await userMenu(page).hover();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await expect(page).toHaveURL(new RegExp(`^${site.issuer}/`));
  await page.getByRole('button', { name: 'Yes, sign me out' }).click();
  await expect(page).toHaveURL(`${site.url}/`);
  await expect(loginButton(page)).toBeVisible();
  const after = await page.request.get(`${site.url}/api_v1/account/info`);
  expect(((await after.json()) as { error?: { code: number } }).error?.code).toBe(1100);

  // Signed out at the provider too: 登录 asks for the login name again instead of signing straight in.
  await loginButton(page).click();
  await expect(page).toHaveURL(new RegExp(`^${site.issuer}/interaction/`));
  await expect(page.locator('input[name="login"]')).toBeVisible();
});

test('in sso mode the password login and registration calls answer a clear error', async ({ request }) => {
  const login = await request.post(`${site.url}/api_v1/account/login`, { data: { account: 'member', password: 'demo1234' } });
  expect(login.status()).toBe(403);
  expect(((await login.json()) as { error: { message: string } }).error.message).toContain('统一账号服务');
  const code = await request.post(`${site.url}/api_v1/email/send/verify/code`, { data: { email: 'x@example.com', codeType: 'register' } });
  expect(code.status()).toBe(403);
});
