import { type SQL, and, asc, count, desc, eq, exists, gte, ilike, inArray, like, lte, or, sql } from 'drizzle-orm';
import { isStartTimeBucket, startTimeRange } from '@site/shared/contract';
import { z } from 'zod';
import { users } from '../account/tables';
import type { DbOrTx } from '../../platform/db';
import { badInput } from '../../platform/errors';
import { categories, courseApps, courseTeachers, courses } from './tables';
import type { CourseRow } from './summaries';
import { idInput, int4Input } from '../../platform/ids';

const order = z.enum(['ASC', 'DESC']);
const id = idInput;
const fen = int4Input;
const timeBound = z.union([z.number().int().min(0), z.string().min(1).max(40)]);

/** Body of POST /course/list (spec 7 filter params); unknown fields are refused. */
export const courseListBody = z
  .object({
    perPage: z.number().int().min(1).max(100).default(30),
    page: z.number().int().min(0).max(100000).default(0),
    softWareId: id.optional(),
    teacherId: id.optional(),
    courseType: z.enum(['online-course', 'live-course']).optional(),
    categoryId: id.optional(),
    courseCategoryId: id.optional(),
    groupId: id.optional(),
    freeMode: z.enum(['free', 'charge']).optional(),
    startPrice: fen.optional(),
    endPrice: fen.optional(),
    keyword: z.string().max(100).optional(),
    teacherName: z.string().max(40).optional(),
    title: z.string().max(100).optional(),
    sort: z.object({ price: order.optional(), createdTime: order.optional() }).strict().optional(),
    level: z.enum(['primary', 'middle', 'high']).optional(),
    startAt: timeBound.optional(),
    endAt: timeBound.optional(),
  })
  .strict();

export type CourseListBody = z.infer<typeof courseListBody>;

/** `%` and `_` typed by a user are literal characters, not wildcards. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function toDate(value: string | number, field: string): Date {
  const date = typeof value === 'number' ? new Date(value) : new Date(/^\d+$/.test(value) ? Number(value) : value);
  if (Number.isNaN(date.getTime())) throw badInput(`${field} 不是有效的时间`, { [field]: '不是有效的时间' });
  return date;
}

/**
 * Courses taught by someone whose nickname or username matches. An IN over a subquery (not a
 * correlated EXISTS): under the keyword's OR, PostgreSQL then hashes the teacher matches once
 * instead of probing them for every course.
 */
const teacherMatches = (pattern: string) =>
  inArray(
    courses.id,
    sql`(select ${courseTeachers.courseId} from ${courseTeachers} inner join ${users} on ${users.id} = ${courseTeachers.teacherId}
         where ${users.nickname} ilike ${pattern} or ${users.username} ilike ${pattern})`,
  );

/** The where clause of every catalogue filter (published courses only). */
export function courseListWhere(filter: CourseListBody, now: Date): SQL | undefined {
  const where: (SQL | undefined)[] = [eq(courses.published, true)];
  if (filter.softWareId !== undefined) {
    where.push(exists(sql`(select 1 from ${courseApps} where ${courseApps.courseId} = ${courses.id} and ${courseApps.appId} = ${filter.softWareId})`));
  }
  if (filter.teacherId !== undefined) {
    where.push(
      exists(sql`(select 1 from ${courseTeachers} where ${courseTeachers.courseId} = ${courses.id} and ${courseTeachers.teacherId} = ${filter.teacherId})`),
    );
  }
  if (filter.courseType) where.push(eq(courses.courseType, filter.courseType));
  const categoryId = filter.categoryId ?? filter.courseCategoryId;
  if (categoryId !== undefined) where.push(eq(courses.categoryId, categoryId));
  if (filter.groupId !== undefined) {
    where.push(inArray(courses.categoryId, sql`(select ${categories.id} from ${categories} where ${categories.groupId} = ${filter.groupId})`));
  }
  // A price bound only makes sense for paid courses: it forces charge (spec 9).
  const priced = filter.startPrice !== undefined || filter.endPrice !== undefined;
  const freeMode = priced ? 'charge' : filter.freeMode;
  if (freeMode === 'free') where.push(or(eq(courses.free, true), eq(courses.price, 0)));
  if (freeMode === 'charge') where.push(and(eq(courses.free, false), sql`${courses.price} > 0`));
  if (filter.startPrice !== undefined) where.push(gte(courses.price, filter.startPrice));
  if (filter.endPrice !== undefined) where.push(lte(courses.price, filter.endPrice));
  const keyword = filter.keyword?.trim();
  if (keyword) {
    const pattern = likePattern(keyword);
    where.push(or(like(courses.searchText, likePattern(keyword.toLowerCase())), teacherMatches(pattern)));
  }
  const teacherName = filter.teacherName?.trim();
  if (teacherName) where.push(teacherMatches(likePattern(teacherName)));
  const title = filter.title?.trim();
  if (title) where.push(ilike(courses.title, likePattern(title)));
  if (filter.level) where.push(eq(courses.level, filter.level));
  if (filter.startAt !== undefined && isStartTimeBucket(filter.startAt) && filter.endAt === undefined) {
    const range = startTimeRange(filter.startAt, now);
    where.push(gte(courses.startAt, new Date(range.from)));
    if (range.to !== undefined) where.push(lte(courses.startAt, new Date(range.to)));
  } else {
    if (filter.startAt !== undefined) where.push(gte(courses.startAt, toDate(filter.startAt, 'startAt')));
    if (filter.endAt !== undefined) where.push(lte(courses.startAt, toDate(filter.endAt, 'endAt')));
  }
  return and(...where);
}

function orderBy(filter: CourseListBody): SQL[] {
  const by: SQL[] = [];
  const dir = (o: 'ASC' | 'DESC') => (o === 'ASC' ? asc : desc);
  if (filter.sort?.price) by.push(dir(filter.sort.price)(courses.price));
  if (filter.sort?.createdTime) by.push(dir(filter.sort.createdTime)(courses.createdAt));
  if (!filter.sort?.createdTime) by.push(desc(courses.createdAt));
  by.push(desc(courses.id));
  return by;
}

export async function queryCourseList(db: DbOrTx, filter: CourseListBody, now: Date): Promise<{ rows: CourseRow[]; count: number }> {
  const where = courseListWhere(filter, now);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(courses)
      .where(where)
      .orderBy(...orderBy(filter))
      .limit(filter.perPage)
      .offset(filter.page * filter.perPage),
    db.select({ n: count() }).from(courses).where(where),
  ]);
  return { rows, count: Number(total?.n ?? 0) };
}
