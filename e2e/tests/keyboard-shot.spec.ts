import { expect, test } from './test';
import { loginAs } from './fixtures';
import { tabTo, toast } from './keyboard-walk';

// Issue 42, keyboard only: a shot posted in the editor with Tab, Enter, the arrows and typing. The two images (one
// in the text, the cover) are chosen in the browser's file chooser, which 插入图片 and 上传封面 open on Enter: the
// test answers that chooser (the operating system's own dialog, keyboard-operable there) and nothing else.

/** A real 16x16 PNG (the upload server checks the bytes). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAGUlEQVQokWM4EWBDEmIY1RAwGkonhmvSAABNl1QQgqOiCAAAAABJRU5ErkJggg==',
  'base64',
);

test('post a shot with the keyboard alone: title, formatted text, image, category, tags, cover, 发布', async ({ page }) => {
  test.setTimeout(120_000);
  await loginAs(page, 'poster');
  await page.goto('/post/shot/create', { waitUntil: 'networkidle' });
  const title = `键盘作品 ${Date.now()}`;

  await tabTo(page, page.getByRole('textbox', { name: '作品标题' }), { limit: 60 });
  await page.keyboard.type(title);

  // The text: typed, a word made bold with the editor's own shortcut, a heading from the toolbar (reached by Tab).
  const body = page.getByRole('textbox', { name: '作品内容' });
  await tabTo(page, body, { limit: 30 });
  await page.keyboard.type('用键盘写的作品说明，');
  await page.keyboard.press('Control+b');
  await page.keyboard.type('加粗');
  await page.keyboard.press('Control+b');
  await expect(body.locator('strong')).toHaveText('加粗');
  await tabTo(page, page.getByRole('button', { name: '插入图片' }), { limit: 30, backwards: true });
  const [image] = await Promise.all([page.waitForEvent('filechooser'), page.keyboard.press('Enter')]);
  await image.setFiles({ name: 'detail.png', mimeType: 'image/png', buffer: PNG });
  await expect(body.locator('img')).toHaveCount(1);

  // The category: a select opened with Enter, an option taken with ↓ and Enter; the focus stays on it.
  const category = page.getByRole('combobox', { name: '作品分类' });
  await tabTo(page, category, { limit: 30 });
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(category).not.toHaveText(/选择分类/);
  await expect.poll(() => category.evaluate((element) => element.contains(document.activeElement))).toBe(true);

  // Tags: a comma or Enter turns what was typed into a tag.
  await tabTo(page, page.getByRole('textbox', { name: '作品标签' }), { limit: 10 });
  await page.keyboard.type('键盘，无障碍');
  await page.keyboard.press('Enter');
  await expect(page.locator('.arco-tag').filter({ hasText: '无障碍' })).toBeVisible();

  // The cover, from the chooser 上传封面 opens.
  const upload = page.getByRole('button', { name: '上传封面' });
  await tabTo(page, upload, { limit: 20 });
  const [cover] = await Promise.all([page.waitForEvent('filechooser'), page.keyboard.press('Enter')]);
  await cover.setFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByAltText('作品封面预览')).toBeVisible();

  await tabTo(page, page.getByRole('button', { name: '发布', exact: true }), { limit: 10 });
  await page.keyboard.press('Enter');
  await expect(toast(page, '创建成功')).toBeVisible();
  await expect(page).toHaveURL(/\/post\/shot\/\d+$/);
  // The editor opens again on the new shot: the focus goes to its heading, not to the page itself.
  await expect(page.getByRole('heading', { level: 1, name: '编辑作品' })).toBeFocused();
  await expect(page.getByRole('textbox', { name: '作品标题' })).toHaveValue(title);
});
