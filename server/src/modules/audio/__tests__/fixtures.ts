import type { FastifyInstance } from 'fastify';
import { createUser, type TestApp } from '../../../../test/helpers';
import { LISTENER_COOKIE } from '../listener';
import { audioSeries, audioTeachers, audios } from '../tables';

/** A fake MP3 whose bytes are their own offsets mod 251, so any range can be checked exactly. */
export const AUDIO_BYTES = Buffer.from(Array.from({ length: 10_000 }, (_, i) => i % 251));
export const AUDIO_KEY = 'private/test/audio/episode.mp3';

export interface Podcast {
  seriesId: number;
  otherSeriesId: number;
  /** Episode ids, newest first (the order of the lists). */
  episodeIds: number[];
  teacher: number;
  member: number;
}

const DAY = 86_400_000;

/**
 * Two series: the first with `episodes` episodes one day apart (tags alternate 设计 / 访谈, every
 * third also carries AI), the second with one episode tagged 设计 and AIGC.
 */
export async function createPodcast(t: TestApp, episodes = 18): Promise<Podcast> {
  const { db } = t.database;
  await t.app.ctx.storage.put(AUDIO_KEY, AUDIO_BYTES, 'audio/mpeg');
  const [teacher, member] = await Promise.all([createUser(t.database, { roles: { teacher: true }, nickname: '主播老师' }), createUser(t.database)]);
  const [series] = await db
    .insert(audioSeries)
    .values({ title: '设计夜谈', description: '聊聊设计', tags: '访谈,职业', preview: '/files/public/cover.png', otherSources: JSON.stringify({ bilibili: 'https://www.bilibili.com' }) })
    .returning();
  const [other] = await db.insert(audioSeries).values({ title: '十日谈', description: '短播客' }).returning();
  const start = Date.now() - 100 * DAY;
  const rows = await db
    .insert(audios)
    .values(
      Array.from({ length: episodes }, (_, i) => ({
        seriesId: series.id,
        title: `第 ${i + 1} 期`,
        description: `第 ${i + 1} 期简介`,
        tags: [i % 2 === 0 ? '设计' : '访谈', ...(i % 3 === 0 ? ['AI'] : [])].join(','),
        duration: 60 + i,
        sourceKey: AUDIO_KEY,
        content: `<p>第 ${i + 1} 期内容</p><script>alert(1)</script>`,
        preview: `/files/public/ep-${i + 1}.png`,
        wxQRCode: '/files/public/qr.png',
        playNum: 10,
        createdAt: new Date(start + i * DAY),
      })),
    )
    .returning({ id: audios.id });
  await db.insert(audios).values({ seriesId: other.id, title: '另一档', tags: '设计，AIGC', duration: 30, sourceKey: AUDIO_KEY, createdAt: new Date(start - DAY) });
  await db.insert(audioTeachers).values(rows.map((row) => ({ audioId: row.id, teacherId: teacher.id })));
  return { seriesId: series.id, otherSeriesId: other.id, episodeIds: rows.map((r) => r.id).reverse(), teacher: teacher.id, member: member.id };
}

/**
 * A new browser starts listening: its first heartbeat brings it the listener cookie, the second,
 * carrying it, counts (as the player does). Answers the cookie for further beats.
 */
export async function startListening(app: FastifyInstance, audioId: number, remoteAddress = '127.0.0.1'): Promise<string> {
  const url = `/api_v1/audio/get-online?audioId=${audioId}&playing=true`;
  const first = await app.inject({ method: 'GET', url, remoteAddress });
  const cookie = first.cookies.find((item) => item.name === LISTENER_COOKIE);
  if (!cookie) throw new Error(`no listener cookie in ${first.statusCode} ${first.body}`);
  const header = `${cookie.name}=${cookie.value}`;
  const second = await app.inject({ method: 'GET', url, remoteAddress, headers: { cookie: header } });
  if ((second.json() as { data?: { listening?: boolean } }).data?.listening !== true) throw new Error(`not counted: ${second.body}`);
  return header;
}
