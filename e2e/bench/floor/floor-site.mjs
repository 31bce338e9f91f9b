// Two reference pages for `pnpm bench:web`, measured beside the site's routes: the first page of /course's cards
// (same courses, same covers, same grid) as HTML only, and the same HTML taken over by a bare React 19 +
// react-router app (one bundle, hydrateRoot), as the site's pages come drawn by the server. React and the router
// are the versions the shell ships (same ranges, one lockfile). They carry no code of the site, so their figures
// are what this machine allows today: the HTML-only page the machine's own floor, the bare app the stack's.
// Served gzipped from a port of their own; covers are passed through from the measured site, so they load as
// the site's do (same origin, same bytes).
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import os from 'node:os';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
/** COURSE_LIST_PER_PAGE of shared's contract: the cards /course shows before 加载更多. */
const CARDS = 30;

async function bundle(entry, options) {
  const result = await build({
    entryPoints: [path.join(here, entry)],
    bundle: true,
    minify: true,
    write: false,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
    ...options,
  });
  return result.outputFiles[0].contents;
}

/** The markup and stylesheet of the page, drawn in Node by the same component the bare app renders. */
async function staticPage(cards) {
  // CommonJS, as React's server build requires Node's modules.
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-floor-')), 'floor-static.cjs');
  fs.writeFileSync(file, await bundle('floor-static.tsx', { platform: 'node', format: 'cjs' }));
  try {
    const { floorMarkup, FLOOR_CSS } = createRequire(import.meta.url)(file);
    return { markup: floorMarkup(cards), css: FLOOR_CSS };
  } finally {
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }
}

function html({ css, body, head = '' }) {
  return (
    '<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">' +
    `<title>全部课程</title><style>${css}</style>${head}</head><body>${body}</body></html>`
  );
}

/** The first page of the catalogue, as the cards show it (teacher's name, price in yuan, the 600-wide cover). */
async function catalogueCards(baseURL) {
  const response = await fetch(`${baseURL}/api_v1/course/list`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ page: 0, perPage: CARDS }),
  });
  const { data, error } = await response.json();
  if (!data?.rows?.length) throw new Error(`course/list gave no courses to draw (${JSON.stringify(error ?? data)})`);
  return data.rows.map((course) => ({
    id: course.id,
    title: course.title,
    teacher: course.teacherInfo?.[0]?.nickname || course.teacherInfo?.[0]?.username || '',
    price: course.free || course.price === 0 ? '免费' : `¥${(course.price / 100).toFixed(2)}`,
    cover: course.preview ? `${course.preview}?w=600` : '',
  }));
}

/**
 * Builds both pages and serves them on a free port of localhost. Returns their addresses (`html`, `react`)
 * and `close()`.
 */
export async function startFloorSite(baseURL) {
  const cards = await catalogueCards(baseURL);
  const { markup, css } = await staticPage(cards);
  const cardsJson = JSON.stringify(cards).replace(/</g, '\\u003c');
  const files = {
    '/html': ['text/html; charset=utf-8', html({ css, body: `<div id="root">${markup}</div>` })],
    '/react': [
      'text/html; charset=utf-8',
      html({ css, head: '<script defer src="/floor.js"></script>', body: `<div id="root">${markup}</div><script id="floor-cards" type="application/json">${cardsJson}</script>` }),
    ],
    '/floor.js': ['text/javascript; charset=utf-8', await bundle('floor-client.tsx', { platform: 'browser', format: 'iife', target: 'es2022' })],
  };
  const gzipped = Object.fromEntries(Object.entries(files).map(([name, [type, body]]) => [name, [type, zlib.gzipSync(body, { level: 9 })]]));
  const server = http.createServer(async (request, response) => {
    const pathname = new URL(request.url, 'http://floor').pathname;
    if (pathname.startsWith('/files/')) {
      // A cover, passed through from the measured site.
      const upstream = await fetch(`${baseURL}${request.url}`);
      response.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream', 'cache-control': 'no-cache' });
      response.end(Buffer.from(await upstream.arrayBuffer()));
      return;
    }
    const file = gzipped[pathname];
    if (!file) {
      // No icon: the browser's request for one is answered empty rather than as an error.
      response.writeHead(pathname === '/favicon.ico' ? 204 : 404).end();
      return;
    }
    response.writeHead(200, { 'content-type': file[0], 'content-encoding': 'gzip', 'cache-control': 'no-cache' });
    response.end(file[1]);
  });
  await new Promise((resolve) => server.listen(0, 'localhost', resolve));
  const origin = `http://localhost:${server.address().port}`;
  return {
    pages: [
      { name: 'floor: HTML only', url: `${origin}/html` },
      { name: 'floor: React + router', url: `${origin}/react` },
    ],
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
