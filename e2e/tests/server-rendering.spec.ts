import type { APIRequestContext } from '@playwright/test';
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

const textOf = (html: string) =>
  html
    .replace(/<script[^]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

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
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api_v1/course/')) asked.push(new URL(r.url()).pathname);
  });
  await page.goto(`/course/${course.id}`);
  const heading = page.getByRole('heading', { level: 1, name: course.title });
  await expect(heading).toBeVisible();
  // Once React has taken the page over, its controls answer: a visitor's 购买 asks them to sign in.
  await expect(async () => {
    await page.getByRole('button', { name: '购买' }).click();
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await page.waitForLoadState('networkidle');
  expect(warnings.filter((text) => text.includes('与服务器渲染不一致') || /Minified React error #4(18|19|23)/.test(text))).toEqual([]);
  expect(asked, 'the course was drawn with the embedded answer').not.toContain('/api_v1/course/detail');
});

test('on a phone the takeover meets the same markup too', async ({ browser, baseURL, request }) => {
  const course = await firstCourse(request);
  await serverRenderedHtml(request, `/course/${course.id}`);
  const context = await browser.newContext({ baseURL, viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  await page.goto(`/course/${course.id}`, { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1, name: course.title })).toBeVisible();
  // The phone's menu button replaced the wide navigation after the takeover.
  await expect(page.getByRole('button', { name: '打开菜单' })).toBeVisible();
  expect(warnings.filter((text) => text.includes('与服务器渲染不一致') || /Minified React error #4(18|19|23)/.test(text))).toEqual([]);
  await context.close();
});

test('a missing course is a 404 with the page saying so', async ({ request }) => {
  await serverRenderedHtml(request, '/course/999999');
  const response = await request.get('/course/999999');
  expect(response.status()).toBe(404);
  expect(textOf(await response.text())).toContain('课程不存在或已下架');
});

test("a member's page is drawn for them, never a visitor's server page", async ({ page, request }) => {
  const course = await firstCourse(request);
  await serverRenderedHtml(request, `/course/${course.id}`);
  await loginAs(page, 'member');
  const response = await page.request.get(`/course/${course.id}`);
  const html = await response.text();
  expect(html).not.toContain('data-server-rendered');
  expect(html).not.toContain('<script id="page-data"');
});

/** The other public pages that render on the server (the course remote's, the shots, a shot, the podcast and an episode). */
async function otherPages(request: APIRequestContext): Promise<string[]> {
  const course = await firstCourse(request);
  const shots = (await (await request.get('/api_v1/shot/list?page=0&perPage=1')).json()) as { data: { rows: { id: number }[] } };
  return ['/course-plan', `/teacher/${encodeURIComponent(course.teacherInfo[0].username)}`, '/tool', '/shots', `/shot/${shots.data.rows[0].id}`, '/podcast', '/podcast/1'];
}

for (const profile of [
  { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
  { name: 'phone', use: { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true } },
]) {
  test(`the other pages render on the server and are taken over without a mismatch (${profile.name})`, async ({ browser, baseURL, request }) => {
    const context = await browser.newContext({ baseURL, ...profile.use });
    try {
      for (const path of await otherPages(request)) {
        const html = await serverRenderedHtml(request, path);
        expect(html, path).toContain('<script id="page-data" type="application/json">');
        const page = await context.newPage();
        const warnings: string[] = [];
        page.on('console', (message) => {
          if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
        });
        await page.goto(path, { waitUntil: 'networkidle' });
        await expect(page.getByRole('heading', { level: 1 }), path).toHaveCount(1);
        expect(
          warnings.filter((text) => text.includes('与服务器渲染不一致') || /Minified React error #4(18|19|23)/.test(text)),
          path,
        ).toEqual([]);
        await page.close();
      }
    } finally {
      await context.close();
    }
  });
}
