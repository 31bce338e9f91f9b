import { and, eq } from 'drizzle-orm';
import { ErrorCode } from '@site/shared/contract';
import { notices } from '../../account/tables';
import { XSS_VECTORS } from '../../../../../shared/src/rich-text/testing/xss-vectors';
import { createTestApp, dataOf, errorOf, injectAs, type TestApp } from '../../../../test/helpers';
import { type Cast, createCast, postShot } from './fixtures';

let t: TestApp;
let cast: Cast;
beforeAll(async () => {
  t = await createTestApp();
  cast = await createCast(t);
});
afterAll(() => t.close());

/**
 * Comments are plain text: stored as given and rendered by React as text, so a vector must come
 * back byte for byte (never interpreted, never half-sanitised into something else).
 */
test('XSS vectors posted as comments and replies on a shot come back as inert text', async () => {
  const { id } = await postShot(t, cast.owner);
  for (const [index, vector] of XSS_VECTORS.entries()) {
    // Comment posting is rate-limited per IP (60 a minute): each vector comes from its own address.
    const remoteAddress = `10.0.0.${index + 1}`;
    const root = dataOf<{ id: number; content: string }>(
      await injectAs(t, cast.member, { method: 'POST', url: '/api_v1/comment/post', payload: { type: 'shot', shotId: id, content: vector }, remoteAddress }),
    );
    expect(root.content).toBe(vector.trim());
    const reply = dataOf<{ content: string }>(
      await injectAs(t, cast.owner, { method: 'POST', url: '/api_v1/comment/post', payload: { type: 'shot', shotId: id, content: vector, replyTargetId: root.id }, remoteAddress }),
    );
    expect(reply.content).toContain(vector.trim());
  }
  const list = dataOf<{ rows: { content: string }[]; count: number }>(
    await injectAs(t, null, { method: 'GET', url: `/api_v1/comment/list?type=shot&shotId=${id}&perPage=100&page=0` }),
  );
  expect(list.rows.map((row) => row.content).sort()).toEqual(XSS_VECTORS.map((vector) => vector.trim()).sort());
}, 120_000);

test('7706 when the owner switched comments off for the shot', async () => {
  const { id } = await postShot(t, cast.owner, { enableComment: false });
  const error = errorOf(await injectAs(t, cast.member, { method: 'POST', url: '/api_v1/comment/post', payload: { type: 'shot', shotId: id, content: '好看' }, remoteAddress: '10.0.1.1' }));
  expect(error.code).toBe(ErrorCode.CommentsClosed);
});

test('a comment notifies the shot owner (shot-comment), a reply the comment author (shot-comment-reply)', async () => {
  const { id } = await postShot(t, cast.owner, { title: '通知测试' });
  const root = dataOf<{ id: number }>(
    await injectAs(t, cast.member, { method: 'POST', url: '/api_v1/comment/post', payload: { type: 'shot', shotId: id, content: '很棒' }, remoteAddress: '10.0.1.2' }),
  );
  dataOf(await injectAs(t, cast.owner, { method: 'POST', url: '/api_v1/comment/post', payload: { type: 'shot', shotId: id, content: '谢谢', replyTargetId: root.id }, remoteAddress: '10.0.1.3' }));
  const of = async (userId: number, type: string) =>
    (await t.database.db.select().from(notices).where(and(eq(notices.userId, userId), eq(notices.noticeType, type)))).filter(
      (n) => (n.body as { shotInfo?: { id: number } }).shotInfo?.id === id,
    );
  expect(await of(cast.owner, 'shot-comment')).toHaveLength(1);
  expect(await of(cast.member, 'shot-comment-reply')).toHaveLength(1);
});
