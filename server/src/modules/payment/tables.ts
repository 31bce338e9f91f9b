import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from '../account/tables';
import { courses } from '../course/tables';

/**
 * Course orders. `pending` until the provider confirms; then `paid`; `expired` when the QR's 15
 * minutes passed unpaid. An admin's full refund moves a paid order to `refunding`, then to
 * `refunded` (course access removed) or `refund-fail` (spec 3 lists paid/refunding/refund-fail).
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
    /** The QR content the provider gave for this order, so a reused order shows the same QR. */
    codeUrl: varchar({ length: 1024 }),
    /** Last time the provider was asked about a pending order (the purchase poll's fallback is throttled by it). */
    providerCheckedAt: timestamp({ withTimezone: true }),
    /** When the provider confirmed that an expired order can no longer be paid. */
    providerClosedAt: timestamp({ withTimezone: true }),
    /** Our refund number (out_refund_no / out_request_no), kept across retries; a new one only when the provider closed it. */
    refundNo: varchar({ length: 64 }),
    /** The provider's refund id. */
    refundRef: varchar({ length: 64 }),
    refundReason: varchar({ length: 80 }),
    refundRequestedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    refundRequestedAt: timestamp({ withTimezone: true }),
    refundedAt: timestamp({ withTimezone: true }),
    /** Why the provider refused or abandoned the last refund, for the admin who retries it. */
    refundFailReason: varchar({ length: 200 }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    paySuccessTime: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_course_user_idx').on(t.courseId, t.userId),
    // The housekeeping sweep looks for pending/expired/refunding orders only.
    index('orders_status_idx').on(t.status, t.expiresAt),
    // One pending order per member and course, whatever the number of concurrent purchase calls.
    uniqueIndex('orders_one_pending_idx').on(t.userId, t.courseId).where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * What the providers report that the site's orders do not explain, kept for an admin to look at: a refund
 * started in the provider's merchant console (a refund number we never made), and the differences a
 * reconciliation finds. One row per provider, kind, order and refund number, so a notify retried for a
 * day is one row. `resolvedAt` once an admin dealt with it.
 */
export const paymentDiscrepancies = pgTable(
  'payment_discrepancies',
  {
    id: serial().primaryKey(),
    provider: varchar({ length: 20 }).notNull(),
    /** unknown-refund: a refund notify under a refund number we never made. */
    kind: varchar({ length: 32 }).notNull(),
    orderNum: varchar({ length: 64 }).notNull(),
    /** The provider's refund number ('' when the difference is about a payment). */
    refundNo: varchar({ length: 64 }).notNull().default(''),
    /** The amount the provider reports, in fen. */
    amountFen: integer(),
    providerRef: varchar({ length: 64 }),
    detail: varchar({ length: 200 }).notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp({ withTimezone: true }),
    resolvedBy: integer().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('payment_discrepancies_item_idx').on(t.provider, t.kind, t.orderNum, t.refundNo),
    index('payment_discrepancies_open_idx').on(t.resolvedAt, t.createdAt),
  ],
);
