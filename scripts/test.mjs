// `npm test`: every test layer, then one line "N passed, N failed" summing them all.
// Layers: type check and lint, jest per front-end package, server suite on PGlite, the same suite
// on a real PostgreSQL, Playwright against the production-like site, the cluster tests (two API
// instances behind nginx on PostgreSQL, Redis and an S3 server).
import fs from 'node:fs';
import path from 'node:path';
import {
  chineseFontPresent,
  chromiumPresent,
  ensureDebianPackage,
  ensurePnpm,
  installDependencies,
  log,
  postgresPresent,
  repoRoot,
  run,
} from './lib.mjs';
import { ensureClusterPackages } from './cluster-lib.mjs';

const reportDir = path.join(repoRoot, '.test-data', 'reports');
fs.rmSync(reportDir, { recursive: true, force: true });
fs.mkdirSync(reportDir, { recursive: true });

/** @type {{ layer: string, passed: number, failed: number, skipped: number, seconds: number }[]} */
const results = [];

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

async function timed(layer, work) {
  const started = Date.now();
  log(layer);
  const counts = await work();
  results.push({ layer, ...counts, seconds: (Date.now() - started) / 1000 });
}

/** A check that passes or fails as a whole (type check, lint). */
const check = (layer, command, args, options) =>
  timed(layer, async () => {
    const code = await run(command, args, options);
    return { passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, skipped: 0 };
  });

/** A jest run: counts from its JSON report; a run that crashed before reporting counts as one failure. */
const jest = (layer, command, args, options) =>
  timed(layer, async () => {
    const outputFile = path.join(reportDir, `${layer.replace(/\W+/g, '-')}.json`);
    const code = await run(command, [...args, '--json', `--outputFile=${outputFile}`], options);
    const report = readJson(outputFile);
    if (!report) return { passed: 0, failed: 1, skipped: 0 };
    const failedSuites = report.numRuntimeErrorTestSuites ?? 0;
    const failed = report.numFailedTests + failedSuites + (code !== 0 && report.numFailedTests === 0 && failedSuites === 0 ? 1 : 0);
    return { passed: report.numPassedTests, failed, skipped: report.numPendingTests + (report.numTodoTests ?? 0) };
  });

await ensurePnpm();
await installDependencies();
await ensureDebianPackage('chromium', chromiumPresent);
await ensureDebianPackage('fonts-noto-cjk', chineseFontPresent);
await ensureDebianPackage('postgresql', postgresPresent);
await ensureClusterPackages();

await check('Type check (tsc, every package)', 'pnpm', ['-r', '--workspace-concurrency=1', 'run', 'typecheck']);
if (fs.existsSync(path.join(repoRoot, 'eslint.config.mjs'))) {
  await check('Lint (eslint, import boundaries)', 'pnpm', ['exec', 'eslint', '.']);
}

for (const pkg of ['shared', 'shell', 'mfe-course', 'mfe-shots', 'mfe-podcast', 'mfe-account', 'mfe-forms', 'mfe-admin']) {
  const hasTests = fs.existsSync(path.join(repoRoot, pkg, 'src'));
  if (!hasTests) continue;
  await jest(`Jest ${pkg}`, 'pnpm', ['--filter', `@site/${pkg}`, 'exec', 'jest', '--ci', '--passWithNoTests']);
}

await jest('Jest server (PGlite)', 'pnpm', ['--filter', '@site/server', 'exec', 'jest', '--ci'], {
  env: { NODE_OPTIONS: '--experimental-vm-modules' },
});

const postgresRunner = path.join(repoRoot, 'server', 'scripts', 'test-postgres.mjs');
if (fs.existsSync(postgresRunner)) {
  await jest('Jest server (PostgreSQL)', 'node', [postgresRunner, '--ci'], { cwd: path.join(repoRoot, 'server') });
}

await timed('Playwright e2e (production-like site, chromium)', async () => {
  const outputFile = path.join(reportDir, 'e2e.json');
  const code = await run('pnpm', ['--filter', '@site/e2e', 'exec', 'playwright', 'test'], {
    env: { E2E_JSON_REPORT: outputFile, CI: process.env.CI ?? 'true' },
  });
  const report = readJson(outputFile);
  if (!report?.stats) return { passed: 0, failed: 1, skipped: 0 };
  const { expected, unexpected, flaky, skipped } = report.stats;
  return { passed: expected + flaky, failed: unexpected + (code !== 0 && unexpected === 0 ? 1 : 0), skipped };
});

await timed('Cluster (2 API instances behind nginx; PostgreSQL, Redis, S3)', async () => {
  const tapFile = path.join(reportDir, 'cluster.tap');
  const code = await run('node', [
    '--test',
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    '--test-reporter=tap',
    `--test-reporter-destination=${tapFile}`,
    'e2e/cluster/cluster.test.mjs',
  ]);
  const tap = fs.existsSync(tapFile) ? fs.readFileSync(tapFile, 'utf8') : '';
  const count = (name) => Number(new RegExp(`^# ${name} (\\d+)$`, 'm').exec(tap)?.[1] ?? 0);
  const passed = count('pass');
  const failed = count('fail') + count('cancelled');
  return { passed, failed: failed + (code !== 0 && failed === 0 ? 1 : 0), skipped: count('skipped') + count('todo') };
});

console.log('\nLayer results:');
for (const r of results) {
  console.log(`  ${r.failed ? '✗' : '✓'} ${r.layer}: ${r.passed} passed, ${r.failed} failed${r.skipped ? `, ${r.skipped} skipped` : ''} (${r.seconds.toFixed(0)} s)`);
}
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
