import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from '../account/tables';

export const audioSeries = pgTable('audio_series', {
  id: serial().primaryKey(),
  title: varchar({ length: 100 }).notNull(),
  description: text().notNull().default(''),
  tags: text().notNull().default(''),
  preview: text().notNull().default(''),
  /** JSON string with keys wangyiMusic, ximalayaFM, bilibili, iTunesPodcasts, ... (spec 3). */
  otherSources: text().notNull().default('{}'),
});

export const audios = pgTable(
  'audios',
  {
    id: serial().primaryKey(),
    seriesId: integer()
      .notNull()
      .references(() => audioSeries.id, { onDelete: 'cascade' }),
    title: varchar({ length: 100 }).notNull(),
    description: text().notNull().default(''),
    tags: text().notNull().default(''),
    /** Seconds. */
    duration: integer().notNull().default(0),
    /** Storage key of the audio file. */
    sourceKey: text().notNull(),
    /** Sanitised rich text. */
    content: text().notNull().default(''),
    preview: text().notNull().default(''),
    wxQRCode: text().notNull().default(''),
    playNum: integer().notNull().default(0),
    enableComment: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audios_series_idx').on(t.seriesId, t.createdAt)],
);

export const audioTeachers = pgTable(
  'audio_teachers',
  {
    audioId: integer()
      .notNull()
      .references(() => audios.id, { onDelete: 'cascade' }),
    teacherId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.audioId, t.teacherId] })],
);

export const audioLikes = pgTable(
  'audio_likes',
  {
    audioId: integer()
      .notNull()
      .references(() => audios.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.audioId, t.userId] })],
);
