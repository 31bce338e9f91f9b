import { ErrorCode } from '@site/shared/contract';
import { createTestApp, createUser, dataOf, errorOf, injectAs, type TestApp } from '../../../../test/helpers';
import { type Cast, createCast, createCourse, postShot } from './fixtures';

let t: TestApp;
let cast: Cast;
let teacherCourse: number;
let otherCourse: number;
beforeAll(async () => {
  t = await createTestApp();
  cast = await createCast(t);
  teacherCourse = await createCourse(t, [cast.teacher], '老师自己的课');
  const otherTeacher = await createUser(t.database, { roles: { teacher: true } });
  otherCourse = await createCourse(t, [otherTeacher.id], '别人的课');
});
afterAll(() => t.close());

type Role = keyof Cast;
const roles: Role[] = ['visitor', 'member', 'owner', 'teacher', 'admin'];
const linked = async (shotId: number) =>
  dataOf<{ rows: { id: number; teacherIds: number[] }[] }>(await injectAs(t, null, { method: 'GET', url: `/api_v1/shot/record/course/list?shotId=${shotId}&perPage=30` })).rows.map((r) => r.id);

describe('POST shot/isRecommend/update', () => {
  const expected: Record<Role, number | 'ok'> = { visitor: 1100, member: 403, owner: 403, teacher: 'ok', admin: 'ok' };
  test.each(roles)('%s', async (role) => {
    const { id } = await postShot(t, cast.owner);
    const response = await injectAs(t, cast[role], { method: 'POST', url: '/api_v1/shot/isRecommend/update', payload: { id, status: true } });
    if (expected[role] === 'ok') {
      expect(dataOf(response)).toEqual({ isRecommend: true });
      const list = dataOf<{ rows: { id: number }[] }>(await injectAs(t, null, { method: 'GET', url: '/api_v1/shot/list?isRecommend=true&perPage=100' }));
      expect(list.rows.map((r) => r.id)).toContain(id);
    } else {
      expect(errorOf(response).code).toBe(expected[role]);
    }
  });
});

describe('POST shot/courses/record (link a shot to courses)', () => {
  const expected: Record<Role, number | 'ok'> = { visitor: 1100, member: 403, owner: 403, teacher: 'ok', admin: 'ok' };
  test.each(roles)('%s links to the teacher\'s course', async (role) => {
    const { id } = await postShot(t, cast.owner);
    const response = await injectAs(t, cast[role], { method: 'POST', url: '/api_v1/shot/courses/record', payload: { shotId: id, courseIds: [teacherCourse] } });
    if (expected[role] === 'ok') {
      expect(dataOf(response)).toEqual({ courseIds: [teacherCourse] });
      expect(await linked(id)).toEqual([teacherCourse]);
      const onCourse = dataOf<{ rows: { id: number }[] }>(await injectAs(t, null, { method: 'GET', url: `/api_v1/shot/list?courseId=${teacherCourse}&perPage=100` }));
      expect(onCourse.rows.map((r) => r.id)).toContain(id);
    } else {
      expect(errorOf(response).code).toBe(expected[role]);
      expect(await linked(id)).toEqual([]);
    }
  });

  test('a teacher cannot link to someone else\'s course; an admin can; unknown course is 7001', async () => {
    const { id } = await postShot(t, cast.owner);
    const link = (userId: number, courseIds: number[]) =>
      injectAs(t, userId, { method: 'POST', url: '/api_v1/shot/courses/record', payload: { shotId: id, courseIds } });
    expect(errorOf(await link(cast.teacher, [teacherCourse, otherCourse])).code).toBe(403);
    expect(await linked(id)).toEqual([]);
    expect(errorOf(await link(cast.admin, [999999])).code).toBe(ErrorCode.CourseNotFound);
    dataOf(await link(cast.admin, [otherCourse]));
    dataOf(await link(cast.admin, [otherCourse]));
    expect(await linked(id)).toEqual([otherCourse]);
  });
});

describe('removing course links (admin or that course\'s teacher)', () => {
  const expected: Record<Role, number | 'ok'> = { visitor: 1100, member: 403, owner: 403, teacher: 'ok', admin: 'ok' };
  test.each(roles)('%s, POST shot/course/record/delete', async (role) => {
    const { id } = await postShot(t, cast.owner);
    dataOf(await injectAs(t, cast.admin, { method: 'POST', url: '/api_v1/shot/courses/record', payload: { shotId: id, courseIds: [teacherCourse] } }));
    const response = await injectAs(t, cast[role], { method: 'POST', url: '/api_v1/shot/course/record/delete', payload: { shotId: id, courseIds: [teacherCourse] } });
    if (expected[role] === 'ok') expect(await linked(id)).toEqual([]);
    else {
      expect(errorOf(response).code).toBe(expected[role]);
      expect(await linked(id)).toEqual([teacherCourse]);
    }
  });

  test.each(roles)('%s, GET shot/course/record/delete', async (role) => {
    const { id } = await postShot(t, cast.owner);
    dataOf(await injectAs(t, cast.admin, { method: 'POST', url: '/api_v1/shot/courses/record', payload: { shotId: id, courseIds: [teacherCourse, otherCourse] } }));
    const response = await injectAs(t, cast[role], { method: 'GET', url: `/api_v1/shot/course/record/delete?shotId=${id}&courseId=${teacherCourse}` });
    if (expected[role] === 'ok') expect(await linked(id)).toEqual([otherCourse]);
    else expect(errorOf(response).code).toBe(expected[role]);
    // Nobody but an admin or its own teacher removes the other course's link.
    if (role === 'teacher') {
      const denied = await injectAs(t, cast.teacher, { method: 'GET', url: `/api_v1/shot/course/record/delete?shotId=${id}&courseId=${otherCourse}` });
      expect(errorOf(denied).code).toBe(403);
    }
  });
});

describe('POST shot/course/record (link shots to a course)', () => {
  const expected: Record<Role, number | 'ok'> = { visitor: 1100, member: 403, owner: 403, teacher: 'ok', admin: 'ok' };
  test.each(roles)('%s', async (role) => {
    const [a, b] = [await postShot(t, cast.owner), await postShot(t, cast.owner)];
    const response = await injectAs(t, cast[role], { method: 'POST', url: '/api_v1/shot/course/record', payload: { courseId: teacherCourse, shotIds: [a.id, b.id] } });
    if (expected[role] === 'ok') {
      dataOf(response);
      expect(await linked(a.id)).toEqual([teacherCourse]);
    } else expect(errorOf(response).code).toBe(expected[role]);
  });

  test('the teacher of one course cannot link to another; missing shots are 7702', async () => {
    const { id } = await postShot(t, cast.owner);
    const post = (payload: object) => injectAs(t, cast.teacher, { method: 'POST', url: '/api_v1/shot/course/record', payload });
    expect(errorOf(await post({ courseId: otherCourse, shotIds: [id] })).code).toBe(403);
    expect(errorOf(await post({ courseId: teacherCourse, shotIds: [999999] })).code).toBe(ErrorCode.ShotNotFound);
  });
});

test('record/course/list names each course\'s teachers, and 7702 for a missing shot', async () => {
  const { id } = await postShot(t, cast.owner);
  dataOf(await injectAs(t, cast.admin, { method: 'POST', url: '/api_v1/shot/courses/record', payload: { shotId: id, courseIds: [teacherCourse] } }));
  const list = dataOf<{ rows: { id: number; title: string; teacherIds: number[] }[]; count: number }>(
    await injectAs(t, null, { method: 'GET', url: `/api_v1/shot/record/course/list?shotId=${id}` }),
  );
  expect(list).toEqual({ rows: [{ id: teacherCourse, title: '老师自己的课', preview: '', teacherIds: [cast.teacher] }], count: 1 });
  expect(errorOf(await injectAs(t, null, { method: 'GET', url: '/api_v1/shot/record/course/list?shotId=999999' })).code).toBe(ErrorCode.ShotNotFound);
});
