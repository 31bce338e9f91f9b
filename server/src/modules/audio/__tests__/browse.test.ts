import { ErrorCode } from '@site/shared/contract';
import { follows } from '../../account/tables';
import { createTestApp, dataOf, errorOf, injectAs, type TestApp } from '../../../../test/helpers';
import { createPodcast, type Podcast } from './fixtures';

let t: TestApp;
let p: Podcast;
beforeAll(async () => {
  t = await createTestApp();
  p = await createPodcast(t);
});
afterAll(() => t.close());

interface Item {
  id: number;
  audioSeriesId: number;
  title: string;
  tags: string;
  duration: number;
  sourceUrl: string;
  onlineCount: number;
}
interface Paged {
  rows: Item[];
  count: number;
}

const get = (url: string, userId: number | null = null) => injectAs(t, userId, { method: 'GET', url: `/api_v1${url}` });

test('series list and detail carry otherSources as a JSON string, the episode count and the RSS address', async () => {
  const all = dataOf<{ id: number; title: string }[]>(await get('/audio/series/list'));
  expect(all.map((s) => s.id)).toEqual([p.seriesId, p.otherSeriesId]);
  const series = dataOf<{ title: string; otherSources: string; audioNum: number; rssUrl: string }>(await get(`/audio/series/detail?audioSeriesId=${p.seriesId}`));
  expect(series.title).toBe('设计夜谈');
  expect(JSON.parse(series.otherSources)).toEqual({ bilibili: 'https://www.bilibili.com' });
  expect(series.audioNum).toBe(18);
  expect(series.rssUrl).toBe(`${t.config.PUBLIC_URL.replace(/\/$/, '')}/feeds/podcast/${p.seriesId}.xml`);
  const missing = await get('/audio/series/detail?audioSeriesId=999999');
  expect(missing.statusCode).toBe(404);
  expect(errorOf(missing).code).toBe(404);
});

test('series episodes: 15 a page by default, newest first, pages that neither overlap nor miss', async () => {
  const first = dataOf<Paged>(await get(`/audio/series/audio/list?audioSeriesId=${p.seriesId}`));
  expect(first.count).toBe(18);
  expect(first.rows).toHaveLength(15);
  const second = dataOf<Paged>(await get(`/audio/series/audio/list?audioSeriesId=${p.seriesId}&page=1`));
  expect(second.rows).toHaveLength(3);
  expect([...first.rows, ...second.rows].map((r) => r.id)).toEqual(p.episodeIds);
  const small = dataOf<Paged>(await get(`/audio/series/audio/list?audioSeriesId=${p.seriesId}&perPage=4&page=2`));
  expect(small.rows.map((r) => r.id)).toEqual(p.episodeIds.slice(8, 12));
  expect(first.rows.every((r) => r.audioSeriesId === p.seriesId && r.sourceUrl.includes(`/media/audio/${r.id}?`))).toBe(true);
  expect(first.rows[0]).toMatchObject({ duration: 77, onlineCount: 0 });
  // Past the end: no rows, the total still right.
  expect(dataOf<Paged>(await get(`/audio/series/audio/list?audioSeriesId=${p.seriesId}&page=5`))).toEqual({ rows: [], count: 18 });
});

test('series list: bad paging is a 400, a missing series a 404, and nothing else leaks through', async () => {
  for (const query of ['perPage=0', 'perPage=101', 'page=-1', 'perPage=abc', 'extra=1']) {
    const response = await get(`/audio/series/audio/list?audioSeriesId=${p.seriesId}&${query}`);
    expect([query, response.statusCode]).toEqual([query, 400]);
  }
  expect((await get('/audio/series/audio/list')).statusCode).toBe(400);
  expect((await get('/audio/series/audio/list?audioSeriesId=999999')).statusCode).toBe(404);
});

test('tag search matches whole tags across series (comma or full-width comma), narrows to a series on request', async () => {
  const design = dataOf<Paged>(await get(`/audio/tag/list?tag=${encodeURIComponent('设计')}&perPage=100`));
  // 9 even episodes of the first series plus the other series' one (tags split on the full-width comma).
  expect(design.count).toBe(10);
  expect(design.rows.every((r) => r.tags.split(/[,，]/).includes('设计'))).toBe(true);
  const inSeries = dataOf<Paged>(await get(`/audio/tag/list?tag=${encodeURIComponent('设计')}&audioSeriesId=${p.seriesId}&perPage=4&page=1`));
  expect(inSeries.count).toBe(9);
  expect(inSeries.rows).toHaveLength(4);
  expect(inSeries.rows.every((r) => r.audioSeriesId === p.seriesId)).toBe(true);
  // "AI" is a whole tag: AIGC does not match it.
  const ai = dataOf<Paged>(await get('/audio/tag/list?tag=AI&perPage=100'));
  expect(ai.count).toBe(6);
  expect(ai.rows.every((r) => r.audioSeriesId === p.seriesId)).toBe(true);
  const none = dataOf<Paged>(await get(`/audio/tag/list?tag=${encodeURIComponent('不存在的标签')}`));
  expect(none).toEqual({ rows: [], count: 0 });
  // LIKE wildcards mean nothing here.
  expect(dataOf<Paged>(await get('/audio/tag/list?tag=%25')).count).toBe(0);
  expect((await get('/audio/tag/list')).statusCode).toBe(400);
  expect((await get('/audio/tag/list?tag=%20%20')).statusCode).toBe(400);
});

test('detail: sanitised content, tags, duration in seconds, teachers, QR code, counts; 101101 when missing', async () => {
  const id = p.episodeIds[17];
  const detail = dataOf<Record<string, unknown>>(await get(`/audio/detail?id=${id}`));
  expect(detail).toMatchObject({
    id,
    title: '第 1 期',
    tags: '设计,AI',
    duration: 60,
    playNum: 10,
    onlineCount: 0,
    hasLiked: false,
    likeNum: 0,
    wxQRCode: '/files/public/qr.png',
    enableComment: true,
    teacherInfo: [{ id: p.teacher, nickname: '主播老师', followed: false }],
  });
  expect(detail.content).toBe('<p>第 1 期内容</p>');
  // A member who follows the teacher sees it; the visitor above did not.
  await t.database.db.insert(follows).values({ followerId: p.member, targetUserId: p.teacher });
  const mine = dataOf<{ teacherInfo: { followed: boolean }[]; hasLiked: boolean }>(await get(`/audio/detail?id=${id}`, p.member));
  expect(mine.teacherInfo.map((teacher) => teacher.followed)).toEqual([true]);
  expect(mine.hasLiked).toBe(false);
  expect(typeof detail.createdAt).toBe('string');
  const missing = await get('/audio/detail?id=999999');
  expect(missing.statusCode).toBe(404);
  expect(errorOf(missing).code).toBe(ErrorCode.AudioNotFound);
  expect((await get('/audio/detail?id=abc')).statusCode).toBe(400);
  expect((await get('/audio/detail')).statusCode).toBe(400);
});

test('every audio call of spec 7 is in the API document, with its answer', async () => {
  const doc = (await t.app.inject({ method: 'GET', url: '/api-docs/json' })).json() as { paths: Record<string, Record<string, { responses?: Record<string, unknown> }>> };
  const calls: [string, string][] = [
    ['get', '/audio/series/detail'],
    ['get', '/audio/detail'],
    ['get', '/audio/check/like'],
    ['post', '/audio/like'],
    ['get', '/audio/tag/list'],
    ['get', '/audio/series/audio/list'],
    ['get', '/audio/play/increase'],
    ['get', '/audio/get-online'],
    ['post', '/audio/onlineCountGroups'],
  ];
  for (const [method, path] of calls) expect([method, path, Boolean(doc.paths[`/api_v1${path}`]?.[method]?.responses?.['200'])]).toEqual([method, path, true]);
  expect(doc.paths['/feeds/podcast/{audioSeriesId}.xml']?.get).toBeDefined();
  expect(doc.paths['/media/audio/{audioId}']?.get?.responses?.['206']).toBeDefined();
});
