import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: serial().primaryKey(),
    username: varchar({ length: 20 }).notNull(),
    email: varchar({ length: 254 }).notNull(),
    nickname: varchar({ length: 40 }).notNull(),
    avatar: text().notNull().default(''),
    passwordHash: text().notNull(),
    /** Map of role name to boolean (spec 3), e.g. {"admin": true}. */
    roles: jsonb().$type<Record<string, boolean>>().notNull().default({}),
    canPostShot: boolean().notNull().default(false),
    canTopComment: boolean().notNull().default(false),
    /** 18-character resident ID number, only for enrolled members (health forms). */
    cid: varchar({ length: 18 }),
    wechat: varchar({ length: 64 }).notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_username_lower_idx').on(t.username),
    uniqueIndex('users_email_idx').on(t.email),
    uniqueIndex('users_nickname_idx').on(t.nickname),
    uniqueIndex('users_cid_idx').on(t.cid),
  ],
);

/** Server-side sessions: any API instance serves any user; logout deletes the row. */
export const sessions = pgTable(
  'sessions',
  {
    id: varchar({ length: 64 }).primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);
