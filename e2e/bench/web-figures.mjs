// Front-end figures: gzipped JS loaded by "/" (and Arco's share of it), and the time from clicking a
// menu entry to the first paint of a remote page that was not loaded yet. Production-like site,
// Debian's chromium. Prints figures; asserts nothing.
import { spawn } from 'node:child_process';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const port = process.env.BENCH_WEB_PORT ?? '3410';
const baseURL = process.env.BENCH_BASE_URL ?? `http://localhost:${port}`;

async function waitHealthy(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('site did not start');
}

let site = null;
if (!process.env.BENCH_BASE_URL) {
  site = spawn(process.execPath, [path.join(repoRoot, 'scripts/e2e-server.mjs')], {
    cwd: repoRoot,
    env: { ...process.env, E2E_PORT: port, E2E_DATA_DIR: path.join(repoRoot, '.bench', 'web'), E2E_SKIP_BUILD: process.env.E2E_SKIP_BUILD ?? '' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
}

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  await waitHealthy(baseURL, 600_000);
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

  // 1. JavaScript loaded by the home page, each file gzipped as a browser would receive it.
  const page = await browser.newPage();
  const scripts = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script' || !response.ok()) return;
    const body = await response.body().catch(() => null);
    if (body) scripts.push({ url: response.url(), gzip: zlib.gzipSync(body, { level: 9 }).length, text: body.toString('utf8') });
  });
  await page.goto(`${baseURL}/`, { waitUntil: 'networkidle' });
  const total = scripts.reduce((sum, s) => sum + s.gzip, 0);
  const arco = scripts.filter((s) => s.text.includes('getPrefixCls')).reduce((sum, s) => sum + s.gzip, 0);
  console.log('\nJavaScript loaded by / (gzip -9 of each file)');
  console.log(`  ${scripts.length} files, ${kb(total)} in all; Arco: ${kb(arco)} (${((arco / total) * 100).toFixed(0)} %)`);
  await page.close();

  // 2. Click a menu entry whose remote is not loaded yet; time until its page has painted.
  const timings = [];
  for (let i = 0; i < 5; i += 1) {
    const context = await browser.newContext();
    const tab = await context.newPage();
    await tab.goto(`${baseURL}/`, { waitUntil: 'networkidle' });
    const elapsed = await tab.evaluate(async () => {
      const link = [...document.querySelectorAll('nav a')].find((a) => a.textContent?.trim() === '播客');
      if (!link) throw new Error('no 播客 menu entry');
      const start = performance.now();
      link.click();
      // The page is painted when its title is set and a frame has been rendered after it.
      await new Promise((resolve) => {
        const check = () => (document.title.startsWith('播客') ? requestAnimationFrame(() => resolve(undefined)) : setTimeout(check, 5));
        check();
      });
      return performance.now() - start;
    });
    timings.push(elapsed);
    await context.close();
  }
  timings.sort((a, b) => a - b);
  console.log('\nMenu click to first paint of a not-yet-loaded remote (/podcast, 5 fresh tabs)');
  console.log(`  median ${timings[2].toFixed(0)} ms, min ${timings[0].toFixed(0)} ms, max ${timings[4].toFixed(0)} ms`);
} finally {
  await browser.close();
  if (site) process.kill(-site.pid, 'SIGTERM');
}
