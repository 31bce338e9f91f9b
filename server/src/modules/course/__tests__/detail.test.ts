import type { CourseDetail } from '@site/shared/contract';
import { createTestApp, createUser, dataOf, errorOf, injectAs, type TestApp } from '../../../../test/helpers';
import { follows } from '../../account/tables';
import { courseCollections } from '../tables';
import { createApp, createCourse, createLesson } from './fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const detail = async (userId: number | null, courseId: number) =>
  injectAs(t, userId, { method: 'GET', url: `/api_v1/course/detail?courseId=${courseId}` });

test('detail carries lessons with the caller\'s progress, teachers with followed, software, hasCollected; no media URL', async () => {
  const teacher = await createUser(t.database, { roles: { teacher: true }, nickname: '李老师' });
  const member = await createUser(t.database);
  const app = await createApp(t.database, 'Sketch');
  const course = await createCourse(t.database, { title: '详情课', description: '<p>介绍</p>', liveUrl: 'https://live.example.com/1' }, { teacherIds: [teacher.id], appIds: [app.id] });
  const l1 = await createLesson(t.database, course.id, { title: '一', sort: 0, free: true, duration: 125 });
  const l2 = await createLesson(t.database, course.id, { title: '二', sort: 1, sourceKey: 'private/source/a.zip', downloadable: true });
  await t.database.db.insert(follows).values({ followerId: member.id, targetUserId: teacher.id });
  await t.database.db.insert(courseCollections).values({ userId: member.id, courseId: course.id });
  await injectAs(t, member.id, { method: 'PUT', url: '/api_v1/course/lesson/watch/progress', payload: { lessonId: l1.id, lessonIndex: 0, watchedDuration: 42, final: false } });

  const response = await detail(member.id, course.id);
  const body = dataOf<CourseDetail>(response);
  expect(body).toMatchObject({
    id: course.id,
    title: '详情课',
    description: '<p>介绍</p>',
    lessonNum: 2,
    hasCollected: true,
    teacherInfo: [{ id: teacher.id, nickname: '李老师', followed: true }],
    softWareInfo: [{ id: app.id, name: 'Sketch' }],
  });
  expect(body.lessonInfo).toEqual([
    { id: l1.id, title: '一', free: true, sourceInfo: { duration: 125, downloadable: false }, watchRecord: { courseLessonId: l1.id, watchedDuration: 42, hasFinal: false, lessonIndex: 0 } },
    { id: l2.id, title: '二', free: false, sourceInfo: { duration: 60, downloadable: true }, watchRecord: null },
  ]);
  expect(response.body).not.toContain('private/');
  expect(response.body).not.toContain('/media/');

  const anonymous = dataOf<CourseDetail>(await detail(null, course.id));
  expect(anonymous).toMatchObject({ hasCollected: false, teacherInfo: [{ followed: false }] });
  expect(anonymous.lessonInfo.every((l) => l.watchRecord === null)).toBe(true);
});

test('7001 for a missing or unpublished course', async () => {
  const hidden = await createCourse(t.database, { published: false });
  expect(errorOf(await detail(null, hidden.id)).code).toBe(7001);
  expect(errorOf(await detail(null, 987654)).code).toBe(7001);
  expect((await injectAs(t, null, { method: 'GET', url: '/api_v1/course/detail?courseId=abc' })).statusCode).toBe(400);
});
