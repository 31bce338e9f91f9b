import { index, integer, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from '../account/tables';

/**
 * Every change made through the admin backend: who, what, when, and the record before and after.
 * Rows are never updated or deleted by the application; the actor's name is copied so the entry
 * stays readable after the account is renamed or removed.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: serial().primaryKey(),
    actorId: integer().references(() => users.id, { onDelete: 'set null' }),
    actorName: varchar({ length: 40 }).notNull(),
    /** Dotted verb, e.g. release.activate, shot.disable, user.update. */
    action: varchar({ length: 60 }).notNull(),
    targetType: varchar({ length: 30 }).notNull(),
    targetId: varchar({ length: 80 }).notNull(),
    reason: text().notNull().default(''),
    before: jsonb().$type<unknown>(),
    after: jsonb().$type<unknown>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('admin_audit_created_idx').on(t.createdAt), index('admin_audit_target_idx').on(t.targetType, t.targetId)],
);
