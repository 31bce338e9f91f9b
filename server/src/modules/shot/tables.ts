import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from '../account/tables';
import { courses } from '../course/tables';

export const shotCategories = pgTable('shot_categories', {
  id: serial().primaryKey(),
  name: varchar({ length: 40 }).notNull(),
  sort: integer().notNull().default(0),
});

export const shots = pgTable(
  'shots',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: varchar({ length: 100 }).notNull(),
    /** Cover image URL. */
    preview: text().notNull().default(''),
    /** Sanitised HTML (allowlist) — never stored raw. */
    content: text().notNull().default(''),
    /** Comma string, as on the wire. */
    tags: text().notNull().default(''),
    shotCategoryId: integer().references(() => shotCategories.id, { onDelete: 'set null' }),
    status: varchar({ length: 12 }).notNull().default('published'),
    /** Set by an admin: the owner can no longer publish it (7701). */
    disabledByAdmin: boolean().notNull().default(false),
    /** Why an admin disabled it (admin backend), shown to admins. */
    disabledReason: text().notNull().default(''),
    isRecommend: boolean().notNull().default(false),
    enableComment: boolean().notNull().default(true),
    viewNum: integer().notNull().default(0),
    likeNum: integer().notNull().default(0),
    collectNum: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('shots_status_created_idx').on(t.status, t.createdAt),
    index('shots_recommend_idx').on(t.isRecommend, t.createdAt),
    index('shots_category_idx').on(t.shotCategoryId, t.createdAt),
    index('shots_user_idx').on(t.userId, t.createdAt),
  ],
);

export const shotLikes = pgTable(
  'shot_likes',
  {
    shotId: integer()
      .notNull()
      .references(() => shots.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.shotId, t.userId] })],
);

export const shotCollections = pgTable(
  'shot_collections',
  {
    shotId: integer()
      .notNull()
      .references(() => shots.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.shotId, t.userId] }), index('shot_collections_user_idx').on(t.userId, t.createdAt)],
);

/** Shots linked ("pinned") to courses by teachers; shown on the course's shots tab. */
export const shotCourses = pgTable(
  'shot_courses',
  {
    shotId: integer()
      .notNull()
      .references(() => shots.id, { onDelete: 'cascade' }),
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.shotId, t.courseId] }), index('shot_courses_course_idx').on(t.courseId, t.createdAt)],
);
