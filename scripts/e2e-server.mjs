// The production-like site for Playwright: built front end, every remote released into a fresh data
// folder, seeded database, server on E2E_PORT. Used as Playwright's webServer command.
import fs from 'node:fs';
import path from 'node:path';
import { buildServer, buildShell, mustRun, releaseAllRemotes, repoRoot, seed } from './lib.mjs';

const port = process.env.E2E_PORT ?? '3300';
const dataDir = process.env.E2E_DATA_DIR ?? path.join(repoRoot, '.test-data', 'e2e');
fs.rmSync(dataDir, { recursive: true, force: true });
fs.mkdirSync(dataDir, { recursive: true });
// DEV_OUTBOX: the tests read email codes from /dev/outbox (loopback only).
// TRUST_PROXY: the auto-rollback spec plays visitors on several networks through X-Forwarded-For, as a proxy would
// send it (the rollback counts distinct networks). Requests without the header keep their own address.
// SERVER_RENDER_BUDGET_MS: on a 2-core machine busy with the other test layers a page's server render can take
// longer than production's 100 ms, and the page would then be drawn in the browser; the specs check the rendered
// page (the fallback itself is checked by the server's tests).
const env = { DATA_DIR: dataDir, PORT: port, PUBLIC_URL: `http://localhost:${port}`, LOG_LEVEL: 'warn', DEV_OUTBOX: '1', TRUST_PROXY: '1', SERVER_RENDER_BUDGET_MS: '5000' };

if (!process.env.E2E_SKIP_BUILD) await buildShell();
// The server is started from its compiled bundle, so a missing one is built even when builds are skipped.
if (!process.env.E2E_SKIP_BUILD || !fs.existsSync(path.join(repoRoot, 'server', 'dist', 'main.js'))) await buildServer();
await releaseAllRemotes(env);
await seed(env);
// The sso spec's second site (e2e/tests/sso-site.ts) starts from a copy of this seeded data instead of seeding its own:
// a seed costs 10-25 s of a machine busy with the other test layers. Its secret is left out: that site makes its own.
const seededCopy = `${dataDir}-seeded`;
fs.rmSync(seededCopy, { recursive: true, force: true });
for (const part of ['db', 'storage']) fs.cpSync(path.join(dataDir, part), path.join(seededCopy, part), { recursive: true });
await mustRun('pnpm', ['--filter', '@site/server', 'run', 'start'], { env });
