import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { follows, users } from '../account/tables';
import type { DbOrTx } from '../../platform/db';
import { apps, courseApps, courseTeachers, courses, lessons } from './tables';
import type { CourseSummaryOut, TeacherInfoOut } from './schemas';

export type CourseRow = typeof courses.$inferSelect;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** Teachers of several courses at once, with whether the viewer follows each. */
export async function loadTeachers(db: DbOrTx, courseIds: number[], viewerId: number | null): Promise<Map<number, TeacherInfoOut[]>> {
  const byCourse = new Map<number, TeacherInfoOut[]>();
  if (courseIds.length === 0) return byCourse;
  const rows = await db
    .select({ courseId: courseTeachers.courseId, id: users.id, username: users.username, nickname: users.nickname, avatar: users.avatar })
    .from(courseTeachers)
    .innerJoin(users, eq(users.id, courseTeachers.teacherId))
    .where(inArray(courseTeachers.courseId, courseIds))
    .orderBy(asc(users.id));
  const followed = new Set<number>();
  if (viewerId !== null && rows.length > 0) {
    const teacherIds = [...new Set(rows.map((r) => r.id))];
    const found = await db
      .select({ id: follows.targetUserId })
      .from(follows)
      .where(and(eq(follows.followerId, viewerId), inArray(follows.targetUserId, teacherIds)));
    for (const f of found) followed.add(f.id);
  }
  for (const { courseId, ...teacher } of rows) {
    const list = byCourse.get(courseId) ?? [];
    list.push({ ...teacher, followed: followed.has(teacher.id) });
    byCourse.set(courseId, list);
  }
  return byCourse;
}

/** Course rows -> list cards (teachers, software, lesson count) in the order given. */
export async function toSummaries(db: DbOrTx, rows: CourseRow[], viewerId: number | null): Promise<CourseSummaryOut[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  // Teachers, software and lesson counts at once (one round trip's wait on PostgreSQL instead of three).
  const [teachers, appRows, lessonCounts] = await Promise.all([
    loadTeachers(db, ids, viewerId),
    db
      .select({ courseId: courseApps.courseId, id: apps.id, name: apps.name, iconUrl: apps.iconUrl })
      .from(courseApps)
      .innerJoin(apps, eq(apps.id, courseApps.appId))
      .where(inArray(courseApps.courseId, ids))
      .orderBy(asc(apps.sort), asc(apps.id)),
    db
      .select({ courseId: lessons.courseId, n: count() })
      .from(lessons)
      .where(inArray(lessons.courseId, ids))
      .groupBy(lessons.courseId),
  ]);
  const countOf = new Map(lessonCounts.map((r) => [r.courseId, Number(r.n)]));
  return rows.map((row) => toSummary(row, teachers.get(row.id) ?? [], appRows.filter((a) => a.courseId === row.id), countOf.get(row.id) ?? 0));
}

export async function summariesByIds(db: DbOrTx, ids: number[], viewerId: number | null): Promise<CourseSummaryOut[]> {
  if (ids.length === 0) return [];
  const rows = await db.select().from(courses).where(inArray(courses.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return toSummaries(
    db,
    ids.flatMap((id) => byId.get(id) ?? []),
    viewerId,
  );
}

export function toSummary(
  row: CourseRow,
  teacherInfo: TeacherInfoOut[],
  software: { id: number; name: string; iconUrl: string }[],
  lessonNum: number,
): CourseSummaryOut {
  return {
    id: row.id,
    title: row.title,
    subtitle: row.subtitle,
    preview: row.preview,
    tags: row.tags,
    price: row.price,
    originalPrice: row.originalPrice,
    free: row.free,
    courseType: row.courseType === 'live-course' ? 'live-course' : 'online-course',
    playOrigin: row.playOrigin,
    level: row.level === 'high' || row.level === 'middle' ? row.level : 'primary',
    liveStatus: row.liveStatus === 'applying' || row.liveStatus === 'open' ? row.liveStatus : null,
    startAt: iso(row.startAt),
    endAt: iso(row.endAt),
    timeRemark: row.timeRemark,
    lessonTotalNum: row.lessonTotalNum,
    lessonNum,
    teacherInfo,
    softWareInfo: software.map(({ id, name, iconUrl }) => ({ id, name, iconUrl })),
    courseSeriesId: row.courseSeriesId,
    purchaseNum: row.purchaseNum,
    watchNum: row.watchNum,
    createdAt: row.createdAt.toISOString(),
  };
}
