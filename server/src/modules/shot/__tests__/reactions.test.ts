import { and, eq } from 'drizzle-orm';
import { ErrorCode } from '@site/shared/contract';
import { notices } from '../../account/tables';
import { createTestApp, createUser, dataOf, errorOf, injectAs, type TestApp } from '../../../../test/helpers';
import { type Cast, createCast, postShot } from './fixtures';

let t: TestApp;
let cast: Cast;
beforeAll(async () => {
  t = await createTestApp();
  cast = await createCast(t);
});
afterAll(() => t.close());

const like = (userId: number | null, shotId: number, status: boolean) =>
  injectAs(t, userId, { method: 'POST', url: '/api_v1/shot/like', payload: { shotId, status } });
const collect = (userId: number | null, shotId: number, status: boolean) =>
  injectAs(t, userId, { method: 'POST', url: '/api_v1/shot/collect', payload: { shotId, status } });
const noticesOf = (userId: number, type: string) =>
  t.database.db.select().from(notices).where(and(eq(notices.userId, userId), eq(notices.noticeType, type)));

describe('likes', () => {
  test('visitors must log in (1100); members, teachers, admins and the owner may like', async () => {
    const { id } = await postShot(t, cast.owner);
    expect(errorOf(await like(null, id, true)).code).toBe(1100);
    for (const userId of [cast.member, cast.owner, cast.teacher, cast.admin]) dataOf(await like(userId, id, true));
    const detail = dataOf<{ likeNum: number; hasLiked: boolean }>(await injectAs(t, cast.member, { method: 'GET', url: `/api_v1/shot/detail?id=${id}` }));
    expect(detail).toMatchObject({ likeNum: 4, hasLiked: true });
  });

  test('is idempotent, answers the check, and notifies the owner once (not for their own like)', async () => {
    const { id } = await postShot(t, cast.owner, { title: '点赞测试' });
    expect(dataOf(await injectAs(t, cast.member, { method: 'GET', url: `/api_v1/shot/check/like?shotId=${id}` }))).toEqual({ hasLike: false });
    expect(dataOf(await like(cast.member, id, true))).toEqual({ hasLike: true, likeNum: 1 });
    expect(dataOf(await like(cast.member, id, true))).toEqual({ hasLike: true, likeNum: 1 });
    expect(dataOf(await injectAs(t, cast.member, { method: 'GET', url: `/api_v1/shot/check/like?shotId=${id}` }))).toEqual({ hasLike: true });
    expect(dataOf(await injectAs(t, null, { method: 'GET', url: `/api_v1/shot/check/like?shotId=${id}` }))).toEqual({ hasLike: false });
    dataOf(await like(cast.owner, id, true));
    const received = (await noticesOf(cast.owner, 'shot-like')).filter((n) => (n.body as { shotInfo?: { id: number } }).shotInfo?.id === id);
    expect(received).toHaveLength(1);
    expect(received[0].body).toMatchObject({ shotInfo: { id, title: '点赞测试' }, fromUser: { nickname: expect.any(String) } });
    expect(dataOf(await like(cast.member, id, false))).toEqual({ hasLike: false, likeNum: 1 });
    expect(dataOf(await like(cast.member, id, false))).toEqual({ hasLike: false, likeNum: 1 });
    expect(dataOf(await like(cast.owner, id, false))).toEqual({ hasLike: false, likeNum: 0 });
  });

  test('100 concurrent likes from different users give likeNum 100', async () => {
    const { id } = await postShot(t, cast.owner);
    const likers = await Promise.all(Array.from({ length: 100 }, () => createUser(t.database)));
    // Each user also sends a duplicate, so racing inserts of the same row are covered too.
    const responses = await Promise.all(likers.flatMap((user) => [like(user.id, id, true), like(user.id, id, true)]));
    for (const response of responses) dataOf(response);
    const detail = dataOf<{ likeNum: number }>(await injectAs(t, null, { method: 'GET', url: `/api_v1/shot/detail?id=${id}` }));
    expect(detail.likeNum).toBe(100);
    await Promise.all(likers.slice(0, 40).map((user) => like(user.id, id, false)));
    expect(dataOf<{ likeNum: number }>(await injectAs(t, null, { method: 'GET', url: `/api_v1/shot/detail?id=${id}` })).likeNum).toBe(60);
  }, 120_000);

  test('7702 for a missing or unpublished shot', async () => {
    expect(errorOf(await like(cast.member, 999999, true)).code).toBe(ErrorCode.ShotNotFound);
    const { id } = await postShot(t, cast.owner);
    dataOf(await injectAs(t, cast.owner, { method: 'POST', url: '/api_v1/shot/status/update', payload: { id, status: false } }));
    expect(errorOf(await like(cast.member, id, true)).code).toBe(ErrorCode.ShotNotFound);
  });
});

describe('collections', () => {
  test('collect, check, list in my collection, uncollect; one shot-collection notice', async () => {
    const { id } = await postShot(t, cast.owner, { title: '收藏测试' });
    expect(errorOf(await collect(null, id, true)).code).toBe(1100);
    expect(dataOf(await collect(cast.member, id, true))).toEqual({ hasCollected: true });
    dataOf(await collect(cast.member, id, true));
    expect(dataOf(await injectAs(t, cast.member, { method: 'GET', url: `/api_v1/shot/check/collect?shotId=${id}` }))).toEqual({ hasCollected: true });
    const mine = dataOf<{ rows: { id: number }[]; count: number }>(await injectAs(t, cast.member, { method: 'GET', url: '/api_v1/shot/my/collect?page=0&perPage=15' }));
    expect(mine.rows[0].id).toBe(id);
    const received = (await noticesOf(cast.owner, 'shot-collection')).filter((n) => (n.body as { shotInfo?: { id: number } }).shotInfo?.id === id);
    expect(received).toHaveLength(1);
    dataOf(await collect(cast.member, id, false));
    expect(dataOf(await injectAs(t, cast.member, { method: 'GET', url: `/api_v1/shot/check/collect?shotId=${id}` }))).toEqual({ hasCollected: false });
    expect(errorOf(await injectAs(t, null, { method: 'GET', url: '/api_v1/shot/my/collect' })).code).toBe(1100);
  });
});
