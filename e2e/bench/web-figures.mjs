// Front-end figures: gzipped JS loaded by "/" (and Arco's share of it), the time from clicking a
// menu entry to the first paint of a remote page that was not loaded yet, and the purchase timings. Production-like site,
// Debian's chromium. Prints figures; asserts nothing.
import { spawn } from 'node:child_process';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { waitHealthy } from '../../scripts/lib.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const port = process.env.BENCH_WEB_PORT ?? '3410';
const baseURL = process.env.BENCH_BASE_URL ?? `http://localhost:${port}`;


let memberCounter = 0;
/** A new member through the API (code from the development outbox); the context keeps the session. */
async function registerFreshMember(request) {
  memberCounter += 1;
  const name = `bench${Date.now().toString(36)}${memberCounter}`;
  const email = `${name}@bench.example.com`;
  await request.post(`${baseURL}/api_v1/email/send/verify/code`, { data: { email, codeType: 'register' } });
  const mails = await (await request.get(`${baseURL}/dev/outbox?to=${encodeURIComponent(email)}`)).json();
  const code = mails.find((mail) => mail.code)?.code;
  const response = await request.post(`${baseURL}/api_v1/account/register-by-email`, { data: { email, password: 'bench1234', emailCode: code, account: name } });
  if (!response.ok()) throw new Error(`register failed: ${await response.text()}`);
}

async function firstPaidCourse(request) {
  const response = await request.post(`${baseURL}/api_v1/course/list`, { data: { perPage: 30, page: 0, freeMode: 'charge', courseType: 'online-course' } });
  const rows = (await response.json()).data.rows;
  return rows[Math.floor(Math.random() * rows.length)].id;
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

  // 3. Podcast: JavaScript the podcast remote adds on a first visit (after "/"): its pages, and the
  // player bar, which the shell fetches on podcast pages when idle and mounts only once something plays.
  {
    const context = await browser.newContext();
    const tab = await context.newPage();
    let phase = 'home';
    const added = { home: [], visit: [], play: [] };
    tab.on('response', async (response) => {
      if (response.request().resourceType() !== 'script' || !response.ok()) return;
      const at = phase;
      const body = await response.body().catch(() => null);
      if (body) added[at].push({ url: response.url(), gzip: zlib.gzipSync(body, { level: 9 }).length });
    });
    await tab.goto(`${baseURL}/`, { waitUntil: 'networkidle' });
    phase = 'visit';
    await tab.locator('nav a', { hasText: '播客' }).first().click();
    await tab.getByRole('button', { name: /^播放：/ }).first().waitFor();
    await tab.waitForLoadState('networkidle');
    phase = 'play';
    await tab.getByRole('button', { name: /^播放：/ }).first().click();
    await tab.getByRole('region', { name: '播客播放器' }).waitFor();
    await tab.waitForLoadState('networkidle');
    const sum = (list) => list.reduce((total, s) => total + s.gzip, 0);
    const fromRemote = (list) => list.filter((s) => s.url.includes('/mf/podcast/'));
    console.log('\nPodcast: JavaScript added on a first visit, after / (gzip -9 of each file)');
    const entry = added.visit.filter((s) => s.url.includes('remoteEntry'));
    console.log(`  open /podcast from the menu, until idle (the page fetches the player bar when idle): ${added.visit.length} files, ${kb(sum(added.visit))} (podcast remote ${kb(sum(fromRemote(added.visit)))}; its remoteEntry, the federation runtime every remote carries: ${kb(sum(entry))}; pages and player bar: ${kb(sum(fromRemote(added.visit)) - sum(entry))})`);
    console.log(`  then the first 播放: ${added.play.length} files, ${kb(sum(added.play))} (podcast remote ${kb(sum(fromRemote(added.play)))})`);
    console.log(`  / alone loads no podcast code: ${fromRemote(added.home).length} podcast files`);
    await context.close();
  }

  // 4. Podcast: click 播放 on /podcast -> the <audio> fires "playing" (localhost). First: a fresh tab
  // (no bar mounted yet); next: another episode in the same tab.
  {
    const cold = [];
    const warm = [];
    // A real click (a user gesture, so the browser allows playback); both times are on the page's clock.
    const clickToPlaying = async (tab, index) => {
      await tab.evaluate(() => {
        window.__bench = {};
        document.addEventListener('click', (event) => (window.__bench.click = event.timeStamp), { capture: true, once: true });
        document.addEventListener('playing', () => (window.__bench.playing = performance.now()), { capture: true, once: true });
      });
      await tab.getByRole('button', { name: /^播放：/ }).nth(index).click();
      await tab.waitForFunction(() => window.__bench.playing !== undefined);
      return tab.evaluate(() => window.__bench.playing - window.__bench.click);
    };
    for (let i = 0; i < 5; i += 1) {
      const context = await browser.newContext();
      const tab = await context.newPage();
      await tab.goto(`${baseURL}/podcast`, { waitUntil: 'networkidle' });
      cold.push(await clickToPlaying(tab, 0));
      warm.push(await clickToPlaying(tab, 1));
      await context.close();
    }
    const sorted = (values) => [...values].sort((a, b) => a - b);
    const line = (values) => `median ${sorted(values)[2].toFixed(0)} ms, min ${sorted(values)[0].toFixed(0)} ms, max ${sorted(values)[4].toFixed(0)} ms`;
    console.log('\nPodcast: click 播放 -> audio playing (localhost, 5 fresh tabs)');
    console.log(`  first play in a fresh tab (the bar's code was fetched while the list was idle): ${line(cold)}`);
    console.log(`  next episode (bar loaded): ${line(warm)}`);
  }

  // 5. Purchase: click 购买 -> the QR is shown; the payer confirms -> the pay modal closes (it polls every 2 s).
  const buy = [];
  const close = [];
  for (let i = 0; i < 3; i += 1) {
    const context = await browser.newContext();
    await registerFreshMember(context.request);
    const courseId = await firstPaidCourse(context.request);
    const tab = await context.newPage();
    await tab.goto(`${baseURL}/course/${courseId}`, { waitUntil: 'networkidle' });
    const button = tab.getByRole('button', { name: '购买' });
    await button.waitFor();
    const payModal = tab.getByRole('dialog').filter({ hasText: '扫码支付' });
    const clicked = Date.now();
    await button.click();
    await payModal.getByRole('img', { name: '支付二维码' }).waitFor();
    buy.push(Date.now() - clicked);
    const codeUrl = await payModal.getByRole('link', { name: '在新页面打开支付链接' }).getAttribute('href');
    const payer = await context.newPage();
    await payer.goto(codeUrl);
    const confirmed = Date.now();
    await payer.getByRole('button', { name: '确认支付' }).click();
    await payModal.waitFor({ state: 'hidden' });
    close.push(Date.now() - confirmed);
    await context.close();
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  console.log('\nPurchase (3 fresh members, paid courses)');
  console.log(`  click 购买 -> QR shown: median ${median(buy)} ms (${buy.join(', ')} ms)`);
  console.log(`  confirm payment -> pay modal closed: median ${median(close)} ms (${close.join(', ')} ms; the modal polls every 2 s)`);
} finally {
  await browser.close();
  if (site) process.kill(-site.pid, 'SIGTERM');
}
