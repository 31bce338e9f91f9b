import { createTestApp, dataOf, errorOf, type TestApp } from '../../../../test/helpers';
import { AUDIO_URL_MIN_TTL_MS } from '../signing';
import { AUDIO_BYTES, createPodcast, type Podcast } from './fixtures';

let t: TestApp;
let p: Podcast;
beforeAll(async () => {
  t = await createTestApp();
  p = await createPodcast(t, 2);
});
afterAll(() => t.close());

/** The path and query of a sourceUrl, for app.inject. */
const pathOf = (url: string) => {
  const parsed = new URL(url, 'http://site.test');
  return `${parsed.pathname}${parsed.search}`;
};

const sourceUrl = async (id: number) => dataOf<{ sourceUrl: string }>(await t.app.inject({ method: 'GET', url: `/api_v1/audio/detail?id=${id}` })).sourceUrl;

test('sourceUrl is a same-origin path, signed and expiring, and serves the whole file to a plain GET', async () => {
  const url = await sourceUrl(p.episodeIds[0]);
  expect(url).toMatch(/^\/media\/audio\/\d+\?exp=\d+&sig=[\w-]+$/);
  const whole = await t.app.inject({ method: 'GET', url: pathOf(url) });
  expect(whole.statusCode).toBe(200);
  expect(whole.headers['content-type']).toBe('audio/mpeg');
  expect(whole.headers['accept-ranges']).toBe('bytes');
  expect(Number(whole.headers['content-length'])).toBe(AUDIO_BYTES.length);
  expect(whole.rawPayload.equals(AUDIO_BYTES)).toBe(true);
  // Podcast apps and players probe with HEAD: the size without the bytes.
  const head = await t.app.inject({ method: 'HEAD', url: pathOf(url) });
  expect(head.statusCode).toBe(200);
  expect(Number(head.headers['content-length'])).toBe(AUDIO_BYTES.length);
  expect(head.rawPayload.length).toBe(0);
});

test('Range requests get 206 with exactly the asked bytes, so the player can seek', async () => {
  const path = pathOf(await sourceUrl(p.episodeIds[0]));
  const cases: [string, number, number][] = [
    ['bytes=0-99', 0, 99],
    ['bytes=5000-', 5000, AUDIO_BYTES.length - 1],
    ['bytes=-300', AUDIO_BYTES.length - 300, AUDIO_BYTES.length - 1],
    ['bytes=9990-20000', 9990, AUDIO_BYTES.length - 1],
  ];
  for (const [range, start, end] of cases) {
    const part = await t.app.inject({ method: 'GET', url: path, headers: { range } });
    expect([range, part.statusCode]).toEqual([range, 206]);
    expect(part.headers['content-range']).toBe(`bytes ${start}-${end}/${AUDIO_BYTES.length}`);
    expect(part.rawPayload.equals(AUDIO_BYTES.subarray(start, end + 1))).toBe(true);
  }
  const outside = await t.app.inject({ method: 'GET', url: path, headers: { range: `bytes=${AUDIO_BYTES.length}-` } });
  expect(outside.statusCode).toBe(416);
  expect(outside.headers['content-range']).toBe(`bytes */${AUDIO_BYTES.length}`);
});

test('a forged, foreign or expired signature is refused with 403; the URL stays the same within the hour', async () => {
  const [first, second] = p.episodeIds;
  // Early in an hour, so a minute later is still the same hour (expiries are rounded to the hour).
  t.clock.set(new Date('2026-06-01T10:05:00Z'));
  const url = await sourceUrl(first);
  const path = pathOf(url);
  const forged = path.replace(/sig=[\w-]+/, 'sig=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
  expect((await t.app.inject({ method: 'GET', url: forged })).statusCode).toBe(403);
  // The signature of one episode does not open another.
  expect((await t.app.inject({ method: 'GET', url: path.replace(`/media/audio/${first}?`, `/media/audio/${second}?`) })).statusCode).toBe(403);
  // A later expiry with the old signature is a forgery too.
  const exp = Number(new URL(url, 'http://site.test').searchParams.get('exp'));
  expect((await t.app.inject({ method: 'GET', url: path.replace(`exp=${exp}`, `exp=${exp + 3_600_000}`) })).statusCode).toBe(403);

  t.clock.advance(60_000);
  expect(await sourceUrl(first)).toBe(url);
  t.clock.set(new Date(exp - 1));
  expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(200);
  t.clock.set(new Date(exp));
  const expired = await t.app.inject({ method: 'GET', url: path });
  expect(expired.statusCode).toBe(403);
  expect(errorOf(expired).message).toContain('过期');
  // A fresh URL works again and lives at least the minimum.
  const fresh = await sourceUrl(first);
  expect(Number(new URL(fresh, 'http://site.test').searchParams.get('exp')) - exp).toBeGreaterThanOrEqual(AUDIO_URL_MIN_TTL_MS);
  expect((await t.app.inject({ method: 'GET', url: pathOf(fresh), headers: { range: 'bytes=0-0' } })).statusCode).toBe(206);
  t.clock.set(new Date());
});
