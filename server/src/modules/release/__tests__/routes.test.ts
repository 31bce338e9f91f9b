import fs from 'node:fs';
import path from 'node:path';
import { createTestApp, createUser, injectAs, type TestApp } from '../../../../test/helpers';
import { invalidateReads } from '../../../platform/invalidation';
import { bulletins } from '../../common/tables';
import { publishRemote } from '../publish';
import { actor, fakeBuild, makeRepo } from './fixtures';

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
  expect(readData((await injectAs(t, member.id, { method: 'GET', url: '/account' })).body)).toMatchObject({ bulletin: null, signedIn: true, user: { id: member.id } });
  expect(readData((await t.app.inject({ url: '/account' })).body)).toEqual({ bulletin: null, signedIn: false });

  await t.database.db.insert(bulletins).values({ description: '</script><b>课程上新</b>' });
  // Raw inserts bypass the stores, which announce their writes themselves.
  invalidateReads('bulletins');
  const tool = (await t.app.inject({ url: '/tool' })).body;
  // "<" is escaped: the description cannot close the element.
  expect(tool).not.toContain('</script><b>');
  expect(readData(tool)).toMatchObject({ bulletin: { description: '</script><b>课程上新</b>' } });
});

test('without a render (no server build of the shell here, or a failed or late one) a page comes with an empty root: the browser draws it all', async () => {
  await t.database.db.insert(bulletins).values({ description: '本周直播答疑' });
  invalidateReads('bulletins');
  const member = await createUser(t.database, { username: 'empty-root-reader' });
  for (const url of ['/', '/tool', '/course', '/health-sign', '/account']) {
    for (const response of [await t.app.inject({ url }), await injectAs(t, member.id, { url })]) {
      expect(response.body).not.toContain('data-server-rendered');
      expect(response.body).toContain('<div id="root"></div>');
    }
  }
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
