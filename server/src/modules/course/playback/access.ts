import { and, eq } from 'drizzle-orm';
import { ErrorCode } from '@site/shared/contract';
import type { DbOrTx } from '../../../platform/db';
import { BusinessError, HttpCode } from '../../../platform/errors';
import { coursePurchases, courses, lessons } from '../tables';

export type LessonRow = typeof lessons.$inferSelect;
export type CourseRow = typeof courses.$inferSelect;

export async function hasPurchased(db: DbOrTx, userId: number, courseId: number): Promise<boolean> {
  const rows = await db
    .select({ courseId: coursePurchases.courseId })
    .from(coursePurchases)
    .where(and(eq(coursePurchases.userId, userId), eq(coursePurchases.courseId, courseId)))
    .limit(1);
  return rows.length > 0;
}

/**
 * Spec 4 lesson access: the lesson of a published course is playable when the course is free, the
 * lesson is free, or the member bought the course. Anything else is refused before any URL exists.
 */
export async function requireLessonAccess(db: DbOrTx, userId: number, lessonId: number): Promise<{ lesson: LessonRow; course: CourseRow }> {
  const [found] = await db
    .select({ lesson: lessons, course: courses })
    .from(lessons)
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .where(and(eq(lessons.id, lessonId), eq(courses.published, true)))
    .limit(1);
  if (!found) throw new BusinessError(ErrorCode.CourseNotFound, '课时不存在或课程已下架', 404);
  const { lesson, course } = found;
  const open = course.free || course.price <= 0 || lesson.free;
  if (!open && !(await hasPurchased(db, userId, course.id))) {
    throw new BusinessError(HttpCode.Forbidden, '购买课程后才能观看该课时', 403);
  }
  return found;
}

export const videoUnavailable = () => new BusinessError(HttpCode.NotFound, '视频暂时无法播放', 404);
export const sourceUnavailable = () => new BusinessError(HttpCode.NotFound, '资源不存在或不可下载', 404);
