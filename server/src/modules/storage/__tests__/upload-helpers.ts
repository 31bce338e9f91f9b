import sharp from 'sharp';
import type { TestApp } from '../../../../test/helpers';
import { dataOf, injectAs } from '../../../../test/helpers';

/** A real image of the given format, made with sharp. */
export async function makeImage(format: 'png' | 'jpeg' | 'gif' | 'webp', width = 640, height = 480, colour = '#3366cc'): Promise<Buffer> {
  const base = sharp({ create: { width, height, channels: 3, background: colour } });
  return base[format]().toBuffer();
}

/** A multipart/form-data body with the fields in the given order, as a browser's FormData sends it. */
export function multipartBody(parts: Array<{ name: string; value: string } | { name: string; filename: string; contentType: string; data: Buffer }>) {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('data' in part) {
      chunks.push(
        Buffer.from(`Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.contentType}\r\n\r\n`),
        part.data,
        Buffer.from('\r\n'),
      );
    } else {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export async function getToken(testApp: TestApp, userId: number, purpose: string): Promise<{ uploadToken: string; host: string }> {
  const response = await injectAs(testApp, userId, { method: 'GET', url: `/api_v1/public/file/upload/token?purpose=${purpose}` });
  return dataOf(response);
}

export function upload(testApp: TestApp, token: string, data: Buffer, contentType = 'image/png', filename = 'a.png') {
  const body = multipartBody([
    { name: 'token', value: token },
    { name: 'file', filename, contentType, data },
  ]);
  return testApp.app.inject({ method: 'POST', url: '/files/', ...body });
}
