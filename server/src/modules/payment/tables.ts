import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from '../account/tables';
import { courses } from '../course/tables';

/**
 * Course orders. `pending` until the provider confirms; then `paid` (spec 3 also lists
 * `refunding` and `refund-fail`); `expired` when the QR's 15 minutes passed unpaid.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial().primaryKey(),
    orderNum: varchar({ length: 40 }).notNull().unique(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    /** Amount due in fen, fixed when the order is made. */
    amount: integer().notNull(),
    paidAmount: integer(),
    status: varchar({ length: 16 }).notNull().default('pending'),
    provider: varchar({ length: 20 }).notNull().default('sandbox'),
    /** The provider's own reference of the payment (transaction id), set on confirmation. */
    providerRef: varchar({ length: 64 }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    paySuccessTime: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_course_user_idx').on(t.courseId, t.userId),
    // One pending order per member and course, whatever the number of concurrent purchase calls.
    uniqueIndex('orders_one_pending_idx').on(t.userId, t.courseId).where(sql`${t.status} = 'pending'`),
  ],
);
