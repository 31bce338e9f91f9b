import { ErrorCode } from '@site/shared/contract';
import type { AppContext } from '../../platform/context';
import { BusinessError, HttpCode } from '../../platform/errors';
import { type WrittenAnswer, writeAnswer } from '../../platform/written-answer';
import type { CurrentUser } from '../../platform/session';
import { sanitizeShotHtml } from '../shot/sanitize';
import type { Listener } from './listener';
import * as repo from './repository';
import type { AudioDetailOut, AudioListItemOut, AudioSeriesOut } from './schemas';
import { audioExpiry, signedAudioPath } from './signing';

export const audioNotFound = () => new BusinessError(ErrorCode.AudioNotFound, '音频不存在或已被删除', 404);
export const seriesNotFound = () => new BusinessError(HttpCode.NotFound, '播客不存在', 404);

const absolute = (ctx: AppContext, path: string) => `${ctx.config.PUBLIC_URL.replace(/\/$/, '')}${path}`;
export const feedPath = (seriesId: number) => `/feeds/podcast/${seriesId}.xml`;
/** Signed paths by secret and episode, each kept for its expiry hour (signing is an HMAC; a list page asks for 15). */
const signedPaths = new Map<string, Map<number, { exp: number; path: string }>>();
const SIGNED_PATHS_MAX = 10_000;

/**
 * A same-origin path: the page plays it whatever host name it was opened by (an absolute URL on
 * PUBLIC_URL would fall foul of the media-src 'self' policy when the two differ). The same path is
 * handed out for the whole hour its expiry is rounded to, so it is computed once per hour.
 */
export function sourceUrlOf(ctx: AppContext, audioId: number): string {
  const now = ctx.clock.now().getTime();
  const exp = audioExpiry(now);
  let bySecret = signedPaths.get(ctx.secret);
  if (!bySecret) {
    bySecret = new Map();
    signedPaths.set(ctx.secret, bySecret);
  }
  const known = bySecret.get(audioId);
  if (known?.exp === exp) return known.path;
  const path = signedAudioPath(ctx.secret, audioId, now);
  if (bySecret.size >= SIGNED_PATHS_MAX) bySecret.clear();
  bySecret.set(audioId, { exp, path });
  return path;
}
/** For podcast apps outside the browser (the feed's enclosure redirect): absolute. */
export const absoluteSourceUrlOf = (ctx: AppContext, audioId: number) => absolute(ctx, sourceUrlOf(ctx, audioId));

function toSeries(ctx: AppContext, row: repo.SeriesRow, audioNum: number): AudioSeriesOut {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    tags: row.tags,
    preview: row.preview,
    otherSources: row.otherSources,
    audioNum,
    rssUrl: absolute(ctx, feedPath(row.id)),
  };
}

/** Cached as a visitor's whole answer (route config readCache): nothing in it is live. */
export async function listSeries(ctx: AppContext): Promise<AudioSeriesOut[]> {
  const [rows, counts] = await Promise.all([repo.listSeries(ctx.db), repo.episodeCounts(ctx.db)]);
  return rows.map((row) => toSeries(ctx, row, counts.get(row.id) ?? 0));
}

export async function getSeries(ctx: AppContext, seriesId: number): Promise<AudioSeriesOut> {
  const row = await repo.findSeries(ctx.db, seriesId);
  if (!row) throw seriesNotFound();
  const counts = await repo.episodeCounts(ctx.db);
  return toSeries(ctx, row, counts.get(row.id) ?? 0);
}

/** A list item's part that is the same for every request until a write (the episode row, playNum included). */
type SharedItem = Omit<AudioListItemOut, 'onlineCount' | 'sourceUrl'>;

function sharedItem(row: repo.AudioListRow): SharedItem {
  return {
    id: row.id,
    audioSeriesId: row.seriesId,
    title: row.title,
    description: row.description,
    tags: row.tags,
    duration: row.duration,
    createdAt: row.createdAt.toISOString(),
    playNum: row.playNum,
    preview: row.preview,
  };
}

/** The live part merged per request: who listens now, and a URL signed for the current hour (same key order as before). */
async function withLiveParts(ctx: AppContext, items: readonly SharedItem[]): Promise<AudioListItemOut[]> {
  const online = await ctx.audioOnline.counts(items.map((item) => item.id));
  return items.map((item) => listItem(ctx, item, online));
}

// Written out key by key: a rest/spread copy per episode was the costliest line of a list request.
function listItem(ctx: AppContext, item: SharedItem, online: ReadonlyMap<number, number>): AudioListItemOut {
  return {
    id: item.id,
    audioSeriesId: item.audioSeriesId,
    title: item.title,
    description: item.description,
    tags: item.tags,
    duration: item.duration,
    createdAt: item.createdAt,
    playNum: item.playNum,
    onlineCount: online.get(item.id) ?? 0,
    preview: item.preview,
    // In the list too, so the player starts an episode without another round trip.
    sourceUrl: sourceUrlOf(ctx, item.id),
  };
}

async function toListItems(ctx: AppContext, rows: repo.AudioListRow[]): Promise<AudioListItemOut[]> {
  return withLiveParts(ctx, rows.map(sharedItem));
}

type SharedPage = { items: SharedItem[]; count: number };

/**
 * The last answer written for each kept page, with the live parts it was written with: while the
 * page is kept (the same object in the shared reads) and nobody started or stopped listening in the
 * same hour, the next request gets the same bytes without building or serialising them again.
 * Keyed by the kept page itself, so a dropped page takes its answer with it; with the caches off
 * (READ_CACHE=false) every page is a new object and every answer is written afresh.
 */
const writtenAnswers = new WeakMap<SharedPage, { live: string; answer: WrittenAnswer }>();

/**
 * A page of episodes: the rows and total are kept in the shared reads (dropped by the 'audio' tag:
 * a play, an episode or series change), the live listener counts and signed URLs are added per request.
 * Answered as the envelope's JSON (keys in the schema's order: the same bytes the route's serialiser writes).
 */
async function listAudioPage(ctx: AppContext, filter: repo.AudioFilter, page: number, perPage: number, requireSeries: boolean): Promise<WrittenAnswer> {
  const key = `audio-list:${filter.seriesId ?? ''}:${filter.tag ?? ''}:${page}:${perPage}:${requireSeries}`;
  const shared = await ctx.sharedReads.get<SharedPage>(key, ['audio'], async () => {
    const { rows, count } = await repo.listAudios(ctx.db, filter, page, perPage);
    // Only an empty answer needs to tell "no such series" (404) from "no episodes there"; a throw is never kept.
    if (requireSeries && rows.length === 0 && filter.seriesId !== undefined && !(await repo.findSeries(ctx.db, filter.seriesId))) throw seriesNotFound();
    return { items: rows.map(sharedItem), count };
  });
  const online = await ctx.audioOnline.counts(shared.items.map((item) => item.id));
  const live = `${audioExpiry(ctx.clock.now().getTime())}:${shared.items.map((item) => online.get(item.id) ?? 0).join(',')}`;
  const written = writtenAnswers.get(shared);
  if (written?.live === live) return written.answer;
  const answer = writeAnswer({ rows: shared.items.map((item) => listItem(ctx, item, online)), count: shared.count });
  writtenAnswers.set(shared, { live, answer });
  return answer;
}

export async function listSeriesAudios(ctx: AppContext, seriesId: number, page: number, perPage: number): Promise<WrittenAnswer> {
  return listAudioPage(ctx, { seriesId }, page, perPage, true);
}

export async function listTagAudios(ctx: AppContext, tag: string, seriesId: number | undefined, page: number, perPage: number): Promise<WrittenAnswer> {
  return listAudioPage(ctx, { tag, seriesId }, page, perPage, false);
}

/**
 * Episode content is sanitised on the way out with the shots' allowlist (it may come from an
 * import or an admin tool). The result is remembered per distinct content, so a popular episode
 * costs one sanitiser run, not one per request.
 */
const SANITISED_MAX = 500;
const sanitised = new Map<string, string>();
export function safeContent(html: string): string {
  let clean = sanitised.get(html);
  if (clean === undefined) {
    clean = sanitizeShotHtml(html);
    if (sanitised.size >= SANITISED_MAX) sanitised.delete(sanitised.keys().next().value as string);
    sanitised.set(html, clean);
  }
  return clean;
}

export async function getAudioDetail(ctx: AppContext, user: CurrentUser | null, audioId: number): Promise<AudioDetailOut> {
  const found = await repo.findAudioDetail(ctx.db, audioId, user?.id ?? null);
  if (!found) throw audioNotFound();
  const { audio, likeNum, hasLiked, teachers } = found;
  const [item] = await toListItems(ctx, [audio]);
  return {
    ...(item as AudioListItemOut),
    content: safeContent(audio.content),
    hasLiked: Boolean(user) && hasLiked,
    likeNum,
    wxQRCode: audio.wxQRCode,
    enableComment: audio.enableComment,
    teacherInfo: teachers,
  };
}

async function requireAudio(ctx: AppContext, audioId: number): Promise<void> {
  if (!(await repo.audioExists(ctx.db, audioId))) throw audioNotFound();
}

export async function checkLike(ctx: AppContext, user: CurrentUser | null, audioId: number) {
  await requireAudio(ctx, audioId);
  return { hasLiked: user ? await repo.hasLike(ctx.db, audioId, user.id) : false };
}

/** Idempotent like or unlike (one row per member and episode); answers the new state and total. */
export async function setLike(ctx: AppContext, user: CurrentUser, audioId: number, like: boolean) {
  return ctx.db.transaction(async (tx) => {
    if (!(await repo.audioExists(tx, audioId))) throw audioNotFound();
    if (like) await repo.addLike(tx, audioId, user.id);
    else await repo.removeLike(tx, audioId, user.id);
    return { hasLiked: like, likeNum: await repo.likeCount(tx, audioId) };
  });
}

/** One more play: the player calls this when an episode starts, never per heartbeat (spec 4). */
/**
 * A play starts: counted once per listener (the member, or a visitor's address) per episode per hour, like shot
 * views, and written in batches; the answer includes the plays counted but not yet written.
 */
export async function increasePlay(ctx: AppContext, audioId: number, listener: string) {
  const stored = await repo.findPlayNum(ctx.db, audioId);
  if (stored === undefined) throw audioNotFound();
  ctx.audioPlays.hit(audioId, listener);
  return { playNum: stored + ctx.audioPlays.pending(audioId) };
}

/**
 * The episode's listener count, read by the player every 10 s (spec 9). `playing` true makes the call
 * the player's heartbeat, false says the player stopped (the listener leaves at once); without it the
 * call only reads. The listener is who the server knows (listener.ts), never an id the client sends.
 * `listening`: whether this call counted the caller (a browser's first beat only receives its cookie).
 */
export async function getOnline(ctx: AppContext, audioId: number, playing: boolean | undefined, who: Listener) {
  await requireAudio(ctx, audioId);
  const { listener, previous } = who;
  // Signed in while playing: the visitor's listening becomes the member's, counted once.
  if (playing !== undefined && previous !== null) await ctx.audioOnline.leave(previous);
  if (playing === true && listener !== null) await ctx.audioOnline.beat(audioId, listener);
  if (playing === false && listener !== null) await ctx.audioOnline.leave(listener, audioId);
  return { audioId, onlineCount: await ctx.audioOnline.count(audioId), listening: playing === true && listener !== null };
}

/** Counts for the episodes of a list page; an id of a missing episode simply counts 0. */
export async function onlineGroups(ctx: AppContext, audioIds: number[]): Promise<Record<string, number>> {
  const counts = await ctx.audioOnline.counts([...new Set(audioIds)]);
  return Object.fromEntries([...counts].map(([id, n]) => [String(id), n]));
}
