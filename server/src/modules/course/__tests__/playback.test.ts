import type { LessonPlayAuth, LessonPlayUrls, SourceDownload } from '@site/shared/contract';
import { createTestApp, createUser, dataOf, errorOf, injectAs, sessionCookieFor, type TestApp } from '../../../../test/helpers';
import { coursePurchases } from '../tables';
import { createCourse, createLesson } from './fixtures';

const VIDEO = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 256));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://learn.example.com' });
  await t.app.ctx.storage.put('private/video/test.mp4', VIDEO, 'video/mp4');
  await t.app.ctx.storage.put('private/source/test.zip', Buffer.from('PK-source'), 'application/zip');
});
afterAll(() => t.close());

const playUrls = (userId: number | null, lessonId: number) => injectAs(t, userId, { method: 'GET', url: `/api_v1/course/lesson/playUrls?lessonId=${lessonId}` });
const relative = (url: string) => url.replace('https://learn.example.com', '');

async function paidCourseWithLessons() {
  const course = await createCourse(t.database, { price: 9900 });
  const paid = await createLesson(t.database, course.id, { title: '付费课时', sort: 1 });
  const free = await createLesson(t.database, course.id, { title: '试看课时', free: true, sort: 0 });
  return { course, paid, free };
}

test('no play URL or play auth for an unpaid paid lesson; free lessons play; login required', async () => {
  const member = await createUser(t.database);
  const { paid, free } = await paidCourseWithLessons();
  expect(errorOf(await playUrls(null, free.id)).code).toBe(1100);
  const refused = await playUrls(member.id, paid.id);
  expect(refused.statusCode).toBe(403);
  expect(refused.body).not.toContain('/media/');
  expect((await injectAs(t, member.id, { method: 'GET', url: `/api_v1/course/lesson/playAuth?lessonId=${paid.id}` })).statusCode).toBe(403);
  const urls = dataOf<LessonPlayUrls>(await playUrls(member.id, free.id));
  expect(urls.playUrl).toMatch(new RegExp(`^https://learn\\.example\\.com/media/lesson/${free.id}\\?uid=${member.id}&exp=\\d+&sig=`));
  expect(new Date(urls.expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(10 * 60 * 1000);
});

test('free courses and purchased courses play every lesson', async () => {
  const member = await createUser(t.database);
  const freeCourse = await createCourse(t.database, { free: true, price: 0 });
  const lesson = await createLesson(t.database, freeCourse.id);
  expect((await playUrls(member.id, lesson.id)).statusCode).toBe(200);
  const { course, paid } = await paidCourseWithLessons();
  await t.database.db.insert(coursePurchases).values({ userId: member.id, courseId: course.id });
  expect((await playUrls(member.id, paid.id)).statusCode).toBe(200);
});

test('the media route streams with Range support for the member the URL was issued to', async () => {
  const member = await createUser(t.database);
  const { free } = await paidCourseWithLessons();
  const url = relative(dataOf<LessonPlayUrls>(await playUrls(member.id, free.id)).playUrl);
  const cookie = await sessionCookieFor(t.database, member.id);
  const whole = await t.app.inject({ method: 'GET', url, headers: { cookie } });
  expect(whole.statusCode).toBe(200);
  expect(whole.headers['content-type']).toBe('video/mp4');
  expect(whole.headers['accept-ranges']).toBe('bytes');
  expect(whole.rawPayload.equals(VIDEO)).toBe(true);
  const part = await t.app.inject({ method: 'GET', url, headers: { cookie, range: 'bytes=100-199' } });
  expect(part.statusCode).toBe(206);
  expect(part.headers['content-range']).toBe('bytes 100-199/1000');
  expect(part.headers['content-length']).toBe('100');
  expect(part.rawPayload.equals(VIDEO.subarray(100, 200))).toBe(true);
  const tail = await t.app.inject({ method: 'GET', url, headers: { cookie, range: 'bytes=-10' } });
  expect(tail.statusCode).toBe(206);
  expect(tail.rawPayload.equals(VIDEO.subarray(990))).toBe(true);
  const open = await t.app.inject({ method: 'GET', url, headers: { cookie, range: 'bytes=995-' } });
  expect(open.headers['content-range']).toBe('bytes 995-999/1000');
  const outside = await t.app.inject({ method: 'GET', url, headers: { cookie, range: 'bytes=5000-' } });
  expect(outside.statusCode).toBe(416);
  expect(outside.headers['content-range']).toBe('bytes */1000');
});

test('the media route refuses missing, forged, expired and other members\' signatures', async () => {
  const member = await createUser(t.database);
  const other = await createUser(t.database);
  const { free } = await paidCourseWithLessons();
  const url = new URL(dataOf<LessonPlayUrls>(await playUrls(member.id, free.id)).playUrl);
  const cookie = await sessionCookieFor(t.database, member.id);
  const get = (path: string, withCookie = cookie) => t.app.inject({ method: 'GET', url: path, headers: withCookie ? { cookie: withCookie } : {} });
  const q = url.searchParams;
  expect((await get(url.pathname)).statusCode).toBe(400);
  expect((await get(`${url.pathname}?uid=${q.get('uid')}&exp=${q.get('exp')}&sig=forged`)).statusCode).toBe(403);
  // Stretching the expiry breaks the signature.
  expect((await get(`${url.pathname}?uid=${q.get('uid')}&exp=${Number(q.get('exp')) + 3600_000}&sig=${q.get('sig')}`)).statusCode).toBe(403);
  // Someone else's lesson id with this signature.
  expect((await get(`/media/lesson/${free.id + 1}${url.search}`)).statusCode).toBe(403);
  // Copied to another logged-in member, or opened with no session at all.
  expect((await get(`${url.pathname}${url.search}`, await sessionCookieFor(t.database, other.id))).statusCode).toBe(403);
  expect((await get(`${url.pathname}${url.search}`, '')).statusCode).toBe(403);
  // Rewriting uid to the other member breaks the signature too.
  expect((await get(`${url.pathname}?uid=${other.id}&exp=${q.get('exp')}&sig=${q.get('sig')}`, await sessionCookieFor(t.database, other.id))).statusCode).toBe(403);
});

test('signed URLs expire', async () => {
  const member = await createUser(t.database);
  const { free } = await paidCourseWithLessons();
  const realNow = Date.now;
  let url: string;
  try {
    Date.now = () => realNow() - 11 * 60 * 1000;
    url = relative(dataOf<LessonPlayUrls>(await playUrls(member.id, free.id)).playUrl);
  } finally {
    Date.now = realNow;
  }
  const response = await t.app.inject({ method: 'GET', url, headers: { cookie: await sessionCookieFor(t.database, member.id) } });
  expect(response.statusCode).toBe(403);
  expect(errorOf(response).message).toContain('过期');
});

test('play auth: the desktop player exchanges video id + play auth for a play URL, only as its owner', async () => {
  const member = await createUser(t.database);
  const other = await createUser(t.database);
  const { free } = await paidCourseWithLessons();
  const auth = dataOf<LessonPlayAuth>(await injectAs(t, member.id, { method: 'GET', url: `/api_v1/course/lesson/playAuth?lessonId=${free.id}` }));
  expect(auth.videoId).toBe(String(free.id));
  const exchange = (userId: number, videoId: string, playAuth: string) =>
    injectAs(t, userId, { method: 'GET', url: `/api_v1/course/lesson/playInfo?videoId=${videoId}&playAuth=${encodeURIComponent(playAuth)}` });
  const info = dataOf<LessonPlayUrls>(await exchange(member.id, auth.videoId, auth.playAuth));
  const played = await t.app.inject({ method: 'GET', url: relative(info.playUrl), headers: { cookie: await sessionCookieFor(t.database, member.id) } });
  expect(played.statusCode).toBe(200);
  expect((await exchange(other.id, auth.videoId, auth.playAuth)).statusCode).toBe(403);
  expect((await exchange(member.id, String(free.id + 1), auth.playAuth)).statusCode).toBe(403);
  expect((await exchange(member.id, auth.videoId, `${auth.playAuth}x`)).statusCode).toBe(403);
});

test('lesson without media says the video is unavailable', async () => {
  const member = await createUser(t.database);
  const course = await createCourse(t.database, { free: true, price: 0 });
  const lesson = await createLesson(t.database, course.id, { mediaKey: null });
  expect(errorOf(await playUrls(member.id, lesson.id)).message).toBe('视频暂时无法播放');
});

test('source download: signed URL when the source exists and is downloadable, else a clear message', async () => {
  const member = await createUser(t.database);
  const course = await createCourse(t.database, { free: true, price: 0 });
  const withSource = await createLesson(t.database, course.id, { sourceKey: 'private/source/test.zip', downloadable: true });
  const locked = await createLesson(t.database, course.id, { sourceKey: 'private/source/test.zip', downloadable: false });
  const none = await createLesson(t.database, course.id);
  const missing = await createLesson(t.database, course.id, { sourceKey: 'private/source/gone.zip', downloadable: true });
  const ask = (lessonId: number) => injectAs(t, member.id, { method: 'GET', url: `/api_v1/course/lesson/source/downloadUrl?lessonId=${lessonId}` });
  const { downloadUrl } = dataOf<SourceDownload>(await ask(withSource.id));
  const file = await t.app.inject({ method: 'GET', url: relative(downloadUrl), headers: { cookie: await sessionCookieFor(t.database, member.id) } });
  expect(file.statusCode).toBe(200);
  expect(file.headers['content-disposition']).toContain('attachment');
  expect(file.body).toBe('PK-source');
  for (const lesson of [locked, none, missing]) expect(errorOf(await ask(lesson.id)).message).toBe('资源不存在或不可下载');
  // A lesson URL is not a source URL.
  const lessonUrl = new URL(downloadUrl);
  const swapped = await t.app.inject({ method: 'GET', url: `/media/lesson/${withSource.id}${lessonUrl.search}`, headers: { cookie: await sessionCookieFor(t.database, member.id) } });
  expect(swapped.statusCode).toBe(403);
});
