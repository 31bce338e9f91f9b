import type { LessonPlayUrls, SourceDownload } from '@site/shared/contract';
import { createTestApp, createUser, dataOf, injectAs, sessionCookieFor, type TestApp } from '../../../../test/helpers';
import { type TestS3, startTestS3 } from '../../../../test/s3-server';
import { createCourse, createLesson } from './fixtures';

/** STORAGE=s3: the lesson's signed URL keeps its checks, then hands the bytes over to a presigned GET of the bucket. */
const VIDEO = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 256));
let s3: TestS3;
let t: TestApp;
beforeAll(async () => {
  s3 = await startTestS3('media-test');
  t = await createTestApp({ ...s3.config, PUBLIC_URL: 'https://learn.example.com' });
  await t.app.ctx.storage.put('private/video/test.mp4', VIDEO, 'video/mp4');
  await t.app.ctx.storage.put('private/source/test.zip', Buffer.from('PK-source'), 'application/zip');
});
afterAll(async () => {
  await t.close();
  await s3.close();
});

const relative = (url: string) => url.replace('https://learn.example.com', '');

test('a lesson URL redirects its member to a presigned GET that serves Range with 206; others are refused first', async () => {
  const member = await createUser(t.database);
  const other = await createUser(t.database);
  const course = await createCourse(t.database, { free: true, price: 0 });
  const lesson = await createLesson(t.database, course.id);
  const url = relative(dataOf<LessonPlayUrls>(await injectAs(t, member.id, { method: 'GET', url: `/api_v1/course/lesson/playUrls?lessonId=${lesson.id}` })).playUrl);

  const redirect = await t.app.inject({ method: 'GET', url, headers: { cookie: await sessionCookieFor(t.database, member.id) } });
  expect(redirect.statusCode).toBe(302);
  expect(redirect.headers['cache-control']).toBe('private, no-store');
  const location = String(redirect.headers.location);
  expect(location.startsWith(`${s3.endpoint}/${s3.bucket}/private/video/test.mp4?`)).toBe(true);
  const part = await fetch(location, { headers: { range: 'bytes=100-199' } });
  expect(part.status).toBe(206);
  expect(part.headers.get('content-type')).toBe('video/mp4');
  expect(Buffer.from(await part.arrayBuffer()).equals(VIDEO.subarray(100, 200))).toBe(true);

  const stolen = await t.app.inject({ method: 'GET', url, headers: { cookie: await sessionCookieFor(t.database, other.id) } });
  expect(stolen.statusCode).toBe(403);
  expect(stolen.headers.location).toBeUndefined();
});

test('a source download redirects to a presigned GET that saves the file under its name', async () => {
  const member = await createUser(t.database);
  const course = await createCourse(t.database, { free: true, price: 0 });
  const lesson = await createLesson(t.database, course.id, { sourceKey: 'private/source/test.zip', downloadable: true });
  const { downloadUrl } = dataOf<SourceDownload>(await injectAs(t, member.id, { method: 'GET', url: `/api_v1/course/lesson/source/downloadUrl?lessonId=${lesson.id}` }));
  const redirect = await t.app.inject({ method: 'GET', url: relative(downloadUrl), headers: { cookie: await sessionCookieFor(t.database, member.id) } });
  expect(redirect.statusCode).toBe(302);
  const file = await fetch(String(redirect.headers.location));
  expect(file.status).toBe(200);
  expect(file.headers.get('content-disposition')).toBe('attachment; filename="test.zip"');
  expect(await file.text()).toBe('PK-source');
});
