import { eq } from 'drizzle-orm';
import { ErrorCode } from '@site/shared/contract';
import { createTestApp, dataOf, errorOf, injectAs, nextIp, type TestApp } from '../../../../test/helpers';
import { audios } from '../tables';
import { createPodcast, type Podcast } from './fixtures';

let t: TestApp;
let p: Podcast;
beforeAll(async () => {
  t = await createTestApp();
  p = await createPodcast(t, 3);
});
afterAll(() => t.close());

const playNumOf = async (id: number) => (await t.database.db.select({ n: audios.playNum }).from(audios).where(eq(audios.id, id)))[0]?.n;

test('like needs login (1100), then toggles hasLiked idempotently and shows in check/like and detail', async () => {
  const [id] = p.episodeIds;
  const like = (userId: number | null, status: unknown) => injectAs(t, userId, { method: 'POST', url: '/api_v1/audio/like', payload: { audioId: id, status } });

  const visitor = await like(null, true);
  expect(visitor.statusCode).toBe(401);
  expect(errorOf(visitor).code).toBe(ErrorCode.NotLoggedIn);
  expect(dataOf<{ likeNum: number }>(await injectAs(t, null, { method: 'GET', url: `/api_v1/audio/detail?id=${id}` })).likeNum).toBe(0);

  expect(dataOf(await like(p.member, true))).toEqual({ hasLiked: true, likeNum: 1 });
  expect(dataOf(await like(p.member, 'true'))).toEqual({ hasLiked: true, likeNum: 1 });
  expect(dataOf(await like(p.teacher, true))).toEqual({ hasLiked: true, likeNum: 2 });
  expect(dataOf(await injectAs(t, p.member, { method: 'GET', url: `/api_v1/audio/check/like?audioId=${id}` }))).toEqual({ hasLiked: true });
  expect(dataOf(await injectAs(t, null, { method: 'GET', url: `/api_v1/audio/check/like?audioId=${id}` }))).toEqual({ hasLiked: false });
  expect(dataOf<{ hasLiked: boolean; likeNum: number }>(await injectAs(t, p.member, { method: 'GET', url: `/api_v1/audio/detail?id=${id}` }))).toMatchObject({
    hasLiked: true,
    likeNum: 2,
  });

  expect(dataOf(await like(p.member, false))).toEqual({ hasLiked: false, likeNum: 1 });
  expect(dataOf(await like(p.member, 'false'))).toEqual({ hasLiked: false, likeNum: 1 });
  expect(dataOf(await injectAs(t, p.member, { method: 'GET', url: `/api_v1/audio/check/like?audioId=${id}` }))).toEqual({ hasLiked: false });
});

test('like and check on a missing episode: 101101; bad bodies: 400', async () => {
  const missing = await injectAs(t, p.member, { method: 'POST', url: '/api_v1/audio/like', payload: { audioId: 999999, status: true } });
  expect(errorOf(missing).code).toBe(ErrorCode.AudioNotFound);
  expect(errorOf(await injectAs(t, p.member, { method: 'GET', url: '/api_v1/audio/check/like?audioId=999999' })).code).toBe(ErrorCode.AudioNotFound);
  for (const payload of [{ audioId: p.episodeIds[0] }, { audioId: 'x', status: true }, { audioId: p.episodeIds[0], status: 'yes' }, {}]) {
    expect((await injectAs(t, p.member, { method: 'POST', url: '/api_v1/audio/like', payload })).statusCode).toBe(400);
  }
});

const flushPlays = () => t.app.ctx.audioPlays.flush();

test('play count rises once per start, not per heartbeat nor per detail view', async () => {
  const [id] = p.episodeIds;
  const before = await playNumOf(id);
  const start = await t.app.inject({ method: 'GET', url: `/api_v1/audio/play/increase?audioId=${id}`, remoteAddress: nextIp() });
  expect(dataOf(start)).toEqual({ playNum: (before ?? 0) + 1 });
  await flushPlays();
  for (let i = 0; i < 5; i += 1) {
    dataOf(await injectAs(t, null, { method: 'GET', url: `/api_v1/audio/get-online?audioId=${id}&playing=true` }));
    t.clock.advance(10_000);
  }
  dataOf(await injectAs(t, null, { method: 'GET', url: `/api_v1/audio/detail?id=${id}` }));
  expect(await playNumOf(id)).toBe((before ?? 0) + 1);
  dataOf(await t.app.inject({ method: 'GET', url: `/api_v1/audio/play/increase?audioId=${id}`, remoteAddress: nextIp() }));
  await flushPlays();
  expect(await playNumOf(id)).toBe((before ?? 0) + 2);
  const missing = await t.app.inject({ method: 'GET', url: '/api_v1/audio/play/increase?audioId=999999', remoteAddress: nextIp() });
  expect(errorOf(missing).code).toBe(ErrorCode.AudioNotFound);
});

test('concurrent starts never lose a count', async () => {
  const id = p.episodeIds[1];
  const before = (await playNumOf(id)) ?? 0;
  await Promise.all(
    Array.from({ length: 20 }, () => t.app.inject({ method: 'GET', url: `/api_v1/audio/play/increase?audioId=${id}`, remoteAddress: nextIp() })),
  );
  await flushPlays();
  expect(await playNumOf(id)).toBe(before + 20);
});

test('one listener counts once per episode an hour, however often they press play', async () => {
  const [id] = p.episodeIds;
  const before = (await playNumOf(id)) ?? 0;
  const address = nextIp();
  const play = () => t.app.inject({ method: 'GET', url: `/api_v1/audio/play/increase?audioId=${id}`, remoteAddress: address });
  for (let i = 0; i < 25; i += 1) expect(dataOf(await play())).toEqual({ playNum: before + 1 });
  // A member counts by account, from any address.
  for (let i = 0; i < 3; i += 1) dataOf(await injectAs(t, p.member, { method: 'GET', url: `/api_v1/audio/play/increase?audioId=${id}`, remoteAddress: nextIp() }));
  await flushPlays();
  expect(await playNumOf(id)).toBe(before + 2);
  t.clock.advance(60 * 60_000 + 1000);
  dataOf(await play());
  await flushPlays();
  expect(await playNumOf(id)).toBe(before + 3);
});
