// The scale-out topology on one machine: PostgreSQL, Redis, an S3 server (s3rver), N API instances
// and nginx in front, each a child process with its data in one folder. Used by `pnpm start:cluster`
// (scripts/start-cluster.mjs) and by the cluster tests (e2e/cluster), which also kill instances.
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { buildServer, buildShell, ensureDebianPackage, log, mustRun, postgresPresent, releaseAllRemotes, repoRoot } from './lib.mjs';

const isRoot = () => process.getuid?.() === 0;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export const S3_BUCKET = 'site-cluster';
export const S3_KEY = 'S3RVER';

/** Settings with their defaults; every port can be moved by an environment variable. */
export function clusterOptions(env = process.env) {
  const num = (name, fallback) => Number(env[name] ?? fallback);
  const instances = num('CLUSTER_INSTANCES', 2);
  const apiBase = num('CLUSTER_API_PORT', 4150);
  return {
    port: num('CLUSTER_PORT', 8080),
    apiPorts: Array.from({ length: instances }, (_, i) => apiBase + i),
    redisPort: num('CLUSTER_REDIS_PORT', 6391),
    pgPort: num('CLUSTER_PG_PORT', 55415),
    s3Port: num('CLUSTER_S3_PORT', 4156),
    dataDir: path.resolve(env.CLUSTER_DATA_DIR ?? path.join(repoRoot, '.cluster-data')),
    skipBuild: env.CLUSTER_SKIP_BUILD === '1',
  };
}

function findPgBin() {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root).filter((v) => Number(v) >= 15).sort((a, b) => Number(b) - Number(a)) : [];
  for (const version of versions) {
    const dir = path.join(root, version, 'bin');
    if (fs.existsSync(path.join(dir, 'initdb'))) return dir;
  }
  throw new Error('PostgreSQL 15+ not found under /usr/lib/postgresql: apt-get install -y postgresql');
}

const which = (command) => spawnSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' }).stdout.trim() || null;
const nginxBin = () => which('nginx') ?? (fs.existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : null);

/** Debian's postgresql, redis-server and nginx; installed with apt-get when missing (root), like `npm test` does. */
export async function ensureClusterPackages() {
  await ensureDebianPackage('postgresql', postgresPresent);
  await ensureDebianPackage('redis-server', () => which('redis-server') !== null);
  await ensureDebianPackage('nginx', () => nginxBin() !== null);
}

/** A process's start time (clock ticks since boot, /proc/<pid>/stat field 22): with the pid, it names one process. */
function startTimeOf(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? '?';
  } catch {
    return '?';
  }
}

/** Stops the processes an earlier run left; a pid since reused by another process (other start time) is left alone. */
function stopLeftovers(pidFile) {
  if (!fs.existsSync(pidFile)) return;
  for (const line of fs.readFileSync(pidFile, 'utf8').split('\n')) {
    const [pidText, started] = line.split(' ');
    const pid = Number(pidText);
    if (!Number.isInteger(pid) || pid <= 1 || started === '?' || startTimeOf(pid) !== started) continue;
    log(`Stopping ${line.trim()} left by an earlier run`);
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  fs.rmSync(pidFile, { force: true });
  spawnSync('sleep', ['2']);
}

/** Waits until url answers 200 (or the child died). */
async function waitHealthy(url, child, name, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode} while starting`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await sleep(200);
  }
  throw new Error(`${name} did not answer ${url} within ${timeoutMs / 1000} s`);
}

async function waitPort(port, child, name, timeoutMs = 30_000) {
  const net = await import('node:net');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode} while starting`);
    const open = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    await sleep(200);
  }
  throw new Error(`${name} did not listen on ${port} within ${timeoutMs / 1000} s`);
}

/**
 * Each instance has its own data folder, as on its own machine: the release registry copies every
 * version from the object store into the instance's releases folder. nginx reads the first one's
 * (like a volume mounted from one instance) and asks an instance for what is not there yet.
 */
const instanceDir = (dataDir, index) => path.join(dataDir, 'instances', `api-${index + 1}`);
const instanceReleases = (dataDir, index) => path.join(instanceDir(dataDir, index), 'releases');

/** The deployment's nginx.conf with this machine's ports and folders (deploy/nginx.conf stays the one source). */
export function renderNginxConf({ port, apiPorts, dataDir, root = repoRoot }) {
  const template = fs.readFileSync(path.join(repoRoot, 'deploy', 'nginx.conf'), 'utf8');
  const runDir = path.join(dataDir, 'nginx');
  const servers = apiPorts.map((p) => `        server 127.0.0.1:${p} max_fails=2 fail_timeout=10s;`).join('\n');
  const conf = template
    .replace(/^user .*$/m, isRoot() ? 'user root root;' : '')
    // One worker: each worker keeps its own round-robin turn, and one machine's rehearsal needs no more.
    .replace(/^worker_processes .*$/m, 'worker_processes 1;')
    .replace(/^pid .*$/m, `pid ${runDir}/nginx.pid;`)
    .replace(/^error_log .*$/m, `error_log ${runDir}/error.log warn;`)
    .replace(/(upstream api \{\n)(?:\s*server [^\n]+\n)+/, `$1${servers}\n`)
    .replace(/listen 80;/, `listen 127.0.0.1:${port};`)
    // The log goes to a file; its format (upstream, retries) is kept.
    .replace(/access_log \/dev\/stdout/, `access_log ${runDir}/access.log`)
    .replace(/\/srv\/site\/shell/g, path.join(root, 'shell', 'dist'))
    .replace(/\/srv\/site\/releases/g, instanceReleases(dataDir, 0))
    .replace(/\/var\/cache\/nginx/g, path.join(runDir, 'tmp'));
  fs.mkdirSync(path.join(runDir, 'tmp'), { recursive: true });
  const file = path.join(runDir, 'nginx.conf');
  fs.writeFileSync(file, conf);
  return file;
}

/**
 * Starts everything and answers a handle: `stop()` stops what was started (reverse order),
 * `killInstance(i, signal)` and `startInstance(i)` act on one API instance.
 */
export async function startCluster(options = clusterOptions()) {
  const { port, apiPorts, redisPort, pgPort, s3Port, dataDir } = options;
  /** The checkout whose server and shell run (this one unless a benchmark names another). */
  const root = options.root ?? repoRoot;
  const children = [];
  const instances = new Array(apiPorts.length).fill(null);
  let stopping = false;
  const logs = path.join(dataDir, 'logs');
  fs.mkdirSync(logs, { recursive: true });
  // The postgres user must reach its folder inside (a mkdtemp folder is 0700).
  if (isRoot()) fs.chmodSync(dataDir, 0o755);
  // What the release CLI and the seed use on this "machine" (the registry itself is in PostgreSQL, folders in the bucket).
  const shared = path.join(dataDir, 'cli');
  fs.mkdirSync(shared, { recursive: true });
  apiPorts.forEach((_, i) => fs.mkdirSync(instanceReleases(dataDir, i), { recursive: true }));

  // Processes of an earlier run whose parent was killed before it could stop them (kill -9, a
  // wrapper that does not pass Ctrl-C on) are stopped first: their pids are kept in this file.
  const pidFile = path.join(dataDir, 'children.pids');
  stopLeftovers(pidFile);
  const child = (name, command, args, opts = {}) => {
    const out = fs.openSync(path.join(logs, `${name}.log`), 'a');
    const proc = spawn(command, args, { cwd: repoRoot, stdio: ['ignore', out, out], ...opts, env: { ...process.env, ...opts.env } });
    fs.closeSync(out);
    if (proc.pid) fs.appendFileSync(pidFile, `${proc.pid} ${startTimeOf(proc.pid)} ${name}\n`);
    proc.on('exit', (code, signal) => {
      if (stopping || proc.expectedExit) return;
      // The data folder (and this log) is removed when the tests end: its last lines are printed now.
      const logFile = path.join(logs, `${name}.log`);
      const tail = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-15).join('\n') : '';
      console.error(`${name} exited (${signal ?? code}); the end of ${logFile}:\n${tail}`);
    });
    return proc;
  };

  // PostgreSQL: refuses to run as root, so as the postgres user (or nobody) with a folder it owns.
  const pgBin = findPgBin();
  const pgData = path.join(dataDir, 'pg');
  const runAs = isRoot() ? (spawnSync('id', ['-u', 'postgres']).status === 0 ? 'postgres' : 'nobody') : null;
  const asPg = (command, args) => (runAs ? ['runuser', ['-u', runAs, '--', command, ...args]] : [command, args]);
  if (!fs.existsSync(path.join(pgData, 'PG_VERSION'))) {
    fs.mkdirSync(pgData, { recursive: true });
    if (runAs) spawnSync('chown', ['-R', `${runAs}:`, pgData]);
    const [cmd, args] = asPg(path.join(pgBin, 'initdb'), ['-D', pgData, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
    const init = spawnSync(cmd, args, { encoding: 'utf8' });
    if (init.status !== 0) throw new Error(`initdb failed:\n${init.stderr}`);
  }
  const stopAll = async () => {
    if (stopping) return;
    stopping = true;
    for (const proc of [...children].reverse()) {
      if (proc.exitCode === null && proc.signalCode === null) {
        proc.kill('SIGTERM');
        await Promise.race([new Promise((resolve) => proc.once('exit', resolve)), sleep(10_000)]);
        if (proc.exitCode === null && proc.signalCode === null) proc.kill('SIGKILL');
      }
    }
    fs.rmSync(pidFile, { force: true });
  };

  try {
    const [pgCmd, pgArgs] = asPg(path.join(pgBin, 'postgres'), [
      '-D', pgData, '-p', String(pgPort), '-h', '127.0.0.1', '-k', pgData,
      '-c', 'max_connections=200', '-c', 'fsync=on', '-c', 'synchronous_commit=on',
    ]);
    const postgres = child('postgres', pgCmd, pgArgs);
    children.push(postgres);
    await waitPort(pgPort, postgres, 'postgres');
    // Accepting connections can lag the open port by a moment.
    for (let i = 0; ; i++) {
      const [c, a] = asPg(path.join(pgBin, 'psql'), ['-h', '127.0.0.1', '-p', String(pgPort), '-U', 'postgres', '-tAc', "select 1 from pg_database where datname='site'"]);
      const probe = spawnSync(c, a, { encoding: 'utf8' });
      if (probe.status === 0) {
        if (probe.stdout.trim() !== '1') {
          const [cc, ca] = asPg(path.join(pgBin, 'createdb'), ['-h', '127.0.0.1', '-p', String(pgPort), '-U', 'postgres', 'site']);
          const created = spawnSync(cc, ca, { encoding: 'utf8' });
          if (created.status !== 0) throw new Error(`createdb failed: ${created.stderr}`);
        }
        break;
      }
      if (i > 50) throw new Error(`postgres not ready: ${probe.stderr}`);
      await sleep(200);
    }

    const redisDir = path.join(dataDir, 'redis');
    fs.mkdirSync(redisDir, { recursive: true });
    const redis = child('redis', 'redis-server', ['--port', String(redisPort), '--bind', '127.0.0.1', '--dir', redisDir, '--save', '', '--appendonly', 'no']);
    children.push(redis);
    await waitPort(redisPort, redis, 'redis-server');

    const s3Dir = path.join(dataDir, 's3');
    fs.mkdirSync(s3Dir, { recursive: true });
    const cors = path.join(dataDir, 's3-cors.xml');
    fs.writeFileSync(
      cors,
      `<CORSConfiguration><CORSRule><AllowedOrigin>*</AllowedOrigin><AllowedMethod>GET</AllowedMethod><AllowedMethod>HEAD</AllowedMethod><AllowedMethod>POST</AllowedMethod><AllowedMethod>PUT</AllowedMethod><AllowedHeader>*</AllowedHeader><ExposeHeader>ETag</ExposeHeader></CORSRule></CORSConfiguration>`,
    );
    const s3 = child('s3rver', path.join(repoRoot, 'node_modules', '.bin', 's3rver'), ['-d', s3Dir, '-a', '127.0.0.1', '-p', String(s3Port), '--configure-bucket', S3_BUCKET, cors]);
    children.push(s3);
    await waitPort(s3Port, s3, 's3rver');

    // One secret for every instance: upload tokens and signed URLs made by one are checked by another.
    const secretFile = path.join(dataDir, 'app-secret');
    if (!fs.existsSync(secretFile)) fs.writeFileSync(secretFile, crypto.randomBytes(32).toString('hex'), { mode: 0o600 });
    const env = {
      NODE_ENV: 'production',
      // The rehearsal sells through the sandbox, as the demo does; a real cluster sets wechat or alipay.
      PAYMENT_PROVIDER: process.env.PAYMENT_PROVIDER ?? 'sandbox',
      HOST: '127.0.0.1',
      DATABASE_URL: `postgres://postgres@127.0.0.1:${pgPort}/site`,
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      DATA_DIR: shared,
      RELEASES_DIR: path.join(shared, 'releases'),
      PUBLIC_URL: `http://localhost:${port}`,
      TRUST_PROXY: '1',
      APP_SECRET: fs.readFileSync(secretFile, 'utf8').trim(),
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      STORAGE: 's3',
      S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      S3_PUBLIC_URL: `http://127.0.0.1:${s3Port}`,
      S3_REGION: 'us-east-1',
      S3_BUCKET,
      S3_ACCESS_KEY_ID: S3_KEY,
      S3_SECRET_ACCESS_KEY: S3_KEY,
      S3_FORCE_PATH_STYLE: '1',
    };

    if (root === repoRoot) {
      if (!options.skipBuild || !fs.existsSync(path.join(root, 'shell', 'dist', 'index.html'))) await buildShell();
      if (!options.skipBuild || !fs.existsSync(path.join(root, 'server', 'dist', 'main.js'))) await buildServer();
    } else if (!fs.existsSync(path.join(root, 'server', 'dist', 'main.js'))) {
      // Another checkout (a benchmark's baseline) is used as built: never built from here.
      throw new Error(`${root}/server/dist/main.js is missing: build that checkout first`);
    }
    // Migrations run once here (seed opens the database), before any instance starts.
    log('Seeding demo data (only into an empty database)');
    await mustRun('pnpm', ['--filter', '@site/server', 'run', 'seed'], { cwd: root, env: { ...env, NODE_ENV: 'development' } });
    if (!options.skipReleases) await releaseAllRemotes(env);

    const startInstance = async (index) => {
      const name = `api-${index + 1}`;
      const proc = child(name, process.execPath, ['--enable-source-maps', path.join(root, 'server', 'dist', 'main.js')], {
        env: { ...env, PORT: String(apiPorts[index]), INSTANCE_NAME: name, DATA_DIR: instanceDir(dataDir, index), RELEASES_DIR: instanceReleases(dataDir, index) },
      });
      instances[index] = proc;
      children.push(proc);
      // Ready (database, migrations, releases loaded, Redis), not only alive: only then does nginx get it.
      await waitHealthy(`http://127.0.0.1:${apiPorts[index]}/readyz`, proc, name);
      return proc;
    };
    for (let i = 0; i < apiPorts.length; i++) await startInstance(i);

    let proxy = null;
    /** (Re)starts nginx with an upstream of the given instances (all by default). */
    const startProxy = async (indexes = apiPorts.map((_, i) => i)) => {
      if (proxy && proxy.exitCode === null && proxy.signalCode === null) {
        proxy.expectedExit = true;
        proxy.kill('SIGQUIT');
        await new Promise((resolve) => proxy.once('exit', resolve));
      }
      const conf = renderNginxConf({ ...options, root, apiPorts: indexes.map((i) => apiPorts[i]) });
      const nginx = nginxBin();
      const test = spawnSync(nginx, ['-t', '-q', '-c', conf, '-p', path.join(dataDir, 'nginx')], { encoding: 'utf8' });
      if (test.status !== 0) throw new Error(`nginx -t failed:\n${test.stderr}`);
      proxy = child('nginx', nginx, ['-c', conf, '-p', path.join(dataDir, 'nginx'), '-g', 'daemon off;']);
      children.push(proxy);
      await waitHealthy(`http://127.0.0.1:${port}/healthz`, proxy, 'nginx');
    };
    await startProxy();

    return {
      url: `http://localhost:${port}`,
      env,
      instanceNames: apiPorts.map((_, i) => `api-${i + 1}`),
      /** Kills one API instance (SIGKILL by default: no graceful shutdown). */
      killInstance(index, signal = 'SIGKILL') {
        const proc = instances[index];
        if (!proc) return;
        proc.expectedExit = true;
        proc.kill(signal);
      },
      startInstance,
      startProxy,
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

export { log };
