import { and, count, desc, eq, gte, ilike, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { users } from '../account/tables';
import { courses } from '../course/tables';
import { SITE_TIME_ZONE } from '../forms/site-time';
import { orders } from '../payment/tables';

export const ORDER_STATUSES = ['pending', 'paid', 'expired', 'refunding', 'refunded', 'refund-fail'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Orders newest first; the keyword is an order number, a member (username or nickname) or a course title. */
export async function pageOrders(db: Db, query: { page: number; perPage: number; keyword?: string; status?: OrderStatus }) {
  const conditions: SQL[] = [];
  if (query.keyword) {
    const like = `%${escapeLike(query.keyword)}%`;
    const match = or(eq(orders.orderNum, query.keyword), ilike(users.username, like), ilike(users.nickname, like), ilike(courses.title, like));
    if (match) conditions.push(match);
  }
  if (query.status) conditions.push(eq(orders.status, query.status));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        orderNum: orders.orderNum,
        status: orders.status,
        provider: orders.provider,
        amount: orders.amount,
        paidAmount: orders.paidAmount,
        paySuccessTime: orders.paySuccessTime,
        createdAt: orders.createdAt,
        refundReason: orders.refundReason,
        refundFailReason: orders.refundFailReason,
        refundedAt: orders.refundedAt,
        refundNo: orders.refundNo,
        userId: users.id,
        username: users.username,
        nickname: users.nickname,
        courseId: courses.id,
        courseTitle: courses.title,
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .innerJoin(courses, eq(courses.id, orders.courseId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(query.perPage)
      .offset(query.page * query.perPage),
    db
      .select({ n: count() })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .innerJoin(courses, eq(courses.id, orders.courseId))
      .where(where),
  ]);
  const iso = (value: Date | null) => (value ? value.toISOString() : null);
  return {
    rows: rows.map((row) => ({
      orderNum: row.orderNum,
      status: row.status,
      provider: row.provider,
      amount: row.amount,
      paidAmount: row.paidAmount,
      paySuccessTime: iso(row.paySuccessTime),
      createdAt: row.createdAt.toISOString(),
      refundReason: row.refundReason,
      refundFailReason: row.refundFailReason,
      refundedAt: iso(row.refundedAt),
      refundNo: row.refundNo,
      user: { id: row.userId, username: row.username, nickname: row.nickname },
      course: { id: row.courseId, title: row.courseTitle },
    })),
    count: total?.n ?? 0,
  };
}

/**
 * Paid orders per day of payment (site time zone) over the last `days` days, newest first: how many,
 * how much was paid, and how much of it has been refunded since.
 */
export async function orderTotals(db: Db, days: number, now: Date = new Date()) {
  const day = sql<string>`to_char(${orders.paySuccessTime} at time zone ${sql.raw(`'${SITE_TIME_ZONE}'`)}, 'YYYY-MM-DD')`;
  const since = new Date(now.getTime() - days * 86_400_000);
  const rows = await db
    .select({
      date: day,
      paidCount: count(),
      paidFen: sql<number>`coalesce(sum(coalesce(${orders.paidAmount}, ${orders.amount})), 0)::int`,
      refundedFen: sql<number>`coalesce(sum(case when ${orders.status} = 'refunded' then coalesce(${orders.paidAmount}, ${orders.amount}) else 0 end), 0)::int`,
    })
    .from(orders)
    .where(and(isNotNull(orders.paySuccessTime), gte(orders.paySuccessTime, since)))
    .groupBy(day)
    .orderBy(desc(day));
  return rows;
}
