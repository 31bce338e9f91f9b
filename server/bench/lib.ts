// Benchmark helpers: a real server in a child process, load from autocannon in this process.
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
/** This checkout's server folder (the bench's own code and the bare route live here). */
export const benchDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/**
 * The server under test: this checkout's, or another checkout's server folder named by
 * BENCH_SERVER_DIR (the same load against an untouched baseline; that checkout seeds and starts itself).
 */
export const serverDir = process.env.BENCH_SERVER_DIR ? path.resolve(process.env.BENCH_SERVER_DIR) : benchDir;

interface AutocannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number; average: number };
  errors: number;
  non2xx: number;
  timeouts: number;
}
/** autocannon's run: a promise of the result that also emits each answer with its latency in ms (with decimals). */
type AutocannonRun = Promise<AutocannonResult> & {
  on(event: 'response', listener: (client: unknown, statusCode: number, bytes: number, latencyMs: number) => void): void;
};
type Autocannon = (options: Record<string, unknown>) => AutocannonRun;
const autocannon = require('autocannon') as Autocannon;

export interface RunningServer {
  url: string;
  /** Milliseconds from spawn to the first healthy answer. */
  startMs: number;
  stop(): Promise<void>;
}

async function waitHealthy(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('server did not become healthy in time');
}

function stopper(child: ChildProcess) {
  return () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
}

/** NODE_OPTIONS for the server only (e.g. --cpu-prof --cpu-prof-dir=… to profile it under load). */
const serverNodeOptions = process.env.BENCH_SERVER_NODE_OPTIONS ?? '';

export async function startServer(dataDir: string, port: number, env: Record<string, string> = {}): Promise<RunningServer> {
  const started = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', ...serverNodeOptions.split(/\s+/).filter(Boolean), 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitHealthy(url, child, 180_000);
  return { url, startMs: Date.now() - started, stop: stopper(child) };
}

export async function startBareFastify(port: number, env: Record<string, string> = {}): Promise<RunningServer> {
  const started = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/bare-server.ts'], {
    cwd: benchDir,
    env: { ...process.env, PORT: String(port), ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitHealthy(url, child, 60_000);
  return { url, startMs: Date.now() - started, stop: stopper(child) };
}

export interface LoadFigures {
  name: string;
  rps: number;
  /** Median latency in ms with decimals, from every answer's own latency (autocannon's percentiles are whole ms). */
  p50: number;
  p99: number;
  mean: number;
  errors: number;
}

export async function load(
  name: string,
  url: string,
  options: { method?: string; body?: string; headers?: Record<string, string>; connections?: number; duration?: number; expect404?: boolean } = {},
): Promise<LoadFigures> {
  const run = autocannon({
    url,
    method: options.method ?? 'GET',
    body: options.body,
    headers: { 'content-type': 'application/json', ...options.headers },
    connections: options.connections ?? 50,
    duration: options.duration ?? Number(process.env.BENCH_SECONDS ?? 5),
  });
  // At 3-7 ms a whole-millisecond p50 moves by a third on one step, too coarse for a 1.5x ratio.
  const latencies: number[] = [];
  run.on('response', (_client, _status, _bytes, latencyMs) => latencies.push(latencyMs));
  const result = await run;
  // A 404 row measures the not-found path: its answers are the expected outcome, not errors.
  const non2xx = options.expect404 ? 0 : result.non2xx;
  return {
    name,
    rps: Math.round(result.requests.average),
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    mean: result.latency.average,
    errors: result.errors + non2xx + result.timeouts,
  };
}

/** The nearest-rank percentile of the samples (0 when there are none). */
export function percentile(samples: number[], fraction: number): number {
  if (samples.length === 0) return 0;
  const sorted = Float64Array.from(samples).sort();
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
}

export async function login(url: string, account: string, password = 'demo1234'): Promise<string> {
  const response = await fetch(`${url}/api_v1/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ account, password }),
  });
  const cookie = response.headers.get('set-cookie');
  if (!response.ok || !cookie) throw new Error(`login as ${account} failed: ${response.status} ${await response.text()}`);
  return cookie.split(';')[0];
}

export function printTable(title: string, rows: LoadFigures[]): void {
  console.log(`\n${title}`);
  console.log('  name'.padEnd(58), 'req/s'.padStart(8), 'p50 ms'.padStart(8), 'mean ms'.padStart(8), 'p99 ms'.padStart(8), 'errors'.padStart(7));
  for (const row of rows) {
    console.log(
      `  ${row.name}`.padEnd(58),
      String(row.rps).padStart(8),
      row.p50.toFixed(2).padStart(8),
      row.mean.toFixed(2).padStart(8),
      row.p99.toFixed(1).padStart(8),
      String(row.errors).padStart(7),
    );
  }
}

/** A hot-read row with the goal it is held to (share of bare Fastify in %, p99 in ms). */
export interface HotRow extends LoadFigures {
  goal: { share: number; p99: number };
}

/** The table: each call's share of bare Fastify's req/s in the same run, p50, p99, and whether it meets its goal. */
export function printShareTable(title: string, bare: LoadFigures, rows: HotRow[]): void {
  console.log(`\n${title}`);
  console.log(`  bare Fastify GET /bare -> {}: ${bare.rps} req/s, p50 ${bare.p50.toFixed(2)} ms, p99 ${bare.p99.toFixed(1)} ms`);
  console.log('  call'.padEnd(46), '% bare'.padStart(7), 'req/s'.padStart(7), 'p50 ms'.padStart(7), 'p99 ms'.padStart(7), 'errors'.padStart(7), '  goal');
  for (const row of rows) {
    const share = (row.rps / Math.max(bare.rps, 1)) * 100;
    const met = share >= row.goal.share && row.p99 <= row.goal.p99 && row.errors === 0;
    console.log(
      `  ${row.name}`.padEnd(46),
      `${share.toFixed(1)}`.padStart(7),
      String(row.rps).padStart(7),
      row.p50.toFixed(2).padStart(7),
      row.p99.toFixed(1).padStart(7),
      String(row.errors).padStart(7),
      `  ${met ? 'met' : 'NOT met'} (>= ${row.goal.share} %, p99 <= ${row.goal.p99} ms)`,
    );
  }
}
