import fs from 'node:fs';
import path from 'node:path';
import { createTestApp, createUser, injectAs, type TestApp } from '../../../../test/helpers';
import { invalidateReads } from '../../../platform/invalidation';
import { audioSeries, audios } from '../../audio/tables';
import { bulletins } from '../../common/tables';
import { courses } from '../../course/tables';
import { shots } from '../../shot/tables';
import { publishRemote } from '../publish';
import { actor, fakeBuild, makeRepo } from './fixtures';

/** What the page's root holds: the first screen the server drew. */
const rootOf = (body: string) => /<div id="root">(.*)<\/div><\/body>/.exec(body)?.[1] ?? '';

let repo: ReturnType<typeof makeRepo>;
let t: TestApp;
let version: string;

beforeAll(async () => {
  repo = makeRepo();
  const shellDist = path.join(repo.repoRoot, 'shell-dist');
  fs.mkdirSync(shellDist);
  fs.writeFileSync(path.join(shellDist, 'index.html'), '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>');
  fs.writeFileSync(path.join(shellDist, 'main.89abcdef.js'), 'console.log(1)');
  ({ version } = await publishRemote({ repoRoot: repo.repoRoot, releasesDir: repo.releasesDir, remote: 'course', build: fakeBuild('v1'), actor }));
  t = await createTestApp({ RELEASES_DIR: repo.releasesDir, SHELL_DIST: shellDist, SITE_NAME: '测试站', FILING_NUMBER: '京ICP备12345678号' });
});
afterAll(async () => {
  await t.close();
  repo.cleanup();
});

test('the registry lists the active versions and is never cached', async () => {
  const response = await t.app.inject({ url: '/mf/registry.json' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-cache');
  expect(response.json()).toEqual({
    remotes: [{ name: 'course', version, entry: `/mf/course/${version}/mf-manifest.json`, fallbacks: [] }],
  });
});

test('manifests and entries are revalidated, hashed chunks are immutable and precompressed', async () => {
  const manifest = await t.app.inject({ url: `/mf/course/${version}/mf-manifest.json` });
  expect(manifest.statusCode).toBe(200);
  expect(manifest.headers['cache-control']).toBe('no-cache');
  const entry = await t.app.inject({ url: `/mf/course/${version}/remoteEntry.js`, headers: { 'accept-encoding': 'br, gzip' } });
  expect(entry.headers['content-encoding']).toBe('br');
  expect(entry.headers['cache-control']).toBe('no-cache');
  const chunk = await t.app.inject({ url: `/mf/course/${version}/main.0123abcd.js`, headers: { 'accept-encoding': 'br, gzip' } });
  expect(chunk.statusCode).toBe(200);
  expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(chunk.headers['content-encoding']).toBe('br');
});

test('registry internals and unknown remotes are not served', async () => {
  for (const url of ['/mf/.registry.lock', '/mf/nosuch/1/mf-manifest.json', `/mf/course/${version}/..%2F..%2Fregistry.json`, `/mf/course/.staging-x/remoteEntry.js`]) {
    const response = await t.app.inject({ url });
    expect({ url, refused: [400, 403, 404].includes(response.statusCode) }).toEqual({ url, refused: true });
  }
});

test('any page path answers the shell with the site settings embedded', async () => {
  // (A missing course's page answers 404 since issue 41: page-head.test.ts.)
  const response = await t.app.inject({ url: '/course-plan?tab=2', headers: { accept: 'text/html' } });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-cache');
  expect(response.body).toContain('<script id="site-config" type="application/json">');
  expect(response.body).toContain('"siteName":"测试站"');
  expect(response.body).toContain('"filingNumber":"京ICP备12345678号"');
  expect(response.body).not.toContain('adminUrl');
});

test('the shell page carries the latest bulletin', async () => {
  const readData = (body: string) => JSON.parse(/<script id="site-data" type="application\/json">(.*?)<\/script>/.exec(body)?.[1] ?? 'null') as { bulletin: unknown };
  expect(readData((await t.app.inject({ url: '/tool' })).body)).toEqual({ bulletin: null, signedIn: false });
  // A member's page says so: only a visitor is sent home from /account before its code loads.
  const member = await createUser(t.database);
  expect(readData((await injectAs(t, member.id, { method: 'GET', url: '/account' })).body)).toEqual({ bulletin: null, signedIn: true });
  expect(readData((await t.app.inject({ url: '/account' })).body)).toEqual({ bulletin: null, signedIn: false });

  await t.database.db.insert(bulletins).values({ description: '</script><b>课程上新</b>' });
  // Raw inserts bypass the stores, which announce their writes themselves.
  invalidateReads('bulletins');
  const tool = (await t.app.inject({ url: '/tool' })).body;
  // "<" is escaped: the description cannot close the element.
  expect(tool).not.toContain('</script><b>');
  expect(readData(tool)).toMatchObject({ bulletin: { description: '</script><b>课程上新</b>' } });
});

test('a page drawn in the browser comes with its frame drawn in the root; a closed bulletin is left out of it', async () => {
  const [bulletin] = await t.database.db.insert(bulletins).values({ description: '本周 $& 直播 $\' 答疑' }).returning();
  invalidateReads('bulletins');

  const tools = rootOf((await t.app.inject({ url: '/tool' })).body);
  expect(tools).toContain('<span class="site-logo-name">测试站</span>');
  // Replacement patterns in user text are written as they are, not expanded.
  expect(tools).toContain('<p class="site-notice-text">本周 $&amp; 直播 $\' 答疑</p>');
  expect(tools).toContain('<main class="site-main"></main>');
  // One whose largest paint is a card its code draws (the catalogue, with no course yet) gets nothing.
  expect(rootOf((await t.app.inject({ url: '/course' })).body)).toBe('');

  const closed = rootOf((await t.app.inject({ url: '/tool', cookies: { closed_bulletin: String(bulletin.id) } })).body);
  expect(closed).not.toContain('site-notice');
  expect(closed).toContain('<main class="site-main"></main>');
  // An older closed bulletin does not hide a newer one.
  expect(rootOf((await t.app.inject({ url: '/tool', cookies: { closed_bulletin: String(bulletin.id - 1) } })).body)).toContain('site-notice');
});

test('the pages the server renders get no drawn top: without their render the frame alone, or nothing where their code paints', async () => {
  // This app has no server build of the shell (page-render.test.ts renders): what a failed or late render sends.
  const [course] = await t.database.db.insert(courses).values({ title: '版式设计', preview: '/files/seed/cover/shown.jpg', published: true }).returning();
  const [series] = await t.database.db.insert(audioSeries).values({ title: '设计夜谈', preview: '/files/seed/cover/s1.jpg' }).returning();
  const [episode] = await t.database.db.insert(audios).values({ seriesId: series.id, title: '第 1 期', sourceKey: 'private/a.mp3', preview: '/files/seed/cover/ep.jpg' }).returning();
  const author = await createUser(t.database, { username: 'shot-author' });
  const [shot] = await t.database.db.insert(shots).values({ userId: author.id, title: '海报', preview: '/files/seed/shot/1.jpg', content: '<p><img src="/files/seed/shot/1.jpg"></p>' }).returning();
  invalidateReads('courses', 'audio', 'shots');
  const member = await createUser(t.database, { username: 'top-reader' });

  for (const url of ['/', `/course/${course.id}`, `/podcast/${episode.id}`, '/livecourse', '/promise', '/health-sign']) {
    for (const root of [rootOf((await t.app.inject({ url })).body), rootOf((await injectAs(t, member.id, { url })).body)]) {
      expect(root).toContain('<span class="site-logo-name">测试站</span>');
      expect(root).toContain('<main class="site-main"></main>');
    }
  }
  for (const url of ['/course', '/podcast', '/shots', `/shot/${shot.id}`]) expect(rootOf((await t.app.inject({ url })).body)).toBe('');
});

test('shell assets are served with long caching; missing assets are 404s, not HTML', async () => {
  const asset = await t.app.inject({ url: '/main.89abcdef.js' });
  expect(asset.statusCode).toBe(200);
  expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect((await t.app.inject({ url: '/missing.1234abcd.js' })).statusCode).toBe(404);
});

test('API paths keep the JSON 404 envelope', async () => {
  const response = await t.app.inject({ url: '/api_v1/not/a/route' });
  expect(response.statusCode).toBe(404);
  expect(response.json()).toMatchObject({ error: { code: 404 } });
});
