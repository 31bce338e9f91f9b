// `node e2e/bench/main-thread.mjs <url>`: where a page's main thread goes on a slow phone. Loads the page
// once in Debian's chromium (phone viewport, CPU slowed 4× as Lighthouse's mobile profile does) with a
// devtools timeline trace, then prints the trace's busiest event kinds and every task over 30 ms with
// what ran inside it. Against a running site (e.g. `npm start`); prints figures, asserts nothing.
import { chromium } from '@playwright/test';

const url = process.argv[2];
if (!url) {
  console.error('usage: node e2e/bench/main-thread.mjs <url of a running site page>');
  process.exit(2);
}
const CPU_SLOWDOWN = 4;
const LONG_TASK_US = 30_000;
/** Trace events worth naming inside a long task (the rest are wrappers around these). */
const INNER = new Set(['EvaluateScript', 'FunctionCall', 'RunMicrotasks', 'v8.compile', 'ParseHTML', 'UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize', 'EventDispatch', 'TimerFire']);

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  const page = await browser.newPage({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink', 'loading'] });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1000);
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
  report(traceEvents);
} finally {
  await browser.close();
}

function report(events) {
  const threadOf = (event) => `${event.pid}:${event.tid}`;
  const names = new Map(events.filter((event) => event.name === 'thread_name').map((event) => [threadOf(event), event.args.name]));
  const busy = new Map();
  for (const event of events) {
    if (event.name === 'RunTask' && event.dur && names.get(threadOf(event)) === 'CrRendererMain') busy.set(threadOf(event), (busy.get(threadOf(event)) ?? 0) + event.dur);
  }
  const [mainThread] = [...busy].sort((a, b) => b[1] - a[1])[0];
  const onMain = events.filter((event) => threadOf(event) === mainThread && event.ph === 'X' && event.dur);

  const byName = new Map();
  for (const event of onMain) byName.set(event.name, (byName.get(event.name) ?? 0) + event.dur);
  console.log(`${url} at ${CPU_SLOWDOWN}× CPU — busiest event kinds (ms, inclusive, they nest):`);
  for (const [name, us] of [...byName].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`${(us / 1000).toFixed(1).padStart(9)}  ${name}`);

  const tasks = onMain.filter((event) => event.name === 'RunTask').sort((a, b) => a.ts - b.ts);
  const start = tasks[0]?.ts ?? 0;
  console.log(`\ntasks over ${LONG_TASK_US / 1000} ms: start ms, duration ms, what ran inside (ms)`);
  for (const task of tasks.filter((event) => event.dur > LONG_TASK_US)) {
    const inside = new Map();
    for (const event of onMain) {
      if (!INNER.has(event.name) || event.ts < task.ts || event.ts + event.dur > task.ts + task.dur) continue;
      const file = event.args?.data?.url ? ` ${event.args.data.url.split('/').pop()}` : '';
      inside.set(`${event.name}${file}`, (inside.get(`${event.name}${file}`) ?? 0) + event.dur);
    }
    const parts = [...inside].sort((a, b) => b[1] - a[1]).slice(0, 5).map(([name, us]) => `${name} ${(us / 1000).toFixed(0)}`);
    console.log(`${((task.ts - start) / 1000).toFixed(0).padStart(7)} ${(task.dur / 1000).toFixed(0).padStart(6)}  ${parts.join(' | ')}`);
  }
}
