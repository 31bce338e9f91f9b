import { and, eq } from 'drizzle-orm';
import { ErrorCode } from '@site/shared/contract';
import { createTestApp, createUser, dataOf, errorOf, injectAs, type TestApp } from '../../../../test/helpers';
import { notices } from '../../account/tables';
import { createCourse } from '../../course/__tests__/fixtures';
import { comments } from '../tables';
import { post } from './fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const like = (userId: number, commentId: number) => injectAs(t, userId, { method: 'POST', url: '/api_v1/comment/like', payload: { commentId, type: 'course' } });
const unlike = (userId: number, commentId: number) => injectAs(t, userId, { method: 'DELETE', url: '/api_v1/comment/delete/like', payload: { commentId, type: 'course' } });

test('likes are idempotent, one per member, never below 0, and notify the author once', async () => {
  const author = await createUser(t.database);
  const fan = await createUser(t.database);
  const course = await createCourse(t.database);
  const c = await post(t, author.id, { type: 'course', courseId: course.id, content: '内容' });
  expect(dataOf(await like(fan.id, c.id))).toEqual({ isLike: true, likeNum: 1 });
  expect(dataOf(await like(fan.id, c.id))).toEqual({ isLike: true, likeNum: 1 });
  const sent = await t.database.db.select().from(notices).where(and(eq(notices.userId, author.id), eq(notices.noticeType, 'course-comment-like')));
  expect(sent).toHaveLength(1);
  expect(dataOf(await unlike(fan.id, c.id))).toEqual({ isLike: false, likeNum: 0 });
  expect(dataOf(await unlike(fan.id, c.id))).toEqual({ isLike: false, likeNum: 0 });
  // Even if the counter were already 0 with a like row left, it never goes negative.
  await like(fan.id, c.id);
  await t.database.db.update(comments).set({ likeNum: 0 }).where(eq(comments.id, c.id));
  expect(dataOf(await unlike(fan.id, c.id))).toEqual({ isLike: false, likeNum: 0 });
});

test('concurrent likes by one member count once', async () => {
  const author = await createUser(t.database);
  const fan = await createUser(t.database);
  const course = await createCourse(t.database);
  const c = await post(t, author.id, { type: 'course', courseId: course.id, content: '并发' });
  await Promise.all(Array.from({ length: 10 }, () => like(fan.id, c.id)));
  const [row] = await t.database.db.select().from(comments).where(eq(comments.id, c.id));
  expect(row?.likeNum).toBe(1);
});

test('check/comment/like and istrue answer for the caller', async () => {
  const author = await createUser(t.database);
  const fan = await createUser(t.database);
  const course = await createCourse(t.database);
  const c1 = await post(t, author.id, { type: 'course', courseId: course.id, content: '一' });
  const c2 = await post(t, author.id, { type: 'course', courseId: course.id, content: '二' });
  await like(fan.id, c2.id);
  const map = dataOf(await injectAs(t, fan.id, { method: 'POST', url: '/api_v1/comment/check/comment/like', payload: { type: 'course', commentIds: [c1.id, c2.id] } }));
  expect(map).toEqual({ [c1.id]: false, [c2.id]: true });
  expect(dataOf(await injectAs(t, fan.id, { method: 'GET', url: `/api_v1/comment/istrue?commentId=${c2.id}&type=course` }))).toEqual({ isLike: true });
  expect(dataOf(await injectAs(t, author.id, { method: 'GET', url: `/api_v1/comment/istrue?commentId=${c2.id}&type=course` }))).toEqual({ isLike: false });
});

test('7140 when liking or unliking a deleted comment; 1100 when logged out', async () => {
  const author = await createUser(t.database);
  const fan = await createUser(t.database);
  const course = await createCourse(t.database);
  const c = await post(t, author.id, { type: 'course', courseId: course.id, content: '将删除' });
  expect(errorOf(await injectAs(t, null, { method: 'POST', url: '/api_v1/comment/like', payload: { commentId: c.id, type: 'course' } })).code).toBe(ErrorCode.NotLoggedIn);
  await injectAs(t, author.id, { method: 'DELETE', url: '/api_v1/comment/delete', payload: { type: 'course', commentId: c.id } });
  expect(errorOf(await like(fan.id, c.id)).code).toBe(ErrorCode.CommentDeleted);
  expect(errorOf(await unlike(fan.id, c.id)).code).toBe(ErrorCode.CommentDeleted);
});
