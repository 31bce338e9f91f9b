import { and, eq } from 'drizzle-orm';
import { createTestApp, createUser, dataOf, errorOf, injectAs, type TestApp } from '../../../../test/helpers';
import { notices } from '../../account/tables';
import { createCourse } from './fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

test('collect is idempotent, notifies the teachers once, and check/collect follows it', async () => {
  const teacher = await createUser(t.database, { roles: { teacher: true } });
  const member = await createUser(t.database);
  const course = await createCourse(t.database, { title: '收藏课' }, { teacherIds: [teacher.id] });
  const collect = (status: string) => injectAs(t, member.id, { method: 'POST', url: '/api_v1/course/collect', payload: { courseId: course.id, status } });
  const check = async (userId: number | null) => dataOf(await injectAs(t, userId, { method: 'GET', url: `/api_v1/course/check/collect?courseId=${course.id}` }));
  expect(await check(member.id)).toEqual({ hasCollected: false });
  expect(dataOf(await collect('true'))).toEqual({ hasCollected: true });
  expect(dataOf(await collect('true'))).toEqual({ hasCollected: true });
  expect(await check(member.id)).toEqual({ hasCollected: true });
  expect(await check(null)).toEqual({ hasCollected: false });
  const sent = await t.database.db.select().from(notices).where(and(eq(notices.userId, teacher.id), eq(notices.noticeType, 'course-collection')));
  expect(sent).toHaveLength(1);
  expect(sent[0]?.body).toMatchObject({ courseInfo: { id: course.id, title: '收藏课' } });
  expect(dataOf(await collect('false'))).toEqual({ hasCollected: false });
  expect(dataOf(await collect('false'))).toEqual({ hasCollected: false });
  expect(await check(member.id)).toEqual({ hasCollected: false });
});

test('collect needs login, a published course, and status as the string true/false', async () => {
  const member = await createUser(t.database);
  const course = await createCourse(t.database);
  expect(errorOf(await injectAs(t, null, { method: 'POST', url: '/api_v1/course/collect', payload: { courseId: course.id, status: 'true' } })).code).toBe(1100);
  expect(errorOf(await injectAs(t, member.id, { method: 'POST', url: '/api_v1/course/collect', payload: { courseId: 999999, status: 'true' } })).code).toBe(7001);
  expect((await injectAs(t, member.id, { method: 'POST', url: '/api_v1/course/collect', payload: { courseId: course.id, status: 'yes' } })).statusCode).toBe(400);
});
