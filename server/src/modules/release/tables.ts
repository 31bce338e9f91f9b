import { index, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * What browsers report about loading a remote (sendBeacon from the shell): the active version
 * loaded (`load`), failed and an older version served instead (`fallback`, with `servedVersion`),
 * or nothing could be loaded (`failure`). Old rows are only read for the last hour.
 */
export const remoteLoadEvents = pgTable(
  'remote_load_events',
  {
    id: serial().primaryKey(),
    remote: varchar({ length: 20 }).notNull(),
    version: varchar({ length: 64 }).notNull(),
    kind: varchar({ length: 10 }).notNull(),
    servedVersion: varchar({ length: 64 }),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('remote_load_events_version_idx').on(t.remote, t.version, t.at), index('remote_load_events_at_idx').on(t.at)],
);
