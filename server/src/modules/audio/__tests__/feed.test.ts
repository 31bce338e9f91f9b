import { eq } from 'drizzle-orm';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { createTestApp, type TestApp } from '../../../../test/helpers';
import { FEED_TTL_MS } from '../feed-service';
import { audioSeries, audios } from '../tables';
import { AUDIO_BYTES, AUDIO_KEY, createPodcast, type Podcast } from './fixtures';

let t: TestApp;
let p: Podcast;
let origin: string;
beforeAll(async () => {
  t = await createTestApp();
  p = await createPodcast(t, 3);
  origin = t.config.PUBLIC_URL.replace(/\/$/, '');
});
afterAll(() => t.close());

type Attrs = Record<string, string>;
interface Item {
  title: string;
  link: string;
  guid: { '#text': string } & Attrs;
  pubDate: string;
  description: string;
  'content:encoded': string;
  enclosure: Attrs;
  'itunes:duration': string;
  'itunes:author'?: string;
}
interface Channel {
  title: string;
  link: string;
  description: string;
  language: string;
  'atom:link': Attrs;
  'itunes:image'?: Attrs;
  'itunes:category': Attrs & { 'itunes:category': Attrs };
  'itunes:explicit': string;
  item: Item[];
}

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', isArray: (name) => name === 'item', parseTagValue: false });

async function fetchFeed(seriesId: number) {
  const response = await t.app.inject({ method: 'GET', url: `/feeds/podcast/${seriesId}.xml` });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
  // Well-formed XML by a real parser, before anything is read from it.
  expect(XMLValidator.validate(response.body)).toBe(true);
  const doc = parser.parse(response.body) as { rss: Attrs & { channel: Channel } };
  return { response, rss: doc.rss, channel: doc.rss.channel };
}

test('the feed is RSS 2.0 with the iTunes namespace: channel, one item per episode with enclosure, guid, pubDate, duration', async () => {
  const { rss, channel, response } = await fetchFeed(p.seriesId);
  expect(response.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  expect(rss.version).toBe('2.0');
  expect(rss['xmlns:itunes']).toBe('http://www.itunes.com/dtds/podcast-1.0.dtd');
  expect(channel).toMatchObject({ title: '设计夜谈', link: `${origin}/podcast`, description: '聊聊设计', language: 'zh-cn', 'itunes:explicit': 'false' });
  expect(channel['atom:link']).toEqual({ href: `${origin}/feeds/podcast/${p.seriesId}.xml`, rel: 'self', type: 'application/rss+xml' });
  expect(channel['itunes:image']).toEqual({ href: `${origin}/files/public/cover.png` });
  expect(channel['itunes:category']).toEqual({ text: 'Arts', 'itunes:category': { text: 'Design' } });

  expect(channel.item.map((i) => i.link)).toEqual(p.episodeIds.map((id) => `${origin}/podcast/${id}`));
  const newest = channel.item[0];
  expect(newest.title).toBe('第 3 期');
  expect(newest.guid).toEqual({ '#text': `${origin}/podcast/${p.episodeIds[0]}`, isPermaLink: 'true' });
  expect(newest.enclosure).toEqual({ url: `${origin}/feeds/podcast/audio/${p.episodeIds[0]}.mp3`, length: String(AUDIO_BYTES.length), type: 'audio/mpeg' });
  expect(newest['itunes:duration']).toBe('00:01:02');
  expect(newest['itunes:author']).toBe('主播老师');
  expect(new Date(newest.pubDate).getTime()).not.toBeNaN();
  expect(newest.pubDate).toMatch(/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
  // Rich content goes out sanitised (no script), as escaped text.
  expect(newest['content:encoded']).toBe('<p>第 3 期内容</p>');
  expect(response.body).not.toContain('<script>');
});

test('text that looks like markup or carries control characters still makes valid XML', async () => {
  const [series] = await t.database.db
    .insert(audioSeries)
    .values({ title: 'A & B <设计> "夜谈" \'s', description: 'x]]>y\u0001z\u0008', preview: '' })
    .returning();
  await t.database.db.insert(audios).values({
    seriesId: series.id,
    title: '</title><item>注入',
    description: '&amp; &nbsp; <b>粗</b>',
    content: '<p>a]]>b</p>',
    sourceKey: AUDIO_KEY,
    duration: 3725,
  });
  const { channel } = await fetchFeed(series.id);
  expect(channel.title).toBe('A & B <设计> "夜谈" \'s');
  expect(channel.description).toBe('x]]>yz');
  expect(channel.item).toHaveLength(1);
  expect(channel.item[0].title).toBe('</title><item>注入');
  expect(channel.item[0].description).toBe('&amp; &nbsp; <b>粗</b>');
  expect(channel.item[0]['itunes:duration']).toBe('01:02:05');
  expect(channel['itunes:image']).toBeUndefined();
});

test('cached: same ETag, 304 on If-None-Match, rebuilt after the TTL; episodes without a file are left out', async () => {
  const first = await t.app.inject({ method: 'GET', url: `/feeds/podcast/${p.seriesId}.xml` });
  expect(first.headers['cache-control']).toBe('public, max-age=300');
  const etag = String(first.headers.etag);
  const notModified = await t.app.inject({ method: 'GET', url: `/feeds/podcast/${p.seriesId}.xml`, headers: { 'if-none-match': etag } });
  expect(notModified.statusCode).toBe(304);
  expect(notModified.body).toBe('');

  await t.database.db.update(audios).set({ title: '改过的标题' }).where(eq(audios.id, p.episodeIds[0]));
  await t.database.db.update(audios).set({ sourceKey: 'private/test/audio/missing.mp3' }).where(eq(audios.id, p.episodeIds[2]));
  const cached = await t.app.inject({ method: 'GET', url: `/feeds/podcast/${p.seriesId}.xml` });
  expect(cached.body).toBe(first.body);

  t.clock.advance(FEED_TTL_MS);
  const { channel, response } = await fetchFeed(p.seriesId);
  expect(response.headers.etag).not.toBe(etag);
  expect(channel.item.map((i) => i.title)).toEqual(['改过的标题', '第 2 期']);
  await t.database.db.update(audios).set({ title: '第 3 期' }).where(eq(audios.id, p.episodeIds[0]));
  await t.database.db.update(audios).set({ sourceKey: AUDIO_KEY }).where(eq(audios.id, p.episodeIds[2]));
});

test('the enclosure URL never expires: it redirects to a fresh signed URL that plays', async () => {
  const redirect = await t.app.inject({ method: 'GET', url: `/feeds/podcast/audio/${p.episodeIds[0]}.mp3` });
  expect(redirect.statusCode).toBe(302);
  const location = new URL(String(redirect.headers.location));
  expect(`${location.origin}`).toBe(new URL(origin).origin);
  expect(location.pathname).toBe(`/media/audio/${p.episodeIds[0]}`);
  const file = await t.app.inject({ method: 'GET', url: `${location.pathname}${location.search}`, headers: { range: 'bytes=0-9' } });
  expect(file.statusCode).toBe(206);
  expect(file.rawPayload.equals(AUDIO_BYTES.subarray(0, 10))).toBe(true);
  expect((await t.app.inject({ method: 'GET', url: '/feeds/podcast/audio/999999.mp3' })).statusCode).toBe(404);
  expect((await t.app.inject({ method: 'GET', url: '/feeds/podcast/audio/abc.mp3' })).statusCode).toBe(400);
});

test('a missing series is a 404; a bad id a 400', async () => {
  expect((await t.app.inject({ method: 'GET', url: '/feeds/podcast/999999.xml' })).statusCode).toBe(404);
  expect((await t.app.inject({ method: 'GET', url: '/feeds/podcast/0.xml' })).statusCode).toBe(400);
});
