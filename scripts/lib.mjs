// Small helpers shared by the start and test scripts. Plain Node (no dependencies): these run before install.
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const PNPM_VERSION = '12.21.0';

export function log(message) {
  console.log(`\n\u001b[1m▶ ${message}\u001b[0m`);
}

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: 'inherit', ...options, env: { ...process.env, ...options.env } });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

export async function mustRun(command, args, options) {
  const code = await run(command, args, options);
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} failed with exit code ${code}`);
}

const has = (command, args = ['--version']) => spawnSync(command, args, { stdio: 'ignore' }).status === 0;

/** pnpm is the workspace's package manager; a machine with only Node and npm gets it from the npm registry. */
export async function ensurePnpm() {
  if (has('pnpm')) return;
  log(`Installing pnpm ${PNPM_VERSION} with npm`);
  await mustRun('npm', ['install', '--global', `pnpm@${PNPM_VERSION}`]);
}

export async function installDependencies() {
  log('Installing dependencies (pnpm install)');
  await mustRun('pnpm', ['install', '--frozen-lockfile'], { env: { CI: 'true' } });
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;
let aptUpdated = false;

/** Installs a Debian package when its binary is missing (root only; otherwise says what to run). */
export async function ensureDebianPackage(pkg, present) {
  if (present()) return;
  if (!isRoot() || !has('apt-get', ['--version'])) {
    throw new Error(`${pkg} is required: install it with \`sudo apt-get install -y ${pkg}\``);
  }
  if (!aptUpdated) {
    log('apt-get update');
    await mustRun('apt-get', ['update', '-qq']);
    aptUpdated = true;
  }
  log(`Installing ${pkg} from Debian's packages`);
  await mustRun('apt-get', ['install', '-y', '-qq', pkg], { env: { DEBIAN_FRONTEND: 'noninteractive' } });
}

export const chromiumPresent = () => fs.existsSync('/usr/bin/chromium');
/**
 * A font with Chinese glyphs, as every phone has: without one chromium draws each character as a box of another
 * size, and what the e2e specs measure (which text is a page's largest paint, where lines wrap) is not what users see.
 */
export const chineseFontPresent = () => (spawnSync('fc-list', [':lang=zh'], { encoding: 'utf8' }).stdout ?? '').trim() !== '';
export const postgresPresent = () =>
  fs.existsSync('/usr/lib/postgresql') && fs.readdirSync('/usr/lib/postgresql').some((v) => fs.existsSync(`/usr/lib/postgresql/${v}/bin/initdb`));

/** Every file below `dir` (build output, dependencies and test files left out: they change no build). */
function sourceFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name === '__tests__') return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.test\.tsx?$/.test(entry.name) ? [] : [full];
  });
}

/** Hash of the files a build reads (folders walked, single files as they are), with the settings that shape it. */
export function inputsHash(inputs, settings = {}) {
  const hash = crypto.createHash('sha256').update(JSON.stringify(settings));
  const files = inputs.flatMap((input) => (fs.existsSync(input) && fs.statSync(input).isDirectory() ? sourceFiles(input) : [input]));
  for (const file of files.filter((f) => fs.existsSync(f)).sort()) {
    hash.update(path.relative(repoRoot, file)).update(fs.readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/** A lock held by one process at a time (mkdir is atomic); a lock whose holder died is taken over. */
async function withLock(lockDir, work) {
  for (;;) {
    try {
      fs.mkdirSync(lockDir);
      fs.writeFileSync(path.join(lockDir, 'pid'), String(process.pid));
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      const holder = Number(fs.readFileSync(path.join(lockDir, 'pid'), { encoding: 'utf8', flag: 'a+' }));
      let alive = false;
      try {
        alive = holder > 0 && process.kill(holder, 0);
      } catch {
        alive = false;
      }
      if (!alive && holder > 0) fs.rmSync(lockDir, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  try {
    return await work();
  } finally {
    fs.rmSync(lockDir, { recursive: true, force: true });
  }
}

/**
 * Runs `build` unless `outputDir` holds a build stamped with the same inputs hash (a warm start or a second
 * test layer does not build again); stamps the output afterwards. BUILD_ALWAYS=1 always builds. Two processes
 * (two e2e sites starting together) build one at a time: the second finds the first's stamp.
 */
async function buildUnlessFresh(name, outputDir, inputs, build) {
  const force = process.env.BUILD_ALWAYS === '1';
  const stampFile = path.join(outputDir, '.inputs-hash');
  const hash = inputsHash(inputs, { NODE_ENV: 'production' });
  fs.mkdirSync(path.join(repoRoot, '.cache'), { recursive: true });
  await withLock(path.join(repoRoot, '.cache', `build-${path.basename(path.dirname(outputDir))}.lock`), async () => {
    if (!force && fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === hash) {
      log(`${name}: unchanged since its last build, not rebuilt`);
      return;
    }
    log(`Building ${name}`);
    await build();
    fs.writeFileSync(stampFile, hash);
  });
}

const shared = (...files) => [path.join(repoRoot, 'shared'), path.join(repoRoot, 'pnpm-lock.yaml'), ...files];

/** Builds the shell unless its dist was built from the same sources (warm start). `runOptions` go to the build's spawn. */
export async function buildShell(runOptions = {}) {
  await buildUnlessFresh('the shell', path.join(repoRoot, 'shell', 'dist'), shared(path.join(repoRoot, 'shell')), () =>
    mustRun('pnpm', ['--filter', '@site/shell', 'run', 'build'], { ...runOptions, env: { NODE_ENV: 'production' } }),
  );
}

/**
 * Bundles the server into server/dist (what `pnpm --filter @site/server start` runs), unless it was bundled
 * from the same sources. No type check here: `npm test` type-checks every package in its own layer, and the
 * server's `build` script (tsc, then the bundle) stays for a deploy.
 */
export async function buildServer(runOptions = {}) {
  const server = path.join(repoRoot, 'server');
  const inputs = shared(path.join(server, 'src'), path.join(server, 'scripts', 'build.mjs'), path.join(server, 'package.json'));
  await buildUnlessFresh('the server', path.join(server, 'dist'), inputs, () => mustRun('pnpm', ['--filter', '@site/server', 'run', 'bundle'], runOptions));
}

/** Releases every remote whose sources changed since its active version into the given releases folder. */
export async function releaseAllRemotes(env = {}, runOptions = {}) {
  log('Releasing the remotes (unchanged ones are skipped; a build of the same sources is reused)');
  await mustRun('pnpm', ['--filter', '@site/server', 'exec', 'tsx', 'src/modules/release/cli.ts', 'release', '--all', '--if-changed'], { ...runOptions, env });
}

export async function seed(env = {}) {
  log('Seeding demo data (only into an empty database)');
  await mustRun('pnpm', ['--filter', '@site/server', 'run', 'seed'], { env });
}

/** Resolves once `${url}/healthz` answers 200 (the site started by a bench or script), or throws after `timeoutMs`. */
export async function waitHealthy(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the site at ${url} did not start`);
}
