// The scale-out topology through nginx: two API instances on one PostgreSQL, Redis and S3 server
// (scripts/cluster-lib.mjs). Every check goes through nginx and looks at X-Served-By to see that
// both instances took part. Run by `npm test` (layer "Cluster"), or alone:
//   node --test e2e/cluster/cluster.test.mjs
// Ports: CLUSTER_TEST_PORT (nginx, 8082), API 4152-4153, Redis 6393, PostgreSQL 55416, S3 4157.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { clusterOptions, startCluster } from '../../scripts/cluster-lib.mjs';
import { repoRoot } from '../../scripts/lib.mjs';

const env = process.env;
const options = {
  ...clusterOptions({}),
  port: Number(env.CLUSTER_TEST_PORT ?? 8082),
  apiPorts: [Number(env.CLUSTER_TEST_API_PORT ?? 4152), Number(env.CLUSTER_TEST_API_PORT ?? 4152) + 1],
  redisPort: Number(env.CLUSTER_TEST_REDIS_PORT ?? 6393),
  pgPort: Number(env.CLUSTER_TEST_PG_PORT ?? 55416),
  s3Port: Number(env.CLUSTER_TEST_S3_PORT ?? 4157),
  dataDir: env.CLUSTER_TEST_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'site-cluster-test-')),
  // Builds only what is missing (the shell and server bundles of an earlier layer are reused).
  skipBuild: true,
};

let cluster;
let base;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

before(async () => {
  cluster = await startCluster(options);
  base = cluster.url;
}, { timeout: 20 * 60_000 });

after(async () => {
  await cluster?.stop();
  if (!env.CLUSTER_TEST_DATA_DIR) fs.rmSync(options.dataDir, { recursive: true, force: true });
});

/** One request through nginx; answers status, envelope body, X-Served-By and cookies. */
async function call(method, url, { body, cookie, headers = {} } = {}) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(method !== 'GET' && method !== 'HEAD' ? { origin: base } : {}),
      ...(cookie ? { cookie } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: response.status, json, servedBy: response.headers.get('x-served-by'), setCookie: response.headers.getSetCookie() };
}

const cookieOf = (answer) => answer.setCookie.map((c) => c.split(';')[0]).join('; ');

async function login(account, password = 'demo1234') {
  const answer = await call('POST', '/api_v1/account/login', { body: { account, password } });
  assert.equal(answer.status, 200, JSON.stringify(answer.json));
  return { cookie: cookieOf(answer), servedBy: answer.servedBy };
}

/** Both instances must have answered at least one of these. */
function assertBothServed(answers) {
  const names = new Set(answers.map((a) => a.servedBy));
  assert.deepEqual([...names].sort(), [...cluster.instanceNames].sort(), `answered by ${[...names].join(', ')}`);
}

/**
 * Asks again until both instances have answered (nginx alternates, but health checks and other
 * clients may take a turn), checking every answer; at most `max` requests.
 */
async function fromBoth(read, check, max = 8) {
  const answers = [];
  while (answers.length < max) {
    const answer = await read();
    check(answer);
    answers.push(answer);
    if (cluster.instanceNames.every((name) => answers.some((a) => a.servedBy === name))) return answers;
  }
  assertBothServed(answers);
  return answers;
}

/** Polls until check() holds on an answer from every instance, or fails at the deadline. */
async function untilBothFresh(deadlineMs, read, check) {
  const started = Date.now();
  const fresh = new Set();
  let last;
  while (Date.now() - started <= deadlineMs) {
    last = await read();
    if (check(last)) fresh.add(last.servedBy);
    else fresh.delete(last.servedBy);
    if (cluster.instanceNames.every((name) => fresh.has(name))) return Date.now() - started;
    await sleep(20);
  }
  assert.fail(`not fresh on every instance within ${deadlineMs} ms (fresh on: ${[...fresh].join(', ') || 'none'}; last ${JSON.stringify(last?.json).slice(0, 200)})`);
}

test('every answer says which instance made it, and nginx spreads requests over both', async () => {
  await fromBoth(() => call('GET', '/healthz'), (answer) => assert.equal(answer.status, 200));
});

test('a session made on one instance is used on the other (sessions live in PostgreSQL)', async () => {
  const { cookie, servedBy } = await login('member');
  assert.ok(servedBy);
  const accountInfo = (asked) => call('GET', '/api_v1/account/info', { cookie: asked });
  const first = await fromBoth(() => accountInfo(cookie), (answer) => assert.equal(answer.json?.data?.username, 'member', JSON.stringify(answer.json)));
  const nickname = first[0].json.data.nickname;

  // The member reads their own write at once on both instances: the answer's write mark makes the
  // instance that did not write catch up before it reads (it hears of the write only through PostgreSQL).
  const renamed = `会员${crypto.randomBytes(3).toString('hex')}`;
  const update = await call('PUT', '/api_v1/account/info/update', { cookie, body: { nickname: renamed } });
  assert.equal(update.status, 200, JSON.stringify(update.json));
  const browser = `${cookie}; ${cookieOf(update)}`;
  assert.match(browser, /(^|; )wm=/);
  await fromBoth(() => accountInfo(browser), (answer) => assert.equal(answer.json?.data?.nickname, renamed, JSON.stringify(answer.json)));
  assert.equal((await call('PUT', '/api_v1/account/info/update', { cookie: browser, body: { nickname } })).status, 200);

  // Signing out on one instance ends the session on all: the browser at once, and a copy of its old
  // cookie (replayed by someone else) is refused by every instance within the 1 s a write takes to
  // reach them all (spec: a write is visible to everyone within 1 s).
  const logout = await call('GET', '/api_v1/account/logout', { cookie: browser });
  assert.equal(logout.status, 200);
  const signedOut = cookieOf(logout).split('; ').filter((pair) => !pair.endsWith('=')).join('; ');
  await fromBoth(() => accountInfo(signedOut), (answer) => assert.equal(answer.json?.error?.code, 1100, JSON.stringify(answer.json)));
  await untilBothFresh(1000, () => accountInfo(cookie), (answer) => answer.json?.error?.code === 1100);
});

test('login lockout counts the failures made on both instances (4108 after 5)', async () => {
  const failures = [];
  for (let i = 0; i < 5; i++) failures.push(await call('POST', '/api_v1/account/login', { body: { account: 'poster', password: 'wrong-password' } }));
  for (const answer of failures) assert.equal(answer.json?.error?.code, 4103, JSON.stringify(answer.json));
  assertBothServed(failures);
  await fromBoth(
    () => call('POST', '/api_v1/account/login', { body: { account: 'poster', password: 'demo1234' } }),
    (answer) => assert.equal(answer.json?.error?.code, 4108, JSON.stringify(answer.json)),
  );
});

test('the 60 s between email codes holds whichever instance is asked', async () => {
  const email = `cluster-${crypto.randomBytes(4).toString('hex')}@example.com`;
  const first = await call('POST', '/api_v1/email/send/verify/code', { body: { email, codeType: 'register' } });
  assert.equal(first.status, 200, JSON.stringify(first.json));
  // At most 3 more: sending codes is also rate-limited (10 a minute per address).
  await fromBoth(
    () => call('POST', '/api_v1/email/send/verify/code', { body: { email, codeType: 'register' } }),
    (answer) => {
      assert.equal(answer.status, 429);
      assert.match(answer.json?.error?.message ?? '', /发送太频繁/);
    },
    3,
  );
});

test('a rate limit counts across instances (register: 10 a minute per address, not 10 per instance)', async () => {
  const answers = [];
  for (let i = 0; i < 10; i++) answers.push(await call('POST', '/api_v1/account/register-by-email', { body: {} }));
  for (const answer of answers) assert.notEqual(answer.status, 429);
  assertBothServed(answers);
  await fromBoth(() => call('POST', '/api_v1/account/register-by-email', { body: {} }), (answer) => assert.equal(answer.status, 429));
});

test('an avatar uploaded through one instance is read through the other', async () => {
  const { cookie } = await login('teacher');
  const sharp = createRequire(path.join(repoRoot, 'server', 'package.json'))('sharp');
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#cc3366' } }).png().toBuffer();
  const token = await call('GET', '/api_v1/public/file/upload/token?purpose=avatar&contentType=image/png', { cookie });
  assert.equal(token.status, 200, JSON.stringify(token.json));
  const { uploadToken, host, form } = token.json.data;
  const body = new FormData();
  let key;
  let uploaded;
  if (form) {
    // STORAGE=s3: a presigned POST straight to the bucket.
    for (const [name, value] of Object.entries(form.fields)) body.append(name, value);
    body.append('file', new Blob([png], { type: 'image/png' }), 'a.png');
    uploaded = await fetch(form.url, { method: 'POST', body });
    assert.ok(uploaded.status < 300, `bucket answered ${uploaded.status}: ${await uploaded.text()}`);
    key = form.fields.key;
  } else {
    body.append('token', uploadToken);
    body.append('file', new Blob([png], { type: 'image/png' }), 'a.png');
    uploaded = await fetch(`${base}${host}`, { method: 'POST', body, headers: { origin: base, cookie } });
    const json = await uploaded.json();
    assert.equal(uploaded.status, 200, JSON.stringify(json));
    key = json.data.key;
    assert.ok(uploaded.headers.get('x-served-by'));
  }
  await fromBoth(
    async () => {
      const response = await fetch(`${base}${host}${key}`);
      return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()), servedBy: response.headers.get('x-served-by') };
    },
    (answer) => {
      assert.equal(answer.status, 200);
      assert.ok(answer.bytes.equals(png), 'the same bytes');
    },
  );
});

function runCli(args) {
  return new Promise((resolve, reject) => {
    const child = spawn('pnpm', ['--filter', '@site/server', 'exec', 'tsx', 'src/modules/release/cli.ts', ...args], {
      cwd: repoRoot,
      env: { ...process.env, ...cluster.env, NODE_ENV: 'development', RELEASE_USER: 'cluster-test' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`release cli ${args.join(' ')} exited ${code}: ${out}`))));
  });
}

const activeCourse = async () => {
  const answer = await call('GET', '/mf/registry.json');
  return { ...answer, version: answer.json?.remotes?.find((r) => r.name === 'course')?.version };
};

test('a release, then a rollback, are served by both instances within 2 s', { timeout: 10 * 60_000 }, async (t) => {
  const before = (await activeCourse()).version;
  assert.ok(before);
  const released = await runCli(['release', 'course', '--reason', 'cluster test']);
  const version = /released and activated (\S+)/.exec(released)?.[1];
  assert.ok(version && version !== before, released);
  t.diagnostic(`release served by both after ${await untilBothFresh(2000, activeCourse, (a) => a.version === version)} ms`);
  // The new version's files answer through nginx too.
  const manifest = await fetch(`${base}/mf/course/${version}/mf-manifest.json`);
  assert.equal(manifest.status, 200);
  await runCli(['rollback', 'course', '--reason', 'cluster test']);
  t.diagnostic(`rollback served by both after ${await untilBothFresh(2000, activeCourse, (a) => a.version === before)} ms`);
});

test('a public answer changed by a write on one instance is fresh on the other within 1 s', async (t) => {
  const { cookie } = await login('admin');
  const text = `集群公告 ${crypto.randomBytes(3).toString('hex')}`;
  // Warm both instances' view of the notice first, so a cache would have something stale to serve.
  for (let i = 0; i < 4; i++) await call('GET', '/api_v1/bulletin/message');
  const created = await call('POST', '/api_v1/admin/bulletin/create', { cookie, body: { description: text, published: true } });
  assert.equal(created.status, 200, JSON.stringify(created.json));
  t.diagnostic(`new notice fresh on both after ${await untilBothFresh(1000, () => call('GET', '/api_v1/bulletin/message'), (a) => a.json?.data?.description === text)} ms`);
  const edited = `${text}（已修改）`;
  const updated = await call('POST', '/api_v1/admin/bulletin/update', { cookie, body: { id: created.json.data.id, description: edited } });
  assert.equal(updated.status, 200, JSON.stringify(updated.json));
  await untilBothFresh(1000, () => call('GET', '/api_v1/bulletin/message'), (a) => a.json?.data?.description === edited);
});

test('an instance killed with SIGKILL mid-run loses no acknowledged write and fails no idempotent read', { timeout: 120_000 }, async () => {
  const { cookie } = await login('member');
  const courses = await call('POST', '/api_v1/course/list', { body: { page: 0, perPage: 1 } });
  const courseId = courses.json?.data?.rows?.[0]?.id;
  assert.ok(courseId, JSON.stringify(courses.json).slice(0, 300));

  const acknowledged = [];
  const readFailures = [];
  let reads = 0;
  let running = true;
  const writer = (async () => {
    for (let i = 0; running; i++) {
      const answer = await call('POST', '/api_v1/comment/post', { cookie, body: { type: 'course', courseId, content: `集群写入 ${i} ${crypto.randomBytes(2).toString('hex')}` } }).catch(() => null);
      // Only answered writes count as acknowledged; a 502 from a dying instance is not.
      if (answer?.status === 200) acknowledged.push({ ...answer.json.data, at: Date.now() });
      // Under the comment limit (60 a minute per address, counted across instances).
      await sleep(100);
    }
  })();
  const reader = async (read) => {
    while (running) {
      const answer = await read().catch((error) => ({ status: 0, error }));
      reads += 1;
      if (answer.status !== 200) readFailures.push(answer.status);
    }
  };
  // course/list is a POST that only reads (spec 7): it must be retried on the survivor too.
  const readers = [
    reader(() => call('GET', '/api_v1/shot/list?perPage=24&page=0')),
    reader(() => call('GET', '/api_v1/shot/list?perPage=24&page=0')),
    reader(() => call('POST', '/api_v1/course/list', { body: { page: 0, perPage: 30 } })),
  ];
  await sleep(1500);
  cluster.killInstance(0, 'SIGKILL');
  const killedAt = Date.now();
  await sleep(3000);
  running = false;
  await Promise.all([writer, ...readers]);

  assert.deepEqual(readFailures, [], `${readFailures.length} of ${reads} reads failed`);
  assert.ok(acknowledged.length >= 5, `only ${acknowledged.length} writes acknowledged`);
  assert.ok(acknowledged.some((comment) => comment.at > killedAt + 500), 'writes go on after the kill');
  assert.ok(reads > 20, `only ${reads} reads`);
  const ids = new Set();
  for (let page = 0; ; page++) {
    const stored = await call('GET', `/api_v1/comment/list?type=course&courseId=${courseId}&perPage=100&page=${page}`);
    assert.equal(stored.status, 200);
    const rows = stored.json.data.rows;
    for (const row of rows) ids.add(row.id);
    if (rows.length < 100) break;
  }
  const missing = acknowledged.filter((comment) => !ids.has(comment.id));
  assert.deepEqual(missing, [], 'every acknowledged comment is stored');
  // The survivor answers everything now.
  const after = [await call('GET', '/healthz'), await call('GET', '/healthz')];
  for (const answer of after) assert.equal(answer.servedBy, cluster.instanceNames[1]);
});
