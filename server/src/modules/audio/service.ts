import { ErrorCode } from '@site/shared/contract';
import type { AppContext } from '../../platform/context';
import { BusinessError, HttpCode } from '../../platform/errors';
import type { CurrentUser } from '../../platform/session';
import { sanitizeShotHtml } from '../shot/sanitize';
import * as repo from './repository';
import type { AudioDetailOut, AudioListItemOut, AudioSeriesOut } from './schemas';
import { signedAudioPath } from './signing';

export const audioNotFound = () => new BusinessError(ErrorCode.AudioNotFound, '音频不存在或已被删除', 404);
export const seriesNotFound = () => new BusinessError(HttpCode.NotFound, '播客不存在', 404);

const absolute = (ctx: AppContext, path: string) => `${ctx.config.PUBLIC_URL.replace(/\/$/, '')}${path}`;
export const feedPath = (seriesId: number) => `/feeds/podcast/${seriesId}.xml`;
/**
 * A same-origin path: the page plays it whatever host name it was opened by (an absolute URL on
 * PUBLIC_URL would fall foul of the media-src 'self' policy when the two differ).
 */
export const sourceUrlOf = (ctx: AppContext, audioId: number) => signedAudioPath(ctx.secret, audioId, ctx.clock.now().getTime());
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

async function toListItems(ctx: AppContext, rows: repo.AudioListRow[]): Promise<AudioListItemOut[]> {
  const online = await ctx.audioOnline.counts(rows.map((r) => r.id));
  return rows.map((row) => ({
    id: row.id,
    audioSeriesId: row.seriesId,
    title: row.title,
    description: row.description,
    tags: row.tags,
    duration: row.duration,
    createdAt: row.createdAt.toISOString(),
    playNum: row.playNum,
    onlineCount: online.get(row.id) ?? 0,
    preview: row.preview,
    // In the list too, so the player starts an episode without another round trip.
    sourceUrl: sourceUrlOf(ctx, row.id),
  }));
}

export async function listSeriesAudios(ctx: AppContext, seriesId: number, page: number, perPage: number) {
  const { rows, count } = await repo.listAudios(ctx.db, { seriesId }, page, perPage);
  // Only an empty answer needs to tell "no such series" (404) from "no episodes there".
  if (rows.length === 0 && !(await repo.findSeries(ctx.db, seriesId))) throw seriesNotFound();
  return { rows: await toListItems(ctx, rows), count };
}

export async function listTagAudios(ctx: AppContext, tag: string, seriesId: number | undefined, page: number, perPage: number) {
  const { rows, count } = await repo.listAudios(ctx.db, { tag, seriesId }, page, perPage);
  return { rows: await toListItems(ctx, rows), count };
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
export async function increasePlay(ctx: AppContext, audioId: number) {
  const playNum = await repo.incrementPlay(ctx.db, audioId);
  if (playNum === undefined) throw audioNotFound();
  return { playNum };
}

/**
 * The playing episode's count, refreshed by the player every 10 s (spec 9). With a listenerId the
 * call is also the player's heartbeat; a member counts once by account, whatever tab or device.
 */
export async function getOnline(ctx: AppContext, user: CurrentUser | null, audioId: number, listenerId: string | undefined) {
  await requireAudio(ctx, audioId);
  if (listenerId !== undefined) await ctx.audioOnline.beat(audioId, user ? `u:${user.id}` : `l:${listenerId}`);
  return { audioId, onlineCount: await ctx.audioOnline.count(audioId) };
}

/** Counts for the episodes of a list page; an id of a missing episode simply counts 0. */
export async function onlineGroups(ctx: AppContext, audioIds: number[]): Promise<Record<string, number>> {
  const counts = await ctx.audioOnline.counts([...new Set(audioIds)]);
  return Object.fromEntries([...counts].map(([id, n]) => [String(id), n]));
}
