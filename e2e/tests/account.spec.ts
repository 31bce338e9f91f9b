import zlib from 'node:zlib';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './test';
import { latestMailedCode, loginAs, registerThroughApi, uniqueName } from './fixtures';

// Account flows through the real shell and the account centre (issue 3 item 10, spec 2, 4, 5):
// register with the mailed code, log out, log in, avatar, nickname, messages and the bell.

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real size x size RGB PNG (a colour gradient), so the server's image processing has something to chew on. */
function gradientPng(size = 64): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y += 1) {
    const row = Buffer.alloc(1 + size * 3); // filter byte 0, then RGB
    for (let x = 0; x < size; x += 1) {
      row[1 + x * 3] = Math.round((x / size) * 255);
      row[2 + x * 3] = Math.round((y / size) * 255);
      row[3 + x * 3] = 160;
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function loginDialog(page: Page): Locator {
  return page.getByRole('dialog').filter({ has: page.getByRole('tab', { name: '注册' }) });
}

/** The user menu button in the navigation bar ("<nickname> 的账号菜单"). */
function userMenu(page: Page): Locator {
  return page.getByRole('banner').getByRole('button', { name: /的账号菜单$/ });
}

/** Waits until an <img> has really loaded (not a broken link). */
async function expectLoaded(image: Locator) {
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
}

test('register with the mailed code, log out, log in, upload an avatar, rename', async ({ page }) => {
  test.setTimeout(120_000);
  await page.clock.install();
  const username = uniqueName('acc');
  const email = `${username}@e2e.example.com`;
  const password = 'secret-123';

  // Register through the shell's modal; the code comes from the development outbox.
  await page.goto('/');
  await page.getByRole('button', { name: '登录 / 注册' }).click();
  const dialog = loginDialog(page);
  await dialog.getByRole('tab', { name: '注册' }).click();
  const form = dialog.getByRole('tabpanel');
  await form.getByLabel('邮箱', { exact: true }).fill(email);
  const sent = page.waitForResponse((r) => r.url().endsWith('/api_v1/email/send/verify/code'));
  await form.getByRole('button', { name: '发送验证码' }).click();
  expect((await sent).ok()).toBe(true);
  await form.getByLabel('邮箱验证码').fill(await latestMailedCode(page.request, email));
  await form.getByRole('button', { name: '下一步' }).click();
  await form.getByLabel('用户名', { exact: true }).fill(username);
  await form.getByLabel('密码', { exact: true }).fill(password);
  await form.getByLabel('确认密码').fill(password);
  await form.getByText('我已阅读并同意', { exact: false }).click();
  await expect(form.getByRole('checkbox')).toBeChecked();
  const register = form.getByRole('button', { name: '注册', exact: true });
  await expect(register).toBeEnabled();
  await register.click();
  await expect(dialog).toBeHidden();
  await expect(userMenu(page)).toHaveText(username.slice(0, 1).toUpperCase());

  // Log out through the user menu: /logout, then home with the login button back.
  await userMenu(page).click();
  const loggedOut = page.waitForResponse((r) => r.url().endsWith('/api_v1/account/logout'));
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  expect((await loggedOut).ok()).toBe(true);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: '登录 / 注册' })).toBeVisible();
  await expect(userMenu(page)).toHaveCount(0);
  const info = await page.request.get('/api_v1/account/info');
  expect(((await info.json()) as { error?: { code: number } }).error?.code).toBe(1100);

  // Log in again through the modal, with the username.
  await page.getByRole('button', { name: '登录 / 注册' }).click();
  const loginForm = dialog.getByRole('tabpanel');
  await loginForm.getByLabel('用户名或邮箱').fill(username);
  await loginForm.getByLabel('密码').fill(password);
  await loginForm.getByRole('button', { name: '登录', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(userMenu(page)).toBeVisible();

  // The account centre through the user menu.
  await userMenu(page).click();
  await page.getByRole('menuitem', { name: '个人中心' }).click();
  await expect(page).toHaveURL(/\/account/);
  // The name is the account centre's h2 (its h1, 个人中心, is for screen readers only).
  const profile = page.getByRole('main').getByRole('heading', { level: 2 }).first();
  await expect(profile).toHaveText(username);
  await expect(page.getByText(`@${username}`)).toBeVisible();

  // Upload an avatar: it is stored, saved to the profile and shown here and in the navigation bar.
  const updated = page.waitForResponse((r) => r.url().endsWith('/api_v1/account/info/update') && r.request().method() === 'PUT');
  await page.getByLabel('上传头像').setInputFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: gradientPng(64) });
  const saved = (await (await updated).json()) as { data: { avatar: string } };
  expect(saved.data.avatar).toMatch(/\S/);
  await expect(page.getByText('头像已更新')).toBeVisible();
  const avatarPath = new URL(saved.data.avatar, page.url()).pathname;
  const pageAvatar = page.getByRole('img', { name: '我的头像' });
  await expectLoaded(pageAvatar);
  await expect(pageAvatar).toHaveAttribute('src', new RegExp(avatarPath.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));

  await page.reload();
  await expectLoaded(page.getByRole('img', { name: '我的头像' }));
  const navAvatar = userMenu(page).getByRole('img');
  await expectLoaded(navAvatar);
  await expect(navAvatar).toHaveAttribute('src', new RegExp(avatarPath.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  // Served at width 200 (spec 7), a real picture.
  const served = await page.request.get((await navAvatar.getAttribute('src')) ?? '');
  expect(served.ok()).toBe(true);
  expect(served.headers()['content-type']).toMatch(/^image\//);

  // Rename: a taken nickname is refused; a free one enables 确认 only after the 1500 ms check.
  await page.getByRole('button', { name: '修改昵称' }).click();
  const nicknameDialog = page.getByRole('dialog', { name: '修改昵称' });
  const confirm = nicknameDialog.getByRole('button', { name: '确认' });
  const input = nicknameDialog.getByLabel('新昵称');
  await expect(input).toHaveValue(username);
  await expect(confirm).toBeDisabled(); // unchanged
  await input.fill('学堂管理员'); // the demo admin's nickname
  await expect(confirm).toBeDisabled();
  await expect(nicknameDialog.getByRole('status')).toHaveText('该昵称已被占用');
  await expect(confirm).toBeDisabled();

  const nickname = `新昵称${Date.now().toString(36).slice(-5)}`;
  const checks: number[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api_v1/account/nickname/check/valid')) checks.push(Date.now());
  });
  // The page's clock stands still here: nothing is asked before 1500 ms, and 确认 waits for the answer.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await input.fill(nickname);
  await expect(nicknameDialog.getByRole('status')).toHaveText('正在检查昵称是否可用…');
  await page.clock.runFor(1400);
  await page.waitForTimeout(300); // real time for a request that should not leave
  expect(checks).toEqual([]);
  await expect(confirm).toBeDisabled();
  await page.clock.runFor(100);
  await expect(nicknameDialog.getByRole('status')).toHaveText('昵称可以使用');
  expect(checks.length).toBe(1);
  await expect(confirm).toBeEnabled();
  await page.clock.resume();
  await confirm.click();
  await expect(page.getByText('昵称已修改')).toBeVisible();
  await expect(nicknameDialog).toBeHidden();
  await expect(profile).toHaveText(nickname);
  await expect(userMenu(page)).toHaveAccessibleName(`${nickname} 的账号菜单`);
  await page.reload();
  await expect(profile).toHaveText(nickname);
});

test('我的消息 marks the shown messages read and the bell loses its unread dot', async ({ page, request }) => {
  // A fresh unread message for the demo member, so the test does not depend on what ran before:
  // the member comments on a course, a throwaway account likes that comment.
  await loginAs(page, 'member');
  // Older unread messages (left by other specs) may sit past the first page, which the tab does not mark.
  const older = await page.request.get('/api_v1/account/message/list?read=1&perPage=100&page=0');
  const olderIds = ((await older.json()) as { data: { rows: { id: number }[] } }).data.rows.map((row) => row.id);
  if (olderIds.length > 0) expect((await page.request.post('/api_v1/account/message/update', { data: { ids: olderIds } })).ok()).toBe(true);
  const comment = await page.request.post('/api_v1/comment/post', {
    data: { type: 'course', courseId: 1, content: `端到端测试评论 ${uniqueName('c')}` },
  });
  expect(comment.ok()).toBe(true);
  const commentId = ((await comment.json()) as { data: { id: number } }).data.id;
  const liker = await registerThroughApi(request, 'liker');
  expect((await request.post('/api_v1/comment/like', { data: { commentId, type: 'course' } })).ok()).toBe(true);

  const unread = await page.request.get('/api_v1/account/message/list?read=1&perPage=30&page=0');
  const unreadCount = ((await unread.json()) as { data: { count: number } }).data.count;
  expect(unreadCount).toBeGreaterThanOrEqual(1);

  await page.goto('/');
  const bell = page.getByRole('banner').getByRole('link', { name: /^消息通知/ });
  await expect(bell).toHaveAccessibleName(`消息通知（${unreadCount} 条未读）`);

  await bell.click();
  await expect(page).toHaveURL(/\/account\?tab=message$/);
  await expect(page.getByRole('tab', { name: '我的消息' })).toHaveAttribute('aria-selected', 'true');
  const messages = page.getByRole('main').getByRole('article');
  // The seeded ones and the fresh like, newest first.
  await expect(messages.first()).toContainText(liker.username);
  await expect(messages.first()).toContainText(/赞了你在课程《.+》下的评论/);
  expect(await messages.count()).toBeGreaterThan(1);

  await expect(bell).toHaveAccessibleName('消息通知');
  const after = await page.request.get('/api_v1/account/message/list?read=1&perPage=30&page=0');
  expect(((await after.json()) as { data: { count: number } }).data.count).toBe(0);
  await page.reload();
  await expect(page.getByRole('banner').getByRole('link', { name: /^消息通知/ })).toHaveAccessibleName('消息通知');
});
