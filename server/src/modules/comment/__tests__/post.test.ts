import { and, eq } from 'drizzle-orm';
import { ErrorCode } from '@site/shared/contract';
import { createTestApp, createUser, errorOf, injectAs, type TestApp } from '../../../../test/helpers';
import { notices } from '../../account/tables';
import { createCourse } from '../../course/__tests__/fixtures';
import { createAudio, createShot, post } from './fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const noticesOf = (userId: number, type: string) =>
  t.database.db.select().from(notices).where(and(eq(notices.userId, userId), eq(notices.noticeType, type)));

test('a course comment is stored trimmed without control characters and notifies the teachers', async () => {
  const teacher = await createUser(t.database, { roles: { teacher: true } });
  const member = await createUser(t.database);
  const course = await createCourse(t.database, { title: '排版课' }, { teacherIds: [teacher.id] });
  const comment = await post(t, member.id, { type: 'course', courseId: course.id, content: '  好课\u0007<b>!</b>\r\n第二行\u202E  ' });
  expect(comment).toMatchObject({ content: '好课<b>!</b>\n第二行', likeNum: 0, isLike: false, isTop: false, rootTargetId: null, replyTargetId: null, replayTargetInfo: [] });
  expect(comment.userInfo).toMatchObject({ id: member.id, username: member.username });
  const [notice] = await noticesOf(teacher.id, 'course-comment');
  expect(notice?.body).toMatchObject({ courseInfo: { id: course.id, title: '排版课' }, commentInfo: { id: comment.id }, fromUser: { username: member.username } });
});

test('replies hang under the root and notify the replied author', async () => {
  const owner = await createUser(t.database);
  const a = await createUser(t.database);
  const b = await createUser(t.database);
  const shot = await createShot(t, owner.id);
  const root = await post(t, a.id, { type: 'shot', shotId: shot.id, content: '第一' });
  expect(await noticesOf(owner.id, 'shot-comment')).toHaveLength(1);
  const reply = await post(t, b.id, { type: 'shot', shotId: shot.id, content: '回复', replyTargetId: root.id });
  expect(reply).toMatchObject({ rootTargetId: root.id, replyTargetId: root.id });
  const nested = await post(t, a.id, { type: 'shot', shotId: shot.id, content: `@${b.nickname} 再回复`, replyTargetId: reply.id });
  expect(nested).toMatchObject({ rootTargetId: root.id, replyTargetId: reply.id });
  expect(await noticesOf(a.id, 'shot-comment-reply')).toHaveLength(1);
  expect(await noticesOf(b.id, 'shot-comment-reply')).toHaveLength(1);
});

test('audio comments notify the audio teachers', async () => {
  const teacher = await createUser(t.database, { roles: { teacher: true } });
  const member = await createUser(t.database);
  const audio = await createAudio(t, teacher.id);
  await post(t, member.id, { type: 'audio', audioId: audio.id, content: '好听' });
  expect(await noticesOf(teacher.id, 'audio-comment')).toHaveLength(1);
});

test('7706 when comments are closed on a shot or an audio', async () => {
  const owner = await createUser(t.database);
  const member = await createUser(t.database);
  const shot = await createShot(t, owner.id, false);
  const audio = await createAudio(t, owner.id, false);
  for (const payload of [
    { type: 'shot', shotId: shot.id, content: '评论' },
    { type: 'audio', audioId: audio.id, content: '评论' },
  ]) {
    expect(errorOf(await injectAs(t, member.id, { method: 'POST', url: '/api_v1/comment/post', payload })).code).toBe(ErrorCode.CommentsClosed);
  }
});

test('7140 when replying to a deleted comment or inside a deleted thread', async () => {
  const member = await createUser(t.database);
  const other = await createUser(t.database);
  const course = await createCourse(t.database);
  const root = await post(t, member.id, { type: 'course', courseId: course.id, content: '根' });
  const reply = await post(t, other.id, { type: 'course', courseId: course.id, content: '子', replyTargetId: root.id });
  await injectAs(t, member.id, { method: 'DELETE', url: '/api_v1/comment/delete', payload: { type: 'course', commentId: root.id } });
  for (const replyTargetId of [root.id, reply.id]) {
    const response = await injectAs(t, other.id, { method: 'POST', url: '/api_v1/comment/post', payload: { type: 'course', courseId: course.id, content: '再回复', replyTargetId } });
    expect(errorOf(response).code).toBe(ErrorCode.CommentDeleted);
  }
});

test('content rules: empty, whitespace, over 600 characters; 600 emoji are fine', async () => {
  const member = await createUser(t.database);
  const course = await createCourse(t.database);
  const send = (content: string) => injectAs(t, member.id, { method: 'POST', url: '/api_v1/comment/post', payload: { type: 'course', courseId: course.id, content } });
  for (const content of ['', '   \n ', '\u0000\u0001', 'a'.repeat(601)]) {
    expect((await send(content)).statusCode).toBe(400);
  }
  expect((await send('😀'.repeat(600))).statusCode).toBe(200);
});

test('login required, the target must exist and match type, unknown fields refused', async () => {
  const member = await createUser(t.database);
  const course = await createCourse(t.database);
  const send = (userId: number | null, payload: object) => injectAs(t, userId, { method: 'POST', url: '/api_v1/comment/post', payload });
  expect(errorOf(await send(null, { type: 'course', courseId: course.id, content: 'x' })).code).toBe(ErrorCode.NotLoggedIn);
  expect(errorOf(await send(member.id, { type: 'course', courseId: 999999, content: 'x' })).code).toBe(ErrorCode.CourseNotFound);
  expect(errorOf(await send(member.id, { type: 'shot', shotId: 999999, content: 'x' })).code).toBe(ErrorCode.ShotNotFound);
  expect(errorOf(await send(member.id, { type: 'audio', audioId: 999999, content: 'x' })).code).toBe(ErrorCode.AudioNotFound);
  expect((await send(member.id, { type: 'shot', courseId: course.id, content: 'x' })).statusCode).toBe(400);
  expect((await send(member.id, { type: 'course', courseId: course.id, content: 'x', html: true })).statusCode).toBe(400);
});
