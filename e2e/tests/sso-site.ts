// A second site in sso mode for the sso spec, next to the modal-mode site the other specs use: a real
// OpenID provider (server/scripts/oidc-dev-provider.ts) and our server on its own copy of the seeded data,
// serving the remotes the main e2e site has released (RELEASES_DIR) and the same shell build.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { siteOf } from './e2e-site';

const repoRoot = path.resolve(__dirname, '../..');

export interface SsoSite {
  /** Our site in sso mode (localhost, so its cookies never mix with the provider's on 127.0.0.1). */
  url: string;
  issuer: string;
  stop(): Promise<void>;
}

function start(args: string[], env: Record<string, string>): ChildProcess {
  // Its own process group, so stopping it stops pnpm and the node process under it.
  return spawn('pnpm', ['--filter', '@site/server', ...args], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
}

function run(args: string[], env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = start(args, env);
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`pnpm ${args.join(' ')} exited with ${code}`))));
  });
}

async function waitFor(url: string, child: ChildProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer in time`);
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      resolve();
    }
  });
}

/** Ports next to the worker's main site's (its port + 1 for the provider, + 2 for the sso site). */
export async function startSsoSite(parallelIndex: number): Promise<SsoSite> {
  const { port: mainPort, dataDir } = siteOf(parallelIndex);
  const providerPort = mainPort + 1;
  const sitePort = mainPort + 2;
  const url = `http://localhost:${sitePort}`;
  const issuer = `http://127.0.0.1:${providerPort}`;
  const siteDataDir = `${dataDir}-sso`;
  fs.rmSync(siteDataDir, { recursive: true, force: true });
  fs.mkdirSync(siteDataDir, { recursive: true });

  const provider = start(['run', 'oidc-dev'], { OIDC_DEV_PORT: String(providerPort), OIDC_DEV_HOST: '127.0.0.1', SITE_URL: url });
  let server: ChildProcess | null = null;
  try {
    const env = {
      DATA_DIR: siteDataDir,
      RELEASES_DIR: path.join(dataDir, 'releases'),
      PORT: String(sitePort),
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      AUTH_MODE: 'sso',
      OIDC_ISSUER: issuer,
      OIDC_CLIENT_ID: 'design-site',
      OIDC_CLIENT_SECRET: 'design-site-secret-for-tests-only',
      OIDC_SCOPES: 'openid profile email roles',
      OIDC_ROLES_CLAIM: 'roles',
      ACCOUNT_SECURITY_URL: `${issuer}/account`,
    };
    // The main site's seeded data, copied as it was before any test ran (scripts/e2e-server.mjs); seeded here when absent.
    const seeded = `${dataDir}-seeded`;
    const copied = fs.existsSync(seeded);
    if (copied) fs.cpSync(seeded, siteDataDir, { recursive: true });
    await Promise.all([waitFor(`${issuer}/.well-known/openid-configuration`, provider), copied ? undefined : run(['run', 'seed'], env)]);
    server = start(['run', 'start'], env);
    await waitFor(`${url}/healthz`, server);
  } catch (error) {
    await Promise.all([stopProcess(provider), server ? stopProcess(server) : undefined]);
    throw error;
  }
  const running = server;
  return {
    url,
    issuer,
    stop: async () => {
      await Promise.all([stopProcess(running), stopProcess(provider)]);
    },
  };
}
