import type { Browser, Page } from '@playwright/test';
import { expect, test } from './test';
import { loginAs, type DemoAccount } from './fixtures';

/** A real 16x16 PNG (the upload server checks the bytes, and sharp must be able to read it). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAGUlEQVQokWM4EWBDEmIY1RAwGkonhmvSAABNl1QQgqOiCAAAAABJRU5ErkJggg==',
  'base64',
);

async function pageAs(browser: Browser, who: DemoAccount): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await loginAs(page, who);
  return page;
}

const toast = (page: Page, text: string) => expect(page.locator('.arco-message').filter({ hasText: text }).first()).toBeVisible();

test('a shot from editor to course page: post, edit, publish, like, collect, discuss, recommend, link', async ({ browser }) => {
  const title = `端到端作品 ${Date.now()}`;

  // The poster writes a shot with an inline image and a cover.
  const poster = await pageAs(browser, 'poster');
  await poster.goto('/post/shot/create');
  await poster.getByLabel('作品标题').fill(title);
  const body = poster.getByRole('textbox', { name: '作品内容' });
  await body.click();
  await body.pressSequentially('这是一次端到端测试的作品说明。');
  await poster.getByLabel('选择插入的图片').setInputFiles({ name: 'detail.png', mimeType: 'image/png', buffer: PNG });
  await expect(body.locator('img')).toHaveCount(1);
  // The image keeps its pixel size, so the shot page reserves its box before it loads.
  await expect(body.locator('img')).toHaveAttribute('width', '16');
  await expect(body.locator('img')).toHaveAttribute('height', '16');
  await poster.getByLabel('选择封面图片').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG });
  await expect(poster.getByAltText('作品封面预览')).toBeVisible();
  await poster.getByLabel('作品标签').fill('海报，测试');
  await poster.getByLabel('作品标签').press('Enter');
  await expect(poster.locator('.arco-tag').filter({ hasText: '测试' })).toBeVisible();
  await poster.getByRole('button', { name: '发布', exact: true }).click();
  await toast(poster, '创建成功');
  await expect(poster).toHaveURL(/\/post\/shot\/\d+$/);
  const shotId = Number(/\/post\/shot\/(\d+)$/.exec(poster.url())?.[1]);

  // Edit it.
  await poster.getByLabel('作品标题').fill(`${title}（修改）`);
  await poster.getByRole('button', { name: '保存', exact: true }).click();
  await toast(poster, '保存成功');

  // Unpublish: others see the not-found text; publish again.
  const publish = poster.getByRole('switch', { name: '发布作品' });
  await publish.click();
  await toast(poster, '已取消发布');
  const member = await pageAs(browser, 'member');
  await member.goto(`/shot/${shotId}`);
  await expect(member.getByText('作品不存在或已被删除')).toBeVisible();
  await publish.click();
  await toast(poster, '已发布');

  // A member likes, collects and comments; the poster replies.
  await member.goto(`/shot/${shotId}`);
  await expect(member.getByRole('heading', { name: `${title}（修改）` })).toBeVisible();
  await expect(member.locator('.shot-content img')).toHaveCount(1);
  await expect(member.locator('.shot-content img')).toHaveAttribute('width', '16');
  await member.getByRole('button', { name: /^点赞 \d+$/ }).click();
  await toast(member, '点赞成功');
  await member.getByRole('button', { name: '收藏', exact: true }).click();
  await toast(member, '收藏成功');
  await member.getByLabel('写下你的评论…').fill('构图很棒，配色也舒服！');
  await member.getByRole('button', { name: '发表评论' }).click();
  await toast(member, '评论成功');

  await poster.goto(`/shot/${shotId}`);
  const comment = poster.locator('article.site-comment').filter({ hasText: '构图很棒' }).first();
  await comment.getByRole('button', { name: '回复' }).first().click();
  await poster.getByRole('textbox', { name: /^回复 @/ }).fill('谢谢！');
  await poster.getByRole('button', { name: '发布回复' }).click();
  await toast(poster, '回复成功');
  await expect(poster.getByText('谢谢！')).toBeVisible();

  // A teacher recommends it and links it to one of their courses.
  const teacher = await pageAs(browser, 'teacher');
  await teacher.goto(`/shot/${shotId}`);
  await teacher.getByRole('switch', { name: '推荐作品' }).click();
  await toast(teacher, '已推荐');
  await teacher.getByRole('button', { name: '关联课程' }).click();
  const dialog = teacher.getByRole('dialog');
  const firstRow = dialog.locator('.arco-table-tr').filter({ has: teacher.locator('.arco-checkbox') }).nth(1);
  const courseTitle = (await firstRow.locator('.arco-table-td').nth(1).innerText()).trim();
  await dialog.getByRole('button', { name: '保存' }).click();
  await toast(teacher, '未做任何修改');
  await firstRow.locator('.arco-checkbox').click();
  await dialog.getByRole('button', { name: '保存' }).click();
  await toast(teacher, '保存成功');
  const linked = teacher.getByRole('link', { name: courseTitle });
  await expect(linked).toBeVisible();

  // The course page's shots tab shows it.
  await linked.click();
  await expect(teacher).toHaveURL(/\/course\/\d+/);
  await teacher.getByRole('tab', { name: /作品/ }).click();
  await expect(teacher.getByText(`${title}（修改）`)).toBeVisible();
});
