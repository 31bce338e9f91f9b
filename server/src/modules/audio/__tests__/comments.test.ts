import { eq } from 'drizzle-orm';
import { ErrorCode } from '@site/shared/contract';
import { createTestApp, createUser, dataOf, errorOf, injectAs, nextIp, type TestApp } from '../../../../test/helpers';
import { audios } from '../tables';
import { createPodcast, type Podcast } from './fixtures';

let t: TestApp;
let p: Podcast;
beforeAll(async () => {
  t = await createTestApp();
  p = await createPodcast(t, 2);
});
afterAll(() => t.close());

interface Message {
  noticeType: string;
  body: { fromUser: { username: string }; audioInfo?: { id: number; title: string }; commentInfo?: { id: number } };
}

const post = (userId: number, payload: Record<string, unknown>) =>
  injectAs(t, userId, { method: 'POST', url: '/api_v1/comment/post', payload: { type: 'audio', ...payload }, remoteAddress: nextIp() });
const messages = async (userId: number) =>
  dataOf<{ rows: Message[] }>(await injectAs(t, userId, { method: 'GET', url: '/api_v1/account/message/list?perPage=50&page=0' })).rows;

test('audio comments: 20 a page by default, replies nested under their root', async () => {
  const id = p.episodeIds[0];
  const commenter = await createUser(t.database);
  for (let i = 0; i < 22; i += 1) dataOf(await post(commenter.id, { audioId: id, content: `评论 ${i}` }));
  const list = dataOf<{ rows: { id: number; content: string; replayTargetInfo: unknown[] }[]; count: number }>(
    await t.app.inject({ method: 'GET', url: `/api_v1/comment/list?type=audio&audioId=${id}` }),
  );
  expect(list.count).toBe(22);
  expect(list.rows).toHaveLength(20);
  const rest = dataOf<{ rows: unknown[] }>(await t.app.inject({ method: 'GET', url: `/api_v1/comment/list?type=audio&audioId=${id}&page=1` }));
  expect(rest.rows).toHaveLength(2);
  const root = list.rows[0];
  dataOf(await post(p.member, { audioId: id, content: '同意', replyTargetId: root.id }));
  const again = dataOf<{ rows: { id: number; replayTargetInfo: { content: string }[] }[] }>(
    await t.app.inject({ method: 'GET', url: `/api_v1/comment/list?type=audio&audioId=${id}` }),
  );
  expect(again.rows.find((r) => r.id === root.id)?.replayTargetInfo.map((r) => r.content)).toEqual(['同意']);
  const missing = await t.app.inject({ method: 'GET', url: '/api_v1/comment/list?type=audio&audioId=999999' });
  expect(errorOf(missing).code).toBe(ErrorCode.AudioNotFound);
});

test('7706 when comments are closed on the episode; nothing is stored', async () => {
  const id = p.episodeIds[1];
  await t.database.db.update(audios).set({ enableComment: false }).where(eq(audios.id, id));
  const closed = await post(p.member, { audioId: id, content: '还能评论吗' });
  expect(errorOf(closed).code).toBe(ErrorCode.CommentsClosed);
  expect(dataOf<{ count: number }>(await t.app.inject({ method: 'GET', url: `/api_v1/comment/list?type=audio&audioId=${id}` })).count).toBe(0);
  expect(dataOf<{ enableComment: boolean }>(await t.app.inject({ method: 'GET', url: `/api_v1/audio/detail?id=${id}` })).enableComment).toBe(false);
  await t.database.db.update(audios).set({ enableComment: true }).where(eq(audios.id, id));
});

test('the three audio notices reach the account messages with audioInfo (link to /podcast/{id})', async () => {
  const id = p.episodeIds[1];
  const listener = await createUser(t.database, { username: 'listener01' });
  const fan = await createUser(t.database, { username: 'fan0001' });

  // A comment tells the episode's teacher (audio-comment).
  const comment = dataOf<{ id: number }>(await post(listener.id, { audioId: id, content: '讲得真好' }));
  const teacherInbox = await messages(p.teacher);
  const commentNotice = teacherInbox.find((m) => m.noticeType === 'audio-comment');
  expect(commentNotice?.body).toMatchObject({ fromUser: { username: 'listener01' }, audioInfo: { id, title: '第 1 期' }, commentInfo: { id: comment.id } });

  // A reply tells the comment's author (audio-comment-reply); a like too (audio-comment-like).
  dataOf(await post(fan.id, { audioId: id, content: '+1', replyTargetId: comment.id }));
  dataOf(await injectAs(t, fan.id, { method: 'POST', url: '/api_v1/comment/like', payload: { commentId: comment.id, type: 'audio' } }));
  const inbox = await messages(listener.id);
  expect(inbox.map((m) => m.noticeType).sort()).toEqual(['audio-comment-like', 'audio-comment-reply']);
  for (const message of inbox) expect(message.body).toMatchObject({ fromUser: { username: 'fan0001' }, audioInfo: { id, title: '第 1 期' } });

  // Filtering by type works for the audio types like any other.
  const onlyLikes = dataOf<{ rows: Message[] }>(await injectAs(t, listener.id, { method: 'GET', url: '/api_v1/account/message/list?type=audio-comment-like' })).rows;
  expect(onlyLikes.map((m) => m.noticeType)).toEqual(['audio-comment-like']);
});
