import { and, eq } from 'drizzle-orm';
import { createNotice } from '../account/notices';
import type { Db, DbOrTx } from '../../platform/db';
import { invalidateUserReads } from '../../platform/invalidation';
import { requirePublishedCourse } from './catalogue-service';
import { courseCollections, courseTeachers } from './tables';

export async function hasCollected(db: DbOrTx, userId: number, courseId: number): Promise<boolean> {
  const rows = await db
    .select({ courseId: courseCollections.courseId })
    .from(courseCollections)
    .where(and(eq(courseCollections.userId, userId), eq(courseCollections.courseId, courseId)))
    .limit(1);
  return rows.length > 0;
}

/** Idempotent: collecting twice keeps one row and notifies the teachers once. */
export async function setCollected(db: Db, userId: number, courseId: number, collect: boolean): Promise<boolean> {
  const notified: number[] = [];
  const collected = await db.transaction(async (tx) => {
    const course = await requirePublishedCourse(tx, courseId);
    if (!collect) {
      await tx.delete(courseCollections).where(and(eq(courseCollections.userId, userId), eq(courseCollections.courseId, courseId)));
      return false;
    }
    const inserted = await tx.insert(courseCollections).values({ userId, courseId }).onConflictDoNothing().returning();
    if (inserted.length > 0) {
      const teachers = await tx.select({ id: courseTeachers.teacherId }).from(courseTeachers).where(eq(courseTeachers.courseId, courseId));
      for (const teacher of teachers) {
        const to = await createNotice(tx, {
          userId: teacher.id,
          fromUserId: userId,
          noticeType: 'course-collection',
          body: { courseInfo: { id: course.id, title: course.title } },
        });
        if (to !== null) notified.push(to);
      }
    }
    return true;
  });
  // hasCollected on the course detail is the member's own mark; the teachers have a new message.
  invalidateUserReads(userId, 'course-flags');
  invalidateUserReads(notified, 'messages');
  return collected;
}
