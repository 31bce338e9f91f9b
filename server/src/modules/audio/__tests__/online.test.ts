import { ErrorCode } from '@site/shared/contract';
import { ManualClock } from '../../../platform/clock';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, dataOf, errorOf, nextIp, sessionCookieFor, type TestApp } from '../../../../test/helpers';
import { LISTENER_COOKIE } from '../listener';
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

  test('a listener who leaves counts nowhere at once; leaving twice or unknown is harmless', async () => {
    const online = new MemoryOnlineCounter(new ManualClock());
    await online.beat(1, 'a');
    await online.beat(1, 'b');
    await online.leave('a');
    await online.leave('a');
    await online.leave('nobody');
    expect(await online.counts([1])).toEqual(new Map([[1, 1]]));
    await online.beat(2, 'a');
    expect(await online.counts([1, 2])).toEqual(new Map([[1, 1], [2, 1]]));
    // A late stop of episode 1 does not end episode 2.
    await online.leave('a', 1);
    expect(await online.count(2)).toBe(1);
    await online.leave('a', 2);
    expect(await online.count(2)).toBe(0);
  });
});

/**
 * A browser as the API sees it: its own address and the cookies the server gave it (the listener
 * cookie; a session once signed in).
 */
class Browser {
  readonly cookies = new Map<string, string>();
  constructor(
    private readonly t: TestApp,
    readonly remoteAddress = nextIp(),
  ) {}

  async signIn(userId: number): Promise<void> {
    const [name, value] = (await sessionCookieFor(this.t.database, userId)).split('=');
    this.cookies.set(name as string, value as string);
  }

  async getOnline(query: string): Promise<LightMyRequestResponse> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await this.t.app.inject({ method: 'GET', url: `/api_v1/audio/get-online?${query}`, remoteAddress: this.remoteAddress, headers: cookie ? { cookie } : {} });
    for (const set of response.cookies) this.cookies.set(set.name, set.value);
    return response;
  }

  /** Signs out as the shell does (GET account/logout with the session), keeping the listener cookie. */
  async signOut(): Promise<void> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await this.t.app.inject({ method: 'GET', url: '/api_v1/account/logout', remoteAddress: this.remoteAddress, headers: { cookie } });
    expect(response.statusCode).toBe(200);
    for (const set of response.cookies) {
      if (set.value) this.cookies.set(set.name, set.value);
      else this.cookies.delete(set.name);
    }
  }

  /** The player's heartbeat (playing) or stop; without `playing`, a plain read. */
  async beat(audioId: number, playing: boolean | undefined = true): Promise<{ onlineCount: number; listening: boolean }> {
    return dataOf(await this.getOnline(`audioId=${audioId}${playing === undefined ? '' : `&playing=${playing}`}`));
  }

  /** Plays: the first beat of a new browser only brings its cookie, so the player beats again at once. */
  async play(audioId: number): Promise<number> {
    let answer = await this.beat(audioId);
    if (!answer.listening) answer = await this.beat(audioId);
    expect(answer.listening).toBe(true);
    return answer.onlineCount;
  }
}

describe('online counts through the API', () => {
  let t: TestApp;
  let p: Podcast;
  beforeAll(async () => {
    t = await createTestApp();
    p = await createPodcast(t, 3);
  });
  afterAll(() => t.close());

  const read = async (audioId: number) => (await new Browser(t).beat(audioId, undefined)).onlineCount;
  const groups = async (audioIds: number[]) => dataOf<Record<string, number>>(await t.app.inject({ method: 'POST', url: '/api_v1/audio/onlineCountGroups', payload: { audioIds } }));

  test('heartbeats count listeners in a 30 s window; a read counts nobody; a stop leaves at once', async () => {
    const [a, b, c] = p.episodeIds;
    const one = new Browser(t);
    const two = new Browser(t);
    expect(await read(a)).toBe(0);
    // A new browser's first beat brings it its listener cookie; it counts from the next one.
    expect(await one.beat(a)).toEqual({ audioId: a, onlineCount: 0, listening: false });
    expect(one.cookies.has(LISTENER_COOKIE)).toBe(true);
    expect(await one.beat(a)).toEqual({ audioId: a, onlineCount: 1, listening: true });
    expect(await two.play(a)).toBe(2);
    // The same listener beating again is still one.
    expect((await one.beat(a)).onlineCount).toBe(2);
    // A member counts once by account, whatever browser or device.
    const phone = new Browser(t);
    const laptop = new Browser(t);
    await phone.signIn(p.member);
    await laptop.signIn(p.member);
    expect(await phone.play(a)).toBe(3);
    expect(await laptop.play(a)).toBe(3);
    expect(await groups([a, b, c, 999999])).toEqual({ [a]: 3, [b]: 0, [c]: 0, 999999: 0 });

    // Listener one keeps beating every 10 s, the others stop without a word.
    for (let i = 0; i < 3; i += 1) {
      t.clock.advance(10_000);
      await one.beat(a);
    }
    expect(await read(a)).toBe(1);
    // The list shows the same count, and the detail and list rows carry it too.
    expect(await groups([a])).toEqual({ [a]: 1 });
    expect(dataOf<{ onlineCount: number }>(await t.app.inject({ method: 'GET', url: `/api_v1/audio/detail?id=${a}` })).onlineCount).toBe(1);
    const list = dataOf<{ rows: { id: number; onlineCount: number }[] }>(await t.app.inject({ method: 'GET', url: `/api_v1/audio/series/audio/list?audioSeriesId=${p.seriesId}` }));
    expect(list.rows.find((r) => r.id === a)?.onlineCount).toBe(1);

    // Switching episode moves the listener at once.
    expect((await one.beat(b)).onlineCount).toBe(1);
    expect(await groups([a, b])).toEqual({ [a]: 0, [b]: 1 });
    // Pausing says so: the listener leaves at once, not 30 s later.
    expect(await one.beat(b, false)).toEqual({ audioId: b, onlineCount: 0, listening: false });
    expect(await one.play(b)).toBe(1);
    // A late stop for the episode before does not end this one.
    expect((await one.beat(a, false)).onlineCount).toBe(0);
    expect(await groups([b])).toEqual({ [b]: 1 });
    t.clock.advance(30_000);
    expect(await groups([a, b])).toEqual({ [a]: 0, [b]: 0 });
  });

  test('signing in while playing: the visitor becomes the member, counted once', async () => {
    const [, , c] = p.episodeIds;
    const browser = new Browser(t);
    expect(await browser.play(c)).toBe(1);
    await browser.signIn(p.member);
    expect(await browser.beat(c)).toEqual({ audioId: c, onlineCount: 1, listening: true });
    expect(await groups([c])).toEqual({ [c]: 1 });
    // The member's other device is the same person.
    const other = new Browser(t);
    await other.signIn(p.member);
    expect(await other.play(c)).toBe(1);
    expect(await browser.beat(c, false)).toEqual({ audioId: c, onlineCount: 0, listening: false });
    t.clock.advance(30_000);
  });

  test('signing out while playing: the member leaves the count at once, and the browser counts again as a visitor from its next beat', async () => {
    const [, b] = p.episodeIds;
    const browser = new Browser(t);
    await browser.signIn(p.member);
    expect(await browser.play(b)).toBe(1);
    await browser.signOut();
    expect(await read(b)).toBe(0);
    // The player goes on, as a visitor now (its first beat brings its listener cookie).
    expect(await browser.play(b)).toBe(1);
    expect(await read(b)).toBe(1);
    expect(await browser.beat(b, false)).toMatchObject({ onlineCount: 0, listening: false });
  });

  test('made-up listeners count nothing: ids the client sends, forged cookies, a client that drops its cookie; heartbeats are limited per address', async () => {
    const [a] = p.episodeIds;
    // One client sends 2,000 made-up listener ids (as older players sent their id) with its one cookie.
    const client = new Browser(t);
    await client.beat(a);
    const statuses: number[] = [];
    for (let i = 0; i < 2000; i += 1) {
      const response = await client.getOnline(`audioId=${a}&listenerId=made-up-${String(i).padStart(6, '0')}`);
      statuses.push(response.statusCode);
    }
    expect(await read(a)).toBe(1);
    // 60 beats a minute per address (one was spent getting the cookie), the rest refused.
    expect(statuses.filter((status) => status === 200)).toHaveLength(59);
    expect(statuses.filter((status) => status === 429)).toHaveLength(2000 - 59);
    expect(errorOf(await client.getOnline(`audioId=${a}&playing=true`)).code).toBe(429);
    // Plain reads are not limited.
    expect((await client.getOnline(`audioId=${a}`)).statusCode).toBe(200);
    // Another address is not held back by this one.
    expect(await new Browser(t).play(a)).toBe(2);
    t.clock.advance(30_000);

    // A client that never keeps the cookie, or forges one, never counts.
    const address = nextIp();
    for (let i = 0; i < 20; i += 1) {
      const cookieless = new Browser(t, address);
      if (i % 2 === 1) cookieless.cookies.set(LISTENER_COOKIE, `forged-${i}.c2lnbmF0dXJlLW1hZGUtdXAtYnktdGhlLWNsaWVudC0xMjM0NQ`);
      expect(await cookieless.beat(a)).toEqual({ audioId: a, onlineCount: 0, listening: false });
    }
    expect(await read(a)).toBe(0);
  });

  test('bad input: 400; missing episode: 101101', async () => {
    expect(errorOf(await t.app.inject({ method: 'GET', url: '/api_v1/audio/get-online?audioId=999999' })).code).toBe(ErrorCode.AudioNotFound);
    for (const query of ['', 'audioId=x', `audioId=${p.episodeIds[0]}&listenerId=short`, `audioId=${p.episodeIds[0]}&listenerId=${'x'.repeat(65)}`, `audioId=${p.episodeIds[0]}&listenerId=bad%20id%20here`, `audioId=${p.episodeIds[0]}&playing=maybe`]) {
      expect((await t.app.inject({ method: 'GET', url: `/api_v1/audio/get-online?${query}` })).statusCode).toBe(400);
    }
    for (const payload of [{}, { audioIds: [] }, { audioIds: Array.from({ length: 101 }, (_, i) => i + 1) }, { audioIds: ['a'] }]) {
      expect((await t.app.inject({ method: 'POST', url: '/api_v1/audio/onlineCountGroups', payload })).statusCode).toBe(400);
    }
  });
});
