// `pnpm bench [suite...]`: prints the figures the issues ask for. Never a test; asserts nothing.
// Suites: start, api, courses, shots, audio, sanitize, explain (default: all). BENCH_SECONDS sets each load's duration,
// BENCH_ONLY a regular expression on the api rows' names to run only those (e.g. member),
// BENCH_PORT the server's port (the bare Fastify route listens on the next one, the data-size suites' server with the
// generated rows on the one after), BENCH_ROUNDS the data-size suites' alternating rounds (3), BENCH_PG_PORT the throwaway
// PostgreSQL's (BENCH_PG=0 skips PostgreSQL), BENCH_SERVER_DIR another checkout's server folder to measure instead.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sanitizeShotHtml } from '../src/modules/shot/sanitize';
import postgres from 'postgres';
import { openDatabase } from '../src/platform/db';
import { type HotRow, load, login, percentile, printShareTable, printTable, serverDir, startBareFastify, startServer, type LoadFigures } from './lib';
import { type PgCluster, startPgCluster } from './postgres';

const PORT = Number(process.env.BENCH_PORT ?? 3400);
const BARE_PORT = PORT + 1;
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 54339);
/** Each call's unmeasured warm-up before it is measured (BENCH_WARMUP_SECONDS). */
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 1);
const workRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'site-bench-'));
const suites = new Set(process.argv.slice(2).length ? process.argv.slice(2) : ['start', 'api', 'courses', 'shots', 'audio', 'sanitize', 'explain']);

function seedInto(dataDir: string, databaseUrl?: string): void {
  execFileSync(process.execPath, ['--import', 'tsx', 'src/seed/cli.ts'], {
    cwd: serverDir,
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
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

async function withServer<T>(dataDir: string, work: (url: string) => Promise<T>, env: Record<string, string> = {}): Promise<T> {
  const server = await startServer(dataDir, PORT, env);
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

/** One row of the hot-read table: what to call, and whether it is a logged-in read. */
interface HotRead {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  body?: string;
  member?: boolean;
  /** Sent as Accept-Encoding, as a browser does (the other rows ask for the answer uncompressed). */
  acceptEncoding?: string;
}

/** What Chrome sends. */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

const hotCourseList = (name: string, filter: Record<string, unknown>): HotRead => ({
  name: `POST course/list (${name})`,
  path: '/api_v1/course/list',
  method: 'POST',
  body: JSON.stringify({ perPage: 30, page: 0, ...filter }),
});

const newestCourses = hotCourseList('30, newest', { sort: { createdTime: 'DESC' } });

/** Every hot anonymous read of issue 12's goal, the logged-in reads and a 404 through the plugin chain. */
async function hotReads(url: string): Promise<HotRead[]> {
  const courseId = await firstId(`${url}/api_v1/course/list`, JSON.stringify({ perPage: 1, page: 0 }), 'POST');
  const shotId = await firstId(`${url}/api_v1/shot/list?perPage=1&page=0`);
  const series = (await (await fetch(`${url}/api_v1/audio/series/list`)).json()) as { data?: { id: number }[] };
  const seriesId = series.data?.[0]?.id;
  const reads: HotRead[] = [
    { name: 'GET 404 (no such route)', path: '/api_v1/no/such/route' },
    { name: 'GET tool/list', path: '/api_v1/tool/list' },
    { name: 'GET banner/list', path: '/api_v1/banner/list?type=course-home' },
    { name: 'GET bulletin/message', path: '/api_v1/bulletin/message' },
    { name: 'GET navigation/list', path: '/api_v1/navigation/list' },
    { name: 'GET navigation/friend/link/list', path: '/api_v1/navigation/friend/link/list' },
    newestCourses,
    hotCourseList('30, filters', { freeMode: 'charge', startPrice: 10000, endPrice: 49999, level: 'middle', sort: { createdTime: 'DESC' } }),
    hotCourseList('30, live, price asc', { courseType: 'live-course', sort: { price: 'ASC' } }),
    hotCourseList('30, keyword', { keyword: '设计' }),
    { ...newestCourses, name: 'POST course/list (30, newest), browser (br)', acceptEncoding: BROWSER_ENCODINGS },
    { name: 'GET course/detail', path: `/api_v1/course/detail?courseId=${courseId}` },
    { name: 'GET course/software/list', path: '/api_v1/course/software/list' },
    { name: 'GET course/group/category/list', path: '/api_v1/course/group/category/list' },
    { name: 'GET shot/list (24)', path: '/api_v1/shot/list?perPage=24&page=0' },
    { name: 'GET shot/list (24), browser (br)', path: '/api_v1/shot/list?perPage=24&page=0', acceptEncoding: BROWSER_ENCODINGS },
    { name: 'GET shot/detail', path: `/api_v1/shot/detail?id=${shotId}` },
    { name: 'GET shot/category/list', path: '/api_v1/shot/category/list' },
  ];
  if (seriesId) {
    reads.push({ name: 'GET audio/series/list', path: '/api_v1/audio/series/list' });
    reads.push({ name: 'GET audio/series/audio/list (15)', path: `/api_v1/audio/series/audio/list?audioSeriesId=${seriesId}&perPage=15&page=0` });
  }
  reads.push(
    { name: 'GET account/info (member)', path: '/api_v1/account/info', member: true },
    { name: 'GET course/detail (member)', path: `/api_v1/course/detail?courseId=${courseId}`, member: true },
    { name: 'GET shot/detail (member)', path: `/api_v1/shot/detail?id=${shotId}`, member: true },
    { name: 'GET account/message/list (member)', path: '/api_v1/account/message/list?page=0&perPage=15', member: true },
  );
  return reads;
}

/** Goal of issue 12: anonymous reads >= 25 % of bare and p99 <= 50 ms; the 404 >= 50 %; member reads >= 10 %, p99 <= 100 ms. */
function goalOf(read: HotRead): { share: number; p99: number } {
  if (read.name.startsWith('GET 404')) return { share: 50, p99: 50 };
  return read.member ? { share: 10, p99: 100 } : { share: 25, p99: 50 };
}

const headersOf = (read: HotRead, url: string, cookie: string): Record<string, string> => ({
  origin: url,
  ...(read.member ? { cookie } : {}),
  ...(read.acceptEncoding ? { 'accept-encoding': read.acceptEncoding } : {}),
});

/** BENCH_ONLY (a regular expression on the row names, e.g. "member") keeps only the matching rows. */
const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;

/** The course/list (30, newest) answer as the server sent it, for the bare route that sends the same bytes. */
const newestAnswerFile = path.join(workRoot, 'course-list-newest.json');

async function loadHotReads(url: string): Promise<HotRow[]> {
  const reads = (await hotReads(url)).filter((read) => !only || only.test(read.name));
  const newest = await fetch(`${url}/api_v1/course/list`, { method: 'POST', headers: { 'content-type': 'application/json', origin: url }, body: newestCourses.body });
  fs.writeFileSync(newestAnswerFile, Buffer.from(await newest.arrayBuffer()));
  const cookie = await login(url, 'member');
  const rows: HotRow[] = [];
  // Warm-up, not measured: the JIT and the cache see each call once before its row is taken.
  for (const read of reads) {
    await load(read.name, `${url}${read.path}`, {
      method: read.method,
      body: read.body,
      headers: headersOf(read, url, cookie),
      duration: WARMUP_SECONDS,
      connections: 10,
    });
  }
  for (const read of reads) {
    const figures = await load(read.name, `${url}${read.path}`, {
      method: read.method,
      body: read.body,
      headers: headersOf(read, url, cookie),
      expect404: read.name.startsWith('GET 404'),
    });
    rows.push({ ...figures, goal: goalOf(read) });
  }
  return rows;
}

async function measureBare(): Promise<LoadFigures> {
  const bare = await startBareFastify(BARE_PORT);
  try {
    return await load('bare Fastify GET /bare -> {}', `${bare.url}/bare`);
  } finally {
    await bare.stop();
  }
}

let cluster: PgCluster | null = null;
/** The bench's PostgreSQL (BENCH_PG_PORT), started once per run; BENCH_PG=0 leaves PostgreSQL out. */
function pgCluster(): PgCluster | null {
  if (process.env.BENCH_PG === '0') return null;
  cluster ??= startPgCluster(PG_PORT);
  return cluster;
}

function stopPg(): void {
  cluster?.stop();
  cluster = null;
}

let pgSeeded: string | null = null;
/** A seeded PostgreSQL database (template for copies, so each suite starts from the seed). */
async function pgSeededUrl(copyName?: string): Promise<string | null> {
  const pg = pgCluster();
  if (!pg) return null;
  if (!pgSeeded) {
    pgSeeded = await pg.createDatabase('bench_seeded');
    const started = Date.now();
    seedInto(path.join(workRoot, 'pg-files'), pgSeeded);
    console.log(`seeded PostgreSQL in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  return pg.createDatabase(copyName ?? 'bench_run', 'bench_seeded');
}

/** Bare Fastify before and after the server's rows: the faster of the two is the reference (a busy machine only lowers it). */
async function withBare(work: () => Promise<HotRow[]>): Promise<{ bare: LoadFigures; rows: HotRow[]; bareRuns: [LoadFigures, LoadFigures] }> {
  const first = await measureBare();
  const rows = await work();
  const second = await measureBare();
  return { bare: first.rps >= second.rps ? first : second, rows, bareRuns: [first, second] };
}

/** Both bare runs, so a reader sees how far the machine moved during the half (the faster one is the reference). */
function printBareRuns([before, after]: [LoadFigures, LoadFigures]): void {
  console.log(`  bare Fastify before the rows ${Math.round(before.rps)} req/s, after them ${Math.round(after.rps)} req/s`);
}

/**
 * The same bare Fastify answering course/list's own bytes from memory to the same POST: on a small
 * machine the load tool and the server share the cores, so reading a 25 KB answer (mostly Chinese
 * text) caps the rate whatever the server does.
 */
async function printSizeCeiling(bare: LoadFigures): Promise<void> {
  if (!fs.existsSync(newestAnswerFile)) return;
  const server = await startBareFastify(BARE_PORT, { BARE_ANSWER_FILE: newestAnswerFile });
  try {
    const bytes = fs.statSync(newestAnswerFile).size;
    const sized = await load(`bare Fastify POST answering course/list's ${bytes} bytes from memory`, `${server.url}/bare/answer`, {
      method: 'POST',
      body: newestCourses.body,
    });
    console.log(`  ${sized.name}: ${Math.round(sized.rps)} req/s = ${((100 * sized.rps) / bare.rps).toFixed(1)} % of bare (the ceiling for an answer that size)`);
  } finally {
    await server.stop();
  }
}

async function benchApi(): Promise<void> {
  const onPglite = await withBare(() => withServer(seeded(), loadHotReads));
  printShareTable('Hot reads at 50 connections — PGlite (seed data)', onPglite.bare, onPglite.rows);
  printBareRuns(onPglite.bareRuns);
  await printSizeCeiling(onPglite.bare);
  const pgUrl = await pgSeededUrl();
  if (pgUrl) {
    const onPg = await withBare(() => withServer(path.join(workRoot, 'pg-files'), loadHotReads, { DATABASE_URL: pgUrl }));
    printShareTable('Hot reads at 50 connections — PostgreSQL (seed data)', onPg.bare, onPg.rows);
    printBareRuns(onPg.bareRuns);
    await printSizeCeiling(onPg.bare);
  }
}

const courseListBody = JSON.stringify({ perPage: 30, page: 0, freeMode: 'charge', startPrice: 10000, endPrice: 49999, level: 'middle', sort: { createdTime: 'DESC' } });

async function courseFigures(label: string, url: string, seconds?: number): Promise<LoadFigures[]> {
  const detailId = await firstId(`${url}/api_v1/course/list`, courseListBody, 'POST');
  return [
    await load(`POST course/list (newest) — ${label}`, `${url}/api_v1/course/list`, {
      method: 'POST',
      body: JSON.stringify({ perPage: 30, page: 0, sort: { createdTime: 'DESC' } }),
      headers: { origin: url },
      duration: seconds,
    }),
    await load(`POST course/list (filters) — ${label}`, `${url}/api_v1/course/list`, { method: 'POST', body: courseListBody, headers: { origin: url }, duration: seconds }),
    await load(`GET course/detail — ${label}`, `${url}/api_v1/course/detail?courseId=${detailId}`, { duration: seconds }),
  ];
}

async function firstId(url: string, body?: string, method = 'GET'): Promise<number> {
  const response = await fetch(url, { method, body, headers: { 'content-type': 'application/json', origin: new URL(url).origin } });
  const json = (await response.json()) as { data?: { rows: { id: number }[] } };
  const id = json.data?.rows[0]?.id;
  if (!id) throw new Error(`no rows from ${url}: ${JSON.stringify(json).slice(0, 200)}`);
  return id;
}

/** Adds generated rows straight in SQL (PGlite: the server is stopped, it has one owner). */
async function generate(target: { dataDir: string; databaseUrl?: string }, sql: string): Promise<number> {
  const started = Date.now();
  if (target.databaseUrl) {
    const client = postgres(target.databaseUrl, { max: 1, onnotice: () => undefined });
    try {
      await client.unsafe(sql);
      // A site that grew to this size has long been vacuumed and has its pages on disk. Right after a bulk insert,
      // autovacuum's pass and the checkpoint's writes of a million new rows would share the two cores with the
      // measured load instead. VACUUM cannot run in the batch above.
      await client.unsafe('vacuum');
      await client.unsafe('checkpoint');
    } finally {
      await client.end();
    }
    return Date.now() - started;
  }
  const database = await openDatabase({ dataDir: path.join(target.dataDir, 'db'), migrate: false });
  const client = (database.db as unknown as { $client: { exec(q: string): Promise<unknown> } }).$client;
  await client.exec(sql);
  await database.close();
  return Date.now() - started;
}

/** Where a data-size suite runs: a copy of the seeded PGlite folder, or a copy of the seeded PostgreSQL database. */
interface Target {
  label: string;
  dataDir: string;
  databaseUrl?: string;
}

/** Per database, two copies of the seed: one stays at the seed, rows are generated into the other. */
async function targetPairs(copyName: string): Promise<{ seed: Target; sized: Target }[]> {
  const pairs: { seed: Target; sized: Target }[] = [{ seed: { label: 'PGlite', dataDir: seeded(copyName) }, sized: { label: 'PGlite', dataDir: seeded(`${copyName}-sized`) } }];
  const dbName = copyName.replace(/\W/g, '_');
  const seedUrl = await pgSeededUrl(dbName);
  const sizedUrl = await pgSeededUrl(`${dbName}_sized`);
  if (seedUrl && sizedUrl) {
    const dataDir = path.join(workRoot, 'pg-files');
    pairs.push({ seed: { label: 'PostgreSQL', dataDir, databaseUrl: seedUrl }, sized: { label: 'PostgreSQL', dataDir, databaseUrl: sizedUrl } });
  }
  return pairs;
}

const envOf = (target: Target): Record<string, string> => (target.databaseUrl ? { DATABASE_URL: target.databaseUrl } : {});

/** Rounds of the seed and the sized loads, in alternating order (BENCH_ROUNDS, default 3). */
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
/** The second server of a data-size suite (the bare route has PORT + 1). */
const SIZED_PORT = PORT + 2;

const median = (values: number[]): number => percentile(values, 0.5);

/**
 * Loads the same calls on a server at the seed and on one with the generated rows, both up at once, in
 * rounds that alternate which goes first: the machine's drift over a run (a neighbour's load, a fast minute)
 * lands on both sides instead of on one. The "flat with data" figure is the median p50 at size over the
 * median p50 at the seed.
 */
async function benchDataSize(
  title: string,
  copyName: string,
  rowsLabel: string,
  sql: string,
  figures: (label: string, url: string, seconds?: number) => Promise<LoadFigures[]>,
): Promise<void> {
  for (const { seed, sized } of await targetPairs(copyName)) {
    const ms = await generate(sized, sql);
    console.log(`generated ${rowsLabel} on ${sized.label} in ${(ms / 1000).toFixed(1)} s`);
    const seedServer = await startServer(seed.dataDir, PORT, envOf(seed));
    const sizedServer = await startServer(sized.dataDir, SIZED_PORT, envOf(sized));
    const seedRounds: LoadFigures[][] = [];
    const sizedRounds: LoadFigures[][] = [];
    try {
      // Not counted: each server's first answers (cold caches, code not yet optimised).
      await figures('warm-up', seedServer.url, WARMUP_SECONDS);
      await figures('warm-up', sizedServer.url, WARMUP_SECONDS);
      for (let round = 0; round < ROUNDS; round += 1) {
        const measureSeed = async () => seedRounds.push(await figures(`seed, round ${round + 1}`, seedServer.url));
        const measureSized = async () => sizedRounds.push(await figures(`${rowsLabel}, round ${round + 1}`, sizedServer.url));
        if (round % 2 === 0) {
          await measureSeed();
          await measureSized();
        } else {
          await measureSized();
          await measureSeed();
        }
      }
    } finally {
      await Promise.all([seedServer.stop(), sizedServer.stop()]);
    }
    printTable(`${title} at 50 connections — ${seed.label}`, seedRounds.flatMap((round, i) => [...round, ...sizedRounds[i]]));
    seedRounds[0].forEach((first, row) => {
      const seedP50 = median(seedRounds.map((round) => round[row].p50));
      const sizedP50 = median(sizedRounds.map((round) => round[row].p50));
      const meanRatio = median(sizedRounds.map((round) => round[row].mean)) / median(seedRounds.map((round) => round[row].mean));
      const ratio = sizedP50 / Math.max(seedP50, 0.001);
      const verdict = ratio <= 1.5 ? 'met' : 'NOT met';
      const name = first.name.replace(/ — .*$/, '');
      console.log(
        `  p50 ${name}, ${rowsLabel}: ${sizedP50.toFixed(2)} / ${seedP50.toFixed(2)} ms = ${ratio.toFixed(2)} x the seed's (medians of ${ROUNDS} rounds), ${verdict} (goal <= 1.5); mean ${meanRatio.toFixed(2)} x`,
      );
    });
  }
}

const coursesSql =
    `insert into courses (title, subtitle, price, original_price, free, course_type, level, category_id, created_at)
     select '生成课程 ' || n, '批量生成的课程', (n % 200) * 500, (n % 200) * 600, n % 7 = 0,
            case when n % 5 = 0 then 'live-course' else 'online-course' end,
            (array['primary','middle','high'])[1 + n % 3],
            cats.ids[1 + n % array_length(cats.ids, 1)],
            now() - (n || ' minutes')::interval
     from generate_series(1, 100000) as n, (select array_agg(id order by id) as ids from categories) as cats;
     analyze;`;

const shotsSql =
    `insert into shots (user_id, title, preview, content, tags, shot_category_id, status, is_recommend, created_at)
     select u.ids[1 + n % array_length(u.ids, 1)],
            '生成作品 ' || n, '/files/generated.png', '<p>批量生成的作品内容 ' || n || '</p>', '生成,批量',
            c.ids[1 + n % array_length(c.ids, 1)],
            'published', n % 10 = 0, now() - (n || ' seconds')::interval
     from generate_series(1, 1000000) as n,
          (select array_agg(id order by id) as ids from users) as u,
          (select array_agg(id order by id) as ids from shot_categories) as c;
     analyze;`;

/** The list queries of spec 7 as the repositories build them (course/list-filter.ts, shot/repository.ts). */
const explained: { name: string; sql: string }[] = [
  { name: 'course/list newest: page', sql: `select * from courses where published = true order by created_at desc, id desc limit 30` },
  { name: 'course/list newest: total', sql: `select count(*) from courses where published = true` },
  {
    name: 'course/list filters (charge, price 10000-49999, middle): page',
    sql: `select * from courses where published = true and free = false and price > 0 and price >= 10000 and price <= 49999 and level = 'middle'
          order by created_at desc, id desc limit 30`,
  },
  { name: 'course/list live, price asc: page', sql: `select * from courses where published = true and course_type = 'live-course' order by price asc, created_at desc, id desc limit 30` },
  { name: 'course/list by category: page', sql: `select * from courses where published = true and category_id = (select min(id) from categories) order by created_at desc, id desc limit 30` },
  { name: 'course/list keyword: page', sql: `select * from courses where published = true and (title ilike '%设计%' or subtitle ilike '%设计%') order by created_at desc, id desc limit 30` },
  {
    name: 'shot/list: page',
    sql: `select s.id, s.title, u.nickname from shots s join users u on u.id = s.user_id where s.status = 'published'
          order by s.created_at desc, s.id desc limit 24`,
  },
  { name: 'shot/list: total', sql: `select count(*) from shots where status = 'published'` },
  {
    name: 'shot/list recommended: page',
    sql: `select s.id from shots s join users u on u.id = s.user_id where s.status = 'published' and s.is_recommend = true
          order by s.created_at desc, s.id desc limit 24`,
  },
  {
    name: 'shot/list by category: page',
    sql: `select s.id from shots s join users u on u.id = s.user_id where s.status = 'published' and s.shot_category_id = (select min(id) from shot_categories)
          order by s.created_at desc, s.id desc limit 24`,
  },
  { name: 'shot/detail', sql: `select * from shots where id = (select max(id) from shots)` },
];

/** EXPLAIN ANALYZE of each list query on PostgreSQL with 100,000 courses and 1,000,000 shots (BENCH_PG must not be 0). */
async function benchExplain(): Promise<void> {
  const url = await pgSeededUrl('bench_explain');
  if (!url) throw new Error('the explain suite needs PostgreSQL (unset BENCH_PG=0)');
  const target = { dataDir: path.join(workRoot, 'pg-files'), databaseUrl: url };
  await generate(target, coursesSql);
  await generate(target, shotsSql);
  const client = postgres(url, { max: 1, onnotice: () => undefined });
  try {
    console.log('\nEXPLAIN ANALYZE on PostgreSQL, 100,000 generated courses and 1,000,000 generated shots');
    for (const query of explained) {
      const rows = (await client.unsafe(`explain (analyze, buffers) ${query.sql}`)) as unknown as { 'QUERY PLAN': string }[];
      const plan = rows.map((row) => row['QUERY PLAN']);
      const execution = plan.find((line) => line.startsWith('Execution Time')) ?? '';
      const scans = plan.filter((line) => /Scan|Sort|Aggregate/.test(line)).map((line) => line.trim().replace(/\s+\(cost=[^)]*\)/, ''));
      console.log(`  ${query.name}: ${execution}`);
      for (const line of scans.slice(0, 4)) console.log(`      ${line}`);
    }
  } finally {
    await client.end();
  }
}

async function benchCourses(): Promise<void> {
  await benchDataSize(
    'Courses',
    'courses-100k',
    '100,000 courses',
    coursesSql,
    courseFigures,
  );
}

async function shotFigures(label: string, url: string, seconds?: number): Promise<LoadFigures[]> {
  const id = await firstId(`${url}/api_v1/shot/list?perPage=24&page=0`);
  return [
    await load(`GET shot/list (24) — ${label}`, `${url}/api_v1/shot/list?perPage=24&page=0`, { duration: seconds }),
    await load(`GET shot/list (24, recommended) — ${label}`, `${url}/api_v1/shot/list?perPage=24&page=0&isRecommend=1`, { duration: seconds }),
    await load(`GET shot/detail — ${label}`, `${url}/api_v1/shot/detail?id=${id}`, { duration: seconds }),
  ];
}

async function benchShots(): Promise<void> {
  await benchDataSize(
    'Shots',
    'shots-1m',
    '1,000,000 shots',
    shotsSql,
    shotFigures,
  );
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

console.log(`bench on ${os.cpus().length} cores, Node ${process.version}, server ${serverDir}, work folder ${workRoot}`);
try {
  if (suites.has('start')) await benchStart();
  if (suites.has('api')) await benchApi();
  if (suites.has('courses')) await benchCourses();
  if (suites.has('shots')) await benchShots();
  if (suites.has('audio')) await benchAudio();
  if (suites.has('sanitize')) benchSanitize();
  if (suites.has('explain')) await benchExplain();
} finally {
  stopPg();
  fs.rmSync(workRoot, { recursive: true, force: true });
}
