import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { audit, describeViolations, keepReport, settle, type AxeCheck } from './axe-audit';
import { PUBLIC_ROUTES, loginAs, type DemoAccount } from './fixtures';

// Issue 42: axe-core's WCAG 2.0/2.1 A and AA rules find nothing on any route of spec 2 and the admin backend,
// for a visitor, a member, a teacher and an admin, at 375 px and 1280 px, nor in the states that matter (the
// login dialog's tabs, the pay QR dialog, the playing player bar, the filter drawer, the comment editor, the
// shot editor, the signature dialog, an admin dialog). One page per role, resized rather than reopened, keeps
// the layer quick enough for every commit.

const WIDTHS = [375, 1280] as const;
const HEIGHT = 800;

const MEMBER_ROUTES = [...PUBLIC_ROUTES, '/account', '/account?tab=message', '/account?tab=order'];
/** Where a teacher sees more than a member: the side panels, their own page, the backend they may open. */
const TEACHER_ROUTES = ['/course/1', '/shot/1', '/teacher/teacher', '/account', '/admin'];
const ADMIN_ROUTES = [
  '/admin',
  '/admin/releases',
  '/admin/shots',
  '/admin/users',
  '/admin/orders',
  '/admin/forms',
  '/admin/comments',
  '/admin/bulletins',
  '/admin/content',
  '/admin/audit',
  '/account',
  '/post/shot/create',
  '/shot/1',
];

type Role = 'visitor' | Extract<DemoAccount, 'member' | 'teacher' | 'admin'>;

/** Opens a route and waits until its page has drawn itself (a press on the server's drawing would be lost). */
async function openSettled(page: Page, route: string) {
  await page.goto(route);
  await settle(page);
}

/** Checks a page, or a state of it, at both widths (the narrow one first when `narrowFirst`). */
async function atBothWidths(page: Page, checks: AxeCheck[], where: { route: string; role: Role; state: string }, narrowFirst = true) {
  for (const [index, width] of (narrowFirst ? WIDTHS : [...WIDTHS].reverse()).entries()) {
    await page.setViewportSize({ width, height: HEIGHT });
    checks.push(await audit(page, where, { network: index === 0 }));
  }
}

/** Every route at both widths; the width order alternates so each route after the first starts without a resize. */
async function sweep(page: Page, checks: AxeCheck[], role: Role, routes: string[]) {
  for (const [index, route] of routes.entries()) {
    await page.goto(route);
    await atBothWidths(page, checks, { route, role, state: 'page' }, index % 2 === 0);
  }
}

/** Signs the page in as `role`, lets `run` fill in its checks, then fails on any violation they found. */
async function auditAs(page: Page, role: Role, run: (checks: AxeCheck[]) => Promise<void>) {
  if (role !== 'visitor') await loginAs(page, role);
  const checks: AxeCheck[] = [];
  try {
    await run(checks);
  } finally {
    // One file per test: a role audited by several tests kept only the last one's rows.
    keepReport(`${role}-line${test.info().line}`, checks);
  }
  expect(describeViolations(checks)).toEqual([]);
}

test('visitor: every public route, and the login dialog on each tab', async ({ page }) => {
  test.setTimeout(300_000);
  await auditAs(page, 'visitor', async (checks) => {
    await sweep(page, checks, 'visitor', PUBLIC_ROUTES);

    await openSettled(page, '/');
    await page.getByRole('button', { name: '登录 / 注册' }).click();
    const dialog = page.getByRole('dialog').filter({ has: page.getByRole('tab', { name: '注册' }) });
    await expect(dialog).toBeVisible();
    await atBothWidths(page, checks, { route: '/', role: 'visitor', state: '登录对话框：登录' });
    await dialog.getByRole('tab', { name: '注册' }).click();
    await atBothWidths(page, checks, { route: '/', role: 'visitor', state: '登录对话框：注册' }, false);
  });
});

test('member: every route, the filter drawer, the pay QR dialog, the comment editor, the player bar, the signature dialog', async ({ page }) => {
  test.setTimeout(420_000);
  await auditAs(page, 'member', async (checks) => {
    await sweep(page, checks, 'member', MEMBER_ROUTES);

    // The filter panel is a drawer on phones.
    await page.setViewportSize({ width: 375, height: HEIGHT });
    await openSettled(page, '/course');
    await page.getByRole('button', { name: '筛选' }).click();
    await expect(page.getByRole('dialog', { name: '筛选课程' })).toBeVisible();
    checks.push(await audit(page, { route: '/course', role: 'member', state: '筛选抽屉' }));

    // A paid course the member has not bought: 购买 opens the QR dialog.
    await openSettled(page, await unboughtPaidCourse(page));
    await page.getByRole('button', { name: '购买' }).click();
    await expect(page.getByRole('dialog').filter({ hasText: '扫码支付' }).getByRole('img', { name: '支付二维码' })).toBeVisible();
    await atBothWidths(page, checks, { route: '/course/:id', role: 'member', state: '支付二维码' }, false);

    // The comment editor with a draft, and a reply editor open under a comment.
    await openSettled(page, '/course/1?tab=2');
    await page.getByRole('textbox', { name: '写下你的评论…' }).fill('草稿');
    await page.getByRole('article').getByRole('button', { name: '回复' }).first().click();
    await atBothWidths(page, checks, { route: '/course/1?tab=2', role: 'member', state: '评论编辑' });

    // The podcast player bar while it plays.
    await openSettled(page, '/podcast');
    await page.getByRole('button', { name: /^播放：/ }).first().click();
    await expect(page.getByRole('region', { name: '播客播放器' }).getByRole('button', { name: '暂停', exact: true })).toBeVisible();
    await atBothWidths(page, checks, { route: '/podcast', role: 'member', state: '播放器播放中' }, false);

    // The health promise's signature dialog.
    await openSettled(page, '/promise');
    await page.getByRole('button', { name: '点击此处签名' }).click();
    await expect(page.getByRole('dialog', { name: '手写签名' })).toBeVisible();
    await atBothWidths(page, checks, { route: '/promise', role: 'member', state: '签名对话框' });
  });
});

test('teacher: course, shot and teacher pages with their side panels, the account centre and the backend', async ({ page }) => {
  test.setTimeout(200_000);
  await auditAs(page, 'teacher', (checks) => sweep(page, checks, 'teacher', TEACHER_ROUTES));
});

test('admin: every backend page, an admin dialog, the account centre and the shot editor', async ({ page }) => {
  test.setTimeout(300_000);
  await auditAs(page, 'admin', async (checks) => {
    await sweep(page, checks, 'admin', ADMIN_ROUTES);

    await openSettled(page, '/admin/bulletins');
    await page.getByRole('button', { name: '新建公告' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await atBothWidths(page, checks, { route: '/admin/bulletins', role: 'admin', state: '新建公告对话框' });
  });
});

test('member: the keyboard wave\'s states — the typed signature with its error, a bought course\'s lesson playing, the nickname dialog', async ({ page }) => {
  test.setTimeout(240_000);
  await auditAs(page, 'member', async (checks) => {
    // The signature typed instead of drawn, too short: its error is shown (an alert).
    await openSettled(page, '/promise');
    await page.getByRole('button', { name: '点击此处签名' }).click();
    const signature = page.getByRole('dialog', { name: '手写签名' });
    await signature.getByRole('button', { name: '无法手写？改用键盘输入姓名' }).click();
    await signature.getByLabel('输入本人姓名作为签名').fill('张');
    await signature.getByLabel('输入本人姓名作为签名').press('Enter');
    await expect(signature.getByRole('alert')).toHaveText('签名过短，请输入完整姓名');
    await atBothWidths(page, checks, { route: '/promise', role: 'member', state: '签名对话框：键盘输入（有错误）' });

    // A lesson of a course the member bought, playing, with its key hint and speed select.
    await openSettled(page, await boughtCourse(page));
    await page.getByRole('button', { name: '开始学习' }).click();
    const video = page.locator('.course-lesson-player video');
    await expect(video).toHaveCount(1);
    await video.evaluate(async (element: HTMLVideoElement) => {
      element.muted = true;
      await element.play();
    });
    await expect(page.getByRole('combobox', { name: '播放速度' })).toBeVisible();
    await atBothWidths(page, checks, { route: '/course/:id', role: 'member', state: '课时播放中（已购课程）' }, false);

    // The account centre's nickname dialog.
    await openSettled(page, '/account');
    await page.getByRole('button', { name: '修改昵称' }).click();
    await expect(page.getByRole('dialog', { name: '修改昵称' })).toBeVisible();
    await atBothWidths(page, checks, { route: '/account', role: 'member', state: '修改昵称对话框' });
  });
});

test('admin: the reason dialog every moderation action asks through', async ({ page }) => {
  test.setTimeout(120_000);
  await auditAs(page, 'admin', async (checks) => {
    await openSettled(page, '/admin/shots');
    await page.getByRole('button', { name: /^禁用 / }).first().click();
    const dialog = page.getByRole('dialog', { name: /^禁用作品「/ });
    await expect(dialog).toBeVisible();
    await atBothWidths(page, checks, { route: '/admin/shots', role: 'admin', state: '原因对话框（禁用作品）' });
  });
});

test('admin: the third keyboard wave\'s states — the password form with its errors, the health forms\' day filter, the shot editor\'s tags', async ({ page }) => {
  test.setTimeout(180_000);
  await auditAs(page, 'admin', async (checks) => {
    // 修改密码 sent empty: each field is invalid and described by its alert. Nothing is changed.
    await openSettled(page, '/account?tab=security');
    await page.getByRole('button', { name: '修改密码' }).click();
    await expect(page.getByRole('alert').filter({ hasText: '请输入当前密码' })).toBeVisible();
    await atBothWidths(page, checks, { route: '/account?tab=security', role: 'admin', state: '修改密码（有错误）' });

    // A day chosen: its tag with the close button named in Chinese.
    await openSettled(page, '/admin/forms');
    await page.getByRole('button', { name: /^查看当天（/ }).first().click();
    await expect(page.getByRole('button', { name: /^取消按日期（/ })).toBeVisible();
    await atBothWidths(page, checks, { route: '/admin/forms', role: 'admin', state: '按日期筛选' });

    // Tags typed in the shot editor, each with its 删除标签 button.
    await openSettled(page, '/post/shot/create');
    await page.getByRole('textbox', { name: '作品标签' }).fill('键盘，无障碍，');
    await expect(page.getByRole('button', { name: '删除标签 无障碍' })).toBeVisible();
    await atBothWidths(page, checks, { route: '/post/shot/create', role: 'admin', state: '作品标签' });
  });
});

/** The first course the signed-in member has bought (the seed gives the demo member some). */
async function boughtCourse(page: Page): Promise<string> {
  const list = await page.request.get('/api_v1/course/payed/course?page=0&perPage=10');
  const rows = ((await list.json()) as { data: { rows: { id: number }[] } }).data.rows;
  if (!rows[0]) throw new Error('the demo member has bought no course');
  return `/course/${rows[0].id}`;
}

/** The first paid course the signed-in member has not bought (asked of the API the page itself uses). */
async function unboughtPaidCourse(page: Page): Promise<string> {
  const list = await page.request.post('/api_v1/course/list', { data: { page: 0, perPage: 30, freeMode: 'charge' } });
  const rows = ((await list.json()) as { data: { rows: { id: number }[] } }).data.rows;
  for (const { id } of rows) {
    const check = await page.request.get(`/api_v1/course/check/purchase?courseId=${id}`);
    if (!((await check.json()) as { data: { hasPurchase: boolean } }).data.hasPurchase) return `/course/${id}`;
  }
  throw new Error('the member has bought every paid course of the seed');
}
