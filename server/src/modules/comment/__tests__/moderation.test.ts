import { eq } from 'drizzle-orm';
import { createTestApp, createUser, dataOf, errorOf, injectAs, type TestApp } from '../../../../test/helpers';
import { createCourse } from '../../course/__tests__/fixtures';
import { comments } from '../tables';
import { post } from './fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

test('only the author deletes (others 403, soft delete, idempotent)', async () => {
  const author = await createUser(t.database);
  const other = await createUser(t.database);
  const admin = await createUser(t.database, { roles: { admin: true } });
  const course = await createCourse(t.database);
  const c = await post(t, author.id, { type: 'course', courseId: course.id, content: '我的' });
  for (const userId of [other.id, admin.id]) {
    const response = await injectAs(t, userId, { method: 'DELETE', url: '/api_v1/comment/delete', payload: { type: 'course', commentId: c.id } });
    expect(response.statusCode).toBe(403);
    expect(errorOf(response).code).toBe(403);
  }
  expect(dataOf(await injectAs(t, author.id, { method: 'DELETE', url: '/api_v1/comment/delete', payload: { type: 'course', commentId: c.id } }))).toEqual({ id: c.id, deleted: true });
  expect((await injectAs(t, author.id, { method: 'DELETE', url: '/api_v1/comment/delete', payload: { type: 'course', commentId: c.id } })).statusCode).toBe(200);
  const [row] = await t.database.db.select().from(comments).where(eq(comments.id, c.id));
  expect(row?.deletedAt).not.toBeNull();
  expect((await injectAs(t, author.id, { method: 'DELETE', url: '/api_v1/comment/delete', payload: { type: 'shot', commentId: c.id } })).statusCode).toBe(404);
});

test('pinning needs the top-comment power: canTopComment, teacher or admin', async () => {
  const member = await createUser(t.database);
  const granted = await createUser(t.database, { canTopComment: true });
  const teacher = await createUser(t.database, { roles: { teacher: true } });
  const admin = await createUser(t.database, { roles: { admin: true } });
  const course = await createCourse(t.database);
  const c = await post(t, member.id, { type: 'course', courseId: course.id, content: '置顶我' });
  const pin = (userId: number, status: boolean | string) => injectAs(t, userId, { method: 'POST', url: '/api_v1/comment/isTop', payload: { commentId: c.id, type: 'course', status } });
  expect((await pin(member.id, true)).statusCode).toBe(403);
  for (const user of [granted, teacher, admin]) {
    expect(dataOf(await pin(user.id, true))).toEqual({ isTop: true });
    expect(dataOf(await pin(user.id, 'false'))).toEqual({ isTop: false });
  }
});
