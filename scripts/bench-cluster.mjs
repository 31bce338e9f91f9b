// Requests per second of course/list and shot/list through nginx with 1 and with 2 API instances
// (same machine, PostgreSQL + Redis, seeded demo data). Prints figures, asserts nothing.
//   node scripts/bench-cluster.mjs                       # this checkout
//   BENCH_REPO=/work/wt/base node scripts/bench-cluster.mjs   # another, already built checkout
// BENCH_SECONDS (10) per load, BENCH_CONNECTIONS (50). Ports: nginx 8083, API 4154-4155, Redis 6394,
// PostgreSQL 55417, S3 4158 (BENCH_CLUSTER_* move them).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { clusterOptions, startCluster } from './cluster-lib.mjs';
import { repoRoot } from './lib.mjs';

const env = process.env;
const autocannon = createRequire(path.join(repoRoot, 'server', 'package.json'))('autocannon');
const seconds = Number(env.BENCH_SECONDS ?? 10);
const connections = Number(env.BENCH_CONNECTIONS ?? 50);
const apiBase = Number(env.BENCH_CLUSTER_API_PORT ?? 4154);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-cluster-bench-'));
const options = {
  ...clusterOptions({}),
  port: Number(env.BENCH_CLUSTER_PORT ?? 8083),
  apiPorts: [apiBase, apiBase + 1],
  redisPort: Number(env.BENCH_CLUSTER_REDIS_PORT ?? 6394),
  pgPort: Number(env.BENCH_CLUSTER_PG_PORT ?? 55417),
  s3Port: Number(env.BENCH_CLUSTER_S3_PORT ?? 4158),
  dataDir,
  root: path.resolve(env.BENCH_REPO ?? repoRoot),
  skipBuild: true,
  // The lists are API calls: no remote needs releasing.
  skipReleases: true,
};

const cluster = await startCluster(options);
const url = cluster.url;
const loads = [
  { name: 'POST course/list', path: '/api_v1/course/list', method: 'POST', body: JSON.stringify({ page: 0, perPage: 30 }), headers: { 'content-type': 'application/json', origin: url } },
  { name: 'GET shot/list (24)', path: '/api_v1/shot/list?perPage=24&page=0', method: 'GET' },
];

async function measure(load) {
  // A short warm-up (JIT, connection pools) that does not count.
  await autocannon({ url: url + load.path, method: load.method, body: load.body, headers: load.headers, connections, duration: 2 });
  const result = await autocannon({ url: url + load.path, method: load.method, body: load.body, headers: load.headers, connections, duration: seconds });
  return { rps: Math.round(result.requests.average), p99: result.latency.p99, errors: result.non2xx + result.errors };
}

const rows = [];
try {
  for (const [label, indexes] of [['2 instances', [0, 1]], ['1 instance', [0]]]) {
    await cluster.startProxy(indexes);
    for (const load of loads) rows.push({ setup: label, load: load.name, ...(await measure(load)) });
  }
} finally {
  await cluster.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
console.log(`\nThrough nginx, ${connections} connections, ${seconds} s each, ${os.cpus().length} CPUs (${options.root}):`);
for (const row of rows) console.log(`  ${row.setup.padEnd(12)} ${row.load.padEnd(20)} ${String(row.rps).padStart(6)} req/s  p99 ${row.p99} ms  non-2xx/errors ${row.errors}`);
