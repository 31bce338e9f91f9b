import fs from 'node:fs';
import { brotliDecompressSync } from 'node:zlib';
import path from 'node:path';
import { PAGE_DATA_ID, requestKey, type PageDataBlock, type RemoteModuleRef, type RemoteName } from '@site/shared/contract';
import { createTestApp, createUser, injectAs, nextIp, type TestApp } from '../../../../test/helpers';
import type { onRequestHookHandler } from 'fastify';
import type { Config } from '../../../platform/config';
import { registry } from '../../../platform/metrics';
import { createCourse } from '../../course/__tests__/fixtures';
import { publishRemote } from '../publish';
import { loadCounts } from '../telemetry';
import { actor, fakeBuild, makeRepo } from './fixtures';

/**
 * Server rendering of a visitor's page (issue 41) through a test double of the shell's server build
 * (shell/src/server/render-page.tsx; e2e/tests/server-rendering.spec.ts runs the real one). The double keeps
 * the same contract, `createPageRenderer(options)` returning `{ preload, render }`, and reports what it was
 * asked through the object below (it runs in this test's context: the server loads it with require).
 */
interface DoubleState {
  /** What the next render does: draw the course, wait until aborted, reject, or reject as a release's broken server build. */
  mode: 'render' | 'slow' | 'throw' | 'broken';
  preloads: { site: string; versions: Partial<Record<RemoteName, string>>; modules: RemoteModuleRef[] }[];
  renders: { site: string; url: string; versions: Partial<Record<RemoteName, string>>; pageDrawnInBrowser?: boolean }[];
  aborted: string[];
}
const double: DoubleState = { mode: 'render', preloads: [], renders: [], aborted: [] };
(globalThis as { pageRenderDouble?: DoubleState }).pageRenderDouble = double;

/** A route the double calls to see whom its API calls come from. */
const WHOAMI = '/api_v1/test/whoami';
/** A cached route whose answer is the same for everyone (as the footer's links): how often it was asked and run, by site. */
const EVERYONE = '/api_v1/test/everyone';
const everyoneRuns: Record<string, number> = {};
const everyoneAsked: Record<string, number> = {};

const DOUBLE_SOURCE = `'use strict';
const state = globalThis.pageRenderDouble;
const escape = (text) => String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
exports.createPageRenderer = (options) => {
  const site = options.siteConfig.siteName;
  return {
    async preload(versions, modules) {
      state.preloads.push({ site, versions, modules });
    },
    async render(request) {
      state.renders.push({ site, url: request.url, versions: request.versions, pageDrawnInBrowser: request.pageDrawnInBrowser });
      if (state.mode === 'throw') throw new Error('the double failed to draw');
      // As the shell's ServerBuildError says which release's server build could not be loaded.
      if (state.mode === 'broken') throw Object.assign(new Error('a server build could not be loaded'), { remote: 'course', version: request.versions.course });
      if (state.mode === 'slow') {
        await new Promise((resolve) => {
          const timer = setTimeout(resolve, 5000);
          request.signal.addEventListener('abort', () => { clearTimeout(timer); state.aborted.push(request.url); resolve(); });
        });
        throw new Error('aborted');
      }
      const pathname = new URL(request.url, 'http://site.invalid').pathname;
      // A page whose remote has no server build: the frame, the page's place left to the browser (its loading state).
      if (request.pageDrawnInBrowser) return { html: '<main class="double-frame"><div aria-busy="true"></div></main>', pageData: { path: pathname, answers: {} } };
      const courseId = Number(pathname.split('/').pop());
      const detail = await request.inject({ method: 'GET', url: '/api_v1/course/detail?courseId=' + courseId, headers: {} });
      const who = await request.inject({ method: 'GET', url: '${WHOAMI}', headers: { 'user-agent': 'the-double' } });
      const everyone = await request.inject({ method: 'GET', url: '${EVERYONE}', headers: {} });
      const data = JSON.parse(detail.body).data;
      return {
        // As React writes them: a preload for each image of the render, the first-asked one marked high.
        html: '<link rel="preload" as="image" href="/files/cover.jpg?w=600" fetchPriority="high"/><link rel="preload" as="image" href="/files/icon.png?w=48"/>' +
          '<main class="double-page"><h1>' + escape(data.title) + '</h1><p class="who">' + escape(who.body) + '</p><p class="everyone">' + escape(everyone.body) + '</p></main>',
        pageData: { path: pathname, answers: { ['GET /course/detail?courseId=' + courseId]: { data } } },
      };
    },
  };
};
`;

/** The addresses the double's WHOAMI call was asked from, by site name. */
const whoamiAsked: Record<string, string[]> = {};

const HOSTILE = '</script><script>alert(1)</script><!-- $& $\'';
const SHELL_HTML = '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>';

let repo: ReturnType<typeof makeRepo>;
let version: string;
let courseId: number;
/** The double with a generous budget; one whose budget is 30 ms; one with no server build; one whose build throws when loaded. */
let t: TestApp;
let tight: TestApp;
let bare: TestApp;
let broken: TestApp;
const logs: Record<'t' | 'bare', string[]> = { t: [], bare: [] };

/** A shell build folder: index.html, page-styles.json and, when given, its server build. */
function shellDist(name: string, serverBuild: string | null): string {
  const dir = path.join(repo.repoRoot, name);
  fs.mkdirSync(path.join(dir, 'server'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.html'), SHELL_HTML);
  fs.writeFileSync(path.join(dir, 'page-styles.json'), JSON.stringify({
      'arco-styles': ['static/css/arco.1a2b.css'],
      main: ['static/css/arco.1a2b.css', 'static/css/spin.3c4d.css'],
      chunkKeys: { 'static/css/arco.1a2b.css': 'shell:chunk-796', 'static/css/spin.3c4d.css': 'shell:chunk-275' },
    }));
  if (serverBuild !== null) fs.writeFileSync(path.join(dir, 'server', 'render-page.js'), serverBuild);
  return dir;
}

/** The course remote's build: the browser files, its server build and its stylesheets by exposed module. */
function courseBuild(packageDir: string) {
  fakeBuild('v1')(packageDir);
  const dist = path.join(packageDir, 'dist');
  fs.mkdirSync(path.join(dist, 'server'));
  fs.writeFileSync(path.join(dist, 'server', 'remoteEntry.js'), 'module.exports = {};\n');
  fs.writeFileSync(path.join(dist, 'page-styles.json'), JSON.stringify({
      __federation_expose_routes: ['static/css/routes.5e6f.css'],
      __federation_expose_widgets: ['static/css/widgets.7a8b.css'],
      chunkKeys: { 'static/css/routes.5e6f.css': 'mfe_course_v1:chunk-__federation_expose_routes' },
    }));
}

async function startApp(name: string, dist: string, overrides: Partial<Config>, log?: string[]): Promise<TestApp> {
  return createTestApp(
    { RELEASES_DIR: repo.releasesDir, SHELL_DIST: dist, SITE_NAME: name, FIRST_READS_BUDGET_MS: 5000, ...(log ? { LOG_LEVEL: 'warn' as const } : {}), ...overrides },
    {
      ...(t ? { database: t.database } : {}),
      ...(log ? { logStream: { write: (line: string) => void log.push(line) } } : {}),
      beforeReady: (app) => {
        const asked: onRequestHookHandler = (_request, _reply, done) => {
          everyoneAsked[name] = (everyoneAsked[name] ?? 0) + 1;
          done();
        };
        app.get(EVERYONE, { config: { readCache: ['site'], sameForEveryone: true }, onRequest: asked }, async () => {
          everyoneRuns[name] = (everyoneRuns[name] ?? 0) + 1;
          return { data: { runs: everyoneRuns[name] } };
        });
        // It counts its viewer, as a shot's detail counts a view: the addresses it was asked from, by site.
        app.get(WHOAMI, { config: { countsViewer: true } }, async (request) => {
          (whoamiAsked[name] ??= []).push(request.ip);
          return { ip: request.ip, userAgent: request.headers['user-agent'], user: request.currentUser?.username ?? null };
        });
      },
    },
  );
}

beforeAll(async () => {
  repo = makeRepo();
  ({ version } = await publishRemote({ repoRoot: repo.repoRoot, releasesDir: repo.releasesDir, remote: 'course', build: courseBuild, actor }));
  t = await startApp('t', shellDist('shell-t', DOUBLE_SOURCE), { SERVER_RENDER_BUDGET_MS: 5000 }, logs.t);
  [tight, bare, broken] = await Promise.all([
    startApp('tight', shellDist('shell-tight', DOUBLE_SOURCE), { SERVER_RENDER_BUDGET_MS: 30 }),
    startApp('bare', shellDist('shell-bare', null), {}, logs.bare),
    startApp('broken', shellDist('shell-broken', "throw new Error('the build is broken');\n"), {}),
  ]);
  courseId = (await createCourse(t.database, { title: HOSTILE, preview: '/files/public/cover/a.jpg' })).id;
});
afterAll(async () => {
  await Promise.all([tight, bare, broken].map((app) => app?.close()));
  await t?.close();
  repo.cleanup();
});
beforeEach(() => {
  double.mode = 'render';
});

const rootOf = (html: string) => /<div id="root"[^>]*>(.*)<\/div>(?:<span id="page-end" hidden><\/span>)?<\/body>/s.exec(html)?.[1] ?? '';
const pageDataOf = (html: string): PageDataBlock | null => {
  const match = new RegExp(`<script id="${PAGE_DATA_ID}" type="application/json">([\\s\\S]*?)</script>`).exec(html);
  return match ? (JSON.parse(match[1]) as PageDataBlock) : null;
};
const rendersBy = (site: string) => double.renders.filter((render) => render.site === site).length;

/** The page as drawn without a render: an empty root and the embedded answers, for the page's code to draw. */
function expectOldPage(html: string) {
  expect(html).not.toContain('data-server-rendered');
  expect(pageDataOf(html)).toBeNull();
  expect(html).toContain('<script id="route-data" type="application/json">');
  expect(rootOf(html)).toBe('');
}

test("a visitor's course page is sent rendered by the shell's server build, with its data block and stylesheets", async () => {
  const response = await t.app.inject({ url: `/course/${courseId}`, headers: { accept: 'text/html' } });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  const html = response.body;
  expect(html).toContain('<div id="root" data-server-rendered="">');
  expect(double.renders.at(-1)).toEqual({ site: 't', url: `/course/${courseId}`, versions: { course: version }, pageDrawnInBrowser: false });
  // The double's markup as it wrote it (replacement patterns in it are not expanded), and no hand-drawn screen.
  expect(rootOf(html)).toMatch(/^<link rel="preload" as="image" href="\/files\/icon.png\?w=48"\/><main class="double-page"><h1>&lt;\/script&gt;&lt;script&gt;alert\(1\)&lt;\/script&gt;&lt;!-- \$&amp; \$'<\/h1>/);
  expect(html).not.toContain('data-first-screen');
  expect(html).not.toContain('id="route-data"');

  // The data block: nothing in the data closes it or runs, and it parses back to what the render answered.
  expect(html).not.toContain(HOSTILE);
  expect(html).not.toContain('<script>alert(1)');
  const api = await t.app.inject({ url: `/api_v1/course/detail?courseId=${courseId}` });
  expect(pageDataOf(html)).toEqual({ path: `/course/${courseId}`, answers: { [requestKey('GET', '/course/detail', { courseId })]: { data: api.json<{ data: unknown }>().data } } });

  // In the head: the shell's Arco styles and those of the course release's routes module, no other.
  const head = html.slice(0, html.indexOf('</head>'));
  // Every sheet the shell's code may add, and the route's own, each named as the browser's CSS loader names its
  // chunk, so that loader finds it and does not add it again later in the cascade.
  expect(head).toContain('<link rel="stylesheet" href="/static/css/arco.1a2b.css" data-rspack="shell:chunk-796">');
  expect(head).toContain('<link rel="stylesheet" href="/static/css/spin.3c4d.css" data-rspack="shell:chunk-275">');
  expect(head).toContain(
    `<link rel="stylesheet" href="/mf/course/${version}/static/css/routes.5e6f.css" data-rspack="mfe_course_v1:chunk-__federation_expose_routes">`,
  );
  expect(html.match(/rel="stylesheet"/g)).toHaveLength(3);
  // The image the page asks for first is its first request: its preload leads the head, before the stylesheets.
  const firstImage = '<link rel="preload" as="image" href="/files/cover.jpg?w=600" fetchPriority="high"/>';
  expect(head.indexOf(firstImage)).toBeGreaterThan(0);
  expect(head.indexOf(firstImage)).toBeLessThan(head.indexOf('rel="stylesheet"'));
  expect(html.split(firstImage)).toHaveLength(2);
  expect(rootOf(html)).toContain('<link rel="preload" as="image" href="/files/icon.png?w=48"/>');
  // Painted once parsed whole: the browser waits for the mark after the rendered root.
  expect(head).toContain('<link rel="expect" href="#page-end" blocking="render">');
  expect(html).toMatch(/<div id="root" data-server-rendered="">[^]*<\/div><span id="page-end" hidden><\/span>/);
});

test("the render's API calls are answered in process as the visitor's own request", async () => {
  const ip = nextIp();
  // A page not rendered before (the rendered page is kept for every visitor after: see the next test).
  const html = (await t.app.inject({ url: `/course/${courseId}?via=visitor`, remoteAddress: ip, headers: { 'user-agent': 'VisitorBrowser/1.0' } })).body;
  // The course detail reached the markup (above); here, whom the call came from: the visitor, not the double.
  const who = /<p class="who">(.*?)<\/p>/.exec(rootOf(html))?.[1].replace(/&quot;/g, '"') ?? 'null';
  expect(JSON.parse(who)).toEqual({ ip, userAgent: 'VisitorBrowser/1.0', user: null });
});

/** site_page_renders_total for the course page and one result (the registry is shared by this file's apps). */
async function counted(result: string): Promise<number> {
  const metric = await registry.getSingleMetric('site_page_renders_total')?.get();
  return metric?.values.find((value) => value.labels.page === 'courseDetail' && value.labels.result === result)?.value ?? 0;
}

test("a rendered page is kept for every visitor until a write drops the site's read-cache tags", async () => {
  const url = `/course/${courseId}?via=cache`;
  const before = rendersBy('t');
  const [renderedBefore, cachedBefore] = [await counted('rendered'), await counted('cached')];
  const first = await t.app.inject({ url, remoteAddress: nextIp() });
  const second = await t.app.inject({ url, remoteAddress: nextIp() });
  expect(rootOf(second.body)).toBe(rootOf(first.body));
  expect(rendersBy('t')).toBe(before + 1);
  // Operators see it: one render, one page served from the cache.
  expect([await counted('rendered'), await counted('cached')]).toEqual([renderedBefore + 1, cachedBefore + 1]);
  t.app.ctx.invalidation.publish(['courses']);
  const third = await t.app.inject({ url, remoteAddress: nextIp() });
  expect(third.body).toContain('data-server-rendered');
  expect(rendersBy('t')).toBe(before + 2);
});

test("a visitor's page is sent from the bytes kept whole: compressed once, 304 for a browser that has them, never to a member", async () => {
  const url = `/course/${courseId}?via=whole`;
  const first = await t.app.inject({ url, remoteAddress: nextIp() });
  expect(first.statusCode).toBe(200);
  expect(first.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(first.headers['cache-control']).toBe('no-cache');
  const etag = first.headers.etag as string;
  expect(etag).toMatch(/^"[\w-]+"$/);
  // Every visit still gets its own load ticket (telemetry), and the same page.
  const [again, brotli] = await Promise.all([
    t.app.inject({ url, remoteAddress: nextIp() }),
    t.app.inject({ url, remoteAddress: nextIp(), headers: { 'accept-encoding': 'br' } }),
  ]);
  expect(again.body).toBe(first.body);
  expect(String(again.headers['set-cookie'])).toMatch(/^lt=/);
  expect(brotli.headers['content-encoding']).toBe('br');
  expect(brotliDecompressSync(brotli.rawPayload).toString('utf8')).toBe(first.body);
  const revalidated = await t.app.inject({ url, remoteAddress: nextIp(), headers: { 'if-none-match': etag } });
  expect(revalidated.statusCode).toBe(304);
  expect(revalidated.body).toBe('');

  // A member's page is theirs: not this one, and it keeps nothing for visitors.
  const member = await createUser(t.database);
  const mine = await injectAs(t, member.id, { url });
  expect(mine.headers['cache-control']).toBe('private, no-store');
  expect(mine.headers.etag).toBeUndefined();

  // A write drops it with the render: the next visitor gets a new page.
  const renders = rendersBy('t');
  t.app.ctx.invalidation.publish(['courses']);
  await t.app.inject({ url, remoteAddress: nextIp() });
  expect(rendersBy('t')).toBe(renders + 1);
});

test('a visitor sent a kept page still counts where its calls count their viewer (a shot\'s view), from their own address', async () => {
  const url = `/course/${courseId}?via=counted`;
  const [first, second, third] = [nextIp(), nextIp(), nextIp()];
  const asked = () => (whoamiAsked.t ?? []).filter((ip) => [first, second, third].includes(ip));
  const rendered = await t.app.inject({ url, remoteAddress: first });
  const kept = await t.app.inject({ url, remoteAddress: second });
  expect(kept.body).toBe(rendered.body);
  const revalidated = await t.app.inject({ url, remoteAddress: third, headers: { 'if-none-match': rendered.headers.etag as string } });
  expect(revalidated.statusCode).toBe(304);
  // The render asked it once (as the first visitor); each visitor after, sent the kept bytes, asks it again.
  expect(asked()).toEqual([first, second, third]);

  // The render kept for visitors (another shell build's page around it) counts too.
  const renders = rendersBy('t');
  const fourth = nextIp();
  await withNextShellBuild('<!-- next build -->', () => t.app.inject({ url, remoteAddress: fourth }));
  expect(rendersBy('t')).toBe(renders);
  expect((whoamiAsked.t ?? []).at(-1)).toBe(fourth);
});

test("a render's call whose answer is the same for everyone is answered from the read cache, not through its route again", async () => {
  const member = await createUser(t.database);
  const everyoneOf = (html: string) => /<p class="everyone">(.*?)<\/p>/.exec(rootOf(html))?.[1].replace(/&quot;/g, '"');
  const first = await injectAs(t, member.id, { method: 'GET', url: `/course/${courseId}?via=everyone` });
  const [runs, asked] = [everyoneRuns.t, everyoneAsked.t];
  const again = await injectAs(t, member.id, { method: 'GET', url: `/course/${courseId}?via=everyone-again` });
  // Not a request through the route: its kept answer.
  expect([everyoneRuns.t, everyoneAsked.t]).toEqual([runs, asked]);
  const api = await t.app.inject({ url: EVERYONE });
  expect([everyoneOf(first.body), everyoneOf(again.body)]).toEqual([api.body, api.body]);
  // Dropped by a write to its tag: run once more, and the render draws the new answer.
  t.app.ctx.invalidation.publish(['site']);
  const later = await injectAs(t, member.id, { method: 'GET', url: `/course/${courseId}?via=everyone-again` });
  expect(everyoneRuns.t).toBe(runs + 1);
  expect(everyoneOf(later.body)).toBe(JSON.stringify({ data: { runs: runs + 1 } }));
});

/**
 * Runs `visit` while the shell's index.html is a newer build (`extra` added to its body), looked at again (a second
 * passes on the app's clock); the build before is put back after.
 */
async function withNextShellBuild<T>(extra: string, visit: () => Promise<T>): Promise<T> {
  const index = path.join(t.config.SHELL_DIST, 'index.html');
  const original = fs.readFileSync(index, 'utf8');
  try {
    fs.writeFileSync(index, original.replace('</body>', `${extra}</body>`));
    const later = new Date(fs.statSync(index).mtimeMs + 5000);
    fs.utimesSync(index, later, later);
    t.clock.advance(1000);
    return await visit();
  } finally {
    fs.writeFileSync(index, original);
    t.clock.advance(1000);
  }
}

test('a new build of the shell is not answered with a page kept from the one before (its scripts are gone)', async () => {
  const url = `/course/${courseId}?via=shell-build`;
  const before = await t.app.inject({ url, remoteAddress: nextIp() });
  expect((await t.app.inject({ url, remoteAddress: nextIp() })).body).toBe(before.body);
  const after = await withNextShellBuild('<script defer src="/static/js/boot.next.js"></script>', () => t.app.inject({ url, remoteAddress: nextIp() }));
  expect(before.body).not.toContain('boot.next.js');
  expect(after.body).toContain('boot.next.js');
});

test('the shell and the active versions are loaded at start: preload gets the active course version', async () => {
  // Preloading runs in the background after ready.
  for (let tries = 0; tries < 100 && !double.preloads.some((call) => call.site === 't'); tries += 1) await new Promise((resolve) => setTimeout(resolve, 20));
  // The home page's widgets and every other server-rendered page's page map, each module once.
  const modules: RemoteModuleRef[] = [
    { remote: 'course', expose: 'widgets' },
    { remote: 'shots', expose: 'widgets' },
    { remote: 'course', expose: 'routes' },
    { remote: 'shots', expose: 'routes' },
    { remote: 'podcast', expose: 'routes' },
    { remote: 'forms', expose: 'routes' },
    { remote: 'account', expose: 'routes' },
    { remote: 'admin', expose: 'routes' },
  ];
  expect(double.preloads.filter((call) => call.site === 't')).toEqual([{ site: 't', versions: { course: version }, modules }]);
});

test('a render slower than the budget is aborted and the old page is sent', async () => {
  double.mode = 'slow';
  const lateBefore = await counted('late');
  const started = Date.now();
  const response = await tight.app.inject({ url: `/course/${courseId}` });
  expect(response.statusCode).toBe(200);
  expectOldPage(response.body);
  expect(double.aborted).toEqual([`/course/${courseId}`]);
  expect(await counted('late')).toBe(lateBefore + 1);
  // It waited for the budget, not for the double's 5 s.
  expect(Date.now() - started).toBeLessThan(4000);
});

test('a render that fails is logged and the old page is sent', async () => {
  double.mode = 'throw';
  const before = logs.t.length;
  const failedBefore = await counted('failed');
  // The page rendered by the tests above is kept: a write drops it, so this visitor's page is rendered again.
  t.app.ctx.invalidation.publish(['courses']);
  const response = await t.app.inject({ url: `/course/${courseId}` });
  expect(response.statusCode).toBe(200);
  expectOldPage(response.body);
  const logged = logs.t.slice(before).map((line) => JSON.parse(line) as { msg: string; url?: string; err?: { message: string } });
  expect(await counted('failed')).toBe(failedBefore + 1);
  expect(logged).toContainEqual(expect.objectContaining({ msg: 'server render failed; the page is drawn in the browser', url: `/course/${courseId}`, err: expect.objectContaining({ message: 'the double failed to draw' }) }));
});

test("a release whose server build cannot be loaded counts a failed load from each visitor's network, once, in the release telemetry", async () => {
  const failures = async () => (await loadCounts(t.database.db, new Date(0))).get(`course/${version}`)?.failures ?? 0;
  const settle = async (expected: number) => {
    for (let tries = 0; tries < 100 && (await failures()) !== expected; tries += 1) await new Promise((resolve) => setTimeout(resolve, 20));
  };
  const before = await failures();
  // A render that fails for another reason says nothing about the release.
  double.mode = 'throw';
  t.app.ctx.invalidation.publish(['courses']);
  await t.app.inject({ url: `/course/${courseId}`, remoteAddress: '10.77.1.5' });
  double.mode = 'broken';
  // Two addresses of one network, then another network.
  for (const address of ['10.77.1.5', '10.77.1.9', '10.78.2.5']) {
    const response = await t.app.inject({ url: `/course/${courseId}`, remoteAddress: address });
    expect(response.statusCode).toBe(200);
    expectOldPage(response.body);
  }
  await settle(before + 2);
  expect(await failures()).toBe(before + 2);
});

test('without a server build of the shell the old page is sent, and the missing build is logged', async () => {
  const response = await bare.app.inject({ url: `/course/${courseId}` });
  expect(response.statusCode).toBe(200);
  expectOldPage(response.body);
  expect(logs.bare.join('\n')).toContain('no server build of the shell');
});

// A shell server build that throws when it is loaded (a half-written file, a missing dependency) is logged
// once and pages are drawn in the browser, never a 500.
test("a shell server build that cannot be loaded falls back to the old page, not a 500", async () => {
  const response = await broken.app.inject({ url: `/course/${courseId}` });
  expect(response.statusCode).toBe(200);
  expectOldPage(response.body);
});

/** Whom the double's API calls were answered for, as its page shows it. */
const whoOf = (html: string) => JSON.parse(/<p class="who">(.*?)<\/p>/.exec(rootOf(html))?.[1].replace(/&quot;/g, '"') ?? 'null') as { user: string | null };
const siteDataOf = (html: string) => JSON.parse(/<script id="site-data" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null') as { signedIn: boolean; user?: { username: string } };

test("a member's page is rendered for them alone: their own answers and account, kept for them only, never another's", async () => {
  const [ann, bob] = await Promise.all([createUser(t.database, { nickname: '安' }), createUser(t.database, { nickname: '博' })]);
  const url = `/course/${courseId}?via=members`;
  const before = rendersBy('t');
  const visitor = await t.app.inject({ url, remoteAddress: nextIp() });
  const forAnn = await injectAs(t, ann.id, { method: 'GET', url });
  const forBob = await injectAs(t, bob.id, { method: 'GET', url });
  const annAgain = await injectAs(t, ann.id, { method: 'GET', url });
  const visitorAgain = await t.app.inject({ url, remoteAddress: nextIp() });

  // Each member's page is drawn for them, with the API calls made as them; the visitors' page is kept for visitors.
  expect([visitor, forAnn, forBob, annAgain, visitorAgain].map((response) => response.body.includes('data-server-rendered'))).toEqual([true, true, true, true, true]);
  expect([visitor, forAnn, forBob, annAgain, visitorAgain].map((response) => whoOf(response.body).user)).toEqual([null, ann.username, bob.username, ann.username, null]);
  // Ann's second visit: every call of her page answered as before, so her page as drawn the first time.
  expect(rendersBy('t')).toBe(before + 3);
  expect(rootOf(annAgain.body)).toBe(rootOf(forAnn.body));
  expect(await counted('reused')).toBeGreaterThan(0);
  // From another address one of her answers differs (whom the calls come from): drawn anew, for her.
  const annElsewhere = await injectAs(t, ann.id, { method: 'GET', url, remoteAddress: '10.9.8.7' });
  expect(rendersBy('t')).toBe(before + 4);
  expect(whoOf(annElsewhere.body)).toMatchObject({ user: ann.username, ip: '10.9.8.7' });
  // The page embeds the member it was drawn for (the browser's first render draws them too), and only them.
  expect(siteDataOf(forAnn.body)).toMatchObject({ signedIn: true, user: { username: ann.username } });
  expect(forAnn.body).not.toContain(bob.username);
  expect(forBob.body).not.toContain(ann.username);
  expect(siteDataOf(visitorAgain.body)).toEqual({ bulletin: null, signedIn: false });
  // Kept by no cache on the way or in the browser.
  expect([forAnn, forBob].map((response) => response.headers['cache-control'])).toEqual(['private, no-store', 'private, no-store']);
  expect(visitor.headers['cache-control']).toBe('no-cache');
});

test("a member's page the server cannot render is drawn in the browser as before, and still kept by no cache", async () => {
  const member = await createUser(t.database);
  double.mode = 'throw';
  const mine = await injectAs(t, member.id, { method: 'GET', url: `/course/${courseId}?via=member-fails` });
  expect(mine.statusCode).toBe(200);
  expect(mine.body).not.toContain('data-server-rendered');
  expect(pageDataOf(mine.body)).toBeNull();
  // The member is embedded all the same: the browser starts signed in as them, with nothing to ask.
  expect(siteDataOf(mine.body)).toMatchObject({ signedIn: true, user: { username: member.username } });
  expect(mine.headers['cache-control']).toBe('private, no-store');
});

test('a HEAD request is drawn as before; a page whose remote has no server build comes in the server-rendered frame', async () => {
  const before = rendersBy('t');
  const head = await t.app.inject({ method: 'HEAD', url: `/course/${courseId}` });
  expect(head.statusCode).toBe(200);
  expect(head.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(rendersBy('t')).toBe(before);

  // The health sign-in (open or closed by the browser's own clock): the frame is rendered, the page is left to
  // the browser, which gets the page's first answers in the page as before.
  const form = await t.app.inject({ url: '/health-sign', remoteAddress: nextIp() });
  expect(form.statusCode).toBe(200);
  expect(double.renders.at(-1)).toMatchObject({ site: 't', url: '/health-sign', pageDrawnInBrowser: true });
  expect(form.body).toContain('data-server-rendered');
  expect(rootOf(form.body)).toContain('<main class="double-frame">');
  expect(form.body).toContain('<script id="route-data" type="application/json">');
  // A page its remote renders is asked for whole.
  await t.app.inject({ url: `/course/${courseId}`, remoteAddress: nextIp() });
  expect(double.renders.at(-1)).toMatchObject({ url: `/course/${courseId}`, pageDrawnInBrowser: false });
});

test('a visitor on a page that needs a login gets the home page rendered, where the browser sends them', async () => {
  const before = rendersBy('t');
  await t.app.inject({ url: '/account?tab=order', remoteAddress: nextIp() });
  expect(rendersBy('t')).toBe(before + 1);
  expect(double.renders.at(-1)).toMatchObject({ site: 't', url: '/' });
});

test("a release's server build is never sent, by any path to it; its other files are", async () => {
  expect((await t.app.inject({ url: `/mf/course/${version}/remoteEntry.js` })).statusCode).toBe(200);
  expect((await t.app.inject({ url: `/mf/course/${version}/page-styles.json` })).statusCode).toBe(200);
  expect((await t.app.inject({ url: `/mf/course/${version}/server/remoteEntry.js` })).statusCode).toBe(404);
  for (const url of [`/mf/course/${version}/%73erver/remoteEntry.js`, `/mf/course/${version}/x/../server/remoteEntry.js`, `/mf/course/${version}/x/..%2Fserver/remoteEntry.js`]) {
    const response = await t.app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
    expect({ url, refused: [403, 404].includes(response.statusCode) }).toEqual({ url, refused: true });
  }
});
