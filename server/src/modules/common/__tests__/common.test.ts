import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { type TestApp, createTestApp, dataOf, errorOf } from '../../../../test/helpers';
import { banners, bulletins, friendLinks, navigationGroups, navigationLinks, toolGroups, tools } from '../tables';
import { invalidateReads } from '../../../platform/invalidation';

describe('common calls', () => {
  let t: TestApp;
  const get = (url: string) => t.app.inject({ method: 'GET', url: `/api_v1${url}` });

  beforeAll(async () => {
    t = await createTestApp();
    const { db } = t.database;
    await db.insert(banners).values([
      { groupType: 'course-home', name: '第二张', url: '/course/2', openMethod: 'blank', preview: '/files/b/2.png', sort: 2 },
      { groupType: 'course-home', name: '第一张', url: '/course/1', openMethod: 'self', preview: '/files/b/1.png', sort: 1 },
      { groupType: 'course-home', name: '下线的', url: '/x', preview: '', enabled: false },
      { groupType: 'live-course-banner', name: '直播', url: '/livecourse', preview: '' },
      { groupType: 'course-banner', name: '全部课程', url: '/course', preview: '' },
    ]);
    const [group] = await db.insert(navigationGroups).values([{ name: '关于我们', sort: 1 }, { name: '帮助', sort: 2 }]).returning();
    await db.insert(navigationLinks).values([
      { groupId: group.id, name: '加入我们', url: 'https://example.com/jobs', sort: 2 },
      { groupId: group.id, name: '公司介绍', url: 'https://example.com/about', sort: 1 },
    ]);
    await db.insert(friendLinks).values([{ name: '站酷', url: 'https://www.zcool.com.cn' }]);
    await db.insert(bulletins).values([
      { description: '旧公告', createdAt: new Date('2024-01-01') },
      { description: '新公告：春节期间客服休息', createdAt: new Date('2024-02-01') },
      { description: '未发布', published: false, createdAt: new Date('2024-03-01') },
    ]);
    const [tg] = await db.insert(toolGroups).values([{ name: '配色工具' }, { name: '空分组' }]).returning();
    await db.insert(tools).values([{ groupId: tg.id, name: 'Coolors', url: 'https://coolors.co', preview: '/files/t/1.png' }]);
  });
  afterAll(async () => t.close());

  it('banner/list answers one group, enabled ones, in order', async () => {
    const list = dataOf<Array<{ name: string; openMethod: string }>>(await get('/banner/list?type=course-home'));
    expect(list.map((b) => b.name)).toEqual(['第一张', '第二张']);
    expect(list.map((b) => b.openMethod)).toEqual(['self', 'blank']);
    expect(dataOf<unknown[]>(await get('/banner/list?type=live-course-banner'))).toHaveLength(1);
    expect(dataOf<unknown[]>(await get('/banner/list?type=course-home-child-banner'))).toEqual([]);
    expect((await get('/banner/list?type=nope')).statusCode).toBe(400);
    expect((await get('/banner/list')).statusCode).toBe(400);
  });

  it('course/banner/list answers the course-banner group', async () => {
    expect(dataOf<Array<{ name: string }>>(await get('/course/banner/list')).map((b) => b.name)).toEqual(['全部课程']);
  });

  it('banner/hit/banner counts one hit per viewer per hour, written in batches; an unknown id is 404', async () => {
    const [banner] = dataOf<Array<{ id: number }>>(await get('/banner/list?type=course-home'));
    const hit = (remoteAddress: string) => t.app.inject({ method: 'GET', url: `/api_v1/banner/hit/banner?id=${banner.id}`, remoteAddress });
    for (let i = 0; i < 50; i += 1) expect(dataOf<{ hitNum: number }>(await hit('10.1.1.1')).hitNum).toBe(1);
    expect(dataOf<{ hitNum: number }>(await hit('10.1.1.2')).hitNum).toBe(2);
    // 51 reads, 2 hits: only the batch writes (every few seconds), never a read.
    expect((await t.database.db.select({ hitNum: banners.hitNum }).from(banners).where(eq(banners.id, banner.id)))[0].hitNum).toBeLessThanOrEqual(2);
    t.clock.advance(60 * 60 * 1000);
    expect(dataOf<{ hitNum: number }>(await hit('10.1.1.1')).hitNum).toBe(3);
    expect(errorOf(await get('/banner/hit/banner?id=999999')).code).toBe(404);
    expect((await get('/banner/hit/banner?id=abc')).statusCode).toBe(400);
  });

  it('navigation/list answers groups with their links in order', async () => {
    expect(dataOf(await get('/navigation/list'))).toEqual([
      {
        name: '关于我们',
        categories: [
          { name: '公司介绍', url: 'https://example.com/about' },
          { name: '加入我们', url: 'https://example.com/jobs' },
        ],
      },
      { name: '帮助', categories: [] },
    ]);
  });

  it('navigation/friend/link/list?type=link answers {name,url}', async () => {
    expect(dataOf(await get('/navigation/friend/link/list?type=link'))).toEqual([{ name: '站酷', url: 'https://www.zcool.com.cn' }]);
  });

  it('bulletin/message answers the latest published bulletin, or null', async () => {
    const bulletin = dataOf<{ id: number; description: string }>(await get('/bulletin/message'));
    expect(bulletin.description).toBe('新公告：春节期间客服休息');
    expect(Object.keys(bulletin).sort()).toEqual(['description', 'id']);
    await t.database.db.delete(bulletins);
    // A write outside the modules (raw SQL) says itself which cached answers it changed.
    invalidateReads('bulletins');
    expect(dataOf(await get('/bulletin/message'))).toBeNull();
  });

  it('tool/list answers ToolGroup[] without empty groups', async () => {
    expect(dataOf(await get('/tool/list'))).toEqual([
      { name: '配色工具', toolInfo: [{ name: 'Coolors', url: 'https://coolors.co', preview: '/files/t/1.png' }] },
    ]);
  });

  it('common/qr/image answers a real PNG QR code; the text length is limited', async () => {
    const response = await get(`/common/qr/image?string=${encodeURIComponent('http://localhost:3000/pay/sandbox/abc?x=1')}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.rawPayload.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(true);
    const meta = await sharp(response.rawPayload).metadata();
    expect(meta.width).toBe(280);
    expect(meta.height).toBe(280);
    expect((await get(`/common/qr/image?string=${'a'.repeat(513)}`)).statusCode).toBe(400);
    expect((await get('/common/qr/image')).statusCode).toBe(400);
  });

  it('development/check/share/debug is true outside production', async () => {
    expect(dataOf(await get('/development/check/share/debug'))).toEqual({ debug: true });
  });

  it('public/weixin-share/sign explains that WeChat is not configured', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api_v1/public/weixin-share/sign', payload: { url: 'https://example.com/shot/1' } });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toContain('WEIXIN_APP_ID');
    const bad = await t.app.inject({ method: 'POST', url: '/api_v1/public/weixin-share/sign', payload: { url: 'x', extra: 1 } });
    expect(bad.statusCode).toBe(400);
  });
});

describe('share debug in production', () => {
  it('is false', async () => {
    const t = await createTestApp({ NODE_ENV: 'production' });
    try {
      expect(dataOf(await t.app.inject({ method: 'GET', url: '/api_v1/development/check/share/debug' }))).toEqual({ debug: false });
    } finally {
      await t.close();
    }
  });
});
