import { index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Email verification codes. Only an HMAC of the code is stored; a code lives 10 minutes, dies
 * after 10 wrong tries, and is consumed by the action it verifies (e.g. registration).
 */
export const emailCodes = pgTable(
  'email_codes',
  {
    id: serial().primaryKey(),
    email: varchar({ length: 254 }).notNull(),
    codeType: varchar({ length: 16 }).notNull(),
    codeHash: varchar({ length: 64 }).notNull(),
    wrongTries: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    consumedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('email_codes_email_idx').on(t.email, t.codeType, t.createdAt)],
);
