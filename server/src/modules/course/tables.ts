import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, primaryKey, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from '../account/tables';

/** Software ("apps"): Photoshop, Figma... Courses are filtered by them (/app/{id}). */
export const apps = pgTable('apps', {
  id: serial().primaryKey(),
  name: varchar({ length: 40 }).notNull(),
  iconUrl: text().notNull().default(''),
  sort: integer().notNull().default(0),
});

/** Left-menu category groups, per course type (course/group/category/list?courseType). */
export const categoryGroups = pgTable('category_groups', {
  id: serial().primaryKey(),
  name: varchar({ length: 40 }).notNull(),
  courseType: varchar({ length: 20 }).notNull().default('online-course'),
  sort: integer().notNull().default(0),
});

export const categories = pgTable(
  'categories',
  {
    id: serial().primaryKey(),
    groupId: integer()
      .notNull()
      .references(() => categoryGroups.id, { onDelete: 'cascade' }),
    name: varchar({ length: 40 }).notNull(),
    sort: integer().notNull().default(0),
  },
  (t) => [index('categories_group_idx').on(t.groupId)],
);

export const courseSeries = pgTable('course_series', {
  id: serial().primaryKey(),
  title: varchar({ length: 100 }).notNull(),
});

export const courses = pgTable(
  'courses',
  {
    id: serial().primaryKey(),
    title: varchar({ length: 100 }).notNull(),
    subtitle: varchar({ length: 200 }).notNull().default(''),
    preview: text().notNull().default(''),
    /** Comma string, as on the wire. */
    tags: text().notNull().default(''),
    /** Rich text (sanitised before it is stored). */
    description: text().notNull().default(''),
    /** Price in fen. */
    price: integer().notNull().default(0),
    originalPrice: integer().notNull().default(0),
    free: boolean().notNull().default(false),
    courseType: varchar({ length: 20 }).notNull().default('online-course'),
    playOrigin: varchar({ length: 20 }).notNull().default('local'),
    level: varchar({ length: 10 }).notNull().default('primary'),
    liveStatus: varchar({ length: 10 }),
    startAt: timestamp({ withTimezone: true }),
    endAt: timestamp({ withTimezone: true }),
    timeRemark: varchar({ length: 200 }).notNull().default(''),
    liveUrl: text().notNull().default(''),
    /** Number of lessons planned (live courses announce it before lessons exist). */
    lessonTotalNum: integer().notNull().default(0),
    categoryId: integer().references(() => categories.id, { onDelete: 'set null' }),
    courseSeriesId: integer().references(() => courseSeries.id, { onDelete: 'set null' }),
    purchaseNum: integer().notNull().default(0),
    watchNum: integer().notNull().default(0),
    published: boolean().notNull().default(true),
    /**
     * What the catalogue keyword searches, lower-cased once on write: one LIKE over one column is
     * about five times faster than ILIKE over three when 100,000 courses are scanned.
     */
    searchText: text().generatedAlwaysAs(sql`lower("title" || ' ' || "subtitle" || ' ' || "tags")`),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('courses_type_created_idx').on(t.courseType, t.createdAt),
    // The catalogue's default order (newest first) over published courses.
    index('courses_published_created_idx').on(t.published, t.createdAt, t.id),
    index('courses_category_idx').on(t.categoryId),
    index('courses_price_idx').on(t.price),
    index('courses_series_idx').on(t.courseSeriesId),
  ],
);

export const courseTeachers = pgTable(
  'course_teachers',
  {
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    teacherId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.teacherId] }), index('course_teachers_teacher_idx').on(t.teacherId)],
);

export const courseApps = pgTable(
  'course_apps',
  {
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    appId: integer()
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.appId] }), index('course_apps_app_idx').on(t.appId)],
);

export const lessons = pgTable(
  'lessons',
  {
    id: serial().primaryKey(),
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    title: varchar({ length: 100 }).notNull(),
    free: boolean().notNull().default(false),
    sort: integer().notNull().default(0),
    /** Storage key of the video; null for a lesson without media yet. */
    mediaKey: text(),
    /** Seconds. */
    duration: integer().notNull().default(0),
    /** Storage key of downloadable source files (project files), if any. */
    sourceKey: text(),
    downloadable: boolean().notNull().default(false),
  },
  (t) => [index('lessons_course_idx').on(t.courseId, t.sort)],
);

/** A member's right to watch a paid course; one row per member and course. */
export const coursePurchases = pgTable(
  'course_purchases',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    orderNum: varchar({ length: 40 }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.courseId] })],
);

export const courseCollections = pgTable(
  'course_collections',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.courseId] })],
);

/** Progress per member and lesson (course/watch/record, resume prompt, recent learning). */
export const watchRecords = pgTable(
  'watch_records',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lessonId: integer()
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    lessonIndex: integer().notNull().default(0),
    /** Seconds watched (position). */
    watchedDuration: integer().notNull().default(0),
    hasFinal: boolean().notNull().default(false),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.lessonId] }), index('watch_records_user_recent_idx').on(t.userId, t.updatedAt)],
);

/** Offline class timetable (course/api/class/list?school_id). */
export const classPlans = pgTable(
  'class_plans',
  {
    id: serial().primaryKey(),
    schoolId: integer().notNull(),
    classname: varchar({ length: 100 }).notNull(),
    starttime: date().notNull(),
    endtime: date().notNull(),
    classColor: varchar({ length: 20 }).notNull().default('#165DFF'),
  },
  (t) => [index('class_plans_school_idx').on(t.schoolId, t.starttime)],
);

