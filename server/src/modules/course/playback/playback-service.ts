import type { AppContext } from '../../../platform/context';
import { requireLessonAccess, sourceUnavailable, videoUnavailable } from './access';
import { createPlayAuth, readPlayAuth, signedMediaPath } from './signing';
import { BusinessError, HttpCode } from '../../../platform/errors';

const absolute = (ctx: AppContext, path: string) => `${ctx.config.PUBLIC_URL.replace(/\/$/, '')}${path}`;

/** Mobile: a signed media URL of the lesson, bound to the caller and valid for a few minutes. */
export async function lessonPlayUrls(ctx: AppContext, userId: number, lessonId: number, now: number) {
  const { lesson } = await requireLessonAccess(ctx.db, userId, lessonId);
  if (!lesson.mediaKey) throw videoUnavailable();
  const { path, exp } = signedMediaPath(ctx.secret, 'lesson', lesson.id, userId, now);
  const url = absolute(ctx, path);
  return { playUrl: url, expiresAt: new Date(exp).toISOString(), playUrls: [{ definition: 'OD', url }] };
}

/** Desktop: video id + a signed play-auth token that /course/lesson/playInfo turns into a play URL. */
export async function lessonPlayAuth(ctx: AppContext, userId: number, lessonId: number, now: number) {
  const { lesson } = await requireLessonAccess(ctx.db, userId, lessonId);
  if (!lesson.mediaKey) throw videoUnavailable();
  const { playAuth, exp } = createPlayAuth(ctx.secret, lesson.id, userId, now);
  return { videoId: String(lesson.id), playAuth, expiresAt: new Date(exp).toISOString() };
}

/** Exchanges a play-auth token; it only works for the member it was issued to and before it expires. */
export async function lessonPlayInfo(ctx: AppContext, userId: number, videoId: string, playAuth: string, now: number) {
  const grant = readPlayAuth(ctx.secret, playAuth, now);
  if (grant === 'expired') throw new BusinessError(HttpCode.Forbidden, '播放凭证已过期，请刷新页面', 403);
  if (grant === 'forged' || grant === 'ok' || String(grant.lessonId) !== videoId || grant.uid !== userId) {
    throw new BusinessError(HttpCode.Forbidden, '播放凭证无效', 403);
  }
  // Access is checked again: a refund or unpublish since the token was issued still counts.
  return lessonPlayUrls(ctx, userId, grant.lessonId, now);
}

export async function lessonSourceUrl(ctx: AppContext, userId: number, lessonId: number, now: number) {
  const { lesson } = await requireLessonAccess(ctx.db, userId, lessonId);
  if (!lesson.sourceKey || !lesson.downloadable || !(await ctx.storage.exists(lesson.sourceKey))) throw sourceUnavailable();
  const { path, exp } = signedMediaPath(ctx.secret, 'source', lesson.id, userId, now);
  return { downloadUrl: absolute(ctx, path), expiresAt: new Date(exp).toISOString() };
}
