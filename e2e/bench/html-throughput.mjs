// Issue 41, goal 6: a server-rendered page should cost at most its data calls plus 20 %. For each page and viewer
// this measures HTML pages/s and, in the same run, each API call the render made, alone, then prints a table.
// Prints figures; asserts nothing (exits non-zero only when the site does not answer as expected).
// Env: BENCH_BASE_URL (a running site, http://localhost:3450), BENCH_SECONDS (5 per measurement), BENCH_PAGES,
// BENCH_ACCEPT_ENCODING (none: uncompressed, as server/bench does; `br, gzip` asks for the page and the calls as a
// browser does, each compressed where the server compresses it).
import { createRequire } from 'node:module';

const autocannon = createRequire(new URL('../../server/package.json', import.meta.url))('autocannon');
const baseURL = (process.env.BENCH_BASE_URL ?? 'http://localhost:3450').replace(/\/$/, '');
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const pages = (process.env.BENCH_PAGES ?? '/course,/course/62').split(',').map((page) => page.trim()).filter(Boolean);
const acceptEncoding = process.env.BENCH_ACCEPT_ENCODING ? { 'accept-encoding': process.env.BENCH_ACCEPT_ENCODING } : {};

/**
 * The page-data block's keys are the components' useRequest keys, not HTTP requests (requestKey's form is the
 * older route-data block's), so each key is turned back into the call its component makes. A key's query may
 * carry labels that are not parameters (`user=11`: the viewer the answer belongs to, which the session decides).
 * The rules cover the benched pages; the embedded answer is compared with the call's own answer below, so a
 * wrong rule shows up as a note instead of a silently wrong figure.
 */
function callForKey(key) {
  const paged = /^paged:(\d+):(.*)$/.exec(key);
  if (paged) {
    const filters = JSON.parse(paged[2]);
    // The catalogue's unfiltered first page (toListRequest in mfe-course): its body is only the page.
    const unfiltered = filters.priceBucket === 0 && filters.keyword === '' && filters.sort === null && Object.keys(filters).length === 3;
    return unfiltered ? { method: 'POST', path: '/course/list', body: JSON.stringify({ page: 0, perPage: Number(paged[1]) }) } : null;
  }
  const url = new URL(`/${key}`, 'http://key.invalid');
  url.searchParams.delete('user');
  // The footer asks for its friend links by type (shell/src/layout/api/get-friend-links.ts).
  if (url.pathname === '/navigation/friend/link/list') url.searchParams.set('type', 'link');
  return { method: 'GET', path: `${url.pathname}${url.search}` };
}

/** Signs the demo member in (the server refuses a POST whose Origin is not the site's) and answers its session cookie. */
async function memberCookie() {
  const response = await fetch(`${baseURL}/api_v1/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseURL },
    body: JSON.stringify({ account: 'member', password: 'demo1234' }),
  });
  const sid = response.headers.getSetCookie().find((cookie) => cookie.startsWith('sid='));
  if (!response.ok || !sid) throw new Error(`login as member failed: ${response.status} ${await response.text()}`);
  return sid.split(';')[0];
}

/** The warm-up request: one answer, which must be a 200. */
async function warmUp(url, { method = 'GET', body, cookie } = {}) {
  const response = await fetch(url, { method, body, headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(cookie ? { cookie } : {}) } });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${method} ${url} answered ${response.status} on warm-up`);
  return { text, cacheControl: response.headers.get('cache-control') };
}

/** Answers per second under load, as server/bench/lib.ts drives autocannon (no compression asked, as there). */
async function rate(url, { method = 'GET', body, cookie } = {}) {
  const result = await autocannon({
    url,
    method,
    body,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(cookie ? { cookie } : {}), ...acceptEncoding },
    connections: 10,
    duration: seconds,
  });
  // The status codes that were not 2xx, so a restart (503s) or a lost session (401s) is told apart from a slow answer.
  const codes = Object.keys(result.statusCodeStats).filter((code) => !code.startsWith('2'));
  return { perSecond: result.requests.average, bad: result.non2xx + result.errors + result.timeouts, codes };
}

const round = (value) => (value >= 100 ? Math.round(value).toString() : value.toFixed(1));

console.log(`# HTML vs data calls throughput (issue 41, goal 6)\n`);
const encodingEnv = process.env.BENCH_ACCEPT_ENCODING ? ` BENCH_ACCEPT_ENCODING='${process.env.BENCH_ACCEPT_ENCODING}'` : '';
console.log(`\`BENCH_BASE_URL=${baseURL} BENCH_SECONDS=${seconds} BENCH_PAGES=${pages.join(',')}${encodingEnv} node e2e/bench/html-throughput.mjs\`  `);
console.log(`${new Date().toISOString()}, ${seconds} s per measurement, 10 connections, ${process.env.BENCH_ACCEPT_ENCODING ? `Accept-Encoding: ${process.env.BENCH_ACCEPT_ENCODING}` : 'uncompressed'}\n`);
console.log('A visitor\'s HTML is the page cache (its JSON calls come from the read cache too); a member\'s page is rendered for each request, so the goal (ratio ≤ 1.20) is theirs.\n');

const cookie = await memberCookie();
const rows = [];
const notes = [];
for (const page of pages) {
  for (const viewer of ['visitor', 'member']) {
    const as = viewer === 'member' ? { cookie } : {};
    const { text: html, cacheControl } = await warmUp(`${baseURL}${page}`, as);
    const block = /<script id="page-data" type="application\/json">(.*?)<\/script>/s.exec(html);
    if (!/<div id="root" data-server-rendered=""/.test(html) || !block) {
      rows.push(`| ${page} | ${viewer} | not server-rendered: skipped | | | | | |`);
      continue;
    }
    const answers = JSON.parse(block[1]).answers;
    const calls = [];
    for (const [key, answer] of Object.entries(answers)) {
      const call = callForKey(key);
      if (!call) {
        notes.push(`${page} (${viewer}): no rule for the key \`${key}\`; left out of the data cost`);
        continue;
      }
      const url = `${baseURL}/api_v1${call.path}`;
      const { text } = await warmUp(url, { ...call, ...as });
      // The same answer as the embedded one shows the key was turned into the right call.
      if (JSON.stringify(JSON.parse(text).data) !== JSON.stringify(answer.data)) notes.push(`${page} (${viewer}): \`${key}\` → ${call.method} ${call.path} answers other data than the page embedded`);
      calls.push({ ...call, url });
    }
    const pageRate = await rate(`${baseURL}${page}`, as);
    let dataCost = 0;
    let bad = 0;
    const codes = new Set(pageRate.codes);
    const each = [];
    for (const call of calls) {
      const callRate = await rate(call.url, { ...call, ...as });
      dataCost += 1 / callRate.perSecond;
      bad += callRate.bad;
      callRate.codes.forEach((code) => codes.add(code));
      each.push(`${call.method} ${call.path}${call.body ? ` ${call.body}` : ''}: ${round(callRate.perSecond)}`);
    }
    if (pageRate.bad + bad > 0) notes.push(`${page} (${viewer}): failed answers under load (status ${[...codes].join(', ') || 'none: connection errors'}); this row's figures do not count`);
    const ratio = dataCost > 0 ? 1 / pageRate.perSecond / dataCost : NaN;
    rows.push(
      `| ${page} | ${viewer} (${cacheControl}) | ${round(pageRate.perSecond)} | ${calls.length} | ${each.join('<br>')} | ${dataCost > 0 ? round(1 / dataCost) : '-'} | ${ratio.toFixed(2)} | ${pageRate.bad} / ${bad} |`,
    );
  }
}

console.log('| page | viewer (cache-control) | HTML pages/s | data calls | each call, calls/s | data-only pages/s | ratio HTML/data (goal ≤ 1.20, members) | non-2xx+errors HTML / calls |');
console.log('|---|---|---:|---:|---|---:|---:|---:|');
for (const row of rows) console.log(row);
if (notes.length) console.log(`\nNotes:\n${notes.map((note) => `- ${note}`).join('\n')}`);
