import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../platform/db';
import { courses, watchRecords } from '../tables';
import { requireLessonAccess } from './access';
import { invalidateReads, invalidateUserReads } from '../../../platform/invalidation';

export interface ProgressInput {
  lessonId: number;
  lessonIndex: number;
  watchedDuration: number;
  final: boolean;
}

/**
 * Upserts the caller's record of one lesson. `final` is sticky (a replay never un-finishes a
 * lesson). The member's first record in a course counts one more learner (watchNum).
 */
export async function saveProgress(db: Db, userId: number, input: ProgressInput) {
  let newLearner = false;
  const saved = await db.transaction(async (tx) => {
    const { lesson, course } = await requireLessonAccess(tx, userId, input.lessonId);
    const [before] = await tx
      .select({ lessonId: watchRecords.lessonId })
      .from(watchRecords)
      .where(and(eq(watchRecords.userId, userId), eq(watchRecords.courseId, course.id)))
      .limit(1);
    const [record] = await tx
      .insert(watchRecords)
      .values({
        userId,
        lessonId: lesson.id,
        courseId: course.id,
        lessonIndex: input.lessonIndex,
        watchedDuration: input.watchedDuration,
        hasFinal: input.final,
      })
      .onConflictDoUpdate({
        target: [watchRecords.userId, watchRecords.lessonId],
        set: {
          lessonIndex: input.lessonIndex,
          watchedDuration: input.watchedDuration,
          hasFinal: sql`${watchRecords.hasFinal} or excluded.has_final`,
          updatedAt: sql`now()`,
        },
      })
      .returning();
    if (!before) {
      newLearner = true;
      await tx
        .update(courses)
        .set({ watchNum: sql`${courses.watchNum} + 1` })
        .where(eq(courses.id, course.id));
    }
    return toWatchRecord(record!);
  });
  // watchNum is on every course card; later progress of the same learner changes no public answer,
  // only the learner's own watch records on the course detail.
  if (newLearner) invalidateReads('courses');
  invalidateUserReads(userId, 'course-flags');
  return saved;
}

export function toWatchRecord(record: typeof watchRecords.$inferSelect) {
  return {
    courseLessonId: record.lessonId,
    watchedDuration: record.watchedDuration,
    hasFinal: record.hasFinal,
    lessonIndex: record.lessonIndex,
  };
}

export async function courseWatchRecords(db: DbOrTx, userId: number, courseId: number) {
  const rows = await db
    .select()
    .from(watchRecords)
    .where(and(eq(watchRecords.userId, userId), eq(watchRecords.courseId, courseId)))
    .orderBy(asc(watchRecords.lessonIndex), asc(watchRecords.lessonId));
  return rows.map(toWatchRecord);
}
