import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';

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
    // Usernames are unique regardless of case ("Alice" and "alice" are one account name).
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
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
    /** What the device list shows and names when signing one device out; the id itself is the secret cookie. */
    handle: uuid().notNull().defaultRandom(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userAgent: varchar({ length: 512 }).notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Refreshed at most every few minutes, so a busy member costs no write per request. */
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Who follows whom (teacher subscriptions); one row per pair. */
export const follows = pgTable(
  'follows',
  {
    followerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetUserId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('follows_pair_idx').on(t.followerId, t.targetUserId), index('follows_target_idx').on(t.targetUserId)],
);

/** Profile visits (account/visitor, account/visitor/record): one row per visitor and profile, with the latest visit. */
export const visitorRecords = pgTable(
  'visitor_records',
  {
    id: serial().primaryKey(),
    visitorId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetUserId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    visitNum: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    visitedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('visitor_records_pair_idx').on(t.visitorId, t.targetUserId),
    index('visitor_records_target_idx').on(t.targetUserId, t.visitedAt),
  ],
);

/**
 * Failed logins, kept in the database so the lockout holds across API instances. `key` is
 * `user:<id>` (or `account:<name>` for unknown accounts) or `ip:<address>`.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial().primaryKey(),
    key: varchar({ length: 300 }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('login_failures_key_idx').on(t.key, t.createdAt)],
);

/** An account or address locked after too many failures, until `lockedUntil`. */
export const loginLocks = pgTable('login_locks', {
  key: varchar({ length: 300 }).primaryKey(),
  lockedUntil: timestamp({ withTimezone: true }).notNull(),
});

/**
 * Notifications ("my messages"). `noticeType` is one of NOTICE_TYPES (spec 3); `body` holds
 * fromUser / shotInfo / courseInfo / audioInfo / commentInfo as the spec describes.
 */
export const notices = pgTable(
  'notices',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fromUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    noticeType: varchar({ length: 32 }).notNull(),
    body: jsonb().$type<Record<string, unknown>>().notNull(),
    hasRead: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notices_user_idx').on(t.userId, t.hasRead, t.createdAt)],
);
