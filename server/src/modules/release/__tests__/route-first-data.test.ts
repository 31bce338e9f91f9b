import fs from 'node:fs';
import path from 'node:path';
import { requestKey } from '@site/shared/contract';
import { createTestApp, createUser, sessionCookieFor, type TestApp } from '../../../../test/helpers';
import { createCourse } from '../../course/__tests__/fixtures';
import { makeRepo } from './fixtures';

let repo: ReturnType<typeof makeRepo>;
let t: TestApp;
let courseId: number;
const HOSTILE = '</script><script>alert(1)</script><!--';

beforeAll(async () => {
  repo = makeRepo();
  const shellDist = path.join(repo.repoRoot, 'shell-dist');
  fs.mkdirSync(shellDist);
  fs.writeFileSync(path.join(shellDist, 'index.html'), '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>');
  // A busy test machine must not make the cold first reads miss the page's wait.
  t = await createTestApp({ RELEASES_DIR: repo.releasesDir, SHELL_DIST: shellDist, FIRST_READS_BUDGET_MS: 5000 });
  courseId = (await createCourse(t.database, { title: HOSTILE, preview: '/files/public/cover/a.jpg' })).id;
  await createCourse(t.database, { title: '第二门课', preview: '/files/public/cover/b.jpg' });
});
afterAll(async () => {
  await t.close();
  repo.cleanup();
});

/** The page's embedded answers, parsed as the browser would (the data block's text is JSON). */
function embeddedOf(html: string): { path: string; answers: Record<string, unknown> } | null {
  const match = /<script id="route-data" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
  return match ? JSON.parse(match[1]) : null;
}

/** The page's HTML; a missing row's page answers 404 (page-head.ts) and still carries the shell. */
async function page(url: string, cookie?: string, status = 200) {
  const response = await t.app.inject({ url, headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });
  expect(response.statusCode).toBe(status);
  return response.body;
}

test('a course page carries the course detail exactly as the API answers a visitor, and preloads its cover', async () => {
  const html = await page(`/course/${courseId}`);
  const api = await t.app.inject({ url: `/api_v1/course/detail?courseId=${courseId}` });
  expect(api.statusCode).toBe(200);
  // Byte for byte: the block holds the API's bytes with only `<` escaped.
  expect(html).toContain(api.body.replace(/</g, '\\u003c'));
  const embedded = embeddedOf(html);
  expect(embedded?.path).toBe(`/course/${courseId}`);
  expect(embedded?.answers[requestKey('GET', '/course/detail', { courseId })]).toEqual(api.json());
  expect(embedded?.answers[requestKey('GET', '/navigation/list')]).toEqual((await t.app.inject({ url: '/api_v1/navigation/list' })).json());
  expect(html).toContain('<link rel="preload" as="image" href="/files/public/cover/a.jpg?w=600" fetchpriority="high">');
});

test('hostile text cannot close the data block or run', async () => {
  const html = await page(`/course/${courseId}`);
  // The first </script> after the block's start is its own end (its text up to there is whole JSON);
  // the title is there only escaped, and parses back to itself.
  expect(html).not.toContain(HOSTILE);
  expect(html).not.toContain('<script>alert(1)');
  const detail = embeddedOf(html)?.answers[requestKey('GET', '/course/detail', { courseId })] as { data: { title: string } };
  expect(detail.data.title).toBe(HOSTILE);
});

test('the catalogue page carries its filter options and first page, and preloads the first card with its srcset and sizes', async () => {
  const html = await page('/course');
  const embedded = embeddedOf(html);
  const body = { page: 0, perPage: 30 };
  const api = await t.app.inject({ method: 'POST', url: '/api_v1/course/list', payload: body });
  expect(embedded?.answers[requestKey('POST', '/course/list', undefined, { perPage: 30, page: 0 })]).toEqual(api.json());
  for (const key of [requestKey('GET', '/course/software/list'), requestKey('GET', '/course/teacher/list'), requestKey('GET', '/course/group/category/list', { courseType: 'online-course' })]) {
    expect(embedded?.answers).toHaveProperty([key]);
  }
  const first = (api.json() as { data: { rows: { preview: string }[] } }).data.rows[0].preview;
  expect(html).toContain(
    `<link rel="preload" as="image" href="${first}?w=600" imagesrcset="${first}?w=360 360w, ${first}?w=600 600w" imagesizes="(max-width: 414px) calc(50vw - 20px), (max-width: 767px) calc(50vw - 32px), (max-width: 1199px) calc(33.3vw - 27px), 296px" fetchpriority="high">`,
  );
  // Every card the grid loads at once (both courses here), not only the first.
  expect(html.match(/<link rel="preload" as="image"/g)).toHaveLength(2);
});

test('a signed-in member gets no embedded answers (theirs carry their own flags)', async () => {
  const member = await createUser(t.database);
  const html = await page(`/course/${courseId}`, await sessionCookieFor(t.database, member.id));
  expect(embeddedOf(html)).toBeNull();
  expect(html).not.toContain('as="image"');
});

test('a page whose filters come from its query, or whose id is not a number, embeds nothing of the route', async () => {
  expect(embeddedOf(await page('/course?keyword=x'))).toBeNull();
  const bad = embeddedOf(await page('/course/abc', undefined, 404));
  expect(Object.keys(bad?.answers ?? {})).toEqual([requestKey('GET', '/navigation/list')]);
});

test('an answer that is not 200 is left out (the page asks and shows the error itself)', async () => {
  const embedded = embeddedOf(await page('/course/999999', undefined, 404));
  expect(embedded?.answers).not.toHaveProperty([requestKey('GET', '/course/detail', { courseId: 999999 })]);
});

test('requestKey names a request the same whatever the order of its parameters and body keys', () => {
  expect(requestKey('get', '/shot/list?perPage=24', { page: 0 })).toBe(requestKey('GET', '/shot/list', { page: 0, perPage: 24 }));
  expect(requestKey('POST', '/course/list', null, { sort: { createdTime: 'DESC' }, page: 0 })).toBe(requestKey('POST', '/course/list', undefined, { page: 0, sort: { createdTime: 'DESC' } }));
  expect(requestKey('GET', '/shot/list', { page: 0, keyword: undefined })).toBe('GET /shot/list?page=0');
});

test('a visitor on /account is prepared for the home page the start-up check sends them to; a member for /account', async () => {
  const visitor = embeddedOf(await page('/account'));
  expect(visitor?.path).toBe('/');
  expect(visitor?.answers).toHaveProperty([requestKey('GET', '/banner/list', { type: 'course-home' })]);
  const member = await createUser(t.database);
  expect(embeddedOf(await page('/account', await sessionCookieFor(t.database, member.id)))).toBeNull();
});
