import { index, integer, jsonb, pgTable, serial, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from '../account/tables';
import type { RegistryFile } from './registry-types';

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
    /** The signed-in member who loaded it, if any; kept when the account goes (the count stays right). */
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** The browser's random visitor id (shell local storage), so a release manager can ask "what did this visitor get". */
    visitorId: varchar({ length: 40 }),
    /** The load ticket the report came with (one report per ticket, remote, version and kind); null for rows from before tickets. */
    ticket: varchar({ length: 16 }),
    /** The network the page was handed to (hashed /24 or /64, from the ticket): the rollback counts these, not rows. */
    network: varchar({ length: 16 }),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('remote_load_events_version_idx').on(t.remote, t.version, t.at),
    uniqueIndex('remote_load_events_ticket_idx').on(t.ticket, t.remote, t.version, t.kind),
    index('remote_load_events_at_idx').on(t.at),
    index('remote_load_events_user_idx').on(t.userId, t.at),
    index('remote_load_events_visitor_idx').on(t.visitorId, t.at),
  ],
);

/**
 * The release registry when it lives in the database (DATABASE_URL, several instances): one row
 * (id 1) holding what registry.json holds, and a revision every instance polls to see a release or
 * rollback made from any machine. Updated only under an advisory lock, in one transaction.
 */
export const releaseRegistry = pgTable('release_registry', {
  id: smallint().primaryKey(),
  registry: jsonb().$type<RegistryFile>().notNull(),
  revision: integer().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
