import { ErrorCode } from '@site/shared/contract';
import { ManualClock } from '../../../platform/clock';
import { createTestApp, dataOf, errorOf, injectAs, type TestApp } from '../../../../test/helpers';
import { MemoryOnlineCounter, ONLINE_WINDOW_MS } from '../online';
import { createPodcast, type Podcast } from './fixtures';

describe('MemoryOnlineCounter', () => {
  test('a listener counts for 30 s after the last beat, on one episode at a time', async () => {
    const clock = new ManualClock(new Date('2026-01-01T00:00:00Z'));
    const online = new MemoryOnlineCounter(clock);
    await online.beat(1, 'a');
    await online.beat(1, 'b');
    await online.beat(2, 'c');
    expect(await online.counts([1, 2, 3])).toEqual(new Map([[1, 2], [2, 1], [3, 0]]));
    clock.advance(20_000);
    await online.beat(1, 'a');
    clock.advance(ONLINE_WINDOW_MS - 20_000);
    // b and c beat 30 s ago: gone; a beat 10 s ago: still here.
    expect(await online.count(1)).toBe(1);
    expect(await online.count(2)).toBe(0);
    // a moves to episode 2: leaves episode 1 at once.
    await online.beat(2, 'a');
    expect(await online.counts([1, 2])).toEqual(new Map([[1, 0], [2, 1]]));
    clock.advance(ONLINE_WINDOW_MS - 1);
    expect(await online.count(2)).toBe(1);
    clock.advance(1);
    expect(await online.count(2)).toBe(0);
  });
});

describe('online counts through the API', () => {
  let t: TestApp;
  let p: Podcast;
  beforeAll(async () => {
    t = await createTestApp();
    p = await createPodcast(t, 3);
  });
  afterAll(() => t.close());

  const get = async (audioId: number, listenerId?: string, userId: number | null = null) =>
    dataOf<{ audioId: number; onlineCount: number }>(
      await injectAs(t, userId, { method: 'GET', url: `/api_v1/audio/get-online?audioId=${audioId}${listenerId ? `&listenerId=${listenerId}` : ''}` }),
    ).onlineCount;
  const groups = async (audioIds: number[]) => dataOf<Record<string, number>>(await t.app.inject({ method: 'POST', url: '/api_v1/audio/onlineCountGroups', payload: { audioIds } }));

  test('heartbeats count listeners in a 30 s window; reading without listenerId counts nobody', async () => {
    const [a, b, c] = p.episodeIds;
    expect(await get(a)).toBe(0);
    expect(await get(a, 'visitor-tab-0001')).toBe(1);
    expect(await get(a, 'visitor-tab-0002')).toBe(2);
    // The same listener beating again is still one.
    expect(await get(a, 'visitor-tab-0001')).toBe(2);
    // A member counts once by account, whatever tab id their players send.
    expect(await get(a, 'member-tab-0001', p.member)).toBe(3);
    expect(await get(a, 'member-tab-0002', p.member)).toBe(3);
    expect(await groups([a, b, c, 999999])).toEqual({ [a]: 3, [b]: 0, [c]: 0, 999999: 0 });

    // Listener 1 keeps beating every 10 s, the others stop.
    for (let i = 0; i < 3; i += 1) {
      t.clock.advance(10_000);
      await get(a, 'visitor-tab-0001');
    }
    expect(await get(a)).toBe(1);
    // The list shows the same count, and the detail and list rows carry it too.
    expect(await groups([a])).toEqual({ [a]: 1 });
    expect(dataOf<{ onlineCount: number }>(await t.app.inject({ method: 'GET', url: `/api_v1/audio/detail?id=${a}` })).onlineCount).toBe(1);
    const list = dataOf<{ rows: { id: number; onlineCount: number }[] }>(await t.app.inject({ method: 'GET', url: `/api_v1/audio/series/audio/list?audioSeriesId=${p.seriesId}` }));
    expect(list.rows.find((r) => r.id === a)?.onlineCount).toBe(1);

    // Switching episode moves the listener at once.
    expect(await get(b, 'visitor-tab-0001')).toBe(1);
    expect(await groups([a, b])).toEqual({ [a]: 0, [b]: 1 });
    t.clock.advance(30_000);
    expect(await groups([a, b])).toEqual({ [a]: 0, [b]: 0 });
  });

  test('bad input: 400; missing episode: 101101', async () => {
    expect(errorOf(await t.app.inject({ method: 'GET', url: '/api_v1/audio/get-online?audioId=999999' })).code).toBe(ErrorCode.AudioNotFound);
    for (const query of ['', 'audioId=x', `audioId=${p.episodeIds[0]}&listenerId=short`, `audioId=${p.episodeIds[0]}&listenerId=${'x'.repeat(65)}`, `audioId=${p.episodeIds[0]}&listenerId=bad%20id%20here`]) {
      expect((await t.app.inject({ method: 'GET', url: `/api_v1/audio/get-online?${query}` })).statusCode).toBe(400);
    }
    for (const payload of [{}, { audioIds: [] }, { audioIds: Array.from({ length: 101 }, (_, i) => i + 1) }, { audioIds: ['a'] }]) {
      expect((await t.app.inject({ method: 'POST', url: '/api_v1/audio/onlineCountGroups', payload })).statusCode).toBe(400);
    }
  });
});
