import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { loginAs, registerThroughApi } from './fixtures';

const toast = (page: Page, text: string) => expect(page.locator('.arco-message').filter({ hasText: text }).first()).toBeVisible();

/** Starts the current lesson if the browser's autoplay policy held it back, and waits until it runs. */
async function ensurePlaying(page: Page) {
  const video = page.locator('.course-lesson-player video');
  await expect(video).toHaveCount(1);
  await video.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    if (element.paused) void element.play();
  });
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 15_000 }).toBeGreaterThan(0.5);
}

test('courses: home -> filter and sort -> course -> log in -> buy by QR -> play -> resume prompt', async ({ page, context, playwright, baseURL }) => {
  test.setTimeout(240_000);
  // A fresh buyer each run, so the course is never bought already (the browser is not logged in yet).
  const api = await playwright.request.newContext({ baseURL });
  const buyer = await registerThroughApi(api, 'buyer');
  await api.dispose();

  // Home: the latest courses section links to the catalogue.
  await page.goto('/');
  const latest = page.getByRole('region', { name: '最新课程' });
  await expect(latest.locator('.site-course-card').first()).toBeVisible();
  await latest.getByRole('link', { name: '更多' }).click();
  await expect(page).toHaveURL(/\/course$/);

  // Filter by a price bucket (forces 付费) and sort by price.
  const filtered = page.waitForRequest((r) => r.url().endsWith('/api_v1/course/list') && (r.postData() ?? '').includes('"startPrice":100'));
  await page.getByRole('group', { name: '价格' }).getByText('1-99元').click();
  expect(JSON.parse((await filtered).postData() ?? '{}')).toMatchObject({ page: 0, perPage: 30, freeMode: 'charge', startPrice: 100, endPrice: 9999 });
  const sorted = page.waitForRequest((r) => r.url().endsWith('/api_v1/course/list') && (r.postData() ?? '').includes('"sort"'));
  await page.getByRole('button', { name: '价格', exact: true }).click();
  expect(JSON.parse((await sorted).postData() ?? '{}')).toMatchObject({ sort: { price: 'DESC' }, freeMode: 'charge' });
  await expect(page.getByText(/共 \d+ 门课程/)).toBeVisible();

  // Open the first paid course.
  // The shell keeps visited pages mounted (hidden), so look inside the catalogue only.
  const card = page.locator('.course-catalogue .site-course-card').first();
  await expect(card).toBeVisible();
  await card.click();
  await expect(page).toHaveURL(/\/course\/\d+$/);
  const courseUrl = new URL(page.url()).pathname;

  // Buying needs login: the login dialog opens.
  await page.getByRole('button', { name: '购买' }).click();
  const dialog = page.getByRole('dialog').filter({ has: page.getByLabel('用户名或邮箱') });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('用户名或邮箱').fill(buyer.username);
  await dialog.getByLabel('密码').fill(buyer.password);
  await dialog.getByRole('button', { name: '登录', exact: true }).click();
  await toast(page, '登录成功');

  // Buy: the QR modal shows; the sandbox page confirms; the modal closes by itself.
  await page.getByRole('button', { name: '购买' }).click();
  const payModal = page.getByRole('dialog').filter({ hasText: '扫码支付' });
  await expect(payModal.getByRole('img', { name: '支付二维码' })).toBeVisible();
  const codeUrl = await payModal.getByRole('link', { name: '在新页面打开支付链接' }).getAttribute('href');
  expect(codeUrl).toBeTruthy();
  const payer = await context.newPage();
  await payer.goto(codeUrl ?? '');
  await payer.getByRole('button', { name: '确认支付' }).click();
  await expect(payer.getByRole('heading', { name: '支付成功' })).toBeVisible();
  await payer.close();
  await toast(page, '购买成功');
  await expect(payModal).toBeHidden();
  await expect(page.getByText('已购买')).toBeVisible();

  // A paid lesson now plays to its end (the lessons are a few seconds long).
  const lessons = page.getByRole('list', { name: '课时列表' });
  await lessons.getByRole('button').nth(1).click();
  await ensurePlaying(page);
  const finalReport = page.waitForRequest(
    (r) => r.url().endsWith('/course/lesson/watch/progress') && r.method() === 'PUT' && (r.postData() ?? '').includes('"final":true'),
    { timeout: 60_000 },
  );
  await finalReport;

  // Leave and come back: choosing the lesson offers to continue where it stopped.
  await page.goto('/course');
  await page.goto(courseUrl);
  await page.getByRole('list', { name: '课时列表' }).getByRole('button').nth(1).click();
  const prompt = page.getByRole('dialog', { name: '继续观看' });
  await expect(prompt).toContainText(/上次观看到 \d\d:\d\d/);
  await prompt.getByRole('button', { name: '继续观看' }).click();
  await expect(prompt).toBeHidden();
});

test('course comments: comment, reply, like, pin as a teacher, delete own', async ({ browser }) => {
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await loginAs(member, 'member');
  await member.goto('/course');
  await member.locator('.course-catalogue .site-course-card').first().click();
  await expect(member).toHaveURL(/\/course\/\d+$/);
  const courseUrl = new URL(member.url()).pathname;

  // The comments tab is kept in the URL.
  await member.getByRole('tab', { name: '评论' }).click();
  await expect(member).toHaveURL(/tab=2/);
  const text = `端到端评论 ${Date.now()}`;
  const box = member.getByLabel('写下你的评论…');
  await expect(member.getByRole('button', { name: '发表评论' })).toBeDisabled();
  await box.fill(text);
  await member.getByRole('button', { name: '发表评论' }).click();
  await toast(member, '评论成功');
  const mine = member.getByRole('article').filter({ hasText: text });
  await expect(mine).toBeVisible();

  // The teacher replies, likes and pins it.
  const teacherContext = await browser.newContext();
  const teacher = await teacherContext.newPage();
  await loginAs(teacher, 'teacher');
  await teacher.goto(`${courseUrl}?tab=2`);
  const target = teacher.getByRole('article').filter({ hasText: text });
  await expect(target).toBeVisible();
  await target.getByRole('button', { name: '回复' }).click();
  await teacher.getByLabel(/^回复 @/).fill('谢谢你的反馈');
  await teacher.getByRole('button', { name: '发布回复' }).click();
  await toast(teacher, '回复成功');
  await expect(teacher.getByText('谢谢你的反馈')).toBeVisible();
  const liked = teacher.getByRole('article').filter({ hasText: text }).getByRole('button', { name: '点赞' });
  await liked.click();
  await expect(teacher.getByRole('article').filter({ hasText: text }).getByRole('button', { name: '取消点赞' })).toContainText('1');
  await teacher.getByRole('article').filter({ hasText: text }).getByRole('button', { name: '置顶' }).click();
  // Pinned once the list drawn again says so: its button offers 取消置顶 (the text 置顶 alone also matched the button
  // pressed, and the member's reload could come before the pin was saved).
  await expect(teacher.getByRole('article').filter({ hasText: text }).getByRole('button', { name: '取消置顶' })).toBeVisible();
  await expect(teacher.getByRole('article').filter({ hasText: text }).locator('.arco-tag').getByText('置顶', { exact: true })).toBeVisible();

  // The member sees the pin and deletes the own comment; others' comments offer no delete.
  await member.reload();
  const pinned = member.getByRole('article').filter({ hasText: text });
  await expect(pinned.getByText('置顶', { exact: true })).toBeVisible();
  await expect(member.getByRole('article').filter({ hasText: '谢谢你的反馈' }).getByRole('button', { name: '删除' })).toHaveCount(0);
  await pinned.getByRole('button', { name: '删除' }).click();
  await member.locator('.arco-popconfirm').getByRole('button', { name: '删除' }).click();
  await toast(member, '评论已删除');
  await expect(member.getByRole('article').filter({ hasText: text })).toHaveCount(0);

  await memberContext.close();
  await teacherContext.close();
});
