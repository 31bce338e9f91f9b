import { eq } from 'drizzle-orm';
import type { WatchRecord } from '@site/shared/contract';
import { createTestApp, createUser, dataOf, errorOf, injectAs, type TestApp } from '../../../../test/helpers';
import { courses } from '../tables';
import { createCourse, createLesson } from './fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const report = (userId: number | null, payload: object) => injectAs(t, userId, { method: 'PUT', url: '/api_v1/course/lesson/watch/progress', payload });
const watchNum = async (courseId: number) => (await t.database.db.select().from(courses).where(eq(courses.id, courseId)))[0]?.watchNum;

test('progress upserts, final is sticky, and the first watch in a course counts one learner', async () => {
  const member = await createUser(t.database);
  const course = await createCourse(t.database, { free: true, price: 0, watchNum: 3 });
  const l1 = await createLesson(t.database, course.id, { sort: 0 });
  const l2 = await createLesson(t.database, course.id, { sort: 1 });
  expect(dataOf(await report(member.id, { lessonId: l1.id, lessonIndex: 0, watchedDuration: 12.7, final: false }))).toEqual({
    courseLessonId: l1.id,
    watchedDuration: 12,
    hasFinal: false,
    lessonIndex: 0,
  });
  await report(member.id, { lessonId: l1.id, lessonIndex: 0, watchedDuration: 58, final: true });
  await report(member.id, { lessonId: l1.id, lessonIndex: 0, watchedDuration: 5, final: false });
  await report(member.id, { lessonId: l2.id, lessonIndex: 1, watchedDuration: 20, final: false });
  expect(await watchNum(course.id)).toBe(4);
  const records = dataOf<WatchRecord[]>(await injectAs(t, member.id, { method: 'GET', url: `/api_v1/course/watch/record?courseId=${course.id}` }));
  expect(records).toEqual([
    { courseLessonId: l1.id, watchedDuration: 5, hasFinal: true, lessonIndex: 0 },
    { courseLessonId: l2.id, watchedDuration: 20, hasFinal: false, lessonIndex: 1 },
  ]);
  const other = await createUser(t.database);
  await report(other.id, { lessonId: l2.id, lessonIndex: 1, watchedDuration: 1, final: false });
  expect(await watchNum(course.id)).toBe(5);
  expect(dataOf(await injectAs(t, other.id, { method: 'GET', url: `/api_v1/course/watch/record?courseId=${course.id}` }))).toHaveLength(1);
});

test('progress needs login, access to the lesson and a valid body', async () => {
  const member = await createUser(t.database);
  const course = await createCourse(t.database, { price: 9900 });
  const lesson = await createLesson(t.database, course.id);
  const body = { lessonId: lesson.id, lessonIndex: 0, watchedDuration: 10, final: false };
  expect(errorOf(await report(null, body)).code).toBe(1100);
  expect((await report(member.id, body)).statusCode).toBe(403);
  expect((await report(member.id, { ...body, watchedDuration: -1 })).statusCode).toBe(400);
  expect((await report(member.id, { ...body, extra: 1 })).statusCode).toBe(400);
  expect(errorOf(await injectAs(t, null, { method: 'GET', url: `/api_v1/course/watch/record?courseId=${course.id}` })).code).toBe(1100);
});
