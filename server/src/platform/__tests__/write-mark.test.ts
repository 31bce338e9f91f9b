import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { jest } from '@jest/globals';
import { createTestApp, createUser, dataOf, nextIp, openSameDatabase, sessionCookieFor, type TestApp } from '../../../test/helpers';
import type { Database } from '../db';
import { postShot } from '../../modules/shot/__tests__/fixtures';
import { type InvalidationBus, openInvalidationBus as openBus } from '../invalidation';
import { WRITE_MARK_COOKIE, signWriteMark, verifiedWriteMark } from '../write-mark';

// Read-your-writes across instances: a member's write on one instance, then their next request on
// another, reads the write at once, even though the other instance hears of it only later. Here the
// other instance hears every notification 150 ms late, so without the write mark it would answer
// from what it had kept. On PGlite there is one instance and no mark.

/** How late the second instance hears each notification. */
const HEARING_DELAY_MS = 150;

let t: TestApp;
let other: TestApp | null = null;
let otherDatabase: Database | null = null;
let otherBus: InvalidationBus | null = null;

beforeAll(async () => {
  t = await createTestApp();
  if (!process.env.TEST_DATABASE_URL) return;
  const database = await openSameDatabase(t.database);
  otherDatabase = database;
  const pubsub = database.pubsub!;
  const late: Database = {
    ...database,
    pubsub: {
      ...pubsub,
      listen: (channel, onMessage, onListen) => pubsub.listen(channel, (payload) => void setTimeout(() => onMessage(payload), HEARING_DELAY_MS), onListen),
    },
  };
  const invalidation = await openBus(late, { onError: () => undefined, joinProcess: false });
  otherBus = invalidation;
  other = await createTestApp({}, { database: late, invalidation });
});

afterAll(async () => {
  await other?.close();
  await otherDatabase?.close();
  await t.close();
});

/** A browser: sends the cookies it holds, keeps the ones answers set (and drops the cleared ones). */
class Browser {
  readonly cookies = new Map<string, string>();

  constructor(readonly userId: number) {}

  async call(app: TestApp, options: InjectOptions): Promise<LightMyRequestResponse> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await app.app.inject({ remoteAddress: nextIp(), ...options, headers: { ...options.headers, cookie } });
    for (const set of response.cookies) {
      if (set.maxAge === 0 || set.value === '') this.cookies.delete(set.name);
      else this.cookies.set(set.name, set.value);
    }
    return response;
  }
}

async function signedIn(overrides: Parameters<typeof createUser>[1] = {}): Promise<Browser> {
  const user = await createUser(t.database, overrides);
  const browser = new Browser(user.id);
  const [name, value] = (await sessionCookieFor(t.database, user.id)).split('=');
  browser.cookies.set(name, value);
  return browser;
}

const markOf = (response: LightMyRequestResponse) => response.cookies.find((cookie) => cookie.name === WRITE_MARK_COOKIE);

test('on one instance (PGlite) answers carry no write mark', async () => {
  if (other) return;
  const member = await signedIn();
  const write = await member.call(t, { method: 'PUT', url: '/api_v1/account/info/update', payload: { nickname: '新名字' } });
  expect(write.statusCode).toBe(200);
  expect(markOf(write)).toBeUndefined();
});

describe('two instances on one PostgreSQL', () => {
  const onPostgres = process.env.TEST_DATABASE_URL ? test : test.skip;

  onPostgres("a member's next request on the other instance reads their write at once", async () => {
    const member = await signedIn();
    const poster = await signedIn({ canPostShot: true });
    const shot = await postShot(t, poster.userId);
    const shotDetail: InjectOptions = { method: 'GET', url: `/api_v1/shot/detail?id=${shot.id}` };
    const accountInfo: InjectOptions = { method: 'GET', url: '/api_v1/account/info' };
    // The other instance keeps the member's session, account and marks on the shot.
    for (let i = 0; i < 2; i++) {
      expect(dataOf<{ hasLiked: boolean }>(await member.call(other!, shotDetail)).hasLiked).toBe(false);
      expect(dataOf<{ nickname: string }>(await member.call(other!, accountInfo)).nickname).not.toBe('改过名的会员');
    }

    const like = await member.call(t, { method: 'POST', url: '/api_v1/shot/like', payload: { shotId: shot.id, status: true } });
    expect(markOf(like)).toBeDefined();
    expect(dataOf<{ hasLiked: boolean }>(await member.call(other!, shotDetail)).hasLiked).toBe(true);

    await member.call(t, { method: 'PUT', url: '/api_v1/account/info/update', payload: { nickname: '改过名的会员' } });
    expect(dataOf<{ nickname: string }>(await member.call(other!, accountInfo)).nickname).toBe('改过名的会员');

    // The shared part of an answer (the author edits their shot) works the same way.
    await poster.call(other!, shotDetail);
    await poster.call(t, { method: 'PUT', url: '/api_v1/shot/post', payload: { id: shot.id, title: '改过的标题' } });
    expect(dataOf<{ title: string }>(await poster.call(other!, shotDetail)).title).toBe('改过的标题');

    // Signing out: the browser is a visitor on the other instance at once.
    const logout = await member.call(t, { method: 'GET', url: '/api_v1/account/logout' });
    expect(markOf(logout)).toBeDefined();
    expect((await member.call(other!, accountInfo)).json()).toEqual({ error: { code: 1100, message: '未登录，请先登录' } });
  });

  onPostgres('a read sets no mark', async () => {
    const member = await signedIn();
    const read = await member.call(t, { method: 'GET', url: '/api_v1/account/info' });
    expect(read.statusCode).toBe(200);
    expect(markOf(read)).toBeUndefined();
  });
});

test('a write mark is honoured only with our signature', () => {
  const mark = '0123456789abcdef.12.1764300000000';
  expect(verifiedWriteMark('secret-a', signWriteMark('secret-a', mark))).toBe(mark);
  expect(verifiedWriteMark('secret-b', signWriteMark('secret-a', mark))).toBeNull();
  expect(verifiedWriteMark('secret-a', mark)).toBeNull();
  expect(verifiedWriteMark('secret-a', `0123456789abcdef.99.1764300000000.${signWriteMark('secret-a', mark).split('.').pop()}`)).toBeNull();
  expect(verifiedWriteMark('secret-a', undefined)).toBeNull();
});

describe('forged marks', () => {
  const onPostgres = process.env.TEST_DATABASE_URL ? test : test.skip;

  onPostgres('a mark a client made up costs the instance nothing: it is not waited for', async () => {
    const catchUp = jest.spyOn(otherBus!, 'catchUp');
    try {
      const member = await signedIn();
      member.cookies.set(WRITE_MARK_COOKIE, 'fedcba9876543210.999999.9999999999999');
      expect((await member.call(other!, { method: 'GET', url: '/api_v1/account/info' })).statusCode).toBe(200);
      expect(catchUp).not.toHaveBeenCalled();
      // A real mark from the other instance's write is waited for, as before.
      const write = await member.call(t, { method: 'PUT', url: '/api_v1/account/info/update', payload: { nickname: '签名标记' } });
      expect(markOf(write)).toBeDefined();
      await member.call(other!, { method: 'GET', url: '/api_v1/account/info' });
      expect(catchUp).toHaveBeenCalledTimes(1);
    } finally {
      catchUp.mockRestore();
    }
  });
});
