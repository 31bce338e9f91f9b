import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { type TestApp, createTestApp, createUser, dataOf, errorOf, injectAs } from '../../../../test/helpers';
import { type TestS3, startTestS3 } from '../../../../test/s3-server';
import { AUDIO_BYTES, createPodcast } from '../../audio/__tests__/fixtures';
import { readAll } from '../service';
import { makeImage } from './upload-helpers';

interface DirectToken {
  uploadToken: string;
  host: string;
  form: { url: string; fields: Record<string, string> };
}

let s3: TestS3;
let t: TestApp;
let userId: number;

beforeAll(async () => {
  s3 = await startTestS3();
  t = await createTestApp(s3.config);
  userId = (await createUser(t.database)).id;
});
afterAll(async () => {
  await t.close();
  await s3.close();
});

const tokenFor = async (purpose: string, contentType?: string) =>
  injectAs(t, userId, { method: 'GET', url: `/api_v1/public/file/upload/token?purpose=${purpose}${contentType ? `&contentType=${encodeURIComponent(contentType)}` : ''}` });

/** What the browser does with the token: the presigned fields, then the file, posted to the bucket. */
async function postToBucket(token: DirectToken, file: Buffer, type: string): Promise<Response> {
  const form = new FormData();
  for (const [name, value] of Object.entries(token.form.fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(file)], { type }), 'upload');
  return fetch(token.form.url, { method: 'POST', body: form });
}

test('the upload token is a presigned POST to the bucket for one new key of the stated type', async () => {
  const token = dataOf<DirectToken>(await tokenFor('avatar', 'image/png'));
  expect(token.host).toBe('/files/');
  expect(token.form.url).toBe(`${s3.endpoint}/${s3.bucket}`);
  expect(token.form.fields.key).toMatch(new RegExp(`^avatar/${userId}/[0-9a-f]{32}\\.png$`));
  expect(token.form.fields['Content-Type']).toBe('image/png');
  expect(token.form.fields.Policy).toBe(token.uploadToken);
  const policy = JSON.parse(Buffer.from(token.uploadToken, 'base64').toString('utf8')) as { conditions: unknown[] };
  // The bucket refuses a file over the avatar limit or of another type.
  expect(policy.conditions).toContainEqual(['content-length-range', 1, 2 * 1024 * 1024]);
  expect(policy.conditions).toContainEqual({ 'Content-Type': 'image/png' });
  expect(policy.conditions).toContainEqual({ key: token.form.fields.key });
});

test('a token without a type, or for a type the purpose does not take, is refused', async () => {
  expect((await tokenFor('avatar')).statusCode).toBe(400);
  const webp = await tokenFor('avatar', 'image/webp');
  expect(webp.statusCode).toBe(415);
  expect(errorOf(webp).message).toContain('JPG');
  expect((await tokenFor('shot-image', 'text/html')).statusCode).toBe(415);
  expect((await injectAs(t, null, { method: 'GET', url: '/api_v1/public/file/upload/token?purpose=avatar&contentType=image/png' })).statusCode).toBe(401);
});

test('a file posted to the bucket is read back at host + key, resized and averaged from the bucket', async () => {
  const token = dataOf<DirectToken>(await tokenFor('shot-cover', 'image/jpeg'));
  const jpeg = await makeImage('jpeg', 1200, 900, '#3366cc');
  const posted = await postToBucket(token, jpeg, 'image/jpeg');
  expect(posted.status).toBe(204);
  const url = token.host + token.form.fields.key;

  const original = await t.app.inject({ method: 'GET', url });
  expect(original.statusCode).toBe(200);
  expect(original.headers['content-type']).toBe('image/jpeg');
  expect(original.headers['cache-control']).toContain('immutable');
  expect(original.rawPayload.equals(jpeg)).toBe(true);
  const part = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=0-9' } });
  expect(part.statusCode).toBe(206);
  expect(part.rawPayload.equals(jpeg.subarray(0, 10))).toBe(true);

  const resized = await t.app.inject({ method: 'GET', url: `${url}?w=536&h=410` });
  expect(resized.statusCode).toBe(200);
  const meta = await sharp(resized.rawPayload).metadata();
  expect([meta.width, meta.height]).toEqual([536, 410]);
  const { RGB } = dataOf<{ RGB: string }>(await t.app.inject({ method: 'GET', url: `${url}?imageAve` }));
  expect(RGB).toMatch(/^0x3[0-9a-f]6[0-9a-f]c[0-9a-f]$/);

  // Results are cached on this instance's disk: a second request does not read the bucket again.
  const cacheDir = path.join(t.config.DATA_DIR, 'image-cache');
  const cached = fs.readdirSync(cacheDir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;
  expect(cached).toBe(2);
  await t.app.ctx.storage.delete(token.form.fields.key);
  expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
});

test('bytes that are no image, posted straight to the bucket, get 415 when resized, never a 500', async () => {
  const token = dataOf<DirectToken>(await tokenFor('avatar', 'image/png'));
  expect((await postToBucket(token, Buffer.from('<html><script>alert(1)</script></html>'), 'image/png')).status).toBe(204);
  const url = token.host + token.form.fields.key;
  const resized = await t.app.inject({ method: 'GET', url: `${url}?w=200` });
  expect(resized.statusCode).toBe(415);
  expect((await t.app.inject({ method: 'GET', url: `${url}?imageAve` })).statusCode).toBe(415);
  // Served as the key's type, never sniffed into HTML.
  const raw = await t.app.inject({ method: 'GET', url });
  expect(raw.headers['content-type']).toBe('image/png');
  expect(raw.headers['x-content-type-options']).toBe('nosniff');
});

test('an upload through the server still works and lands in the bucket', async () => {
  const { LocalDiskStorage } = await import('../local-disk-storage');
  expect(t.app.ctx.storage).not.toBeInstanceOf(LocalDiskStorage);
  const png = await makeImage('png', 20, 20);
  await t.app.ctx.storage.put('avatar/0/0123456789abcdef0123456789abcdef.png', png, 'image/png');
  expect((await readAll(t.app.ctx.storage.createReadStream('avatar/0/0123456789abcdef0123456789abcdef.png'))).equals(png)).toBe(true);
  const missing = t.app.ctx.storage.createReadStream('avatar/0/ffffffffffffffffffffffffffffffff.png');
  await expect(readAll(missing)).rejects.toThrow();
});

test('an episode URL redirects to a presigned GET of the bucket, which answers Range with 206', async () => {
  const podcast = await createPodcast(t, 1);
  const { sourceUrl } = dataOf<{ sourceUrl: string }>(await t.app.inject({ method: 'GET', url: `/api_v1/audio/detail?id=${podcast.episodeIds[0]}` }));
  const redirect = await t.app.inject({ method: 'GET', url: sourceUrl });
  expect(redirect.statusCode).toBe(302);
  const location = String(redirect.headers.location);
  expect(location.startsWith(`${s3.endpoint}/${s3.bucket}/private/`)).toBe(true);
  expect(location).toContain('X-Amz-Signature=');

  const part = await fetch(location, { headers: { range: 'bytes=100-199' } });
  expect(part.status).toBe(206);
  expect(part.headers.get('content-range')).toBe(`bytes 100-199/${AUDIO_BYTES.length}`);
  expect(Buffer.from(await part.arrayBuffer()).equals(AUDIO_BYTES.subarray(100, 200))).toBe(true);
  // A forged page URL never reaches the bucket.
  expect((await t.app.inject({ method: 'GET', url: sourceUrl.replace(/sig=[^&]+/, 'sig=forged') })).statusCode).toBe(403);
});

test('the page may post to and play from the bucket (CSP)', async () => {
  const page = await t.app.inject({ method: 'GET', url: '/course' });
  const csp = String(page.headers['content-security-policy']);
  expect(csp).toContain(`connect-src 'self' ${s3.endpoint}`);
  expect(csp).toContain(`media-src 'self' blob: ${s3.endpoint}`);
  expect(csp).toContain("img-src 'self' data: blob:;");
});
