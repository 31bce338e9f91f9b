import type { App, CategoryGroup, ClassPlanItem, CourseSummary, PagedList, Teacher } from '@site/shared/contract';
import { createTestApp, createUser, dataOf, errorOf, injectAs, type TestApp } from '../../../../test/helpers';
import { follows } from '../../account/tables';
import { classPlans } from '../tables';
import { createApp, createCategory, createCourse, createSeries } from './fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = async <T>(userId: number | null, url: string) => dataOf<T>(await injectAs(t, userId, { method: 'GET', url }));

test('group/category/list filters by course type', async () => {
  const online = await createCategory(t.database, '录播分组', 'online-course');
  const live = await createCategory(t.database, '直播分组', 'live-course');
  const onlineGroups = await get<CategoryGroup[]>(null, '/api_v1/course/group/category/list?courseType=online-course');
  expect(onlineGroups).toEqual([{ id: online.group.id, name: '录播分组', categories: [{ id: online.category.id, name: '录播分组分类' }] }]);
  expect((await get<CategoryGroup[]>(null, '/api_v1/course/group/category/list?courseType=live-course')).map((g) => g.id)).toEqual([live.group.id]);
  expect(await get<CategoryGroup[]>(null, '/api_v1/course/group/category/list')).toHaveLength(2);
});

test('software list and the courses of one software', async () => {
  const ps = await createApp(t.database, 'Photoshop');
  const ai = await createApp(t.database, 'Illustrator');
  const c1 = await createCourse(t.database, { title: 'PS 入门' }, { appIds: [ps.id] });
  await createCourse(t.database, { title: 'AI 入门' }, { appIds: [ai.id] });
  const appsList = await get<App[]>(null, '/api_v1/course/software/list');
  expect(appsList.map((a) => a.name)).toEqual(expect.arrayContaining(['Photoshop', 'Illustrator']));
  const page = await get<PagedList<CourseSummary>>(null, `/api_v1/course/software/course?softWareId=${ps.id}`);
  expect(page).toMatchObject({ count: 1, rows: [{ id: c1.id }] });
});

test('teacher list with followed and wechat; a teacher\'s courses (all/course)', async () => {
  const teacher = await createUser(t.database, { roles: { teacher: true }, nickname: '赵老师' });
  const member = await createUser(t.database);
  await t.database.db.insert(follows).values({ followerId: member.id, targetUserId: teacher.id });
  const course = await createCourse(t.database, { title: '赵的课' }, { teacherIds: [teacher.id] });
  await createCourse(t.database, { title: '赵的下架课', published: false }, { teacherIds: [teacher.id] });
  const teachers = await get<Teacher[]>(member.id, '/api_v1/course/teacher/list');
  expect(teachers.find((x) => x.id === teacher.id)).toEqual({
    id: teacher.id,
    nickname: '赵老师',
    username: teacher.username,
    avatar: '',
    followed: true,
    userSocialAccount: { wechat: '' },
  });
  expect(teachers.find((x) => x.id === member.id)).toBeUndefined();
  const page = await get<PagedList<CourseSummary>>(null, `/api_v1/course/all/course?userId=${teacher.id}&perPage=12&page=0`);
  expect(page).toMatchObject({ count: 1, rows: [{ id: course.id }] });
});

test('series/list gives the courses of one series in order', async () => {
  const series = await createSeries(t.database, '配色系列');
  const first = await createCourse(t.database, { title: '配色一', courseSeriesId: series.id, createdAt: new Date(Date.now() - 5000) });
  const second = await createCourse(t.database, { title: '配色二', courseSeriesId: series.id });
  await createCourse(t.database, { title: '无关' });
  const rows = await get<CourseSummary[]>(null, `/api_v1/course/series/list?id=${series.id}`);
  expect(rows.map((r) => r.id)).toEqual([first.id, second.id]);
});

test('is/role/list: courses the caller teaches (20 by default, keyword), every course for an admin', async () => {
  const teacher = await createUser(t.database, { roles: { teacher: true } });
  const admin = await createUser(t.database, { roles: { admin: true } });
  for (let i = 0; i < 22; i += 1) await createCourse(t.database, { title: i === 0 ? '特别的课' : `角色课${i}` }, { teacherIds: [teacher.id] });
  const mine = await get<PagedList<CourseSummary>>(teacher.id, '/api_v1/course/is/role/list');
  expect(mine.count).toBe(22);
  expect(mine.rows).toHaveLength(20);
  expect((await get<PagedList<CourseSummary>>(teacher.id, '/api_v1/course/is/role/list?perPage=30&page=0&keyword=特别')).count).toBe(1);
  const all = await get<PagedList<CourseSummary>>(admin.id, '/api_v1/course/is/role/list?perPage=30');
  expect(all.count).toBeGreaterThan(22);
  const member = await createUser(t.database);
  expect((await get<PagedList<CourseSummary>>(member.id, '/api_v1/course/is/role/list')).count).toBe(0);
  expect(errorOf(await injectAs(t, null, { method: 'GET', url: '/api_v1/course/is/role/list' })).code).toBe(1100);
});

test('class plans per school (1, 2, 3, 6) in snake_case; other ids refused', async () => {
  await t.database.db.insert(classPlans).values([
    { schoolId: 1, classname: 'UI 全能班', starttime: '2026-03-01', endtime: '2026-05-30', classColor: '#ff7d00' },
    { schoolId: 6, classname: '济南班', starttime: '2026-04-01', endtime: '2026-06-30' },
  ]);
  expect(await get<ClassPlanItem[]>(null, '/api_v1/course/api/class/list?school_id=1')).toEqual([
    { classname: 'UI 全能班', starttime: '2026-03-01', endtime: '2026-05-30', class_color: '#ff7d00' },
  ]);
  expect(await get<ClassPlanItem[]>(null, '/api_v1/course/api/class/list?school_id=2')).toEqual([]);
  expect((await injectAs(t, null, { method: 'GET', url: '/api_v1/course/api/class/list?school_id=4' })).statusCode).toBe(400);
});
