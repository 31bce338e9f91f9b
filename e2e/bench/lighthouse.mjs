// `pnpm bench:web`: Lighthouse (mobile profile, default simulated throttling, Debian's chromium) on every
// route of spec 2 as a visitor, then the per-file JavaScript and CSS of "/". Prints figures; asserts nothing.
//
// Site: the production-like site of this checkout (built and released like the e2e server), or
//   BENCH_SITE_DIR=<another checkout>  that checkout's existing build (shell/dist, server/dist and the
//                                      releases in its .data/releases; nothing is built there),
//   BENCH_BASE_URL=<url>                a site that is already running.
// BENCH_WEB_PORT (3420) is where the started site listens; BENCH_ROUTES=/,/shots limits the routes;
// BENCH_REPORT_DIR=<folder> keeps each route's Lighthouse JSON there and prints its LCP element and phases.
// BENCH_RUNS=<n> (1) measures every route n times, in rounds over all routes, and ends with a table of the
// medians: one run's TBT moves by up to 2× with the machine, so a before/after reads from medians.
// After the routes come two reference pages with no code of the site (bench/floor/floor-site.mjs): /course's
// first cards as HTML only, and the same HTML hydrated by a bare React 19 + react-router app. They tell what this machine allows
// today, so runs on different days compare by their distance to these; BENCH_FLOOR=0 leaves them out.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { waitHealthy } from '../../scripts/lib.mjs';
import { startFloorSite } from './floor/floor-site.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const siteDir = path.resolve(process.env.BENCH_SITE_DIR ?? repoRoot);
const port = process.env.BENCH_WEB_PORT ?? '3420';
const baseURL = (process.env.BENCH_BASE_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
const RUNS = Number(process.env.BENCH_RUNS ?? 1);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`BENCH_RUNS must be a whole number of at least 1, not ${process.env.BENCH_RUNS}`);

/**
 * Starts the site with the checkout's own e2e server script (fresh data folder here, seeded). For
 * another checkout nothing is built: its released remotes are copied into a releases folder of ours,
 * so `release --all --if-changed` finds them unchanged and the server serves them as they are.
 */
function startSite() {
  const benchDir = path.join(repoRoot, '.bench', 'lighthouse');
  fs.rmSync(benchDir, { recursive: true, force: true });
  const env = { ...process.env, E2E_PORT: port, E2E_DATA_DIR: path.join(benchDir, 'data') };
  if (siteDir !== repoRoot) {
    env.E2E_SKIP_BUILD = '1';
    const releases = path.join(siteDir, '.data', 'releases');
    if (fs.existsSync(releases)) {
      env.RELEASES_DIR = path.join(benchDir, 'releases');
      fs.cpSync(releases, env.RELEASES_DIR, { recursive: true, filter: (src) => !src.endsWith('.lock') });
    }
  }
  console.log(`Starting the site of ${siteDir} on :${port} (build, release, seed; this takes a while)…`);
  return spawn(process.execPath, [path.join(siteDir, 'scripts/e2e-server.mjs')], {
    cwd: siteDir,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
}

async function api(pathname, init) {
  const response = await fetch(`${baseURL}/api_v1${pathname}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...init?.headers },
  });
  const body = await response.json();
  if (!body.data) throw new Error(`${pathname}: ${JSON.stringify(body.error ?? body)}`);
  return body.data;
}

/** Spec 2's routes as a visitor, ids taken from the seeded data (the first of each list). */
async function visitorRoutes() {
  const courses = await api('/course/list', { method: 'POST', body: JSON.stringify({ perPage: 1, page: 0 }) });
  const course = await api(`/course/detail?courseId=${courses.rows[0].id}`);
  const shots = await api('/shot/list?perPage=1&page=0');
  const software = await api('/course/software/list');
  const teacherName = course.teacher?.username ?? course.teachers?.[0]?.username;
  const audioId = await firstAudioId();
  const routes = [
    '/',
    '/course',
    `/course/${course.id}`,
    '/livecourse',
    '/course-plan',
    '/shots',
    `/shot/${shots.rows[0].id}`,
    '/tool',
    '/podcast',
    audioId && `/podcast/${audioId}`,
    teacherName && `/teacher/${encodeURIComponent(teacherName)}`,
    software[0] && `/app/${software[0].id}`,
    '/account',
    '/promise',
    '/health-sign',
  ].filter(Boolean);
  const only = process.env.BENCH_ROUTES?.split(',').map((r) => r.trim());
  return only ? routes.filter((route) => only.some((o) => o === route || route.startsWith(`${o}/`))) : routes;
}

async function firstAudioId() {
  // The podcast page opens the newest series; its first episode is the detail route.
  for (let seriesId = 1; seriesId <= 5; seriesId += 1) {
    try {
      const list = await api(`/audio/series/audio/list?audioSeriesId=${seriesId}&perPage=1&page=0`);
      if (list.rows?.[0]) return list.rows[0].id;
    } catch {
      // no such series; try the next id
    }
  }
  return undefined;
}

const gzipCache = new Map();
/** gzip -9 of a file's plain bytes, as a browser would receive it gzipped (independent of brotli). */
async function gzipSize(url) {
  if (!gzipCache.has(url)) {
    gzipCache.set(
      url,
      fetch(url)
        .then((r) => r.arrayBuffer())
        .then((body) => zlib.gzipSync(Buffer.from(body), { level: 9 }).length),
    );
  }
  return gzipCache.get(url);
}

async function runLighthouse(chromePort, url) {
  const result = await lighthouse(url, { port: chromePort, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const { lhr } = result;
  if (process.env.BENCH_REPORT_DIR) {
    fs.mkdirSync(process.env.BENCH_REPORT_DIR, { recursive: true });
    const name = new URL(url).pathname.replace(/[^a-z0-9]+/gi, '_') || '_';
    fs.writeFileSync(path.join(process.env.BENCH_REPORT_DIR, `${name}.json`), JSON.stringify(lhr));
  }
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const files = [];
  for (const request of requests) {
    if (request.resourceType !== 'Script' && request.resourceType !== 'Stylesheet') continue;
    if (request.statusCode >= 400 || new URL(request.url).origin !== new URL(url).origin) continue;
    files.push({ url: request.url, kind: request.resourceType === 'Script' ? 'js' : 'css', gzip: await gzipSize(request.url) });
  }
  const sum = (kind) => files.filter((f) => f.kind === kind).reduce((total, f) => total + f.gzip, 0);
  const metric = (id) => lhr.audits[id]?.numericValue;
  const failed = ['largest-contentful-paint', 'cumulative-layout-shift', 'total-blocking-time']
    .map((id) => lhr.audits[id]?.errorMessage)
    .filter(Boolean);
  const phases = lhr.audits['lcp-breakdown-insight']?.details?.items?.[0]?.items ?? lhr.audits['largest-contentful-paint-element']?.details?.items?.[1]?.items ?? [];
  return {
    lcpPhases: phases.map((p) => `${p.subpart ?? p.phase ?? p.label}=${Math.round(p.duration ?? p.timing ?? 0)}`).join(' '),
    score: lhr.categories.performance.score === null ? undefined : Math.round(lhr.categories.performance.score * 100),
    lcp: metric('largest-contentful-paint'),
    cls: metric('cumulative-layout-shift'),
    tbt: metric('total-blocking-time'),
    js: sum('js'),
    css: sum('css'),
    // Lighthouse's own measure of this machine's CPU at the time: TBT scales with it, so two runs compare only
    // where it is close.
    cpu: lhr.environment?.benchmarkIndex,
    files,
    warnings: [...(lhr.runWarnings ?? []), ...failed],
  };
}

/**
 * The Chinese font chromium will draw with, from fontconfig. Without one (a bare Debian machine) every
 * Chinese character is drawn as a box and a layout first searches every font for it: layouts of `/`
 * took about twice as long as with Noto Sans CJK (docs/web-performance.md), which no phone pays.
 */
function chineseFont() {
  const zh = spawnSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8' });
  if (zh.error || zh.status !== 0) return 'unknown (fc-list did not run)';
  if (zh.stdout.trim() === '') {
    return 'none installed: Chinese text draws as boxes after a search of every font, so layout costs more than on a phone (apt-get install fonts-noto-cjk)';
  }
  const chosen = spawnSync('fc-match', ['--format=%{family[0]}', 'sans-serif:lang=zh-cn'], { encoding: 'utf8' });
  return chosen.stdout.trim() || 'installed';
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const pad = (value, width) => String(value).padStart(width);
/** A figure Lighthouse could not measure (e.g. no largest paint) prints as "-". */
const fixed = (value, digits, scale = 1) => (typeof value === 'number' && Number.isFinite(value) ? (value / scale).toFixed(digits) : '-');

/** The middle value (the mean of the middle two for an even count); undefined when none was measured. */
function median(values) {
  const sorted = values.filter((value) => typeof value === 'number' && Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return undefined;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** One row of medians from several runs of a route; the score is rounded as Lighthouse rounds it. */
function medianFigures(runs) {
  const of = (key) => median(runs.map((figures) => figures[key]));
  const score = of('score');
  return { score: score === undefined ? undefined : Math.round(score), lcp: of('lcp'), cls: of('cls'), tbt: of('tbt'), js: of('js'), css: of('css'), cpu: of('cpu') };
}

let site = null;
let chrome = null;
let floor = null;
try {
  if (!process.env.BENCH_BASE_URL) site = startSite();
  await waitHealthy(baseURL, 900_000);
  const routes = await visitorRoutes();
  if (process.env.BENCH_FLOOR !== '0') {
    try {
      floor = await startFloorSite(baseURL);
    } catch (error) {
      // The routes' figures stand on their own; the reference rows are only left out.
      console.log(`reference pages left out: ${error instanceof Error ? error.message : error}`);
    }
  }
  /** What each row measures: the site's routes, then the reference pages. */
  const pages = [...routes.map((route) => ({ name: route, url: `${baseURL}${route}` })), ...(floor?.pages ?? [])];
  chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  console.log(`\nLighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile profile (simulated throttling), visitor, ${baseURL}`);
  console.log('CPU is Lighthouse\'s benchmark index of this machine during the run (higher is faster; TBT grows as it falls).');
  console.log(`Chinese font: ${chineseFont()}`);
  console.log('(a visitor on /account, /post/shot/* or /logout is sent to /, so those are measured as / or left out; the forms are open to visitors)\n');
  const header = `${'route'.padEnd(28)} ${pad('score', 5)} ${pad('LCP s', 6)} ${pad('CLS', 6)} ${pad('TBT ms', 7)} ${pad('JS KB gz', 9)} ${pad('CSS KB gz', 10)} ${pad('CPU', 5)}`;
  const printHeader = () => {
    console.log(header);
    console.log('-'.repeat(header.length));
  };
  const printRow = (route, figures, after = '') =>
    console.log(
      `${route.padEnd(28)} ${pad(figures.score ?? '-', 5)} ${pad(fixed(figures.lcp, 2, 1000), 6)} ${pad(fixed(figures.cls, 3), 6)} ${pad(fixed(figures.tbt, 0), 7)} ${pad(kb(figures.js), 9)} ${pad(kb(figures.css), 10)} ${pad(fixed(figures.cpu, 0), 5)}${after}`,
    );
  let home = null;
  /** Every measured run of each route, in the routes' order. */
  const measured = new Map(pages.map((page) => [page.name, []]));
  for (let round = 1; round <= RUNS; round += 1) {
    if (RUNS > 1) console.log(`${round === 1 ? '' : '\n'}Run ${round} of ${RUNS}`);
    printHeader();
    for (const { name: route, url } of pages) {
      if (route === floor?.pages[0].name) console.log('reference pages, no code of the site (what this machine allows today):');
      try {
        let figures = await runLighthouse(chrome.port, url);
        // A trace that could not be recorded (NO_NAVSTART on a busy machine) is measured once more.
        if (figures.score === undefined) figures = await runLighthouse(chrome.port, url);
        if (route === '/') home = figures;
        measured.get(route).push(figures);
        printRow(route, figures);
        if (process.env.BENCH_REPORT_DIR && figures.lcpPhases) console.log(`    LCP phases: ${figures.lcpPhases}`);
        for (const warning of figures.warnings) console.log(`    warning: ${warning}`);
      } catch (error) {
        console.log(`${route.padEnd(28)} failed: ${error instanceof Error ? error.message : error}`);
      }
    }
  }
  if (RUNS > 1) {
    console.log(`\nMedian of ${RUNS} runs per route, each column on its own (then every run's score)`);
    printHeader();
    for (const [route, runs] of measured) {
      if (runs.length === 0) continue;
      printRow(route, medianFigures(runs), `  ${runs.map((figures) => figures.score ?? '-').join(' ')}`);
    }
  }
  if (home) {
    console.log('\nFiles loaded by / (gzip -9 of each file)');
    for (const kind of ['js', 'css']) {
      const files = home.files.filter((f) => f.kind === kind).sort((a, b) => b.gzip - a.gzip);
      const total = files.reduce((sum, f) => sum + f.gzip, 0);
      console.log(`  ${kind.toUpperCase()}: ${files.length} files, ${kb(total)} KB`);
      for (const file of files) console.log(`    ${pad(kb(file.gzip), 7)} KB  ${file.url.slice(baseURL.length)}`);
    }
  }
} finally {
  if (chrome) await chrome.kill();
  if (floor) await floor.close();
  if (site) {
    try {
      process.kill(-site.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}
