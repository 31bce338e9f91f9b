import type { CourseSummary, PagedList, RecentWatchedCourse } from '@site/shared/contract';
import { createTestApp, createUser, dataOf, errorOf, injectAs, type TestApp } from '../../../../test/helpers';
import { follows } from '../../account/tables';
import { courseCollections, coursePurchases } from '../tables';
import { createCourse, createLesson } from './fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = async <T>(userId: number | null, url: string) => dataOf<T>(await injectAs(t, userId, { method: 'GET', url }));

test('recent/watched orders courses by the latest lesson watched and names that lesson', async () => {
  const member = await createUser(t.database);
  const a = await createCourse(t.database, { title: 'A', free: true, price: 0 });
  const b = await createCourse(t.database, { title: 'B', free: true, price: 0 });
  const la = await createLesson(t.database, a.id, { title: 'A1' });
  const lb = await createLesson(t.database, b.id, { title: 'B1' });
  const report = (lessonId: number) =>
    injectAs(t, member.id, { method: 'PUT', url: '/api_v1/course/lesson/watch/progress', payload: { lessonId, lessonIndex: 0, watchedDuration: 30, final: false } });
  await report(la.id);
  await new Promise((r) => setTimeout(r, 20));
  await report(lb.id);
  let page = await get<PagedList<RecentWatchedCourse>>(member.id, '/api_v1/course/recent/watched');
  expect(page.rows.map((r) => r.id)).toEqual([b.id, a.id]);
  expect(page.rows[0]?.lastWatch).toMatchObject({ courseLessonId: lb.id, lessonTitle: 'B1', watchedDuration: 30 });
  expect(page.count).toBe(2);
  await new Promise((r) => setTimeout(r, 20));
  await report(la.id);
  page = await get(member.id, '/api_v1/course/recent/watched?perPage=1&page=0');
  expect(page.rows.map((r) => r.id)).toEqual([a.id]);
  expect(page.count).toBe(2);
});

test('my/collect, payed/course and follow/list page with 15 by default', async () => {
  const member = await createUser(t.database);
  const teacher = await createUser(t.database, { roles: { teacher: true } });
  const stranger = await createUser(t.database, { roles: { teacher: true } });
  const created = [];
  for (let i = 0; i < 17; i += 1) created.push(await createCourse(t.database, { title: `课${i}`, createdAt: new Date(Date.now() - (20 - i) * 1000) }, { teacherIds: [teacher.id] }));
  await createCourse(t.database, { title: '别人的' }, { teacherIds: [stranger.id] });
  await t.database.db.insert(courseCollections).values(created.slice(0, 3).map((c) => ({ userId: member.id, courseId: c.id })));
  await t.database.db.insert(coursePurchases).values(created.slice(0, 2).map((c) => ({ userId: member.id, courseId: c.id })));
  await t.database.db.insert(follows).values({ followerId: member.id, targetUserId: teacher.id });

  expect((await get<PagedList<CourseSummary>>(member.id, '/api_v1/course/my/collect')).count).toBe(3);
  expect((await get<PagedList<CourseSummary>>(member.id, '/api_v1/course/payed/course')).rows.map((r) => r.id).sort()).toEqual(created.slice(0, 2).map((c) => c.id).sort());
  const followed = await get<PagedList<CourseSummary>>(member.id, '/api_v1/course/follow/list');
  expect(followed.count).toBe(17);
  expect(followed.rows).toHaveLength(15);
  expect(followed.rows[0]?.id).toBe(created[16]?.id);
  expect(followed.rows[0]?.teacherInfo[0]).toMatchObject({ id: teacher.id, followed: true });
  expect((await get<PagedList<CourseSummary>>(member.id, '/api_v1/course/follow/list?perPage=15&page=1')).rows).toHaveLength(2);
  for (const url of ['/api_v1/course/recent/watched', '/api_v1/course/my/collect', '/api_v1/course/follow/list', '/api_v1/course/payed/course']) {
    expect(errorOf(await injectAs(t, null, { method: 'GET', url })).code).toBe(1100);
  }
});
