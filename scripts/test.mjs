// `npm test`: every test layer, then one line "N passed, N failed" summing them all.
// Layers: type check and lint, jest for the front-end packages (one run), the server suite on PGlite,
// the same suite on a real PostgreSQL, Playwright against the production-like site, the cluster tests
// (two API instances behind nginx on PostgreSQL, Redis and an S3 server).
//
// The layers run in two lanes side by side (see LANES): on a 2-core machine one jest worker, chromium and the
// site's server each leave a core idle part of the time. Each layer
// writes its output to .test-data/reports/<layer>.log; a failed layer's log is printed at the end.
// The run ends with each layer's time and the slowest test files.
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import {
  buildServer,
  buildShell,
  chineseFontPresent,
  chromiumPresent,
  ensureDebianPackage,
  ensurePnpm,
  installDependencies,
  log,
  postgresPresent,
  releaseAllRemotes,
  repoRoot,
} from './lib.mjs';
import { ensureClusterPackages } from './cluster-lib.mjs';

const reportDir = path.join(repoRoot, '.test-data', 'reports');
fs.rmSync(reportDir, { recursive: true, force: true });
fs.mkdirSync(reportDir, { recursive: true });
const runStarted = Date.now();
const elapsed = () => `${((Date.now() - runStarted) / 1000).toFixed(0).padStart(4)} s`;

/** @type {{ layer: string, passed: number, failed: number, skipped: number, seconds: number, logFile: string }[]} */
const results = [];
/** @type {{ file: string, layer: string, seconds: number }[]} */
const fileTimes = [];

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

const slug = (layer) => layer.replace(/\W+/g, '-').replace(/^-|-$/g, '');
const relative = (file) => path.relative(repoRoot, file);

/** Runs a command with its output in the layer's log file; resolves with its exit code. */
function runLogged(logFile, command, args, options = {}) {
  return new Promise((resolve) => {
    const out = fs.openSync(logFile, 'a');
    const child = spawn(command, args, {
      cwd: repoRoot,
      stdio: ['ignore', out, out],
      ...options,
      env: { ...process.env, FORCE_COLOR: '0', ...options.env },
    });
    child.on('error', (error) => {
      fs.appendFileSync(logFile, `\n${error.stack ?? error}\n`);
      resolve(1);
    });
    child.on('exit', (code, signal) => {
      fs.closeSync(out);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

/** Runs one layer: `work(logFile)` answers its counts; the layer's time and counts go into the results. */
async function layer(name, work) {
  const logFile = path.join(reportDir, `${slug(name)}.log`);
  const started = Date.now();
  console.log(`[${elapsed()}] ▶ ${name}`);
  let counts;
  try {
    counts = await work(logFile);
  } catch (error) {
    fs.appendFileSync(logFile, `\n${error?.stack ?? error}\n`);
    counts = { passed: 0, failed: 1, skipped: 0 };
  }
  const result = { layer: name, ...counts, seconds: (Date.now() - started) / 1000, logFile };
  results.push(result);
  console.log(`[${elapsed()}] ${result.failed ? '✗' : '✓'} ${name}: ${result.passed} passed, ${result.failed} failed (${result.seconds.toFixed(0)} s)`);
  return result;
}

/** A check that passes or fails as a whole (type check, lint). */
const check = (name, command, args, options) =>
  layer(name, async (logFile) => {
    const code = await runLogged(logFile, command, args, options);
    return { passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, skipped: 0 };
  });

/** A jest run: counts and file times from its JSON report; a run that crashed before reporting counts as one failure. */
const jest = (name, command, args, options) =>
  layer(name, async (logFile) => {
    const outputFile = path.join(reportDir, `${slug(name)}.json`);
    const code = await runLogged(logFile, command, [...args, '--ci', '--json', `--outputFile=${outputFile}`], options);
    const report = readJson(outputFile);
    if (!report) return { passed: 0, failed: 1, skipped: 0 };
    for (const suite of report.testResults ?? []) {
      if (suite.startTime && suite.endTime) fileTimes.push({ file: relative(suite.name), layer: name, seconds: (suite.endTime - suite.startTime) / 1000 });
    }
    const failedSuites = report.numRuntimeErrorTestSuites ?? 0;
    const failed = report.numFailedTests + failedSuites + (code !== 0 && report.numFailedTests === 0 && failedSuites === 0 ? 1 : 0);
    return { passed: report.numPassedTests, failed, skipped: report.numPendingTests + (report.numTodoTests ?? 0) };
  });

/** Playwright: counts from its JSON report, file times summed from its tests' durations. A flaky test is a failure. */
const playwright = (name, env = {}) =>
  layer(name, async (logFile) => {
    const outputFile = path.join(reportDir, 'e2e.json');
    const code = await runLogged(logFile, 'pnpm', ['--filter', '@site/e2e', 'exec', 'playwright', 'test'], {
      env: { E2E_JSON_REPORT: outputFile, CI: process.env.CI ?? 'true', ...env },
    });
    const report = readJson(outputFile);
    if (!report?.stats) return { passed: 0, failed: 1, skipped: 0 };
    const perFile = new Map();
    const walk = (suite) => {
      for (const spec of suite.specs ?? []) {
        const ms = spec.tests.flatMap((t) => t.results).reduce((sum, r) => sum + (r.duration ?? 0), 0);
        perFile.set(spec.file, (perFile.get(spec.file) ?? 0) + ms);
      }
      for (const child of suite.suites ?? []) walk(child);
    };
    for (const suite of report.suites ?? []) walk(suite);
    for (const [file, ms] of perFile) fileTimes.push({ file: `e2e/tests/${file}`, layer: name, seconds: ms / 1000 });
    const { expected, unexpected, flaky, skipped } = report.stats;
    return { passed: expected, failed: unexpected + flaky + (code !== 0 && unexpected + flaky === 0 ? 1 : 0), skipped };
  });

/** node:test with a TAP report (the cluster layer). */
const nodeTest = (name, file) =>
  layer(name, async (logFile) => {
    const tapFile = path.join(reportDir, `${slug(name)}.tap`);
    const started = Date.now();
    const code = await runLogged(logFile, 'node', ['--test', '--test-reporter=spec', '--test-reporter-destination=stdout', '--test-reporter=tap', `--test-reporter-destination=${tapFile}`, file]);
    fileTimes.push({ file, layer: name, seconds: (Date.now() - started) / 1000 });
    const tap = fs.existsSync(tapFile) ? fs.readFileSync(tapFile, 'utf8') : '';
    const count = (what) => Number(new RegExp(`^# ${what} (\\d+)$`, 'm').exec(tap)?.[1] ?? 0);
    const failed = count('fail') + count('cancelled');
    return { passed: count('pass'), failed: failed + (code !== 0 && failed === 0 ? 1 : 0), skipped: count('skipped') + count('todo') };
  });

/**
 * The site Playwright and the cluster layer share: the shell and server bundles and one build of each remote
 * (kept by source hash, so the e2e site's and the cluster's releases folders both take it). Built once here.
 */
const buildSite = () =>
  layer('Build the site (shell, server bundle, remotes)', async (logFile) => {
    const out = fs.openSync(logFile, 'a');
    const quiet = { stdio: ['ignore', out, out] };
    const releasesScratch = path.join(repoRoot, '.test-data', 'build-releases');
    fs.rmSync(releasesScratch, { recursive: true, force: true });
    await buildShell(quiet);
    await buildServer(quiet);
    await releaseAllRemotes({ DATA_DIR: releasesScratch }, quiet);
    fs.closeSync(out);
    return { passed: 0, failed: 0, skipped: 0 };
  });

/** Server test files that open a database (through test/helpers or the database client): the ones both databases run. */
function serverFilesTouchingTheDatabase() {
  const walk = (dir) =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : walk(full);
      return entry.name.endsWith('.test.ts') ? [full] : [];
    });
  const server = path.join(repoRoot, 'server');
  const files = [...walk(path.join(server, 'src')), ...walk(path.join(server, 'test'))];
  const helpers = new Set();
  // A helper module (not a test) that opens a database makes its importers database tests too.
  const opensDatabase = (text) => /createTestApp|createTestDatabase|openDatabase|TEST_DATABASE_URL/.test(text);
  return files.filter((file) => {
    const text = fs.readFileSync(file, 'utf8');
    if (opensDatabase(text)) return true;
    const imports = [...text.matchAll(/from '(\.[^']+)'/g)].map((m) => path.resolve(path.dirname(file), m[1]));
    return imports.some((target) => {
      if (helpers.has(target)) return true;
      for (const ext of ['.ts', '/index.ts']) {
        if (fs.existsSync(target + ext) && opensDatabase(fs.readFileSync(target + ext, 'utf8'))) {
          helpers.add(target);
          return true;
        }
      }
      return false;
    });
  });
}

log('Installing what the tests need');
await ensurePnpm();
await installDependencies();
await ensureDebianPackage('chromium', chromiumPresent);
await ensureDebianPackage('fonts-noto-cjk', chineseFontPresent);
await ensureDebianPackage('postgresql', postgresPresent);
await ensureClusterPackages();
console.log(`[${elapsed()}] ready; the layers' output is in ${relative(reportDir)}/`);

const serverJest = ['--filter', '@site/server', 'exec', 'jest'];
const databaseFiles = serverFilesTouchingTheDatabase().map((file) => path.relative(path.join(repoRoot, 'server'), file));

// Two lanes, measured on 2 cores. Four lanes (each server suite alone, Playwright on two workers) oversubscribed the
// machine (load 10): files ran 3-5x slower, hooks passed jest's 60 s, and the run got longer, not shorter.
// One lane builds the site and runs Playwright; the other takes the jobs of a queue in turn: the type check, lint,
// the front-end jest, then each server suite in two shards. When Playwright is done its lane takes jobs from the
// same queue, so the server shards left by then run side by side instead of after each other.
// Two e2e specs edit a remote's source for the length of one build; while the type check, lint and front-end
// jest read every source, the lock file below exists and those specs wait for it.
const sourceReadersLock = path.join(reportDir, 'source-readers.lock');
fs.writeFileSync(sourceReadersLock, `${process.pid}\n`);

let siteBuilt = false;
const SERVER_SHARDS = 2;
const shards = Array.from({ length: SERVER_SHARDS }, (_, index) => `${index + 1}/${SERVER_SHARDS}`);

/** Jobs either lane may take, first come first served. */
const queue = [
  // Three programs: the eight browser packages together (tsconfig.frontend.json), the server, the e2e specs.
  () => check('Type check (tsc, every package)', 'pnpm', ['run', 'typecheck']),
  () => check('Lint (eslint, import boundaries)', 'pnpm', ['exec', 'eslint', '.']),
  async () => {
    try {
      await jest('Jest front end (8 packages)', 'pnpm', ['exec', 'jest', '--config', 'jest.frontend.config.cjs']);
    } finally {
      fs.rmSync(sourceReadersLock, { force: true });
    }
  },
  ...shards.map((shard) => () =>
    jest(`Jest server (PGlite) ${shard}`, 'pnpm', [...serverJest, '--maxWorkers=1', `--shard=${shard}`], { env: { NODE_OPTIONS: '--experimental-vm-modules' } }),
  ),
  // Each PostgreSQL shard starts its own throwaway cluster, on its own port.
  ...shards.map((shard, index) => () =>
    jest(`Jest server (PostgreSQL) ${shard}`, 'node', [path.join('scripts', 'test-postgres.mjs'), '--maxWorkers=1', `--shard=${shard}`, '--runTestsByPath', ...databaseFiles], {
      cwd: path.join(repoRoot, 'server'),
      env: { PG_TEST_PORT: String(54329 + index) },
    }),
  ),
];

async function takeJobs() {
  for (let job = queue.shift(); job; job = queue.shift()) await job();
}

const LANES = [
  async () => {
    const built = await buildSite();
    if (!built.failed) {
      siteBuilt = true;
      await playwright('Playwright e2e (production-like site, chromium)', { SOURCE_READERS_LOCK: sourceReadersLock });
    }
    await takeJobs();
  },
  takeJobs,
];
await Promise.all(LANES.map((lane) => lane()));
// Alone at the end: its release test allows 2 s for both instances to serve a new version, which a busy second
// lane made them miss (run of 2026-11-28: 8 passed, 1 failed beside the PGlite suite).
if (siteBuilt) await nodeTest('Cluster (2 API instances behind nginx; PostgreSQL, Redis, S3)', 'e2e/cluster/cluster.test.mjs');

for (const failed of results.filter((r) => r.failed)) {
  const text = fs.existsSync(failed.logFile) ? fs.readFileSync(failed.logFile, 'utf8') : '';
  const lines = text.split('\n');
  console.log(`\n===== ${failed.layer}: last ${Math.min(lines.length, 400)} lines of ${relative(failed.logFile)} =====`);
  console.log(lines.slice(-400).join('\n'));
}

console.log('\nLayer results (wall clock; lanes run side by side):');
for (const r of results) {
  console.log(`  ${r.failed ? '✗' : '✓'} ${r.layer}: ${r.passed} passed, ${r.failed} failed${r.skipped ? `, ${r.skipped} skipped` : ''} (${r.seconds.toFixed(0)} s)`);
}
console.log('\nSlowest test files:');
for (const f of fileTimes.sort((a, b) => b.seconds - a.seconds).slice(0, 10)) {
  console.log(`  ${f.seconds.toFixed(1).padStart(6)} s  ${f.file}  (${f.layer})`);
}
console.log(`\nWhole run: ${((Date.now() - runStarted) / 1000).toFixed(0)} s`);
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
