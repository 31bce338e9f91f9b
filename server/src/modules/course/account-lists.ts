import { and, count, countDistinct, desc, eq, exists, inArray, max, sql } from 'drizzle-orm';
import { follows } from '../account/tables';
import type { DbOrTx } from '../../platform/db';
import { courseCollections, coursePurchases, courseTeachers, courses, lessons, watchRecords } from './tables';
import { summariesByIds, toSummaries } from './summaries';

// The account centre's course tabs (spec 2): zero-based pages, 15 rows by default.

/** Courses by the latest lesson watched, each with that lesson's record. */
export async function recentWatched(db: DbOrTx, userId: number, perPage: number, page: number) {
  const latest = db
    .select({ courseId: watchRecords.courseId, at: max(watchRecords.updatedAt).as('at') })
    .from(watchRecords)
    .innerJoin(courses, eq(courses.id, watchRecords.courseId))
    .where(and(eq(watchRecords.userId, userId), eq(courses.published, true)))
    .groupBy(watchRecords.courseId)
    .as('latest');
  const page_ = await db.select().from(latest).orderBy(desc(latest.at), desc(latest.courseId)).limit(perPage).offset(page * perPage);
  const [total] = await db
    .select({ n: countDistinct(watchRecords.courseId) })
    .from(watchRecords)
    .innerJoin(courses, eq(courses.id, watchRecords.courseId))
    .where(and(eq(watchRecords.userId, userId), eq(courses.published, true)));
  const ids = page_.map((r) => r.courseId);
  const summaries = await summariesByIds(db, ids, userId);
  const records =
    ids.length === 0
      ? []
      : await db
          .select({ record: watchRecords, lessonTitle: lessons.title })
          .from(watchRecords)
          .innerJoin(lessons, eq(lessons.id, watchRecords.lessonId))
          .where(and(eq(watchRecords.userId, userId), inArray(watchRecords.courseId, ids)))
          .orderBy(desc(watchRecords.updatedAt));
  const rows = summaries.map((summary) => {
    const last = records.find((r) => r.record.courseId === summary.id);
    return {
      ...summary,
      lastWatch: last
        ? {
            courseLessonId: last.record.lessonId,
            watchedDuration: last.record.watchedDuration,
            hasFinal: last.record.hasFinal,
            lessonIndex: last.record.lessonIndex,
            updatedAt: last.record.updatedAt.toISOString(),
            lessonTitle: last.lessonTitle,
          }
        : null,
    };
  });
  return { rows, count: Number(total?.n ?? 0) };
}

export async function myCollectedCourses(db: DbOrTx, userId: number, perPage: number, page: number) {
  const where = and(eq(courseCollections.userId, userId), eq(courses.published, true));
  const rows = await db
    .select({ id: courseCollections.courseId })
    .from(courseCollections)
    .innerJoin(courses, eq(courses.id, courseCollections.courseId))
    .where(where)
    .orderBy(desc(courseCollections.createdAt), desc(courseCollections.courseId))
    .limit(perPage)
    .offset(page * perPage);
  const [total] = await db.select({ n: count() }).from(courseCollections).innerJoin(courses, eq(courses.id, courseCollections.courseId)).where(where);
  return { rows: await summariesByIds(db, rows.map((r) => r.id), userId), count: Number(total?.n ?? 0) };
}

export async function purchasedCourses(db: DbOrTx, userId: number, perPage: number, page: number) {
  const where = and(eq(coursePurchases.userId, userId), eq(courses.published, true));
  const rows = await db
    .select({ id: coursePurchases.courseId })
    .from(coursePurchases)
    .innerJoin(courses, eq(courses.id, coursePurchases.courseId))
    .where(where)
    .orderBy(desc(coursePurchases.createdAt), desc(coursePurchases.courseId))
    .limit(perPage)
    .offset(page * perPage);
  const [total] = await db.select({ n: count() }).from(coursePurchases).innerJoin(courses, eq(courses.id, coursePurchases.courseId)).where(where);
  return { rows: await summariesByIds(db, rows.map((r) => r.id), userId), count: Number(total?.n ?? 0) };
}

/** Courses taught by the teachers the caller follows, newest first. */
export async function followedTeachersCourses(db: DbOrTx, userId: number, perPage: number, page: number) {
  const where = and(
    eq(courses.published, true),
    exists(
      sql`(select 1 from ${courseTeachers} inner join ${follows} on ${follows.targetUserId} = ${courseTeachers.teacherId}
           where ${courseTeachers.courseId} = ${courses.id} and ${follows.followerId} = ${userId})`,
    ),
  );
  const rows = await db
    .select()
    .from(courses)
    .where(where)
    .orderBy(desc(courses.createdAt), desc(courses.id))
    .limit(perPage)
    .offset(page * perPage);
  const [total] = await db.select({ n: count() }).from(courses).where(where);
  return { rows: await toSummaries(db, rows, userId), count: Number(total?.n ?? 0) };
}
