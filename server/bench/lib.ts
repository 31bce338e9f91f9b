// Benchmark helpers: a real server in a child process, load from autocannon in this process.
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
export const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface AutocannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number; average: number };
  errors: number;
  non2xx: number;
  timeouts: number;
}
type Autocannon = (options: Record<string, unknown>) => Promise<AutocannonResult>;
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

export async function startServer(dataDir: string, port: number, env: Record<string, string> = {}): Promise<RunningServer> {
  const started = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitHealthy(url, child, 180_000);
  return { url, startMs: Date.now() - started, stop: stopper(child) };
}

export async function startBareFastify(port: number): Promise<RunningServer> {
  const started = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/bare-server.ts'], {
    cwd: serverDir,
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitHealthy(url, child, 60_000);
  return { url, startMs: Date.now() - started, stop: stopper(child) };
}

export interface LoadFigures {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

export async function load(
  name: string,
  url: string,
  options: { method?: string; body?: string; headers?: Record<string, string>; connections?: number; duration?: number } = {},
): Promise<LoadFigures> {
  const result = await autocannon({
    url,
    method: options.method ?? 'GET',
    body: options.body,
    headers: { 'content-type': 'application/json', ...options.headers },
    connections: options.connections ?? 50,
    duration: options.duration ?? Number(process.env.BENCH_SECONDS ?? 10),
  });
  return {
    name,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
  };
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
  console.log('  name'.padEnd(58), 'req/s'.padStart(8), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8), 'errors'.padStart(7));
  for (const row of rows) {
    console.log(`  ${row.name}`.padEnd(58), String(row.rps).padStart(8), String(row.p50).padStart(8), String(row.p99).padStart(8), String(row.errors).padStart(7));
  }
}
