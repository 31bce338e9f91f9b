import { type SQL, and, asc, count, desc, eq, exists, ilike, inArray, or, sql } from 'drizzle-orm';
import { ErrorCode } from '@site/shared/contract';
import { follows, users } from '../account/tables';
import type { DbOrTx } from '../../platform/db';
import type { CacheTag } from '../../platform/invalidation';
import type { MemberReads } from '../../platform/member-reads';
import type { SharedReads } from '../../platform/read-cache';
import { BusinessError } from '../../platform/errors';
import { type CurrentUser, isAdmin } from '../../platform/session';
import { type CourseListBody, likePattern, queryCourseList } from './list-filter';
import { apps, categories, categoryGroups, classPlans, courseApps, courseCollections, courseTeachers, courses, lessons, watchRecords } from './tables';
import { loadTeachers, toSummaries, toSummary } from './summaries';

export const courseNotFound = () => new BusinessError(ErrorCode.CourseNotFound, '课程不存在或已下架', 404);

/** A published course, or 7001. */
export async function requirePublishedCourse(db: DbOrTx, courseId: number) {
  const [row] = await db
    .select()
    .from(courses)
    .where(and(eq(courses.id, courseId), eq(courses.published, true)))
    .limit(1);
  if (!row) throw courseNotFound();
  return row;
}

/** What a course detail shows, and the writes that change it (the same as the anonymous answer's route tags). */
export const COURSE_DETAIL_TAGS = ['courses', 'categories', 'apps', 'users'] as const satisfies readonly CacheTag[];

/** The part of a course detail every viewer sees alike: the course, its lessons, teachers' profiles and software. */
async function loadSharedDetail(db: DbOrTx, courseId: number) {
  const row = await requirePublishedCourse(db, courseId);
  // Independent reads at once: on PostgreSQL they run side by side on the pool instead of one round trip after another.
  const [lessonRows, teachers, software] = await Promise.all([
    db.select().from(lessons).where(eq(lessons.courseId, courseId)).orderBy(asc(lessons.sort), asc(lessons.id)),
    loadTeachers(db, [courseId], null),
    db
      .select({ id: apps.id, name: apps.name, iconUrl: apps.iconUrl })
      .from(courseApps)
      .innerJoin(apps, eq(apps.id, courseApps.appId))
      .where(eq(courseApps.courseId, courseId))
      .orderBy(asc(apps.sort), asc(apps.id)),
  ]);
  return { row, lessonRows, teachers: teachers.get(courseId) ?? [], software };
}

type WatchRecordRow = typeof watchRecords.$inferSelect;

/** The viewer's own marks on a course: collected, their watch records by lesson, which of its teachers they follow. */
interface CourseMarks {
  collected: boolean;
  records: ReadonlyMap<number, WatchRecordRow>;
  followed: ReadonlySet<number>;
}

const NO_MARKS: CourseMarks = { collected: false, records: new Map(), followed: new Set() };

async function loadMarks(db: DbOrTx, viewerId: number, courseId: number, teacherIds: number[]): Promise<CourseMarks> {
  const [records, collected, followed] = await Promise.all([
    db.select().from(watchRecords).where(and(eq(watchRecords.userId, viewerId), eq(watchRecords.courseId, courseId))),
    db
      .select({ courseId: courseCollections.courseId })
      .from(courseCollections)
      .where(and(eq(courseCollections.userId, viewerId), eq(courseCollections.courseId, courseId)))
      .limit(1),
    teacherIds.length === 0
      ? []
      : db
          .select({ id: follows.targetUserId })
          .from(follows)
          .where(and(eq(follows.followerId, viewerId), inArray(follows.targetUserId, teacherIds))),
  ]);
  return { collected: collected.length > 0, records: new Map(records.map((r) => [r.lessonId, r])), followed: new Set(followed.map((f) => f.id)) };
}

/**
 * Course detail: lessons with the caller's progress, teachers with followed, software; never a media URL.
 * The shared part is kept in SharedReads (dropped by course, category, app and profile writes), the
 * viewer's marks in MemberReads (dropped by their own collect, progress and follow writes).
 */
export async function getCourseDetail(db: DbOrTx, reads: { shared: SharedReads; members: MemberReads }, courseId: number, viewerId: number | null) {
  const { row, lessonRows, teachers, software } = await reads.shared.get(`course/detail:${courseId}`, COURSE_DETAIL_TAGS, () => loadSharedDetail(db, courseId));
  const teacherIds = teachers.map((teacher) => teacher.id);
  // Keyed by the teachers asked about: when the course's teachers change, the marks are read again.
  const marks =
    viewerId === null
      ? NO_MARKS
      : await reads.members.get(viewerId, 'course-flags', `${courseId}:${teacherIds.join(',')}`, () => loadMarks(db, viewerId, courseId, teacherIds));
  return {
    ...toSummary(
      row,
      teachers.map((teacher) => ({ ...teacher, followed: marks.followed.has(teacher.id) })),
      software,
      lessonRows.length,
    ),
    description: row.description,
    liveUrl: row.liveUrl,
    hasCollected: marks.collected,
    lessonInfo: lessonRows.map((lesson) => {
      const record = marks.records.get(lesson.id);
      return {
        id: lesson.id,
        title: lesson.title,
        free: lesson.free,
        sourceInfo: lesson.mediaKey ? { duration: lesson.duration, downloadable: Boolean(lesson.sourceKey) && lesson.downloadable } : null,
        watchRecord: record
          ? { courseLessonId: lesson.id, watchedDuration: record.watchedDuration, hasFinal: record.hasFinal, lessonIndex: record.lessonIndex }
          : null,
      };
    }),
  };
}

export async function listCategoryGroups(db: DbOrTx, courseType: string | undefined) {
  const groups = await db
    .select()
    .from(categoryGroups)
    .where(courseType ? eq(categoryGroups.courseType, courseType) : undefined)
    .orderBy(asc(categoryGroups.sort), asc(categoryGroups.id));
  if (groups.length === 0) return [];
  const cats = await db
    .select()
    .from(categories)
    .where(
      inArray(
        categories.groupId,
        groups.map((g) => g.id),
      ),
    )
    .orderBy(asc(categories.sort), asc(categories.id));
  return groups.map((g) => ({
    id: g.id,
    name: g.name,
    categories: cats.filter((c) => c.groupId === g.id).map((c) => ({ id: c.id, name: c.name })),
  }));
}

export async function listSoftware(db: DbOrTx) {
  return db.select({ id: apps.id, name: apps.name, iconUrl: apps.iconUrl }).from(apps).orderBy(asc(apps.sort), asc(apps.id));
}

/** The teachers (the teacher role, or teaching a published course), with whom the viewer follows: both kept. */
export async function listTeachers(db: DbOrTx, reads: { shared: SharedReads; members: MemberReads }, viewerId: number | null) {
  const [rows, followed] = await Promise.all([
    reads.shared.get('course/teacher/list', COURSE_DETAIL_TAGS, () => loadTeachersList(db)),
    viewerId === null ? new Set<number>() : reads.members.get(viewerId, 'course-flags', 'followed', () => followedUserIds(db, viewerId)),
  ]);
  return rows.map(({ wechat, ...t }) => ({ ...t, followed: followed.has(t.id), userSocialAccount: { wechat } }));
}

async function pagedCourses(db: DbOrTx, where: SQL | undefined, perPage: number, page: number, viewerId: number | null) {
  const rows = await db
    .select()
    .from(courses)
    .where(where)
    .orderBy(desc(courses.createdAt), desc(courses.id))
    .limit(perPage)
    .offset(page * perPage);
  const [total] = await db.select({ n: count() }).from(courses).where(where);
  return { rows: await toSummaries(db, rows, viewerId), count: Number(total?.n ?? 0) };
}

const teaches = (userId: number) =>
  exists(sql`(select 1 from ${courseTeachers} where ${courseTeachers.courseId} = ${courses.id} and ${courseTeachers.teacherId} = ${userId})`);

/** Courses of one series (oldest first, so the series reads in order). */
export async function listSeriesCourses(db: DbOrTx, seriesId: number, viewerId: number | null) {
  const rows = await db
    .select()
    .from(courses)
    .where(and(eq(courses.courseSeriesId, seriesId), eq(courses.published, true)))
    .orderBy(asc(courses.createdAt), asc(courses.id))
    .limit(100);
  return toSummaries(db, rows, viewerId);
}

/**
 * The catalogue's page of courses (POST course/list). A member's differs from a visitor's only by whom they
 * follow among the teachers: the rest is kept in SharedReads (dropped with the visitors' answer), their follows
 * in MemberReads, so a member's page costs no query once both are kept. A list whose start-time bucket moves with
 * the clock ("this week") is never kept.
 */
export async function listCatalogue(db: DbOrTx, reads: { shared: SharedReads; members: MemberReads }, body: CourseListBody, now: Date, viewerId: number | null, keep: boolean) {
  const pageFor = async (viewer: number | null) => {
    const { rows, count: total } = await queryCourseList(db, body, now);
    return { rows: await toSummaries(db, rows, viewer), count: total };
  };
  if (viewerId === null || !keep) return pageFor(viewerId);
  const [page, followed] = await Promise.all([
    reads.shared.get(`course/list:${JSON.stringify(body)}`, COURSE_DETAIL_TAGS, () => pageFor(null)),
    reads.members.get(viewerId, 'course-flags', 'followed', () => followedUserIds(db, viewerId)),
  ]);
  return {
    rows: page.rows.map((row) => ({ ...row, teacherInfo: row.teacherInfo.map((teacher) => ({ ...teacher, followed: followed.has(teacher.id) })) })),
    count: page.count,
  };
}

function loadTeachersList(db: DbOrTx) {
  return db
    .select({ id: users.id, nickname: users.nickname, username: users.username, avatar: users.avatar, wechat: users.wechat })
    .from(users)
    .where(
      or(
        sql`(${users.roles} ->> 'teacher') = 'true'`,
        exists(
          sql`(select 1 from ${courseTeachers} inner join ${courses} on ${courses.id} = ${courseTeachers.courseId}
               where ${courseTeachers.teacherId} = ${users.id} and ${courses.published} = true)`,
        ),
      ),
    )
    .orderBy(asc(users.id));
}

/** Everyone the member follows. */
async function followedUserIds(db: DbOrTx, viewerId: number): Promise<Set<number>> {
  const rows = await db.select({ id: follows.targetUserId }).from(follows).where(eq(follows.followerId, viewerId));
  return new Set(rows.map((row) => row.id));
}

/** A teacher's published courses (/teacher/{username}). */
export function listTeacherCourses(db: DbOrTx, teacherId: number, perPage: number, page: number, viewerId: number | null) {
  return pagedCourses(db, and(eq(courses.published, true), teaches(teacherId)), perPage, page, viewerId);
}

export function listSoftwareCourses(db: DbOrTx, appId: number, perPage: number, page: number, viewerId: number | null) {
  const usesApp = exists(sql`(select 1 from ${courseApps} where ${courseApps.courseId} = ${courses.id} and ${courseApps.appId} = ${appId})`);
  return pagedCourses(db, and(eq(courses.published, true), usesApp), perPage, page, viewerId);
}

/** Courses the caller teaches (every course for an admin), for the shot course-link dialog. */
export function listRoleCourses(db: DbOrTx, user: CurrentUser, perPage: number, page: number, keyword: string | undefined) {
  const where: (SQL | undefined)[] = [];
  if (!isAdmin(user)) where.push(teaches(user.id));
  const text = keyword?.trim();
  if (text) where.push(ilike(courses.title, likePattern(text)));
  return pagedCourses(db, and(...where), perPage, page, user.id);
}

export async function listClassPlans(db: DbOrTx, schoolId: number) {
  const rows = await db
    .select()
    .from(classPlans)
    .where(eq(classPlans.schoolId, schoolId))
    .orderBy(asc(classPlans.starttime), asc(classPlans.id));
  return rows.map((r) => ({ classname: r.classname, starttime: r.starttime, endtime: r.endtime, class_color: r.classColor }));
}
