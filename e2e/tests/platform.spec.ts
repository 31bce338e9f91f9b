import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { siteOf } from './e2e-site';
import { loginAs, type DemoAccount } from './fixtures';
import { waitForSourceReaders } from './source-readers';

const repoRoot = path.resolve(__dirname, '../..');
/** This worker's site's folders (the test being run decides which worker). */
const dataDir = () => siteOf(test.info().parallelIndex).dataDir;
const releasesDir = () => path.join(dataDir(), 'releases');
const SITE_SUFFIX = ' - 设计学堂';

/** Every route of spec section 2 with the remote that must serve it ('shell' for the host's own). */
const routes: { path: string; remote: string; as?: DemoAccount }[] = [
  { path: '/', remote: 'course' },
  { path: '/course', remote: 'course' },
  { path: '/course/1', remote: 'course' },
  { path: '/livecourse', remote: 'course' },
  { path: '/course-plan', remote: 'course' },
  { path: '/app/1', remote: 'course' },
  { path: '/teacher/teacher', remote: 'course' },
  { path: '/tool', remote: 'course' },
  { path: '/shots', remote: 'shots' },
  { path: '/shot/1', remote: 'shots' },
  { path: '/post/shot/create', remote: 'shots', as: 'poster' },
  { path: '/podcast', remote: 'podcast' },
  { path: '/podcast/1', remote: 'podcast' },
  { path: '/account', remote: 'account', as: 'member' },
  { path: '/promise', remote: 'forms' },
  { path: '/health-sign', remote: 'forms' },
];

function releaseCli(...args: string[]): string {
  return execFileSync('pnpm', ['--silent', ...args], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir() },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

function activeVersion(remote: string): string {
  const registry = JSON.parse(fs.readFileSync(path.join(releasesDir(), 'registry.json'), 'utf8')) as {
    remotes: Record<string, { active: string }>;
  };
  return registry.remotes[remote].active;
}

/** Opens a path and waits until its remote's code has been fetched from the release folder. */
async function openThroughRemote(page: Page, urlPath: string, remote: string) {
  const fetched = page.waitForResponse((r) => r.url().includes(`/mf/${remote}/`) && r.ok());
  await page.goto(urlPath);
  await fetched;
}

for (const route of routes) {
  test(`${route.path} renders through mfe-${route.remote} with a titled page`, async ({ page }) => {
    if (route.as) await loginAs(page, route.as);
    await openThroughRemote(page, route.path, route.remote);
    await expect(page).toHaveTitle(new RegExp(`${SITE_SUFFIX}$`));
    await expect(page.getByText('该模块暂时无法加载')).toHaveCount(0);
    await expect(page.getByRole('navigation').first()).toBeVisible();
  });
}

test('unknown paths show the 404 page inside the frame', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('页面不存在', { exact: true })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`${SITE_SUFFIX}$`));
});

test('React and Arco are loaded once, from the shell, across every remote', async ({ page }) => {
  const scripts = new Map<string, string>();
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script' && response.ok()) {
      scripts.set(response.url(), await response.text().catch(() => ''));
    }
  });
  await loginAs(page, 'poster');
  for (const urlPath of ['/', '/course', '/shots', '/podcast', '/account', '/promise']) {
    await page.goto(urlPath);
    await page.waitForLoadState('networkidle');
  }
  const withReact = [...scripts].filter(([, body]) => body.includes('Minified React error')).map(([url]) => url);
  const withArco = [...scripts].filter(([, body]) => body.includes('getPrefixCls')).map(([url]) => url);
  expect(withReact.length).toBeGreaterThan(0);
  expect(withReact.filter((url) => url.includes('/mf/'))).toEqual([]);
  expect(withArco).toHaveLength(1);
  expect(withArco[0]).not.toContain('/mf/');
});

test("a visitor's first page gets the libraries the shell starts with in one script", async ({ page }) => {
  const shellScripts = new Map<string, string>();
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (response.request().resourceType() === 'script' && response.ok() && url.pathname.startsWith('/static/js/')) {
      shellScripts.set(url.pathname, await response.text().catch(() => ''));
    }
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  // A string only each library's own code holds: React DOM, React Router, axios, dayjs.
  const markers = ['Minified React error', '__reactRouterVersion', 'Request failed with status code', 'Invalid Date'];
  const holders = markers.map((marker) => [...shellScripts].filter(([, body]) => body.includes(marker)).map(([file]) => file));
  for (const files of holders) expect(files).toHaveLength(1);
  expect(new Set(holders.flat()).size).toBe(1);
});

test('every script of the shell and the remotes asks V8 to compile it whole while it downloads', async ({ page }) => {
  const firstLines = new Map<string, string>();
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script' && response.ok()) {
      firstLines.set(new URL(response.url()).pathname, (await response.text().catch(() => '')).split('\n', 1)[0]);
    }
  });
  for (const urlPath of ['/', '/shots']) {
    await page.goto(urlPath);
    await page.waitForLoadState('networkidle');
  }
  expect([...firstLines.keys()].some((file) => file.startsWith('/mf/'))).toBe(true);
  for (const [file, line] of firstLines) expect({ file, line }).toEqual({ file, line: '//# allFunctionsCalledOnLoad' });
});

test.describe('release, rollback and failure isolation', () => {
  test.describe.configure({ timeout: 300_000 });
  const routesFile = path.join(repoRoot, 'mfe-podcast', 'src', 'routes.tsx');

  test('a release shows on reload without a restart, a rollback brings the old one back, a broken version falls back', async ({ page }) => {
    const original = fs.readFileSync(routesFile, 'utf8');
    const before = activeVersion('podcast');
    const marker = `发布标记 ${Date.now()}`;
    try {
      await waitForSourceReaders();
    fs.writeFileSync(routesFile, `${original}\npages.podcast = () => <h1>${marker}</h1>;\n`);
      releaseCli('release', 'podcast');
    } finally {
      fs.writeFileSync(routesFile, original);
    }
    const released = activeVersion('podcast');
    expect(released).not.toBe(before);

    await openThroughRemote(page, '/podcast', 'podcast');
    await expect(page.getByRole('heading', { name: marker })).toBeVisible();

    // The new version's folder disappears (a broken deploy): the runtime falls back to the previous one.
    const releasedDir = path.join(releasesDir(), 'podcast', released);
    fs.renameSync(releasedDir, `${releasedDir}-moved`);
    try {
      await page.goto('/podcast');
      await expect(page.getByRole('heading', { name: marker })).toHaveCount(0);
      await expect(page.getByText('该模块暂时无法加载')).toHaveCount(0);
      await expect(page).toHaveTitle(new RegExp(`${SITE_SUFFIX}$`));
    } finally {
      fs.renameSync(`${releasedDir}-moved`, releasedDir);
    }

    await page.goto('/podcast');
    await expect(page.getByRole('heading', { name: marker })).toBeVisible();
    expect(releaseCli('rollback', 'podcast')).toContain(before);
    await page.reload();
    await expect(page.getByRole('heading', { name: marker })).toHaveCount(0);
    expect(releaseCli('releases')).toContain(`* ${before}`);
  });

  test('a remote with no reachable version shows the error panel while every other route works', async ({ page }) => {
    const version = activeVersion('forms');
    const dir = path.join(releasesDir(), 'forms', version);
    fs.renameSync(dir, `${dir}-moved`);
    try {
      await page.goto('/promise');
      await expect(page.getByText('该模块暂时无法加载')).toBeVisible();
      await expect(page.getByRole('button', { name: '重试' })).toBeVisible();
      for (const other of routes.filter((r) => r.remote !== 'forms' && !r.as)) {
        await openThroughRemote(page, other.path, other.remote);
        await expect(page.getByText('该模块暂时无法加载')).toHaveCount(0);
      }
      // Navigation and login keep working.
      await page.getByRole('button', { name: /登录/ }).first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.goto('/promise');
      await expect(page.getByText('该模块暂时无法加载')).toBeVisible();
    } finally {
      fs.renameSync(`${dir}-moved`, dir);
    }
    // Once the remote is reachable again, 重试 loads it in place, without a page reload.
    await page.getByRole('button', { name: '重试' }).click();
    await expect(page.getByText('该模块暂时无法加载')).toHaveCount(0);
    await expect(page).toHaveTitle(new RegExp(`${SITE_SUFFIX}$`));
  });
});
