import { index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from '../account/tables';

/** Daily health sign-ins: one per member per day (the unique index makes a second one fail atomically). */
export const healthSigns = pgTable(
  'health_signs',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Calendar day in the site's time zone, YYYY-MM-DD. */
    signDate: varchar({ length: 10 }).notNull(),
    inBeijing: smallint().notNull(),
    isHealth: smallint().notNull(),
    temperature: varchar({ length: 8 }).notNull(),
    /** A single space when healthy (spec 5). */
    remark: varchar({ length: 200 }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('health_signs_user_day_idx').on(t.userId, t.signDate), index('health_signs_day_idx').on(t.signDate)],
);

/** Health promises with the handwritten signature (a PNG data URL; personal data, admins only). */
export const healthPromises = pgTable('health_promises', {
  id: serial().primaryKey(),
  /** Who was logged in when submitting, if anyone; the form itself is open to everyone. */
  userId: integer().references(() => users.id, { onDelete: 'set null' }),
  name: varchar({ length: 40 }).notNull(),
  tel: varchar({ length: 11 }).notNull(),
  address: varchar({ length: 200 }).notNull(),
  inBeijing: smallint().notNull(),
  backDate: varchar({ length: 10 }).notNull(),
  /** Comma list of vehicle kinds, as on the wire. */
  vehicle: varchar({ length: 20 }).notNull(),
  vehicleNum: varchar({ length: 40 }).notNull(),
  goDiseaseArea: smallint().notNull(),
  touch: smallint().notNull(),
  sign: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Survey answers (api/user/research/create), kept as submitted JSON. */
export const researchAnswers = pgTable('research_answers', {
  id: serial().primaryKey(),
  userId: integer().references(() => users.id, { onDelete: 'set null' }),
  answer: jsonb().$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
