import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  ErrorCode,
  SHOT_TAG_MAX_LENGTH,
  SHOT_TAGS_MAX,
  type Shot,
  type ShotCreateInput,
  type ShotEditorValues,
  type ShotStatus,
  type ShotUpdateInput,
  hasShotErrors,
  parseTags,
  validateShotCreate,
  validateShotUpdate,
} from '@site/shared/contract';
import type { Db, DbOrTx } from '../../platform/db';
import { BusinessError, badInput, forbidden } from '../../platform/errors';
import type { HitCounter } from '../../platform/hit-counter';
import { type CurrentUser, isAdmin, isTeacher } from '../../platform/session';
import { comments } from '../comment/tables';
import { createNotice } from '../account/notices';
import { forgetCounts } from './count-cache';
import { invalidateReads, invalidateUserReads } from '../../platform/invalidation';
import type { MemberReads } from '../../platform/member-reads';
import type { SharedReads } from '../../platform/read-cache';
import { type WrittenAnswer, writeAnswer } from '../../platform/written-answer';
import * as repo from './repository';
import { shotSchema } from './schemas';
import { IMAGE_SRC, sanitizeShotHtml, toPlainText } from './sanitize';
import { shotCollections, shotCourses, shotLikes, shots } from './tables';

type ShotRow = repo.ShotRow;

export const shotNotFound = () => new BusinessError(ErrorCode.ShotNotFound, '作品不存在或已被删除', 404);

/** Owner or admin: may edit, delete, publish and unpublish (spec 6). */
export const canManage = (user: CurrentUser | null, shot: ShotRow) => Boolean(user && (user.id === shot.userId || isAdmin(user)));
/** Teacher or admin: may recommend and link shots to courses (spec 6). */
export const isCurator = (user: CurrentUser | null) => isTeacher(user) || isAdmin(user);

/** A shot the caller may see: published, or their own / an admin's view of an unpublished one. */
async function visibleShot(db: DbOrTx, user: CurrentUser | null, shotId: number): Promise<ShotRow> {
  const shot = await repo.findShot(db, shotId);
  if (!shot || (shot.status !== 'published' && !canManage(user, shot))) throw shotNotFound();
  return shot;
}

async function managedShot(db: DbOrTx, user: CurrentUser, shotId: number): Promise<ShotRow> {
  const shot = await repo.findShot(db, shotId);
  if (!shot) throw shotNotFound();
  if (!canManage(user, shot)) throw forbidden('只有作者或管理员可以修改这个作品');
  return shot;
}

async function toShot(db: DbOrTx, row: ShotRow, user: CurrentUser | null): Promise<Shot & { createdAt: string }> {
  const [author, courseIds, hasLiked, hasCollected] = await Promise.all([
    repo.findAuthor(db, row.userId),
    repo.linkedCourseIds(db, row.id),
    user ? repo.hasLike(db, row.id, user.id) : false,
    user ? repo.hasCollection(db, row.id, user.id) : false,
  ]);
  return shotAnswer(row, author, courseIds, hasLiked, hasCollected);
}

function shotAnswer(row: ShotRow, author: Shot['user'], courseIds: number[], hasLiked: boolean, hasCollected: boolean): Shot & { createdAt: string } {
  return {
    id: row.id,
    title: row.title,
    preview: row.preview,
    content: row.content,
    tags: row.tags,
    shotCategoryId: row.shotCategoryId,
    status: row.status as ShotStatus,
    isRecommend: row.isRecommend,
    enableComment: row.enableComment,
    hasLiked,
    hasCollected,
    viewNum: row.viewNum,
    likeNum: row.likeNum,
    user: author,
    courseIds,
    createdAt: row.createdAt.toISOString(),
    ...repo.disabledMark(row),
  };
}

type PublishedShot = { row: ShotRow; author: Shot['user']; courseIds: number[] };

/** A published shot's shared part (row, author, linked courses), kept in SharedReads; null when not published. */
function publishedShot(db: Db, shared: SharedReads, shotId: number): Promise<PublishedShot | null> {
  return shared.get(`shot/detail:${shotId}`, ['shots', 'users'], async () => {
    const row = await repo.findShot(db, shotId);
    if (!row || row.status !== 'published') return null;
    const [author, courseIds] = await Promise.all([repo.findAuthor(db, row.userId), repo.linkedCourseIds(db, row.id)]);
    return { row, author, courseIds };
  });
}

/**
 * Counts a view (one per viewer per hour, written in batches) and answers the shot. A published
 * shot's shared part comes from SharedReads; the viewer's own flags from MemberReads (dropped by
 * their own like and collect writes). Unpublished ones (seen by their author or an admin) are read fresh.
 */
export async function getShotDetail(
  db: Db,
  views: HitCounter,
  reads: { shared: SharedReads; members: MemberReads },
  user: CurrentUser,
  viewer: string,
  shotId: number,
) {
  const published = await publishedShot(db, reads.shared, shotId);
  if (!published) {
    const shot = await visibleShot(db, user, shotId);
    views.hit(shotId, viewer);
    shot.viewNum += views.pending(shotId);
    return toShot(db, shot, user);
  }
  views.hit(shotId, viewer);
  const [hasLiked, hasCollected] = await reads.members.get(user.id, 'shot-flags', String(shotId), () =>
    Promise.all([repo.hasLike(db, shotId, user.id), repo.hasCollection(db, shotId, user.id)]),
  );
  // The shared row is never changed: the pending views go into a copy.
  const row = { ...published.row, viewNum: published.row.viewNum + views.pending(shotId) };
  return shotAnswer(row, published.author, published.courseIds, hasLiked, hasCollected);
}

/**
 * The visitors' answer last written for each kept shot, with the view count it was written with:
 * until the shot is dropped from the shared reads or someone new views it, the next visitor gets
 * the same bytes without building or serialising them again.
 */
const visitorAnswers = new WeakMap<PublishedShot, { viewNum: number; answer: WrittenAnswer }>();

/** getShotDetail for a visitor (no flags of their own; only published shots), answered as written bytes. */
export async function getVisitorShotDetail(db: Db, views: HitCounter, shared: SharedReads, viewer: string, shotId: number): Promise<WrittenAnswer> {
  const published = await publishedShot(db, shared, shotId);
  if (!published) throw shotNotFound();
  views.hit(shotId, viewer);
  const viewNum = published.row.viewNum + views.pending(shotId);
  const written = visitorAnswers.get(published);
  if (written?.viewNum === viewNum) return written.answer;
  // Through the schema, as the route's serialiser would: its keys, in its order (once per written answer).
  const answer = writeAnswer(shotSchema.parse(shotAnswer({ ...published.row, viewNum }, published.author, published.courseIds, false, false)));
  visitorAnswers.set(published, { viewNum, answer });
  return answer;
}

export async function getEditInfo(db: Db, user: CurrentUser, shotId: number) {
  return toShot(db, await managedShot(db, user, shotId), user);
}

export async function getMyShotDetail(db: Db, user: CurrentUser, shotId: number) {
  const shot = await repo.findShot(db, shotId);
  if (!shot || shot.userId !== user.id) throw shotNotFound();
  return toShot(db, shot, user);
}

/** Plain-text tags: split per spec 5, markup removed, at most 10 of at most 20 characters. */
export function cleanTags(input: string): string {
  const tags = parseTags(input)
    .map((tag) => toPlainText(tag).slice(0, SHOT_TAG_MAX_LENGTH).trim())
    .filter(Boolean);
  return [...new Set(tags)].slice(0, SHOT_TAGS_MAX).join(',');
}

function cleanPreview(preview: string): string {
  const value = preview.trim();
  if (value && !IMAGE_SRC.test(value)) throw badInput('封面地址无效', { preview: '封面地址无效' });
  return value;
}

type Clean = Partial<Omit<ShotEditorValues, 'shotCategoryId'>> & { shotCategoryId?: number | null };

/** Sanitises whatever fields were sent; titles and tags become plain text, content allowlisted HTML. */
function clean(input: Partial<ShotCreateInput>): Clean {
  const out: Clean = {};
  if (input.title !== undefined) out.title = toPlainText(input.title);
  if (input.preview !== undefined) out.preview = cleanPreview(input.preview);
  if (input.content !== undefined) out.content = sanitizeShotHtml(input.content);
  if (input.tags !== undefined) out.tags = cleanTags(input.tags);
  if (input.shotCategoryId !== undefined) out.shotCategoryId = input.shotCategoryId;
  if (input.enableComment !== undefined) out.enableComment = input.enableComment;
  return out;
}

async function checkCategory(db: DbOrTx, categoryId: number | null | undefined) {
  if (categoryId != null && !(await repo.categoryExists(db, categoryId))) {
    throw badInput('作品分类不存在', { shotCategoryId: '作品分类不存在' });
  }
}

const rejectErrors = (errors: ReturnType<typeof validateShotCreate>) => {
  if (hasShotErrors(errors)) throw badInput(Object.values(errors).join('；'), errors as Record<string, string>);
};

export async function createShot(db: Db, user: CurrentUser, input: ShotCreateInput) {
  if (!user.canPostShot) throw forbidden('当前账号无法发布作品');
  const values = clean(input);
  const full: ShotEditorValues = {
    title: values.title ?? '',
    preview: values.preview ?? '',
    content: values.content ?? '',
    tags: values.tags ?? '',
    shotCategoryId: values.shotCategoryId ?? null,
    enableComment: values.enableComment ?? true,
  };
  rejectErrors(validateShotCreate(full));
  await checkCategory(db, full.shotCategoryId);
  const [row] = await db
    .insert(shots)
    .values({ ...full, userId: user.id, status: 'published' })
    .returning();
  forgetCounts(db);
  invalidateReads('shots');
  return toShot(db, row, user);
}

const editorValues = (row: ShotRow): ShotEditorValues => ({
  title: row.title,
  preview: row.preview,
  content: row.content,
  tags: row.tags,
  shotCategoryId: row.shotCategoryId,
  enableComment: row.enableComment,
});

export async function updateShot(db: Db, user: CurrentUser, input: ShotUpdateInput) {
  const shot = await managedShot(db, user, input.id);
  const saved = editorValues(shot);
  const current = { ...saved, ...clean(input) };
  rejectErrors(validateShotUpdate(saved, current));
  if (current.shotCategoryId !== saved.shotCategoryId) await checkCategory(db, current.shotCategoryId);
  const [row] = await db
    .update(shots)
    .set({ ...current, updatedAt: new Date() })
    .where(eq(shots.id, shot.id))
    .returning();
  forgetCounts(db);
  invalidateReads('shots');
  return toShot(db, row, user);
}

export async function deleteShot(db: Db, user: CurrentUser, shotId: number) {
  const shot = await managedShot(db, user, shotId);
  await db.transaction(async (tx) => {
    // Comments point at their target by id only, so they go with the shot explicitly.
    await tx.delete(comments).where(and(eq(comments.type, 'shot'), eq(comments.targetId, shot.id)));
    await tx.delete(shots).where(eq(shots.id, shot.id));
  });
  forgetCounts(db);
  invalidateReads('shots');
}

/**
 * Tells a shot's author that an admin disabled it, and why (their 我的消息), in the caller's
 * transaction. Answers the member notified (null for an admin's own shot); the caller invalidates
 * their messages once the transaction commits.
 */
export function noticeShotDisabled(tx: DbOrTx, admin: CurrentUser, shot: ShotRow, reason: string): Promise<number | null> {
  return createNotice(tx, { userId: shot.userId, fromUserId: admin.id, noticeType: 'shot-disabled', body: { shotInfo: { id: shot.id, title: shot.title }, reason } });
}

/**
 * Publish or unpublish. An admin unpublishing someone else's shot disables it: its owner can no
 * longer publish it (7701) until an admin does.
 */
export async function updateStatus(db: Db, user: CurrentUser, shotId: number, publish: boolean) {
  const shot = await managedShot(db, user, shotId);
  const admin = isAdmin(user);
  if (publish && shot.disabledByAdmin && !admin) throw new BusinessError(ErrorCode.ShotDisabledByAdmin, '作品已被管理员禁用', 403);
  const disabledByAdmin = admin ? !publish && shot.userId !== user.id : shot.disabledByAdmin;
  const notified = await db.transaction(async (tx) => {
    await tx
      .update(shots)
      .set({ status: publish ? 'published' : 'unpublished', disabledByAdmin, ...(disabledByAdmin ? {} : { disabledReason: '' }), updatedAt: new Date() })
      .where(eq(shots.id, shot.id));
    return disabledByAdmin && !shot.disabledByAdmin ? noticeShotDisabled(tx, user, shot, '') : null;
  });
  forgetCounts(db);
  invalidateReads('shots');
  if (notified !== null) invalidateUserReads(notified, 'messages');
  return { status: (publish ? 'published' : 'unpublished') as ShotStatus };
}

export async function setRecommend(db: Db, user: CurrentUser, shotId: number, status: boolean) {
  if (!isCurator(user)) throw forbidden('只有老师或管理员可以推荐作品');
  const shot = await repo.findShot(db, shotId);
  if (!shot) throw shotNotFound();
  await db.update(shots).set({ isRecommend: status }).where(eq(shots.id, shotId));
  forgetCounts(db);
  invalidateReads('shots');
  return { isRecommend: status };
}

/** Courses the caller may touch: an admin any existing one, a teacher only their own (403 otherwise). */
async function checkCourses(db: DbOrTx, user: CurrentUser, courseIds: number[], what: string) {
  const unique = [...new Set(courseIds)];
  const existing = await repo.existingCourseIds(db, unique);
  if (existing.length !== unique.length) throw new BusinessError(ErrorCode.CourseNotFound, '课程不存在', 404);
  if (isAdmin(user)) return unique;
  const taught = await repo.taughtCourseIds(db, user.id, unique);
  if (taught.length !== unique.length) throw forbidden(`只能${what}自己任教的课程`);
  return unique;
}

export async function linkShotToCourses(db: Db, user: CurrentUser, shotId: number, courseIds: number[]) {
  if (!isCurator(user)) throw forbidden('只有老师或管理员可以关联课程');
  if (!(await repo.findShot(db, shotId))) throw shotNotFound();
  const ids = await checkCourses(db, user, courseIds, '关联');
  if (ids.length) {
    await db
      .insert(shotCourses)
      .values(ids.map((courseId) => ({ shotId, courseId, createdBy: user.id })))
      .onConflictDoNothing();
  }
  forgetCounts(db);
  invalidateReads('shots');
  return { courseIds: await repo.linkedCourseIds(db, shotId) };
}

export async function unlinkShotFromCourses(db: Db, user: CurrentUser, shotId: number, courseIds: number[]) {
  if (!(await repo.findShot(db, shotId))) throw shotNotFound();
  const ids = await checkCourses(db, user, courseIds, '移除');
  if (ids.length) await db.delete(shotCourses).where(and(eq(shotCourses.shotId, shotId), inArray(shotCourses.courseId, ids)));
  forgetCounts(db);
  invalidateReads('shots');
  return { courseIds: await repo.linkedCourseIds(db, shotId) };
}

export async function linkShotsToCourse(db: Db, user: CurrentUser, courseId: number, shotIds: number[]) {
  const [id] = await checkCourses(db, user, [courseId], '关联');
  const unique = [...new Set(shotIds)];
  if (unique.length === 0) return { shotIds: [] };
  const found = await db.select({ id: shots.id }).from(shots).where(inArray(shots.id, unique));
  if (found.length !== unique.length) throw shotNotFound();
  await db
    .insert(shotCourses)
    .values(unique.map((shotId) => ({ shotId, courseId: id, createdBy: user.id })))
    .onConflictDoNothing();
  forgetCounts(db);
  invalidateReads('shots');
  return { shotIds: unique };
}

/**
 * Like or unlike, idempotently: the row insert/delete decides whether the counter moves, inside one
 * transaction, so counts stay exact under concurrent requests (one row per user and shot).
 */
export async function setLike(db: Db, user: CurrentUser, shotId: number, like: boolean) {
  const shot = await visibleShot(db, user, shotId);
  let notified: number | null = null;
  const result = await db.transaction(async (tx) => {
    if (like) {
      const inserted = await tx.insert(shotLikes).values({ shotId, userId: user.id }).onConflictDoNothing().returning({ shotId: shotLikes.shotId });
      if (inserted.length) {
        await tx.update(shots).set({ likeNum: sql`${shots.likeNum} + 1` }).where(eq(shots.id, shotId));
        notified = await createNotice(tx, { userId: shot.userId, fromUserId: user.id, noticeType: 'shot-like', body: { shotInfo: { id: shot.id, title: shot.title } } });
      }
    } else {
      const deleted = await tx.delete(shotLikes).where(and(eq(shotLikes.shotId, shotId), eq(shotLikes.userId, user.id))).returning({ shotId: shotLikes.shotId });
      if (deleted.length) await tx.update(shots).set({ likeNum: sql`greatest(${shots.likeNum} - 1, 0)` }).where(eq(shots.id, shotId));
    }
    const [row] = await tx.select({ likeNum: shots.likeNum }).from(shots).where(eq(shots.id, shotId));
    return { hasLike: like, likeNum: row?.likeNum ?? 0 };
  });
  // likeNum is on the shot list; hasLiked is the member's own mark; the author has a new message.
  invalidateReads('shots');
  invalidateUserReads(user.id, 'shot-flags');
  if (notified !== null) invalidateUserReads(notified, 'messages');
  return result;
}

export async function setCollect(db: Db, user: CurrentUser, shotId: number, collect: boolean) {
  const shot = await visibleShot(db, user, shotId);
  let notified: number | null = null;
  const result = await db.transaction(async (tx) => {
    if (collect) {
      const inserted = await tx
        .insert(shotCollections)
        .values({ shotId, userId: user.id })
        .onConflictDoNothing()
        .returning({ shotId: shotCollections.shotId });
      if (inserted.length) {
        await tx.update(shots).set({ collectNum: sql`${shots.collectNum} + 1` }).where(eq(shots.id, shotId));
        notified = await createNotice(tx, { userId: shot.userId, fromUserId: user.id, noticeType: 'shot-collection', body: { shotInfo: { id: shot.id, title: shot.title } } });
      }
    } else {
      const deleted = await tx
        .delete(shotCollections)
        .where(and(eq(shotCollections.shotId, shotId), eq(shotCollections.userId, user.id)))
        .returning({ shotId: shotCollections.shotId });
      if (deleted.length) await tx.update(shots).set({ collectNum: sql`greatest(${shots.collectNum} - 1, 0)` }).where(eq(shots.id, shotId));
    }
    return { hasCollected: collect };
  });
  // hasCollected is the member's own mark; the author has a new message.
  invalidateUserReads(user.id, 'shot-flags');
  if (notified !== null) invalidateUserReads(notified, 'messages');
  return result;
}
