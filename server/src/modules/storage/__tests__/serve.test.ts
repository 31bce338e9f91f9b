import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { type TestApp, createTestApp, createUser, dataOf, errorOf } from '../../../../test/helpers';
import { getToken, makeImage, upload } from './upload-helpers';

const listFiles = (dir: string): string[] =>
  fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => e.name) : [];

describe('GET /files/<key>', () => {
  let t: TestApp;
  let coverKey: string;
  let avatarKey: string;

  beforeAll(async () => {
    t = await createTestApp();
    const userId = (await createUser(t.database)).id;
    const cover = await getToken(t, userId, 'shot-cover');
    coverKey = dataOf<{ key: string }>(await upload(t, cover.uploadToken, await makeImage('jpeg', 1200, 900, '#3366cc'), 'image/jpeg', 'c.jpg')).key;
    const avatar = await getToken(t, userId, 'avatar');
    avatarKey = dataOf<{ key: string }>(await upload(t, avatar.uploadToken, await makeImage('png', 120, 120, '#ff8800'))).key;
  });
  afterAll(async () => t.close());

  it.each([
    ['w=200', 200, 150],
    ['w=48', 48, 36],
    ['w=96', 96, 72],
    ['w=600', 600, 450],
    ['w=360', 360, 270],
    ['w=360&h=275', 360, 275],
    ['w=536&h=410', 536, 410],
    ['w=800&h=300', 800, 300],
  ])('renders the allowed size %s', async (query, width, height) => {
    const response = await t.app.inject({ method: 'GET', url: `/files/${coverKey}?${query}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(response.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([width, height]);
  });

  it('never enlarges a small image for a width-only size', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/files/${avatarKey}?w=200` });
    const meta = await sharp(response.rawPayload).metadata();
    expect(meta.width).toBe(120);
    expect(meta.format).toBe('png');
  });

  it('keeps a rendered size on disk after the first request', async () => {
    const cacheDir = path.join(t.config.DATA_DIR, 'image-cache');
    const before = listFiles(cacheDir).length;
    const first = await t.app.inject({ method: 'GET', url: `/files/${coverKey}?w=536&h=410` });
    const second = await t.app.inject({ method: 'GET', url: `/files/${coverKey}?w=536&h=410` });
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(listFiles(cacheDir).length).toBe(before);
    expect(before).toBeGreaterThan(0);
  });

  it('refuses sizes outside the allowlist', async () => {
    for (const query of ['w=300', 'w=200&h=200', 'h=300', 'w=99999']) {
      const response = await t.app.inject({ method: 'GET', url: `/files/${coverKey}?${query}` });
      expect(response.statusCode).toBe(400);
    }
  });

  it('answers the average colour for ?imageAve', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/files/${coverKey}?imageAve` });
    const { RGB } = dataOf<{ RGB: string }>(response);
    expect(RGB).toMatch(/^0x[0-9a-f]{6}$/);
    // JPEG rounding moves a solid colour by a step or two at most.
    const [r, g, b] = [RGB.slice(2, 4), RGB.slice(4, 6), RGB.slice(6, 8)].map((h) => parseInt(h, 16));
    expect(Math.abs(r - 0x33)).toBeLessThanOrEqual(3);
    expect(Math.abs(g - 0x66)).toBeLessThanOrEqual(3);
    expect(Math.abs(b - 0xcc)).toBeLessThanOrEqual(3);
    const png = dataOf<{ RGB: string }>(await t.app.inject({ method: 'GET', url: `/files/${avatarKey}?imageAve` }));
    expect(png.RGB).toBe('0xff8800');
  });

  it('serves byte ranges and conditional requests', async () => {
    const full = await t.app.inject({ method: 'GET', url: `/files/${avatarKey}` });
    const ranged = await t.app.inject({ method: 'GET', url: `/files/${avatarKey}`, headers: { range: 'bytes=0-9' } });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.headers['content-range']).toBe(`bytes 0-9/${full.rawPayload.length}`);
    expect(ranged.rawPayload.equals(full.rawPayload.subarray(0, 10))).toBe(true);
    const bad = await t.app.inject({ method: 'GET', url: `/files/${avatarKey}`, headers: { range: 'bytes=999999-' } });
    expect(bad.statusCode).toBe(416);
    const etag = String(full.headers.etag);
    const notModified = await t.app.inject({ method: 'GET', url: `/files/${avatarKey}`, headers: { 'if-none-match': etag } });
    expect(notModified.statusCode).toBe(304);
  });

  it('never serves private/ keys, with or without image parameters', async () => {
    await t.app.ctx.storage.put('private/videos/lesson.mp4', Buffer.from('secret video bytes'), 'video/mp4');
    await t.app.ctx.storage.put('private/cover.png', await makeImage('png', 10, 10), 'image/png');
    for (const url of ['/files/private/videos/lesson.mp4', '/files/private/cover.png?w=200', '/files/private/cover.png?imageAve', '/files/./private/cover.png']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('secret video bytes');
      expect(errorOf(response).code).toBe(404);
    }
    expect(await t.app.ctx.storage.exists('private/videos/lesson.mp4')).toBe(true);
  });

  it('refuses keys that try to leave the storage folder', async () => {
    fs.writeFileSync(path.join(t.config.DATA_DIR, 'outside.txt'), 'OUTSIDE-SECRET-MARK');
    for (const url of [
      '/files/../outside.txt',
      '/files/%2e%2e/outside.txt',
      '/files/avatar/%2e%2e/%2e%2e/outside.txt',
      '/files/avatar%5c..%5c..%5coutside.txt',
      '/files/%2fetc%2fpasswd',
      '/files/avatar%00.png',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.body).not.toContain('OUTSIDE-SECRET-MARK');
    }
  });

  it('answers 404 for a missing key', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/files/avatar/1/0123456789abcdef0123456789abcdef.png' });
    expect(response.statusCode).toBe(404);
  });
});
