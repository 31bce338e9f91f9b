import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { ShotListItem, ShotStatus } from '@site/shared/contract';
import type { Db, DbOrTx } from '../../platform/db';
import { users } from '../account/tables';
import { courses, courseTeachers } from '../course/tables';
import { cachedCount } from './count-cache';
import { shotCategories, shotCollections, shotCourses, shotLikes, shots } from './tables';
import { invalidateReads } from '../../platform/invalidation';

export type ShotRow = typeof shots.$inferSelect;

const listColumns = {
  id: shots.id,
  title: shots.title,
  preview: shots.preview,
  tags: shots.tags,
  shotCategoryId: shots.shotCategoryId,
  status: shots.status,
  isRecommend: shots.isRecommend,
  viewNum: shots.viewNum,
  likeNum: shots.likeNum,
  disabledByAdmin: shots.disabledByAdmin,
  disabledReason: shots.disabledReason,
  createdAt: shots.createdAt,
  userId: users.id,
  nickname: users.nickname,
  avatar: users.avatar,
  username: users.username,
};

interface ListRow {
  id: number;
  title: string;
  preview: string;
  tags: string;
  shotCategoryId: number | null;
  status: string;
  isRecommend: boolean;
  viewNum: number;
  likeNum: number;
  disabledByAdmin: boolean;
  disabledReason: string;
  createdAt: Date;
  userId: number;
  nickname: string;
  avatar: string;
  username: string;
}

function toListItem(row: ListRow): ShotListItem {
  return {
    id: row.id,
    title: row.title,
    preview: row.preview,
    tags: row.tags,
    shotCategoryId: row.shotCategoryId,
    status: row.status as ShotStatus,
    isRecommend: row.isRecommend,
    viewNum: row.viewNum,
    likeNum: row.likeNum,
    user: { id: row.userId, nickname: row.nickname, avatar: row.avatar, username: row.username },
    createdAt: row.createdAt.toISOString(),
    ...disabledMark(row),
  };
}

/**
 * The author is told why an admin disabled their shot. A disabled shot is never published, so only
 * its author and admins ever get a row that carries this.
 */
export const disabledMark = (row: { disabledByAdmin: boolean; disabledReason: string }): Pick<ShotListItem, 'disabled'> =>
  row.disabledByAdmin ? { disabled: { reason: row.disabledReason } } : {};

export interface ShotFilter {
  categoryId?: number;
  keywords?: string;
  isRecommend?: boolean;
  courseId?: number;
  userId?: number;
  publishedOnly: boolean;
}

/** LIKE pattern of a user's words, with the wildcard characters taken literally. */
const likePattern = (words: string) => `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filterWhere(filter: ShotFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.publishedOnly) conditions.push(eq(shots.status, 'published'));
  if (filter.categoryId !== undefined) conditions.push(eq(shots.shotCategoryId, filter.categoryId));
  if (filter.isRecommend !== undefined) conditions.push(eq(shots.isRecommend, filter.isRecommend));
  if (filter.userId !== undefined) conditions.push(eq(shots.userId, filter.userId));
  if (filter.courseId !== undefined) {
    conditions.push(
      inArray(shots.id, sql`(select ${shotCourses.shotId} from ${shotCourses} where ${shotCourses.courseId} = ${filter.courseId})`),
    );
  }
  const words = filter.keywords?.trim();
  if (words) conditions.push(or(ilike(shots.title, likePattern(words)), ilike(shots.tags, likePattern(words))));
  return and(...conditions);
}

/** One page of shots, newest first, and the total (spec 7 shot/list). The public total is cached briefly. */
export async function listShots(db: DbOrTx, filter: ShotFilter, page: number, perPage: number, countOwner?: object) {
  const where = filterWhere(filter);
  const countAll = async () => (await db.select({ value: count() }).from(shots).where(where))[0]?.value ?? 0;
  const [rows, total] = await Promise.all([
    db
      .select(listColumns)
      .from(shots)
      .innerJoin(users, eq(users.id, shots.userId))
      .where(where)
      .orderBy(desc(shots.createdAt), desc(shots.id))
      .limit(perPage)
      .offset(page * perPage),
    countOwner ? cachedCount(countOwner, JSON.stringify(filter), countAll) : countAll(),
  ]);
  return { rows: rows.map(toListItem), count: total };
}

/** Shots a member collected, most recent collection first. Unpublished ones stay hidden unless they are the member's own. */
export async function listCollectedShots(db: DbOrTx, userId: number, page: number, perPage: number) {
  const where = and(eq(shotCollections.userId, userId), or(eq(shots.status, 'published'), eq(shots.userId, userId)));
  const [rows, [total]] = await Promise.all([
    db
      .select(listColumns)
      .from(shotCollections)
      .innerJoin(shots, eq(shots.id, shotCollections.shotId))
      .innerJoin(users, eq(users.id, shots.userId))
      .where(where)
      .orderBy(desc(shotCollections.createdAt), desc(shots.id))
      .limit(perPage)
      .offset(page * perPage),
    db.select({ value: count() }).from(shotCollections).innerJoin(shots, eq(shots.id, shotCollections.shotId)).where(where),
  ]);
  return { rows: rows.map(toListItem), count: total?.value ?? 0 };
}

export async function findShot(db: DbOrTx, shotId: number): Promise<ShotRow | null> {
  const [row] = await db.select().from(shots).where(eq(shots.id, shotId)).limit(1);
  return row ?? null;
}

export async function findAuthor(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ id: users.id, nickname: users.nickname, avatar: users.avatar, username: users.username })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? { id: userId, nickname: '', avatar: '', username: '' };
}

/** Adds counted views in one transaction (the batch of platform/hit-counter.ts). */
export async function addViews(db: Db, counts: Map<number, number>): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [shotId, views] of counts) {
      await tx.update(shots).set({ viewNum: sql`${shots.viewNum} + ${views}` }).where(eq(shots.id, shotId));
    }
  });
  invalidateReads('shots');
}

export async function linkedCourseIds(db: DbOrTx, shotId: number): Promise<number[]> {
  const rows = await db.select({ courseId: shotCourses.courseId }).from(shotCourses).where(eq(shotCourses.shotId, shotId)).orderBy(shotCourses.createdAt);
  return rows.map((row) => row.courseId);
}

export async function hasLike(db: DbOrTx, shotId: number, userId: number): Promise<boolean> {
  const [row] = await db.select({ shotId: shotLikes.shotId }).from(shotLikes).where(and(eq(shotLikes.shotId, shotId), eq(shotLikes.userId, userId))).limit(1);
  return Boolean(row);
}

export async function hasCollection(db: DbOrTx, shotId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ shotId: shotCollections.shotId })
    .from(shotCollections)
    .where(and(eq(shotCollections.shotId, shotId), eq(shotCollections.userId, userId)))
    .limit(1);
  return Boolean(row);
}

export async function listCategories(db: DbOrTx) {
  return db.select({ id: shotCategories.id, name: shotCategories.name }).from(shotCategories).orderBy(shotCategories.sort, shotCategories.id);
}

export async function listCategoriesWithShots(db: DbOrTx) {
  const rows = await db
    .select({ id: shotCategories.id, name: shotCategories.name, shotNum: count(shots.id) })
    .from(shotCategories)
    .innerJoin(shots, and(eq(shots.shotCategoryId, shotCategories.id), eq(shots.status, 'published')))
    .groupBy(shotCategories.id, shotCategories.name, shotCategories.sort)
    .orderBy(shotCategories.sort, shotCategories.id);
  return rows;
}

export async function categoryExists(db: DbOrTx, categoryId: number): Promise<boolean> {
  const [row] = await db.select({ id: shotCategories.id }).from(shotCategories).where(eq(shotCategories.id, categoryId)).limit(1);
  return Boolean(row);
}

/** Existing course ids among the given ones. */
export async function existingCourseIds(db: DbOrTx, courseIds: number[]): Promise<number[]> {
  if (courseIds.length === 0) return [];
  const rows = await db.select({ id: courses.id }).from(courses).where(inArray(courses.id, courseIds));
  return rows.map((row) => row.id);
}

/** Which of the given courses the user teaches. */
export async function taughtCourseIds(db: DbOrTx, userId: number, courseIds: number[]): Promise<number[]> {
  if (courseIds.length === 0) return [];
  const rows = await db
    .select({ courseId: courseTeachers.courseId })
    .from(courseTeachers)
    .where(and(eq(courseTeachers.teacherId, userId), inArray(courseTeachers.courseId, courseIds)));
  return rows.map((row) => row.courseId);
}

export async function linkedCourses(db: DbOrTx, shotId: number, perPage: number) {
  const where = eq(shotCourses.shotId, shotId);
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: courses.id, title: courses.title, preview: courses.preview })
      .from(shotCourses)
      .innerJoin(courses, eq(courses.id, shotCourses.courseId))
      .where(where)
      .orderBy(desc(shotCourses.createdAt), desc(courses.id))
      .limit(perPage),
    db.select({ value: count() }).from(shotCourses).where(where),
  ]);
  const ids = rows.map((row) => row.id);
  const teachers = ids.length
    ? await db.select().from(courseTeachers).where(inArray(courseTeachers.courseId, ids))
    : [];
  return {
    rows: rows.map((row) => ({ ...row, teacherIds: teachers.filter((t) => t.courseId === row.id).map((t) => t.teacherId) })),
    count: total?.value ?? 0,
  };
}
