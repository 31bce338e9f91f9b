import type { Comment, PagedList } from '@site/shared/contract';
import { createTestApp, createUser, dataOf, injectAs, type TestApp } from '../../../../test/helpers';
import { createCourse } from '../../course/__tests__/fixtures';
import { post } from './fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const list = async (userId: number | null, query: string) =>
  dataOf<PagedList<Comment>>(await injectAs(t, userId, { method: 'GET', url: `/api_v1/comment/list?${query}` }));

test('roots newest first with replies oldest first, pinned first, 15 a page by default, deleted ones hidden', async () => {
  const teacher = await createUser(t.database, { roles: { teacher: true } });
  const member = await createUser(t.database);
  const course = await createCourse(t.database);
  const roots: Comment[] = [];
  for (let i = 0; i < 17; i += 1) roots.push(await post(t, member.id, { type: 'course', courseId: course.id, content: `评论${i}` }));
  const r1 = await post(t, teacher.id, { type: 'course', courseId: course.id, content: '回复1', replyTargetId: roots[16]!.id });
  const r2 = await post(t, member.id, { type: 'course', courseId: course.id, content: '回复2', replyTargetId: r1.id });
  let page = await list(null, `type=course&courseId=${course.id}`);
  expect(page.count).toBe(17);
  expect(page.rows).toHaveLength(15);
  expect(page.rows[0]?.id).toBe(roots[16]!.id);
  expect(page.rows[0]?.replayTargetInfo.map((r) => r.id)).toEqual([r1.id, r2.id]);
  const second = await list(null, `type=course&courseId=${course.id}&perPage=15&page=1`);
  expect(second.rows.map((r) => r.id)).toEqual([roots[1]!.id, roots[0]!.id]);

  await injectAs(t, teacher.id, { method: 'POST', url: '/api_v1/comment/isTop', payload: { commentId: roots[0]!.id, type: 'course', status: true } });
  page = await list(null, `type=course&courseId=${course.id}&perPage=20`);
  expect(page.rows[0]).toMatchObject({ id: roots[0]!.id, isTop: true });

  await injectAs(t, member.id, { method: 'DELETE', url: '/api_v1/comment/delete', payload: { type: 'course', commentId: roots[5]!.id } });
  page = await list(null, `type=course&courseId=${course.id}&perPage=20`);
  expect(page.count).toBe(16);
  expect(page.rows.map((r) => r.id)).not.toContain(roots[5]!.id);
});

test('isLike reflects the caller', async () => {
  const a = await createUser(t.database);
  const b = await createUser(t.database);
  const course = await createCourse(t.database);
  const c = await post(t, a.id, { type: 'course', courseId: course.id, content: '赞我' });
  await injectAs(t, b.id, { method: 'POST', url: '/api_v1/comment/like', payload: { commentId: c.id, type: 'course' } });
  expect((await list(b.id, `type=course&courseId=${course.id}`)).rows[0]).toMatchObject({ isLike: true, likeNum: 1 });
  expect((await list(a.id, `type=course&courseId=${course.id}`)).rows[0]).toMatchObject({ isLike: false, likeNum: 1 });
});

test('the id must match the type', async () => {
  const course = await createCourse(t.database);
  expect((await injectAs(t, null, { method: 'GET', url: `/api_v1/comment/list?type=shot&courseId=${course.id}` })).statusCode).toBe(400);
});
