import { createTestApp, createUser, dataOf, errorOf, injectAs, type TestApp } from '../../../../test/helpers';
import { createCourse } from '../../course/__tests__/fixtures';
import { createShot, post } from '../../comment/__tests__/fixtures';

let t: TestApp;
let adminId: number;
beforeAll(async () => {
  t = await createTestApp();
  adminId = (await createUser(t.database, { roles: { admin: true } })).id;
}, 120_000);
afterAll(() => t.close());

type Reported = { id: number; type: string; content: string; reporters: number; target: { id: number; title: string }; reasons: string[] };
const report = (userId: number, payload: object) => injectAs(t, userId, { method: 'POST', url: '/api_v1/comment/report', payload });
const reported = async () => dataOf<{ rows: Reported[]; count: number }>(await injectAs(t, adminId, { method: 'GET', url: '/api_v1/admin/comment/reported' }));
const moderate = (action: 'delete' | 'dismiss', payload: object) => injectAs(t, adminId, { method: 'POST', url: `/api_v1/admin/comment/${action}`, payload });

test('members report once per comment; admins see reported comments newest first, dismiss or delete them, all audited', async () => {
  const author = await createUser(t.database);
  const [alice, bob] = [await createUser(t.database), await createUser(t.database)];
  const course = await createCourse(t.database, { title: '版式设计' });
  const shot = await createShot(t, author.id);
  const onCourse = await post(t, author.id, { type: 'course', courseId: course.id, content: '广告链接' });
  const onShot = await post(t, author.id, { type: 'shot', shotId: shot.id, content: '骂人的话' });

  expect(dataOf(await report(alice.id, { type: 'course', commentId: onCourse.id, reason: '广告' }))).toEqual({ reported: true, alreadyReported: false });
  expect(dataOf(await report(alice.id, { type: 'course', commentId: onCourse.id }))).toEqual({ reported: true, alreadyReported: true });
  dataOf(await report(bob.id, { type: 'course', commentId: onCourse.id }));
  dataOf(await report(bob.id, { type: 'shot', commentId: onShot.id, reason: '人身攻击' }));

  const list = await reported();
  expect(list.count).toBe(2);
  expect(list.rows.map((row) => row.id)).toEqual([onShot.id, onCourse.id]);
  expect(list.rows[1]).toMatchObject({ type: 'course', content: '广告链接', reporters: 2, target: { id: course.id, title: '版式设计' }, reasons: ['广告'] });
  expect(list.rows[0]).toMatchObject({ type: 'shot', reporters: 1, target: { id: shot.id, title: '作品' } });

  expect(dataOf(await moderate('dismiss', { id: onCourse.id, reason: '正常讨论' }))).toEqual({ id: onCourse.id, dismissed: 2 });
  expect((await reported()).rows.map((row) => row.id)).toEqual([onShot.id]);
  // A dismissed report is not raised again by the same member.
  expect(dataOf(await report(alice.id, { type: 'course', commentId: onCourse.id }))).toEqual({ reported: true, alreadyReported: true });
  expect((await reported()).count).toBe(1);

  expect(dataOf(await moderate('delete', { id: onShot.id, reason: '辱骂' }))).toEqual({ id: onShot.id, deleted: true });
  expect((await reported()).count).toBe(0);
  const comments = dataOf<{ rows: { id: number }[] }>(await t.app.inject({ method: 'GET', url: `/api_v1/comment/list?type=shot&shotId=${shot.id}` }));
  expect(comments.rows).toEqual([]);
  // Deleted: likes and reports answer 7140.
  expect(errorOf(await report(alice.id, { type: 'shot', commentId: onShot.id })).code).toBe(7140);

  const audit = dataOf<{ rows: { action: string; targetId: string; reason: string; before: unknown; after: unknown }[] }>(
    await injectAs(t, adminId, { method: 'GET', url: '/api_v1/admin/audit/list?targetType=comment' }),
  ).rows;
  expect(audit.map((row) => row.action)).toEqual(['comment.delete', 'comment.dismiss']);
  expect(audit[0]).toMatchObject({ targetId: String(onShot.id), reason: '辱骂', before: { deleted: false, openReports: 1, content: '骂人的话' }, after: { deleted: true, openReports: 0 } });
});

test('an admin deletes any comment, including one nobody reported', async () => {
  const author = await createUser(t.database);
  const course = await createCourse(t.database);
  const comment = await post(t, author.id, { type: 'course', courseId: course.id, content: '普通评论' });
  expect(dataOf(await moderate('delete', { id: comment.id }))).toEqual({ id: comment.id, deleted: true });
  const list = dataOf<{ rows: unknown[] }>(await t.app.inject({ method: 'GET', url: `/api_v1/comment/list?type=course&courseId=${course.id}` }));
  expect(list.rows).toEqual([]);
});

test.each([
  ['own comment', 'own', 400],
  ['unknown comment', 999999, 404],
  ['wrong type', 'wrong-type', 404],
  ['reason too long', 'long', 400],
])('reporting: %s is refused', async (_name, which, status) => {
  const author = await createUser(t.database);
  const course = await createCourse(t.database);
  const comment = await post(t, author.id, { type: 'course', courseId: course.id, content: '评论' });
  const reporter = which === 'own' ? author.id : (await createUser(t.database)).id;
  const payload =
    which === 999999
      ? { type: 'course', commentId: 999999 }
      : which === 'wrong-type'
        ? { type: 'shot', commentId: comment.id }
        : { type: 'course', commentId: comment.id, reason: which === 'long' ? '长'.repeat(201) : '' };
  const response = await report(reporter, payload);
  expect(response.statusCode).toBe(status);
  expect(errorOf(response).message).toMatch(/[\u4e00-\u9fa5]/);
});

test('visitors cannot report (1100); bad moderation input changes nothing', async () => {
  expect(errorOf(await t.app.inject({ method: 'POST', url: '/api_v1/comment/report', payload: { type: 'course', commentId: 1 } })).code).toBe(1100);
  const before = (await reported()).count;
  expect((await moderate('delete', { id: 999999 })).statusCode).toBe(404);
  expect((await moderate('dismiss', { id: 'x' })).statusCode).toBe(400);
  const author = await createUser(t.database);
  const course = await createCourse(t.database);
  const comment = await post(t, author.id, { type: 'course', courseId: course.id, content: '没人举报' });
  expect((await moderate('dismiss', { id: comment.id })).statusCode).toBe(404);
  expect((await reported()).count).toBe(before);
});
