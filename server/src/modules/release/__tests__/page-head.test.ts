import { eq } from 'drizzle-orm';
import fs from 'node:fs';
import path from 'node:path';
import { createTestApp, createUser, injectAs, type TestApp } from '../../../../test/helpers';
import { invalidateReads } from '../../../platform/invalidation';
import { audioSeries, audios } from '../../audio/tables';
import { apps, courses, courseTeachers } from '../../course/tables';
import { shots } from '../../shot/tables';
import { plainText } from '../page-head';
import { makeRepo } from './fixtures';

// Issue 41 (3): every page answer names its page for crawlers and share cards, and a page that is not there
// answers 404, before any script runs.

let repo: ReturnType<typeof makeRepo>;
let t: TestApp;

beforeAll(async () => {
  repo = makeRepo();
  const shellDist = path.join(repo.repoRoot, 'shell-dist');
  fs.mkdirSync(shellDist);
  fs.writeFileSync(path.join(shellDist, 'index.html'), '<!doctype html><html><head><title>设计学堂</title></head><body><div id="root"></div></body></html>');
  // The page waits at most FIRST_READS_BUDGET_MS for its reads (then keeps the route's title): a budget no busy
  // test machine reaches, so these tests check what the head says, never how fast the database is.
  t = await createTestApp({ RELEASES_DIR: repo.releasesDir, SHELL_DIST: shellDist, SITE_NAME: '测试站', PUBLIC_URL: 'https://learn.example.com', FIRST_READS_BUDGET_MS: 5000 });
});
afterAll(async () => {
  await t.close();
  repo.cleanup();
});

const headOf = (body: string) => /<head>(.*)<\/head>/s.exec(body)?.[1] ?? '';
const titlesOf = (body: string) => [...headOf(body).matchAll(/<title>([^<]*)<\/title>/g)].map((match) => match[1]);
const metaOf = (body: string, key: string) => new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(headOf(body))?.[1];
const jsonLdOf = (body: string) => {
  const text = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(headOf(body))?.[1];
  return text ? (JSON.parse(text) as Record<string, unknown>) : undefined;
};

test("a course's page: its title with the site's name, description, canonical URL, share card and Course data", async () => {
  const teacher = await createUser(t.database, { username: 'lin', nickname: '林老师' });
  const [course] = await t.database.db
    .insert(courses)
    .values({ title: '版式设计 <入门>', subtitle: '从网格到层级', preview: '/files/seed/cover/grid.jpg', published: true, price: 9900 })
    .returning();
  await t.database.db.insert(courseTeachers).values({ courseId: course.id, teacherId: teacher.id });

  const response = await t.app.inject({ url: `/course/${course.id}` });
  expect(response.statusCode).toBe(200);
  expect(titlesOf(response.body)).toEqual(['版式设计 &lt;入门&gt; - 测试站']);
  expect(metaOf(response.body, 'description')).toBe('从网格到层级');
  expect(headOf(response.body)).toContain(`<link rel="canonical" href="https://learn.example.com/course/${course.id}">`);
  expect(metaOf(response.body, 'og:title')).toBe('版式设计 &lt;入门>');
  expect(metaOf(response.body, 'og:image')).toBe('https://learn.example.com/files/seed/cover/grid.jpg?w=600');
  expect(jsonLdOf(response.body)).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: '版式设计 <入门>',
    provider: { name: '测试站' },
    instructor: [{ name: '林老师' }],
    offers: { price: '99.00', priceCurrency: 'CNY' },
  });
  // Members get the same head.
  const member = await createUser(t.database);
  expect(titlesOf((await injectAs(t, member.id, { url: `/course/${course.id}` })).body)).toEqual(['版式设计 &lt;入门&gt; - 测试站']);
});

test("a page's head follows its data: kept with the answer it was drawn from, drawn again once a write drops that answer", async () => {
  const [course] = await t.database.db.insert(courses).values({ title: '字体设计', subtitle: '第一版', published: true, price: 0 }).returning();
  const page = async () => (await t.app.inject({ url: `/course/${course.id}` })).body;
  expect(titlesOf(await page())).toEqual(['字体设计 - 测试站']);
  expect(titlesOf(await page())).toEqual(['字体设计 - 测试站']);
  // A course write, with the invalidation every course write publishes: the next page is named anew.
  await t.database.db.update(courses).set({ title: '字体设计（新版）', subtitle: '第二版' }).where(eq(courses.id, course.id));
  invalidateReads('courses');
  const edited = await page();
  expect(titlesOf(edited)).toEqual(['字体设计（新版） - 测试站']);
  expect(metaOf(edited, 'description')).toBe('第二版');
  // Another course's page is its own.
  const [other] = await t.database.db.insert(courses).values({ title: '色彩基础', published: true, price: 0 }).returning();
  expect(titlesOf((await t.app.inject({ url: `/course/${other.id}` })).body)).toEqual(['色彩基础 - 测试站']);
  expect(titlesOf(await page())).toEqual(['字体设计（新版） - 测试站']);
});

test('a path that is no page, and a course, shot, episode, teacher or app that does not exist, answer 404 with the not-found title', async () => {
  const [hidden] = await t.database.db.insert(courses).values({ title: '未上架', published: false }).returning();
  const author = await createUser(t.database);
  const [draft] = await t.database.db.insert(shots).values({ userId: author.id, title: '草稿', status: 'unpublished', content: '<p>未发布</p>' }).returning();
  for (const url of ['/no-such-page', '/course/999999', `/course/${hidden.id}`, '/course/0x1', '/shot/999999', `/shot/${draft.id}`, '/shot/abc', '/podcast/999999', '/teacher/nobody-here', '/app/999999']) {
    const response = await t.app.inject({ url });
    expect([url, response.statusCode]).toEqual([url, 404]);
    expect(response.headers['content-type']).toContain('text/html');
    expect(titlesOf(response.body)).toEqual(['页面不存在 - 测试站']);
  }
  // The owner of the draft is never told it is missing (their page shows it).
  const own = await injectAs(t, author.id, { url: `/shot/${draft.id}` });
  expect(own.statusCode).toBe(200);
  expect(titlesOf(own.body)).toEqual(['作品详情 - 测试站']);
});

test("a shot's, an episode's, a teacher's and an app's page are named by their own data; a plain route by its title", async () => {
  const author = await createUser(t.database, { nickname: '小周' });
  const [shot] = await t.database.db
    .insert(shots)
    .values({ userId: author.id, title: '读书 App 改版', preview: '/files/seed/shot/read.jpg', content: '<p>首页&amp;书架</p><script>x()</script><p>重做</p>' })
    .returning();
  const shotPage = (await t.app.inject({ url: `/shot/${shot.id}` })).body;
  expect(titlesOf(shotPage)).toEqual(['读书 App 改版 - 测试站']);
  expect(metaOf(shotPage, 'description')).toBe('首页&amp;书架 重做');
  expect(jsonLdOf(shotPage)).toMatchObject({ '@type': 'CreativeWork', name: '读书 App 改版', author: { name: '小周' } });

  const [series] = await t.database.db.insert(audioSeries).values({ title: '设计夜谈' }).returning();
  const [episode] = await t.database.db
    .insert(audios)
    .values({ seriesId: series.id, title: '第 1 期', description: '聊聊字体', sourceKey: 'private/a.mp3', preview: '/files/seed/cover/ep.jpg' })
    .returning();
  const episodePage = (await t.app.inject({ url: `/podcast/${episode.id}` })).body;
  expect(titlesOf(episodePage)).toEqual(['第 1 期 - 测试站']);
  expect(jsonLdOf(episodePage)).toMatchObject({ '@type': 'PodcastEpisode', name: '第 1 期', description: '聊聊字体' });

  await createUser(t.database, { username: 'wang', nickname: '王老师' });
  expect(titlesOf((await t.app.inject({ url: '/teacher/wang' })).body)).toEqual(['王老师的主页 - 测试站']);

  const [app] = await t.database.db.insert(apps).values({ name: 'Figma', iconUrl: '/files/seed/app/figma.png' }).returning();
  invalidateReads('apps');
  expect(titlesOf((await t.app.inject({ url: `/app/${app.id}` })).body)).toEqual(['Figma课程 - 测试站']);

  const courseList = await t.app.inject({ url: '/course' });
  expect(courseList.statusCode).toBe(200);
  expect(titlesOf(courseList.body)).toEqual(['全部课程 - 测试站']);
  expect(titlesOf((await t.app.inject({ url: '/' })).body)).toEqual(['首页 - 测试站']);
});

test('plain text of rich text: tags, scripts and entities out, cut at 120 characters', () => {
  expect(plainText('<p>a&nbsp;&lt;b&gt;</p><style>p{}</style><p>c</p>')).toBe('a <b> c');
  const long = plainText(`<p>${'字'.repeat(200)}</p>`);
  expect([...long]).toHaveLength(120);
  expect(long.endsWith('…')).toBe(true);
});

test('/sitemap.xml lists every public course, shot, episode and teacher and the listing pages; robots.txt points to it', async () => {
  const teacher = await createUser(t.database, { username: 'sitemap-teacher' });
  const author = await createUser(t.database);
  const [shown, hidden] = await t.database.db.insert(courses).values([{ title: '公开课' }, { title: '下架课', published: false }]).returning();
  await t.database.db.insert(courseTeachers).values({ courseId: shown.id, teacherId: teacher.id });
  const [published, draft, disabled] = await t.database.db
    .insert(shots)
    .values([
      { userId: author.id, title: '公开作品' },
      { userId: author.id, title: '草稿', status: 'unpublished' },
      { userId: author.id, title: '被禁用', disabledByAdmin: true },
    ])
    .returning();
  invalidateReads('courses', 'shots', 'users');

  const response = await t.app.inject({ url: '/sitemap.xml' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('application/xml');
  const locs = [...response.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1].replace('https://learn.example.com', ''));
  expect(locs).toEqual(expect.arrayContaining(['/', '/course', '/shots', '/podcast', `/course/${shown.id}`, `/shot/${published.id}`, '/teacher/sitemap-teacher']));
  for (const hiddenPath of [`/course/${hidden.id}`, `/shot/${draft.id}`, `/shot/${disabled.id}`, '/account', '/admin']) expect(locs).not.toContain(hiddenPath);
  expect(new Set(locs).size).toBe(locs.length);

  // A new course shows at once (the cached sitemap is dropped with the course list).
  const [later] = await t.database.db.insert(courses).values({ title: '新课' }).returning();
  invalidateReads('courses');
  expect((await t.app.inject({ url: '/sitemap.xml' })).body).toContain(`<loc>https://learn.example.com/course/${later.id}</loc>`);

  const robots = await t.app.inject({ url: '/robots.txt' });
  expect(robots.headers['content-type']).toContain('text/plain');
  expect(robots.body).toContain('Sitemap: https://learn.example.com/sitemap.xml');
  expect(robots.body).toContain('Disallow: /api_v1/');
  expect(robots.body).toContain('Disallow: /admin');
});
