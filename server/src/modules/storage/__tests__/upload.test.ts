import crypto from 'node:crypto';
import { type TestApp, createTestApp, createUser, dataOf, errorOf, injectAs } from '../../../../test/helpers';
import { createUploadToken, UPLOAD_TOKEN_TTL_MS } from '../upload-token';
import { getToken, makeImage, multipartBody, upload } from './upload-helpers';

describe('upload tokens and uploads', () => {
  let t: TestApp;
  let userId: number;

  beforeAll(async () => {
    t = await createTestApp();
    userId = (await createUser(t.database)).id;
  });
  afterAll(async () => t.close());

  it('requires login for a token (1100)', async () => {
    const response = await injectAs(t, null, { method: 'GET', url: '/api_v1/public/file/upload/token?purpose=avatar' });
    expect(errorOf(response).code).toBe(1100);
  });

  it('refuses an unknown purpose', async () => {
    const response = await injectAs(t, userId, { method: 'GET', url: '/api_v1/public/file/upload/token?purpose=video' });
    expect(response.statusCode).toBe(400);
  });

  it('answers {uploadToken, host}; the uploaded file is then served at host + key', async () => {
    const { uploadToken, host } = await getToken(t, userId, 'avatar');
    expect(host).toBe('/files/');
    const png = await makeImage('png', 300, 300);
    const response = await upload(t, uploadToken, png);
    const { key } = dataOf<{ key: string }>(response);
    expect(key).toMatch(new RegExp(`^avatar/${userId}/[0-9a-f]{32}\\.png$`));
    const served = await t.app.inject({ method: 'GET', url: host + key });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(served.rawPayload.equals(png)).toBe(true);
  });

  it('defaults to the avatar purpose when none is given', async () => {
    const { uploadToken } = dataOf<{ uploadToken: string }>(
      await injectAs(t, userId, { method: 'GET', url: '/api_v1/public/file/upload/token' }),
    );
    const { key } = dataOf<{ key: string }>(await upload(t, uploadToken, await makeImage('jpeg'), 'image/jpeg', 'a.jpg'));
    expect(key).toMatch(/^avatar\/\d+\/[0-9a-f]{32}\.jpg$/);
  });

  it('refuses an expired token', async () => {
    const expired = createUploadToken('test-secret-test-secret-test-secret-0123', userId, 'avatar', Date.now() - UPLOAD_TOKEN_TTL_MS - 1);
    const response = await upload(t, expired, await makeImage('png'));
    expect(response.statusCode).toBe(403);
    expect(errorOf(response).message).toContain('过期');
  });

  it('refuses a forged token (other secret, or a tampered grant)', async () => {
    const forged = createUploadToken('another-secret-another-secret-another', userId, 'shot-image');
    expect((await upload(t, forged, await makeImage('png'))).statusCode).toBe(403);

    const { uploadToken } = await getToken(t, userId, 'avatar');
    const [payload, signature] = uploadToken.split('.');
    const grant = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { maxBytes: number };
    grant.maxBytes = 100 * 1024 * 1024;
    const tampered = `${Buffer.from(JSON.stringify(grant)).toString('base64url')}.${signature}`;
    expect((await upload(t, tampered, await makeImage('png'))).statusCode).toBe(403);
    expect((await upload(t, 'garbage', await makeImage('png'))).statusCode).toBe(403);
  });

  it('refuses an avatar of 2 MB or more (413) and stores nothing', async () => {
    const { uploadToken } = await getToken(t, userId, 'avatar');
    // Random pixels do not compress: a 900x900 RGB PNG is about 2.4 MB.
    const big = await (await import('sharp')).default(crypto.randomBytes(900 * 900 * 3), { raw: { width: 900, height: 900, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(2 * 1024 * 1024);
    const response = await upload(t, uploadToken, big);
    expect(response.statusCode).toBe(413);
    expect(errorOf(response).message).toContain('2 MB');
  });

  it('accepts a shot cover of a few MB (above the 1 MB JSON body limit) and exactly at the avatar limit', async () => {
    const sharp = (await import('sharp')).default;
    const { uploadToken } = await getToken(t, userId, 'shot-cover');
    const big = await sharp(crypto.randomBytes(1000 * 1000 * 3), { raw: { width: 1000, height: 1000, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
    expect(big.length).toBeGreaterThan(2.5 * 1024 * 1024);
    expect(dataOf<{ key: string }>(await upload(t, uploadToken, big)).key).toMatch(/^shot-cover\//);

    const avatar = await getToken(t, userId, 'avatar');
    const small = await makeImage('png', 10, 10);
    // Pad with a trailing chunk of zeros: decoders ignore bytes after IEND.
    const exact = Buffer.concat([small, Buffer.alloc(2 * 1024 * 1024 - small.length)]);
    expect(dataOf<{ key: string }>(await upload(t, avatar.uploadToken, exact)).key).toMatch(/^avatar\//);
  });

  it('refuses anything above the overall limit while reading the stream', async () => {
    const { uploadToken } = await getToken(t, userId, 'shot-image');
    const huge = Buffer.concat([await makeImage('png', 10, 10), Buffer.alloc(11 * 1024 * 1024)]);
    const response = await upload(t, uploadToken, huge);
    expect(response.statusCode).toBe(413);
  });

  it('checks the real type by magic bytes, not the claimed content type', async () => {
    const { uploadToken } = await getToken(t, userId, 'avatar');
    const mp4Header = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.alloc(64)]);
    const response = await upload(t, uploadToken, mp4Header, 'image/png', 'video.png');
    expect(response.statusCode).toBe(415);
    // webp is a real image, but not one an avatar may be.
    const webp = await upload(t, uploadToken, await makeImage('webp'), 'image/png', 'a.png');
    expect(webp.statusCode).toBe(415);
    expect(errorOf(webp).message).toContain('JPG');
  });

  it('refuses a file with image magic bytes but a broken body', async () => {
    const { uploadToken } = await getToken(t, userId, 'shot-cover');
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), crypto.randomBytes(200)]);
    expect((await upload(t, uploadToken, broken, 'image/jpeg', 'a.jpg')).statusCode).toBe(415);
  });

  it('accepts webp and svg as editor images; SVG is served sandboxed as an attachment', async () => {
    const { uploadToken } = await getToken(t, userId, 'shot-image');
    const webp = dataOf<{ key: string }>(await upload(t, uploadToken, await makeImage('webp'), 'image/webp', 'a.webp'));
    expect(webp.key).toMatch(/\.webp$/);
    const svg = Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>');
    const { key } = dataOf<{ key: string }>(await upload(t, uploadToken, svg, 'image/svg+xml', 'a.svg'));
    expect(key).toMatch(/\.svg$/);
    const served = await t.app.inject({ method: 'GET', url: `/files/${key}` });
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect(served.headers['content-disposition']).toMatch(/^attachment/);
  });

  it('needs both a token and a file', async () => {
    const noToken = multipartBody([{ name: 'file', filename: 'a.png', contentType: 'image/png', data: await makeImage('png') }]);
    expect((await t.app.inject({ method: 'POST', url: '/files/', ...noToken })).statusCode).toBe(400);
    const { uploadToken } = await getToken(t, userId, 'avatar');
    const noFile = multipartBody([{ name: 'token', value: uploadToken }]);
    expect((await t.app.inject({ method: 'POST', url: '/files/', ...noFile })).statusCode).toBe(400);
    const json = await t.app.inject({ method: 'POST', url: '/files/', payload: { token: uploadToken } });
    expect(json.statusCode).toBeGreaterThanOrEqual(400);
    expect(json.statusCode).toBeLessThan(500);
  });
});
