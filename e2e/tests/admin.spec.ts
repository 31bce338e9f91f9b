import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { siteOf } from './e2e-site';
import { loginAs } from './fixtures';
import { waitForSourceReaders } from './source-readers';

const repoRoot = path.resolve(__dirname, '../..');
/** This worker's site's folders (the test being run decides which worker). */
const dataDir = () => siteOf(test.info().parallelIndex).dataDir;
const releasesDir = () => path.join(dataDir(), 'releases');

function releaseCli(...args: string[]): string {
  return execFileSync('pnpm', ['--silent', ...args], { cwd: repoRoot, env: { ...process.env, DATA_DIR: dataDir() }, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

function activeVersion(remote: string): string {
  const registry = JSON.parse(fs.readFileSync(path.join(releasesDir(), 'registry.json'), 'utf8')) as { remotes: Record<string, { active: string }> };
  return registry.remotes[remote].active;
}

/** Fills the reason dialog every admin change opens, and confirms. */
async function confirmWithReason(page: Page, reason: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/^原因/).fill(reason);
  await dialog.getByRole('button', { name: '确认' }).click();
  await expect(dialog).toHaveCount(0);
}

test('a visitor and a member opening /admin see 无权访问, and mfe-admin is not loaded on /', async ({ page }) => {
  const adminChunks: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/mf/admin/')) adminChunks.push(request.url());
  });
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(adminChunks).toEqual([]);
  await page.goto('/admin');
  await expect(page.getByText('无权访问')).toBeVisible();
  await loginAs(page, 'member');
  await page.goto('/admin/shots');
  await expect(page.getByText('无权访问')).toBeVisible();
});

test('an admin disables a shot from the backend and its author sees 7701 (作品已被管理员禁用) on publish', async ({ page, browser }) => {
  await loginAs(page, 'admin');
  await page.goto('/');
  const accountMenu = page.getByRole('button', { name: /的账号菜单/ });
  // The home page comes rendered on the server: its menu opens on hover once React has taken the button over.
  await expect.poll(() => accountMenu.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps$'))), { timeout: 30_000 }).toBe(true);
  await accountMenu.hover();
  await page.getByText('管理后台').click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole('navigation', { name: '管理后台菜单' }).getByText('作品管理').click();
  await page.getByPlaceholder('搜索标题或作者').fill('poster');
  await page.getByPlaceholder('搜索标题或作者').press('Enter');
  const row = page.getByRole('row').filter({ has: page.getByRole('button', { name: /^禁用 / }) }).first();
  const id = (await row.getByRole('cell').first().innerText()).trim();
  await row.getByRole('button', { name: /^禁用 / }).click();
  await confirmWithReason(page, '端到端测试：含广告');
  await expect(page.getByText('已禁用：端到端测试：含广告').first()).toBeVisible();

  const authorContext = await browser.newContext();
  const author = await authorContext.newPage();
  try {
    await loginAs(author, 'poster');
    await author.goto(`/post/shot/${id}`);
    const publish = author.getByRole('switch', { name: '发布作品' });
    await expect(publish).not.toBeChecked();
    // The editor says so before anyone tries, with the reason; the refused publish then says it again.
    await expect(author.getByText(/原因：端到端测试：含广告/)).toBeVisible();
    await publish.click();
    await expect(author.getByText('作品已被管理员禁用')).toHaveCount(2);
    await author.goto('/account?tab=message');
    await expect(author.getByText('原因：端到端测试：含广告').first()).toBeVisible();
    const answer = await author.request.post('/api_v1/shot/status/update', { data: { id: Number(id), status: true } });
    expect(((await answer.json()) as { error: { code: number } }).error.code).toBe(7701);
  } finally {
    await authorContext.close();
  }

  // Enabling it again publishes it, and the audit log shows both changes.
  // Arco's button-style radios hide the input: the label takes the click.
  await page.getByRole('radio', { name: '已禁用' }).locator('xpath=..').click();
  await page.getByRole('button', { name: /^解除禁用 / }).first().click();
  await confirmWithReason(page, '端到端测试：已整改');
  await page.goto('/admin/audit');
  await expect(page.getByText('解除禁用作品').first()).toBeVisible();
  await expect(page.getByText('禁用作品', { exact: true }).first()).toBeVisible();
});

test('a release manager rolls a remote back from the release console and the site serves the old version', async ({ page }) => {
  const before = activeVersion('forms');
  const routesFile = path.join(repoRoot, 'mfe-forms', 'src', 'routes.tsx');
  const original = fs.readFileSync(routesFile, 'utf8');
  const marker = `管理后台回滚测试 ${Date.now()}`;
  try {
    await waitForSourceReaders();
    fs.writeFileSync(routesFile, `${original}\npages.promise = () => <h1>${marker}</h1>;\n`);
    releaseCli('release', 'forms', '--reason', 'e2e 坏版本');
  } finally {
    fs.writeFileSync(routesFile, original);
  }
  const broken = activeVersion('forms');
  expect(broken).not.toBe(before);
  await page.goto('/promise');
  await expect(page.getByRole('heading', { name: marker })).toBeVisible();

  await loginAs(page, 'release');
  await page.goto('/admin');
  // A release manager sees the release console and nothing else.
  const menu = page.getByRole('navigation', { name: '管理后台菜单' });
  await expect(menu.getByText('发布控制台')).toBeVisible();
  await expect(menu.getByText('作品管理')).toHaveCount(0);
  await menu.getByText('发布控制台').click();
  const card = page.getByLabel('健康表单（forms）');
  await expect(card.getByText(broken).first()).toBeVisible();
  await card.getByRole('button', { name: '回滚到上一版本' }).click();
  await confirmWithReason(page, 'e2e：承诺书页面异常');
  await expect(card.getByText('已回滚').first()).toBeVisible();

  expect(activeVersion('forms')).toBe(before);
  const listed = releaseCli('releases');
  expect(listed).toContain(`* ${before}`);
  expect(listed).toContain('e2e：承诺书页面异常');
  await page.goto('/promise');
  await expect(page.getByLabel('姓名')).toBeVisible();
  await expect(page.getByRole('heading', { name: marker })).toHaveCount(0);
});

test('an admin edits the current bulletin and a visitor sees it in the notice bar', async ({ page, browser }) => {
  const text = `端到端公告 ${Date.now()}`;
  await loginAs(page, 'admin');
  await page.goto('/admin/bulletins');
  const newestPublished = page.getByRole('row').filter({ hasText: '已发布' }).first();
  await newestPublished.getByRole('button', { name: /^编辑公告/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('公告内容').fill(text);
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('cell', { name: text })).toBeVisible();

  const visitorContext = await browser.newContext();
  try {
    const visitor = await visitorContext.newPage();
    await visitor.goto('/');
    await expect(visitor.getByText(text)).toBeVisible();
  } finally {
    await visitorContext.close();
  }
});

test('a release whose active build fails to load is rolled back automatically and shown in the console', async ({ page, browser }) => {
  const before = activeVersion('forms');
  const routesFile = path.join(repoRoot, 'mfe-forms', 'src', 'routes.tsx');
  const original = fs.readFileSync(routesFile, 'utf8');
  try {
    await waitForSourceReaders();
    fs.writeFileSync(routesFile, `${original}\n// auto-rollback e2e ${Date.now()}\n`);
    releaseCli('release', 'forms', '--reason', 'e2e 自动回滚');
  } finally {
    fs.writeFileSync(routesFile, original);
  }
  const broken = activeVersion('forms');
  expect(broken).not.toBe(before);
  // A broken deploy: the new version's files are gone, so every visitor falls back to the previous one.
  const brokenDir = path.join(releasesDir(), 'forms', broken);
  fs.renameSync(brokenDir, `${brokenDir}-moved`);
  try {
    // Five visitors on five networks (the site trusts the proxy's X-Forwarded-For): the rollback counts distinct
    // networks, never the reports of one machine.
    for (let visit = 0; visit < 5 && activeVersion('forms') === broken; visit += 1) {
      const visitor = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': `203.0.${113 + visit}.20` } });
      try {
        const visitorPage = await visitor.newPage();
        const reported = visitorPage.waitForResponse((response) => response.url().endsWith('/api_v1/release/telemetry'));
        await visitorPage.goto('/promise');
        await expect(visitorPage.getByLabel('姓名')).toBeVisible();
        expect((await reported).status()).toBe(200);
      } finally {
        await visitor.close();
      }
    }
    await expect.poll(() => activeVersion('forms')).toBe(before);
  } finally {
    fs.renameSync(`${brokenDir}-moved`, brokenDir);
  }
  expect(releaseCli('releases')).toContain('auto-rollback');

  await loginAs(page, 'release');
  await page.goto('/admin/releases');
  const card = page.getByLabel('健康表单（forms）');
  await card.getByRole('tab', { name: '启用历史' }).click();
  await expect(card.getByText('自动回滚').first()).toBeVisible();
});

test('a banner created in the backend (800x300 preview uploaded with progress) shows on the home page', async ({ page, browser }) => {
  const name = `端到端轮播图 ${Date.now()}`;
  await loginAs(page, 'admin');
  await page.goto('/admin/content');
  // A real 800x300 PNG to upload: a screenshot of the page itself.
  const png = await page.screenshot({ clip: { x: 0, y: 0, width: 800, height: 300 } });
  await page.getByRole('button', { name: '新建轮播图' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('标题').fill(name);
  await dialog.getByLabel('链接地址').fill('/course');
  await dialog.getByLabel('选择预览图文件').setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: png });
  await expect(dialog.getByAltText('预览图预览')).toBeVisible();
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();

  const visitorContext = await browser.newContext();
  try {
    const visitor = await visitorContext.newPage();
    await visitor.goto('/');
    // The carousel hides the slides not on screen from the accessibility tree until they come round.
    await expect(visitor.getByRole('link', { name, includeHidden: true }).first()).toBeAttached();
  } finally {
    await visitorContext.close();
  }

  // Clean up through the page too: the home page of later tests keeps its seeded banners.
  await page.getByRole('button', { name: `删除 ${name}` }).click();
  await page.getByRole('button', { name: '删除', exact: true }).click();
  await expect(page.getByRole('cell', { name, exact: true })).toHaveCount(0);
  await page.goto('/admin/audit');
  await expect(page.getByText(name).first()).toBeVisible();
});

test('a member reports a comment (举报), an admin deletes it from the reported list, and visitors no longer see it', async ({ page, browser }) => {
  const text = `端到端举报评论 ${Date.now()}`;
  const posterContext = await browser.newContext();
  let shotId = 0;
  try {
    const poster = await posterContext.newPage();
    await loginAs(poster, 'poster');
    const shots = (await (await poster.request.get('/api_v1/shot/list?perPage=24&page=0')).json()) as { data: { rows: { id: number; enableComment?: boolean }[] } };
    for (const shot of shots.data.rows) {
      const posted = await poster.request.post('/api_v1/comment/post', { data: { type: 'shot', shotId: shot.id, content: text } });
      if (posted.ok()) {
        shotId = shot.id;
        break;
      }
    }
  } finally {
    await posterContext.close();
  }
  expect(shotId).toBeGreaterThan(0);

  await loginAs(page, 'member');
  await page.goto(`/shot/${shotId}`);
  const comment = page.getByRole('article').filter({ hasText: text });
  await comment.getByRole('button', { name: /^举报/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('举报理由（选填）').fill('广告');
  await dialog.getByRole('button', { name: '提交举报' }).click();
  await expect(page.getByText('举报成功，我们会尽快处理')).toBeVisible();

  const adminContext = await browser.newContext();
  try {
    const admin = await adminContext.newPage();
    await loginAs(admin, 'admin');
    await admin.goto('/admin/comments');
    const row = admin.getByRole('row').filter({ hasText: text });
    await expect(row.getByText('1 人举报')).toBeVisible();
    await row.getByRole('button', { name: /^删除评论/ }).click();
    await confirmWithReason(admin, '端到端测试：广告');
    await expect(admin.getByRole('row').filter({ hasText: text })).toHaveCount(0);
  } finally {
    await adminContext.close();
  }

  const visitorContext = await browser.newContext();
  try {
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/shot/${shotId}`);
    await expect(visitor.getByRole('region', { name: '评论' })).toBeVisible();
    await expect(visitor.getByText(text)).toHaveCount(0);
  } finally {
    await visitorContext.close();
  }
});

test('at 1280 px the admin tables keep each email, time and row of buttons on one line, with room under 新建', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await loginAs(page, 'admin');
  const linesOf = (cell: import('@playwright/test').Locator) => cell.evaluate((element) => element.getClientRects().length);

  await page.goto('/admin/users');
  await expect(page.getByRole('columnheader', { name: '账号状态' })).toBeVisible();
  // 30 more accounts contain "member"; the one typed in full comes first.
  await page.getByPlaceholder('搜索用户名、昵称或邮箱').fill('member');
  await page.getByPlaceholder('搜索用户名、昵称或邮箱').press('Enter');
  const row = page.locator('tbody tr').first();
  await expect(row).toContainText('member@demo.example.com');
  await expect(row.getByRole('switch', { name: 'member 账号可用' })).toBeChecked();
  await expect(row.getByText('正常', { exact: true })).toBeVisible();
  expect(await linesOf(row.getByText('member@demo.example.com'))).toBe(1);
  expect(await linesOf(row.getByText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/))).toBe(1);

  await page.goto('/admin/content');
  const first = page.getByRole('row').filter({ has: page.getByRole('button', { name: /^编辑 / }) }).first();
  await expect(first.getByRole('button', { name: /^删除 / })).toBeVisible();
  const tops = await first.getByRole('button').evaluateAll((buttons) => buttons.map((button) => Math.round(button.getBoundingClientRect().top)));
  expect(new Set(tops).size).toBe(1);
  const create = (await page.getByRole('button', { name: /^新建/ }).first().boundingBox())!;
  const table = (await page.locator('.arco-table').first().boundingBox())!;
  expect(table.y - (create.y + create.height)).toBeGreaterThanOrEqual(12);
});
