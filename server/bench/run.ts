// `pnpm bench [suite...]`: prints the figures the issues ask for. Never a test; asserts nothing.
// Suites: start, api, courses, shots, audio, sanitize (default: all). BENCH_SECONDS sets each load's duration,
// BENCH_PORT the server's port (the bare Fastify route listens on the next one).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sanitizeShotHtml } from '../src/modules/shot/sanitize';
import { openDatabase } from '../src/platform/db';
import { load, login, printTable, serverDir, startBareFastify, startServer, type LoadFigures } from './lib';

const PORT = Number(process.env.BENCH_PORT ?? 3400);
const BARE_PORT = PORT + 1;
const workRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'site-bench-'));
const suites = new Set(process.argv.slice(2).length ? process.argv.slice(2) : ['start', 'api', 'courses', 'shots', 'audio', 'sanitize']);

function seedInto(dataDir: string): void {
  execFileSync(process.execPath, ['--import', 'tsx', 'src/seed/cli.ts'], {
    cwd: serverDir,
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  });
}

let seededDir: string | null = null;
/** One seeded data folder, copied for each suite that changes it. */
function seeded(copyName?: string): string {
  if (!seededDir) {
    seededDir = path.join(workRoot, 'seeded');
    const started = Date.now();
    seedInto(seededDir);
    console.log(`seeded a fresh data folder in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  if (!copyName) return seededDir;
  const copy = path.join(workRoot, copyName);
  fs.cpSync(seededDir, copy, { recursive: true });
  return copy;
}

async function withServer<T>(dataDir: string, work: (url: string) => Promise<T>): Promise<T> {
  const server = await startServer(dataDir, PORT);
  try {
    return await work(server.url);
  } finally {
    await server.stop();
  }
}

async function benchStart(): Promise<void> {
  const empty = await startServer(path.join(workRoot, 'empty'), PORT);
  await empty.stop();
  const seededServer = await startServer(seeded(), PORT);
  await seededServer.stop();
  console.log('\nServer cold start (spawn to first healthy /healthz)');
  console.log(`  empty data folder (creates the database, runs migrations): ${empty.startMs} ms`);
  console.log(`  seeded data folder:                                        ${seededServer.startMs} ms`);
}

async function benchApi(): Promise<void> {
  const rows: LoadFigures[] = [];
  const bare = await startBareFastify(BARE_PORT);
  try {
    rows.push(await load('bare Fastify GET /bare -> {}', `${bare.url}/bare`));
  } finally {
    await bare.stop();
  }
  await withServer(seeded(), async (url) => {
    const cookie = await login(url, 'member');
    rows.push(await load('GET /api_v1/account/info (logged in)', `${url}/api_v1/account/info`, { headers: { cookie } }));
    rows.push(await load('GET /api_v1/tool/list', `${url}/api_v1/tool/list`));
  });
  printTable('API at 50 connections (autocannon)', rows);
}

const courseListBody = JSON.stringify({ perPage: 30, page: 0, freeMode: 'charge', startPrice: 10000, endPrice: 49999, level: 'middle', sort: { createdTime: 'DESC' } });

async function courseFigures(label: string, url: string): Promise<LoadFigures[]> {
  const detailId = await firstId(`${url}/api_v1/course/list`, courseListBody, 'POST');
  return [
    await load(`POST course/list (filters) — ${label}`, `${url}/api_v1/course/list`, { method: 'POST', body: courseListBody, headers: { origin: url } }),
    await load(`GET course/detail — ${label}`, `${url}/api_v1/course/detail?courseId=${detailId}`),
  ];
}

async function firstId(url: string, body?: string, method = 'GET'): Promise<number> {
  const response = await fetch(url, { method, body, headers: { 'content-type': 'application/json', origin: new URL(url).origin } });
  const json = (await response.json()) as { data?: { rows: { id: number }[] } };
  const id = json.data?.rows[0]?.id;
  if (!id) throw new Error(`no rows from ${url}: ${JSON.stringify(json).slice(0, 200)}`);
  return id;
}

/** Adds generated rows straight in SQL (the server is stopped: PGlite has one owner). */
async function generate(dataDir: string, sql: string): Promise<number> {
  const started = Date.now();
  const database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
  const client = (database.db as unknown as { $client: { exec(q: string): Promise<unknown> } }).$client;
  await client.exec(sql);
  await database.close();
  return Date.now() - started;
}

async function benchCourses(): Promise<void> {
  const rows: LoadFigures[] = [];
  await withServer(seeded(), async (url) => rows.push(...(await courseFigures('seeded', url))));
  const big = seeded('courses-100k');
  const ms = await generate(
    big,
    `insert into courses (title, subtitle, price, original_price, free, course_type, level, category_id, created_at)
     select '生成课程 ' || n, '批量生成的课程', (n % 200) * 500, (n % 200) * 600, n % 7 = 0,
            case when n % 5 = 0 then 'live-course' else 'online-course' end,
            (array['primary','middle','high'])[1 + n % 3],
            (select id from categories order by id limit 1 offset (n % (select count(*) from categories))),
            now() - (n || ' minutes')::interval
     from generate_series(1, 100000) as n;
     analyze;`,
  );
  console.log(`generated 100,000 courses in ${(ms / 1000).toFixed(1)} s`);
  await withServer(big, async (url) => rows.push(...(await courseFigures('100,000 courses', url))));
  printTable('Courses at 50 connections (autocannon)', rows);
}

async function shotFigures(label: string, url: string): Promise<LoadFigures[]> {
  const id = await firstId(`${url}/api_v1/shot/list?perPage=24&page=0`);
  return [
    await load(`GET shot/list (24) — ${label}`, `${url}/api_v1/shot/list?perPage=24&page=0`),
    await load(`GET shot/detail — ${label}`, `${url}/api_v1/shot/detail?id=${id}`),
  ];
}

async function benchShots(): Promise<void> {
  const rows: LoadFigures[] = [];
  await withServer(seeded(), async (url) => rows.push(...(await shotFigures('seeded', url))));
  const big = seeded('shots-1m');
  const ms = await generate(
    big,
    `insert into shots (user_id, title, preview, content, tags, shot_category_id, status, is_recommend, created_at)
     select (select id from users order by id limit 1 offset (n % (select count(*) from users))),
            '生成作品 ' || n, '/files/generated.png', '<p>批量生成的作品内容 ' || n || '</p>', '生成,批量',
            (select id from shot_categories order by id limit 1 offset (n % (select count(*) from shot_categories))),
            'published', n % 10 = 0, now() - (n || ' seconds')::interval
     from generate_series(1, 1000000) as n;
     analyze;`,
  );
  console.log(`generated 1,000,000 shots in ${(ms / 1000).toFixed(1)} s`);
  await withServer(big, async (url) => rows.push(...(await shotFigures('1,000,000 shots', url))));
  printTable('Shots at 50 connections (autocannon)', rows);
}

/** The podcast's two hot reads (the list page polls counts, the player opens details) next to a bare route. */
async function benchAudio(): Promise<void> {
  const rows: LoadFigures[] = [];
  const bare = await startBareFastify(BARE_PORT);
  try {
    rows.push(await load('bare Fastify GET /bare -> {}', `${bare.url}/bare`));
  } finally {
    await bare.stop();
  }
  await withServer(seeded(), async (url) => {
    const series = (await (await fetch(`${url}/api_v1/audio/series/list`)).json()) as { data: { id: number }[] };
    const seriesId = series.data[0]?.id;
    if (!seriesId) throw new Error('no podcast series in the seed');
    const listUrl = `${url}/api_v1/audio/series/audio/list?audioSeriesId=${seriesId}&perPage=15&page=0`;
    const audioId = await firstId(listUrl);
    const cookie = await login(url, 'member');
    rows.push(await load('GET audio/series/audio/list (15)', listUrl));
    rows.push(await load('GET audio/detail (visitor)', `${url}/api_v1/audio/detail?id=${audioId}`));
    rows.push(await load('GET audio/detail (member: hasLiked, followed)', `${url}/api_v1/audio/detail?id=${audioId}`, { headers: { cookie } }));
  });
  printTable('Podcast at 50 connections (autocannon)', rows);
}

function benchSanitize(): void {
  const paragraph =
    '<p>设计作品说明 <strong>重点</strong> <a href="https://example.com" onclick="x()">链接</a> <img src="/files/a.png" onerror="alert(1)"> <script>alert(1)</script></p>\n';
  const html = paragraph.repeat(Math.ceil(50_000 / Buffer.byteLength(paragraph))).slice(0, 50_000);
  const rounds = 200;
  sanitizeShotHtml(html);
  const started = process.hrtime.bigint();
  for (let i = 0; i < rounds; i += 1) sanitizeShotHtml(html);
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  console.log('\nShot sanitiser (allowlist) on a 50 KB shot');
  console.log(`  ${(rounds / seconds).toFixed(0)} shots/s, ${((rounds * 50) / 1024 / seconds).toFixed(1)} MB/s, ${((seconds / rounds) * 1000).toFixed(2)} ms per shot`);
}

console.log(`bench on ${os.cpus().length} cores, Node ${process.version}, work folder ${workRoot}`);
try {
  if (suites.has('start')) await benchStart();
  if (suites.has('api')) await benchApi();
  if (suites.has('courses')) await benchCourses();
  if (suites.has('shots')) await benchShots();
  if (suites.has('audio')) await benchAudio();
  if (suites.has('sanitize')) benchSanitize();
} finally {
  fs.rmSync(workRoot, { recursive: true, force: true });
}
