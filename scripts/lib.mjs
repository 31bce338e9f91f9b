// Small helpers shared by the start and test scripts. Plain Node (no dependencies): these run before install.
import { spawn, spawnSync } from 'node:child_process';
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

/** Builds the shell unless its dist was built from the same sources (warm start). */
export async function buildShell() {
  log('Building the shell');
  await mustRun('pnpm', ['--filter', '@site/shell', 'run', 'build'], { env: { NODE_ENV: 'production' } });
}

/** Type-checks the server and bundles it into server/dist (what `pnpm --filter @site/server start` runs). */
export async function buildServer() {
  log('Building the server');
  await mustRun('pnpm', ['--filter', '@site/server', 'run', 'build']);
}

/** Releases every remote whose sources changed since its active version into the given releases folder. */
export async function releaseAllRemotes(env = {}) {
  log('Releasing the remotes (unchanged ones are skipped)');
  await mustRun('pnpm', ['--filter', '@site/server', 'exec', 'tsx', 'src/modules/release/cli.ts', 'release', '--all', '--if-changed'], { env });
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
