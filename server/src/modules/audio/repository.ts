import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { follows, users } from '../account/tables';
import { audioLikes, audioSeries, audioTeachers, audios } from './tables';

export type AudioRow = typeof audios.$inferSelect;
export type SeriesRow = typeof audioSeries.$inferSelect;

/** The columns a list shows: everything but the rich content. */
const listColumns = {
  id: audios.id,
  seriesId: audios.seriesId,
  title: audios.title,
  description: audios.description,
  tags: audios.tags,
  duration: audios.duration,
  createdAt: audios.createdAt,
  playNum: audios.playNum,
  preview: audios.preview,
};
export type AudioListRow = { [K in keyof typeof listColumns]: AudioRow[K] };

export async function findSeries(db: DbOrTx, seriesId: number): Promise<SeriesRow | undefined> {
  const [row] = await db.select().from(audioSeries).where(eq(audioSeries.id, seriesId)).limit(1);
  return row;
}

export async function listSeries(db: DbOrTx): Promise<SeriesRow[]> {
  return db.select().from(audioSeries).orderBy(asc(audioSeries.id));
}

/** Episodes per series, for the series' audioNum. */
export async function episodeCounts(db: DbOrTx): Promise<Map<number, number>> {
  const rows = await db.select({ seriesId: audios.seriesId, n: count() }).from(audios).groupBy(audios.seriesId);
  return new Map(rows.map((r) => [r.seriesId, r.n]));
}

/**
 * Episodes carrying the tag: tags are a comma string (spec 3), split the way spec 5 splits them
 * (comma, full-width comma, newline) and compared whole, so "AI" never matches "AIGC".
 */
const hasTag = (tag: string): SQL =>
  sql`exists (select 1 from unnest(regexp_split_to_array(${audios.tags}, '[,，\n]')) as t(tag) where btrim(t.tag) = ${tag})`;

export interface AudioFilter {
  seriesId?: number;
  tag?: string;
}

/**
 * A page of episodes, newest first (ties by id, so pages never overlap), and the total, in one
 * statement (a window count); only a page past the end needs a second query for the total.
 */
export async function listAudios(db: DbOrTx, filter: AudioFilter, page: number, perPage: number): Promise<{ rows: AudioListRow[]; count: number }> {
  const conditions: SQL[] = [];
  if (filter.seriesId !== undefined) conditions.push(eq(audios.seriesId, filter.seriesId));
  if (filter.tag !== undefined) conditions.push(hasTag(filter.tag));
  const where = conditions.length ? and(...conditions) : undefined;
  const found = await db
    .select({ ...listColumns, total: sql<number>`(count(*) over ())::int` })
    .from(audios)
    .where(where)
    .orderBy(desc(audios.createdAt), desc(audios.id))
    .limit(perPage)
    .offset(page * perPage);
  if (found.length === 0 && page > 0) {
    const [total] = await db.select({ n: count() }).from(audios).where(where);
    return { rows: [], count: total?.n ?? 0 };
  }
  return { rows: found.map(({ total: _total, ...row }) => row), count: found[0]?.total ?? 0 };
}

/** Every episode of a series, newest first (the RSS feed). */
export async function seriesEpisodes(db: DbOrTx, seriesId: number): Promise<AudioRow[]> {
  return db.select().from(audios).where(eq(audios.seriesId, seriesId)).orderBy(desc(audios.createdAt), desc(audios.id));
}

export async function findAudio(db: DbOrTx, audioId: number): Promise<AudioRow | undefined> {
  const [row] = await db.select().from(audios).where(eq(audios.id, audioId)).limit(1);
  return row;
}

export interface TeacherInfoRow {
  id: number;
  username: string;
  nickname: string;
  avatar: string;
  followed: boolean;
}

/**
 * An episode with what its detail shows around it (like count, the viewer's like, teachers and
 * whether the viewer follows each) in one statement: the detail is the podcast's hottest read.
 */
export async function findAudioDetail(db: DbOrTx, audioId: number, viewerId: number | null) {
  const viewer = viewerId ?? 0;
  const [row] = await db
    .select({
      audio: audios,
      likeNum: sql<number>`(select count(*)::int from ${audioLikes} where ${audioLikes.audioId} = ${audios.id})`,
      hasLiked: sql<boolean>`exists (select 1 from ${audioLikes} where ${audioLikes.audioId} = ${audios.id} and ${audioLikes.userId} = ${viewer})`,
      teachers: sql<TeacherInfoRow[]>`(
        select coalesce(json_agg(json_build_object(
          'id', u.id, 'username', u.username, 'nickname', u.nickname, 'avatar', u.avatar,
          'followed', exists (select 1 from ${follows} f where f.follower_id = ${viewer} and f.target_user_id = u.id)
        ) order by u.id), '[]'::json)
        from ${audioTeachers} a_t join ${users} u on u.id = a_t.teacher_id
        where a_t.audio_id = ${audios.id})`,
    })
    .from(audios)
    .where(eq(audios.id, audioId))
    .limit(1);
  return row;
}

export async function audioExists(db: DbOrTx, audioId: number): Promise<boolean> {
  const rows = await db.select({ id: audios.id }).from(audios).where(eq(audios.id, audioId)).limit(1);
  return rows.length > 0;
}

export async function hasLike(db: DbOrTx, audioId: number, userId: number): Promise<boolean> {
  const rows = await db
    .select({ audioId: audioLikes.audioId })
    .from(audioLikes)
    .where(and(eq(audioLikes.audioId, audioId), eq(audioLikes.userId, userId)))
    .limit(1);
  return rows.length > 0;
}

export async function likeCount(db: DbOrTx, audioId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(audioLikes).where(eq(audioLikes.audioId, audioId));
  return row?.n ?? 0;
}

/** One row per member and episode: the insert or delete says whether anything changed. */
export async function addLike(db: DbOrTx, audioId: number, userId: number): Promise<void> {
  await db.insert(audioLikes).values({ audioId, userId }).onConflictDoNothing();
}

export async function removeLike(db: DbOrTx, audioId: number, userId: number): Promise<void> {
  await db.delete(audioLikes).where(and(eq(audioLikes.audioId, audioId), eq(audioLikes.userId, userId)));
}

/** Atomic +1 in SQL (concurrent starts never lose a count); undefined when the episode is missing. */
/** The stored play count, or undefined for a missing episode. */
export async function findPlayNum(db: DbOrTx, audioId: number): Promise<number | undefined> {
  const [row] = await db.select({ playNum: audios.playNum }).from(audios).where(eq(audios.id, audioId)).limit(1);
  return row?.playNum;
}

/** Adds a batch of counted plays (one per listener per episode per hour, see platform/hit-counter). */
export async function addPlays(db: DbOrTx, counts: Map<number, number>): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [audioId, plays] of counts) {
      await tx.update(audios).set({ playNum: sql`${audios.playNum} + ${plays}` }).where(eq(audios.id, audioId));
    }
  });
}

/** Teacher nicknames per episode of a series (the feed's itunes:author). */
export async function seriesTeacherNames(db: DbOrTx, seriesId: number): Promise<Map<number, string[]>> {
  const rows = await db
    .select({ audioId: audioTeachers.audioId, nickname: users.nickname })
    .from(audioTeachers)
    .innerJoin(audios, eq(audios.id, audioTeachers.audioId))
    .innerJoin(users, eq(users.id, audioTeachers.teacherId))
    .where(eq(audios.seriesId, seriesId))
    .orderBy(asc(users.id));
  const names = new Map<number, string[]>();
  for (const row of rows) names.set(row.audioId, [...(names.get(row.audioId) ?? []), row.nickname]);
  return names;
}
