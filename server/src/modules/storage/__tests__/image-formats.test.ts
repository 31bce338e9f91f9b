import sharp from 'sharp';
import { type TestApp, createTestApp, createUser, dataOf } from '../../../../test/helpers';
import { chooseVariantFormat } from '../image';
import { getToken, makeImage, upload } from './upload-helpers';

// What Chromium and Firefox send for <img>, and what Safari before AVIF and an old browser send.
const CHROME = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const WEBP_ONLY = 'image/webp,image/png,image/svg+xml,image/*;q=0.8,*/*;q=0.5';
const OLD = 'image/png,image/*;q=0.8,*/*;q=0.5';

describe('chooseVariantFormat', () => {
  it.each([
    [CHROME, 'image/jpeg', 'avif'],
    [WEBP_ONLY, 'image/jpeg', 'webp'],
    [OLD, 'image/jpeg', 'source'],
    [undefined, 'image/png', 'source'],
    ['*/*', 'image/png', 'source'],
    ['image/avif;q=0, image/webp', 'image/png', 'webp'],
    ['IMAGE/AVIF ; q=0.9', 'image/jpeg', 'avif'],
    // Animated sources keep their frames in WebP, never AVIF.
    [CHROME, 'image/gif', 'webp'],
    [CHROME, 'image/webp', 'webp'],
    // Never resized: served as uploaded whatever the browser takes.
    [CHROME, 'image/svg+xml', 'source'],
    [CHROME, 'image/apng', 'source'],
  ])('Accept %s for %s gives %s', (accept, type, expected) => {
    expect(chooseVariantFormat(accept, type)).toBe(expected);
  });
});

describe('GET /files/<key>?w=… picks the format from Accept', () => {
  let t: TestApp;
  let coverKey: string;

  beforeAll(async () => {
    t = await createTestApp();
    const userId = (await createUser(t.database)).id;
    const cover = await getToken(t, userId, 'shot-cover');
    coverKey = dataOf<{ key: string }>(await upload(t, cover.uploadToken, await makeImage('jpeg', 1200, 900, '#3366cc'), 'image/jpeg', 'c.jpg')).key;
  });
  afterAll(async () => t.close());

  const get = (accept: string | undefined, query = 'w=800&h=300', extra: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/files/${coverKey}?${query}`, headers: { ...(accept ? { accept } : {}), ...extra } });

  it.each([
    [CHROME, 'image/avif', 'heif'],
    [WEBP_ONLY, 'image/webp', 'webp'],
    [OLD, 'image/jpeg', 'jpeg'],
    [undefined, 'image/jpeg', 'jpeg'],
  ])('Accept %s answers %s at the requested size, with Vary: Accept', async (accept, contentType, sharpFormat) => {
    const response = await get(accept);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(contentType);
    expect(String(response.headers.vary)).toMatch(/accept(?!-)/i);
    const meta = await sharp(response.rawPayload).metadata();
    expect(meta.format).toBe(sharpFormat);
    expect([meta.width, meta.height]).toEqual([800, 300]);
  });

  it('gives each format its own ETag, and a 304 only for the same format', async () => {
    const avif = await get(CHROME);
    const jpeg = await get(OLD);
    expect(avif.headers.etag).not.toBe(jpeg.headers.etag);
    expect((await get(CHROME, 'w=800&h=300', { 'if-none-match': String(avif.headers.etag) })).statusCode).toBe(304);
    const other = await get(OLD, 'w=800&h=300', { 'if-none-match': String(avif.headers.etag) });
    expect(other.statusCode).toBe(200);
    expect(other.headers['content-type']).toBe('image/jpeg');
  });

  it('serves a modern variant smaller than the JPEG one, the same bytes on a second request (cached)', async () => {
    const jpeg = await get(OLD, 'w=600');
    const webp = await get(WEBP_ONLY, 'w=600');
    expect(webp.rawPayload.length).toBeLessThan(jpeg.rawPayload.length);
    expect((await get(WEBP_ONLY, 'w=600')).rawPayload.equals(webp.rawPayload)).toBe(true);
  });

  it('leaves the original (no size) as uploaded whatever the Accept header', async () => {
    const response = await get(CHROME, '');
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(response.rawPayload).metadata()).width).toBe(1200);
  });
});
