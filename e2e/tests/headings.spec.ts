import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { PUBLIC_ROUTES, loginAs } from './fixtures';

// Issue 42, screen readers: every page of spec 2 and the backend has exactly one h1, its headings start at that
// h1, and going down they never skip a level (an h2 may follow an h4, an h4 may not follow an h2). Hidden h1s
// count (the design shows no heading on some pages; screen readers still need one); headings inside hidden or
// aria-hidden content do not.

const MEMBER_ROUTES = ['/account', '/account?tab=message', '/account?tab=order', '/admin'];
const ADMIN_ROUTES = ['/admin', '/admin/releases', '/admin/shots', '/admin/users', '/admin/orders', '/admin/forms', '/admin/comments', '/admin/bulletins', '/admin/content', '/admin/audit', '/post/shot/create'];

interface Heading {
  level: number;
  text: string;
}

/** The headings a screen reader lists, in document order, once the page has drawn itself. */
async function headingsOf(page: Page, route: string): Promise<Heading[]> {
  // A fresh load each time: the shell keeps pages it has shown mounted (hidden) while the visitor moves on.
  await page.goto(route, { waitUntil: 'networkidle' });
  // Every loading look of the site: Arco's skeleton and spin, the shell's light spin while a remote loads, and
  // the placeholders marked busy (on a slow machine a remote may still be loading at network idle).
  await expect(page.locator('.arco-skeleton:visible, .arco-spin-loading:visible, .arco-spin[role="status"]:visible, [aria-busy="true"]:visible')).toHaveCount(0, { timeout: 30_000 });
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6, [role="heading"]'))
      .filter((element) => !element.closest('[hidden], [aria-hidden="true"], [inert]') && element.getClientRects().length > 0)
      .map((element) => ({
        level: Number(element.getAttribute('aria-level') ?? element.tagName.slice(1)),
        text: (element.textContent ?? '').trim().slice(0, 30),
      })),
  );
}

/** What is wrong with a page's headings, one line per problem (none: the page is fine). */
function problems(route: string, headings: Heading[]): string[] {
  const found: string[] = [];
  const outline = headings.map((heading) => `h${heading.level} ${heading.text}`).join(' | ');
  const h1s = headings.filter((heading) => heading.level === 1).length;
  if (h1s !== 1) found.push(`${route}: ${h1s} h1s (${outline})`);
  if (headings[0] && headings[0].level !== 1) found.push(`${route}: starts at h${headings[0].level} (${outline})`);
  headings.forEach((heading, index) => {
    const previous = headings[index - 1];
    if (previous && heading.level > previous.level + 1) found.push(`${route}: h${previous.level} → h${heading.level} at “${heading.text}” (${outline})`);
  });
  return found;
}

async function checkAll(page: Page, routes: string[]) {
  const found: string[] = [];
  for (const route of routes) found.push(...problems(route, await headingsOf(page, route)));
  expect(found).toEqual([]);
}

test('a visitor: one h1 and no skipped level on every public route', async ({ page }) => {
  test.setTimeout(180_000);
  await checkAll(page, PUBLIC_ROUTES);
});

test('a member: the account centre and the backend they may not open', async ({ page }) => {
  await loginAs(page, 'member');
  await checkAll(page, MEMBER_ROUTES);
});

test('an admin: every backend page and the shot editor', async ({ page }) => {
  test.setTimeout(180_000);
  await loginAs(page, 'admin');
  await checkAll(page, ADMIN_ROUTES);
});
