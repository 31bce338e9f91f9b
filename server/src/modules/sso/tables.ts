import { index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { sessions, users } from '../account/tables';

/**
 * The stable link between an identity at an OpenID provider (issuer + subject, which never change for
 * one person) and our member. Usernames, emails and names at the provider may change; this does not.
 */
export const ssoIdentities = pgTable(
  'sso_identities',
  {
    id: serial().primaryKey(),
    issuer: varchar({ length: 500 }).notNull(),
    subject: varchar({ length: 255 }).notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSignInAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sso_identities_issuer_subject_idx').on(t.issuer, t.subject), index('sso_identities_user_idx').on(t.userId)],
);

/** The ID token a session was started with, sent back as id_token_hint when that session logs out. */
export const ssoSessions = pgTable('sso_sessions', {
  sessionId: varchar({ length: 64 })
    .primaryKey()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  idToken: text().notNull(),
});
