import type { APIRequestContext, Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { loginAs } from './fixtures';
import { expect, test } from './test';

// Issue 41: a course's page is rendered on the server by the course remote's own components (its active
// release's server build), in the shell's frame, and the browser takes that markup over (hydration) with
// the answers it was drawn with. What a crawler, a share card and a visitor without JavaScript get is the
// whole page; what a visitor with JavaScript gets is the same page, working, with nothing asked twice.

interface CourseDetail {
  id: number;
  title: string;
  lessonInfo: { title: string }[];
  teacherInfo: { nickname: string; username: string }[];
}

async function firstCourse(request: APIRequestContext): Promise<CourseDetail> {
  const list = (await (await request.post('/api_v1/course/list', { data: { page: 0, perPage: 1 } })).json()) as { data: { rows: { id: number }[] } };
  const id = list.data.rows[0]?.id;
  expect(id, 'the seed has a course').toBeDefined();
  const detail = (await (await request.get('/api_v1/course/detail', { params: { courseId: id } })).json()) as { data: CourseDetail };
  return detail.data;
}

/**
 * The page's HTML as the server sends it to a visitor. The server loads the remotes' server builds in the
 * background when it starts; until they are in, it sends the page to be drawn in the browser.
 */
async function serverRenderedHtml(request: APIRequestContext, path: string): Promise<string> {
  let html = '';
  await expect
    .poll(
      async () => {
        html = await (await request.get(path)).text();
        return html.includes('data-server-rendered');
      },
      { message: `${path} is rendered on the server`, timeout: 20_000 },
    )
    .toBe(true);
  return html;
}

/** React has taken the element over: it keeps the element's props on it (React DOM's own key). */
async function expectTakenOver(element: Locator): Promise<void> {
  // On a 2-core machine busy with the other test layers the page's code can take many seconds to arrive and run.
  await expect.poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps$'))), { timeout: 30_000 }).toBe(true);
}

/** The takeover's complaints: a part drawn differently from the server's markup. */
const mismatches = (warnings: string[]) => warnings.filter((text) => text.includes('与服务器渲染不一致') || /Minified React error #4(18|19|23)/.test(text));

/** The page's console warnings and errors, as they come. */
function warningsOf(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  return warnings;
}

/** The paths of the page's API calls under `prefix`, as it makes them. */
function callsOf(page: Page, prefix = '/api_v1/'): string[] {
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes(prefix)) asked.push(new URL(r.url()).pathname);
  });
  return asked;
}

const textOf = (html: string) =>
  html
    .replace(/<script[^]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');


/** Where the chosen Arco tab is underlined: its title's place, the ink bar's, and the title's own underline (CSS). */
const tabUnderline = (page: Page) =>
  page.evaluate(() => {
    const title = document.querySelector('.arco-tabs-header-title-active')!;
    const at = title.getBoundingClientRect();
    const ink = document.querySelector('.arco-tabs-header-ink')!.getBoundingClientRect();
    return { title: [Math.round(at.left), Math.round(at.width)], ink: [Math.round(ink.left), Math.round(ink.width)], shadow: getComputedStyle(title).boxShadow };
  });

/** The same, on the page as the server drew it (no script runs), for whoever `signedIn` is signed in as. */
async function tabUnderlineWithoutCode(browser: Browser, baseURL: string | undefined, signedIn: BrowserContext, path: string) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false, storageState: await signedIn.storageState() });
  try {
    const page = await context.newPage();
    await page.goto(path);
    return await tabUnderline(page);
  } finally {
    await context.close();
  }
}
test('a course page arrives whole: its title, lessons and teacher are in the HTML the server sends', async ({ request }) => {
  const course = await firstCourse(request);
  const html = await serverRenderedHtml(request, `/course/${course.id}`);
  const root = html.slice(html.indexOf('<div id="root"'));
  expect(root).toMatch(new RegExp(`<h1[^>]*>${course.title.replace(/[()（）]/g, '.')}</h1>`));
  const text = textOf(root);
  for (const lesson of course.lessonInfo) expect(text).toContain(lesson.title);
  for (const teacher of course.teacherInfo) expect(text).toContain(teacher.nickname);
  // The frame is the shell's own (header, footer), drawn by the same components as in the browser.
  expect(root).toContain('class="site-header"');
  expect(root).toContain('class="site-footer"');
  // The answers it was drawn with travel once, for the browser's takeover; no inline script runs.
  expect(html).toContain('<script id="page-data" type="application/json">');
  expect(root).not.toMatch(/<script(?![^>]*type="application\/json")(?![^>]*\bsrc=)[^>]*>/);
});

test("a shot's page arrives whole: its title, author, text and first picture (fetched first) are in the HTML", async ({ request }) => {
  // A shot of the seed with a picture in its text (shots other specs post may have neither).
  const list = (await (await request.get('/api_v1/shot/list?page=0&perPage=20')).json()) as { data: { rows: { id: number }[] } };
  let id = 0;
  let shot: { data: { title: string; content: string; user: { nickname: string; username: string } } } | undefined;
  for (const row of list.data.rows) {
    const found = (await (await request.get(`/api_v1/shot/detail?id=${row.id}`)).json()) as NonNullable<typeof shot>;
    if (/<img\b[^>]*\ssrc="\/files\/seed\//.test(found.data.content)) {
      [id, shot] = [row.id, found];
      break;
    }
  }
  if (!shot) throw new Error('no shot of the seed has a picture in its text');
  const html = await serverRenderedHtml(request, `/shot/${id}`);
  const root = html.slice(html.indexOf('<div id="root"'));
  expect(root).toMatch(new RegExp(`<h1[^>]*>${shot.data.title.replace(/[()（）]/g, '.')}</h1>`));
  const text = textOf(root);
  expect(text).toContain(shot.data.user.nickname || shot.data.user.username);
  expect(text).toContain(textOf(shot.data.content).trim().slice(0, 20));
  expect(root).toMatch(/<img fetchpriority="high" src="[^"]+"/);
});

test('without JavaScript a visitor still reads the course and its lessons', async ({ browser, baseURL, request }) => {
  const course = await firstCourse(request);
  await serverRenderedHtml(request, `/course/${course.id}`);
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/course/${course.id}`);
  await expect(page.getByRole('heading', { level: 1, name: course.title })).toBeVisible();
  await expect(page.getByText(course.lessonInfo[0].title)).toBeVisible();
  await expect(page.getByRole('link', { name: course.teacherInfo[0].nickname }).first()).toBeVisible();
  await context.close();
});

test('the browser takes the server page over: same markup, nothing asked twice, and it works', async ({ page, request }) => {
  const course = await firstCourse(request);
  await serverRenderedHtml(request, `/course/${course.id}`);
  const warnings = warningsOf(page);
  const asked = callsOf(page, '/api_v1/course/');
  await page.goto(`/course/${course.id}`);
  const heading = page.getByRole('heading', { level: 1, name: course.title });
  await expect(heading).toBeVisible();
  // Once React has taken the page over, its controls answer: a visitor's 购买 asks them to sign in.
  const buy = page.getByRole('button', { name: '购买' });
  await expectTakenOver(buy);
  await buy.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(mismatches(warnings)).toEqual([]);
  expect(asked, 'the course was drawn with the embedded answer').not.toContain('/api_v1/course/detail');
});

test("the home page links the remotes' stylesheets its widgets load, and none of the others (their copies of shared libraries, the player's)", async ({ page, request }) => {
  const html = await serverRenderedHtml(request, '/');
  const linked = [...html.matchAll(/<link rel="stylesheet" href="(\/mf\/[^"]+)"/g)].map(([, href]) => href).sort();
  // What the widgets' code adds when the page is drawn in the browser: opened from a page drawn there too.
  const loaded: string[] = [];
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (pathname.startsWith('/mf/') && pathname.endsWith('.css')) loaded.push(pathname);
  });
  await page.goto('/health-sign', { waitUntil: 'networkidle' });
  loaded.length = 0;
  await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '首页' }).click();
  await expect(page.getByRole('heading', { name: '推荐作品' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(linked).toEqual(loaded.sort());
});

test('on a phone the takeover meets the same markup too', async ({ browser, baseURL, request }) => {
  const course = await firstCourse(request);
  await serverRenderedHtml(request, `/course/${course.id}`);
  const context = await browser.newContext({ baseURL, viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const warnings = warningsOf(page);
  await page.goto(`/course/${course.id}`, { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1, name: course.title })).toBeVisible();
  // The phone's menu button replaced the wide navigation after the takeover.
  await expect(page.getByRole('button', { name: '打开菜单' })).toBeVisible();
  expect(mismatches(warnings)).toEqual([]);
  await context.close();
});

test('a missing course is a 404 with the page saying so', async ({ request }) => {
  await serverRenderedHtml(request, '/course/999999');
  const response = await request.get('/course/999999');
  expect(response.status()).toBe(404);
  expect(textOf(await response.text())).toContain('课程不存在或已下架');
});

/** A paid course the signed-in account of `request` has bought, found through the API as that account. */
async function boughtCourse(request: APIRequestContext): Promise<number> {
  const list = (await (await request.post('/api_v1/course/list', { data: { page: 0, perPage: 60 } })).json()) as { data: { rows: { id: number; free: boolean }[] } };
  for (const { id, free } of list.data.rows) {
    if (free) continue;
    const check = (await (await request.get('/api_v1/course/check/purchase', { params: { courseId: id } })).json()) as { data?: { hasPurchase: boolean } };
    if (check.data?.hasPurchase) return id;
  }
  throw new Error('the signed-in account bought none of the newest courses');
}

test("a member's page is rendered for them alone: their avatar and their purchase, kept by no cache, taken over as is", async ({ browser, baseURL, request }) => {
  const member = await browser.newContext({ baseURL });
  const poster = await browser.newContext({ baseURL });
  try {
    await loginAs(member.request, 'member');
    await loginAs(poster.request, 'poster');
    const me = ((await (await member.request.get('/api_v1/account/info')).json()) as { data: { nickname: string; username: string } }).data;
    const id = await boughtCourse(member.request);
    await serverRenderedHtml(request, `/course/${id}`);

    const response = await member.request.get(`/course/${id}`);
    const html = await response.text();
    expect(html).toContain('data-server-rendered');
    expect(response.headers()['cache-control']).toBe('private, no-store');
    const root = textOf(html.slice(html.indexOf('<div id="root"')));
    expect(root, 'the course shows as theirs').toContain('已购买');
    expect(html).toContain(`aria-label="${me.nickname || me.username} 的账号菜单"`);
    // Never to anyone else: a visitor and another member of the same page get their own.
    for (const other of [await (await request.get(`/course/${id}`)).text(), await (await poster.request.get(`/course/${id}`)).text()]) {
      expect(other).toContain('data-server-rendered');
      expect(other).not.toContain(`"username":"${me.username}"`);
      expect(other).not.toContain(`${me.nickname || me.username} 的账号菜单`);
    }

    // The browser takes it over with what the page carries: no second look at the course, the purchase or the account.
    const page = await member.newPage();
    const warnings = warningsOf(page);
    const asked = callsOf(page);
    await page.goto(`/course/${id}`, { waitUntil: 'networkidle' });
    await expect(page.getByText('已购买')).toBeVisible();
    await expect(page.getByRole('button', { name: `${me.nickname || me.username} 的账号菜单` })).toBeVisible();
    expect(mismatches(warnings)).toEqual([]);
    for (const call of ['/api_v1/course/detail', '/api_v1/course/check/purchase', '/api_v1/course/watch/record', '/api_v1/account/info']) expect(asked).not.toContain(call);
    // Signed out, the next load of the page is a visitor's again.
    await page.getByRole('button', { name: `${me.nickname || me.username} 的账号菜单` }).click();
    await page.getByText('退出登录').click();
    await expect(page.getByRole('button', { name: '登录 / 注册' })).toBeVisible();
    const after = await page.request.get(`/course/${id}`);
    expect(await after.text()).not.toContain(`${me.nickname || me.username} 的账号菜单`);
  } finally {
    await Promise.all([member.close(), poster.close()]);
  }
});

/** The other public pages that render on the server (home, the course remote's, the shots, a shot, the podcast and an episode). */
async function otherPages(request: APIRequestContext): Promise<string[]> {
  const course = await firstCourse(request);
  const shots = (await (await request.get('/api_v1/shot/list?page=0&perPage=1')).json()) as { data: { rows: { id: number }[] } };
  const apps = (await (await request.get('/api_v1/course/software/list')).json()) as { data: { id: number }[] };
  return ['/', '/course', '/livecourse', '/promise', '/course-plan', `/app/${apps.data[0].id}`, `/teacher/${encodeURIComponent(course.teacherInfo[0].username)}`, '/tool', '/shots', `/shot/${shots.data.rows[0].id}`, '/podcast', '/podcast/1'];
}

for (const profile of [
  { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
  { name: 'phone', use: { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true } },
  { name: 'a member, desktop', use: { viewport: { width: 1280, height: 800 } }, member: true },
]) {
  test(`the other pages render on the server and are taken over without a mismatch (${profile.name})`, async ({ browser, baseURL, request }) => {
    const context = await browser.newContext({ baseURL, ...profile.use });
    try {
      if (profile.member) await loginAs(context.request, 'member');
      for (const path of await otherPages(request)) {
        const html = await serverRenderedHtml(profile.member ? context.request : request, path);
        expect(html, path).toContain('<script id="page-data" type="application/json">');
        const page = await context.newPage();
        const warnings = warningsOf(page);
        await page.goto(path, { waitUntil: 'networkidle' });
        await expect(page.getByRole('heading', { level: 1 }), path).toHaveCount(1);
        expect(
          mismatches(warnings),
          path,
        ).toEqual([]);
        await page.close();
      }
    } finally {
      await context.close();
    }
  });
}

test("a member's account centre is rendered on the server with their own lists, kept by no cache, and taken over as is", async ({ browser, baseURL }) => {
  const member = await browser.newContext({ baseURL });
  const poster = await browser.newContext({ baseURL });
  try {
    await loginAs(member.request, 'member');
    await loginAs(poster.request, 'poster');
    const me = ((await (await member.request.get('/api_v1/account/info')).json()) as { data: { nickname: string; username: string } }).data;
    const bought = (await (await member.request.get('/api_v1/course/payed/course', { params: { page: 0, perPage: 8 } })).json()) as { data: { rows: { title: string }[] } };
    expect(bought.data.rows.length, 'the demo member bought courses').toBeGreaterThan(0);

    const html = await serverRenderedHtml(member.request, '/account?tab=purchased');
    const response = await member.request.get('/account?tab=purchased');
    expect(response.headers()['cache-control']).toBe('private, no-store');
    const root = textOf(html.slice(html.indexOf('<div id="root"')));
    // Their name, the tab asked for, and that tab's list: drawn by the account remote on the server.
    expect(root).toContain(me.nickname || me.username);
    // React separates the "@" from the name with a comment: `@<!-- -->member`.
    const handle = new RegExp(`@(<!-- -->)?${me.username}\\b`);
    expect(html).toMatch(handle);
    for (const course of bought.data.rows) expect(root).toContain(course.title);
    expect(html).toMatch(/<div[^>]*role="tab"[^>]*aria-selected="true"[^>]*>[^]*?已购课程/);
    // Another member's account centre is theirs.
    const other = await (await poster.request.get('/account?tab=purchased')).text();
    expect(other).toContain('data-server-rendered');
    expect(other).not.toMatch(handle);

    // Before its code runs, the chosen tab is underlined where Arco's ink bar (placed by that code) will underline it.
    const before = await tabUnderlineWithoutCode(browser, baseURL, member, '/account?tab=purchased');
    expect(before.shadow).toMatch(/inset/);

    // Taken over with what the page carries: no second look at the member or the list.
    const page = await member.newPage();
    const warnings = warningsOf(page);
    const asked = callsOf(page);
    await page.goto('/account?tab=purchased', { waitUntil: 'networkidle' });
    await expect(page.getByText(bought.data.rows[0].title).first()).toBeVisible();
    expect(mismatches(warnings)).toEqual([]);
    for (const call of ['/api_v1/course/payed/course', '/api_v1/account/info']) expect(asked).not.toContain(call);
    expect(await tabUnderline(page)).toEqual({ title: before.title, ink: before.title, shadow: 'none' });
    // It works as drawn: another tab opens and loads its list.
    await page.getByRole('tab', { name: '我的订单' }).click();
    const orders = page.getByRole('tab', { name: '我的订单' });
    await expect(orders).toHaveAttribute('aria-selected', 'true');
    await expect.poll(() => asked).toContain('/api_v1/course/order');
  } finally {
    await Promise.all([member.close(), poster.close()]);
  }
});

test("the backend's pages are rendered on the server for an admin with their rows, for a member as 无权访问, and taken over as is", async ({ browser, baseURL }) => {
  const admin = await browser.newContext({ baseURL });
  const member = await browser.newContext({ baseURL });
  try {
    await loginAs(admin.request, 'admin');
    await loginAs(member.request, 'member');
    const users = (await (await admin.request.get('/api_v1/admin/user/list', { params: { page: 0, perPage: 20 } })).json()) as { data: { rows: { email: string }[] } };
    const sections = ['/admin', '/admin/releases', '/admin/shots', '/admin/comments', '/admin/users', '/admin/orders', '/admin/forms', '/admin/bulletins', '/admin/content', '/admin/audit'];
    for (const path of sections) {
      const html = await serverRenderedHtml(admin.request, path);
      const root = html.slice(html.indexOf('<div id="root"'));
      expect(root, path).toContain('aria-label="管理后台菜单"');
      expect(root, path).not.toContain('<!--$!-->');
      expect(root, path).not.toContain('无权访问');
      // A member is told they may not, and is shown nothing of it.
      const theirs = await (await member.request.get(path)).text();
      expect(theirs, path).toContain('data-server-rendered');
      expect(theirs, path).toContain('无权访问');
      expect(theirs, path).not.toContain('aria-label="管理后台菜单"');
    }
    const usersHtml = await (await admin.request.get('/admin/users')).text();
    for (const { email } of users.data.rows) expect(usersHtml).toContain(email);
    for (const { email } of users.data.rows) expect(await (await member.request.get('/admin/users')).text()).not.toContain(email);

    // Taken over as drawn, with the rows it was drawn with: no second call for them.
    const page = await admin.newPage();
    const warnings = warningsOf(page);
    const asked = callsOf(page);
    for (const [path, call] of [
      ['/admin/users', '/api_v1/admin/user/list'],
      ['/admin/orders', '/api_v1/admin/order/list'],
      ['/admin/releases', '/api_v1/admin/release/list'],
    ] as const) {
      await page.goto(path, { waitUntil: 'networkidle' });
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveCount(1);
      expect(mismatches(warnings), path).toEqual([]);
      expect(asked, path).not.toContain(call);
    }
    // The content section's tabs: the chosen one underlined before the code runs, where the ink is after.
    const before = await tabUnderlineWithoutCode(browser, baseURL, admin, '/admin/content');
    expect(before.shadow).toMatch(/inset/);
    await page.goto('/admin/content', { waitUntil: 'networkidle' });
    expect(await tabUnderline(page)).toEqual({ title: before.title, ink: before.title, shadow: 'none' });
    // It works as drawn: the search asks for the rows again.
    await page.goto('/admin/users', { waitUntil: 'networkidle' });
    await page.getByPlaceholder('搜索用户名、昵称或邮箱').fill('member');
    await page.keyboard.press('Enter');
    await expect.poll(() => asked).toContain('/api_v1/admin/user/list');
  } finally {
    await Promise.all([admin.close(), member.close()]);
  }
});

test('a page whose remote renders nothing on the server comes in the frame rendered for the member, and the browser draws the page', async ({ browser, baseURL }) => {
  for (const [who, path, shown] of [
    ['member', '/health-sign', '每日健康签到'],
    ['poster', '/post/shot/create', '作品标题'],
  ] as const) {
    const context = await browser.newContext({ baseURL });
    try {
      await loginAs(context.request, who);
      const html = await serverRenderedHtml(context.request, path);
      // The frame with the member's own menu, the page's place holding its loading state (React's client-render mark).
      expect(html, path).toMatch(/的账号菜单/);
      expect(html, path).toContain('<!--$!-->');
      const page = await context.newPage();
      const warnings = warningsOf(page);
      await page.goto(path, { waitUntil: 'networkidle' });
      await expect(page.getByText(shown).first(), path).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveCount(1);
      expect(mismatches(warnings), path).toEqual([]);
    } finally {
      await context.close();
    }
  }
});

/** Holds the shell's script back, as on a slow connection, until the returned function is called. */
async function holdShellScript(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/static\/js\/main\.[0-9a-f]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('a reader who scrolls the server page before its code runs keeps their place when the code takes it over', async ({ page }) => {
  // The shell's script is held back until the reader has scrolled.
  const release = await holdShellScript(page);
  // The script is deferred: the page's DOMContentLoaded waits for it, the reader does not.
  await page.goto('/podcast', { waitUntil: 'commit' });
  const last = page.getByRole('button', { name: /^播放：/ }).last();
  await expect(last).toBeVisible();
  await last.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled, 'the list is long enough to scroll').toBeGreaterThan(200);
  release();
  await expectTakenOver(last);
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  await last.click();
  await expect(page.getByRole('region', { name: '播客播放器' })).toBeVisible();
});

test('a member who points at their avatar before the page\'s code runs gets its menu when the code arrives', async ({ page }) => {
  await loginAs(page, 'member');
  // The shell's script is held back until the pointer rests on the avatar.
  const release = await holdShellScript(page);
  await page.goto('/course', { waitUntil: 'commit' });
  const avatar = page.getByRole('banner').getByRole('button', { name: /的账号菜单$/ });
  await avatar.hover();
  release();
  // No pointer event comes after the take-over: the pointer already rests there, and the menu opens all the same
  // (on a 2-core machine busy with the other test layers the code can take many seconds to arrive and run).
  await expect(page.getByRole('menuitem', { name: '退出登录' })).toBeVisible({ timeout: 30_000 });
});

test("a member's page with its comment box open does not move when the browser takes it over", async ({ page, request }) => {
  const course = await firstCourse(request);
  await loginAs(page, 'member');
  await page.addInitScript(() => {
    const shifts: string[] = [];
    (window as unknown as { __shifts: string[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources?: { node: Node | null }[] })[]) {
        shifts.push(`${entry.value.toFixed(4)}: ${(entry.sources ?? []).map((source) => (source.node as Element | null)?.className ?? '?').join(', ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // The comments tab: the member's comment box is drawn by the server (three rows, as the browser sizes it).
  await page.goto(`/course/${course.id}?tab=2`, { waitUntil: 'networkidle' });
  await expect(page.getByRole('textbox', { name: '写下你的评论…' })).toBeVisible();
  await page.waitForTimeout(1000);
  expect(await page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts)).toEqual([]);
});
