import crypto from 'node:crypto';
import { and, count, desc, eq, gt, inArray, lte, ne, or, sql } from 'drizzle-orm';
import { PAY_QR_VALID_MS } from '@site/shared/contract';
import type { Db, DbOrTx } from '../../platform/db';
import { BusinessError, HttpCode } from '../../platform/errors';
import { requirePublishedCourse } from '../course/catalogue-service';
import { hasPurchased } from '../course/playback/access';
import { coursePurchases, courses } from '../course/tables';
import { codeUrlFor } from './code-url';
import type { ConfirmOutcome, PaymentProvider } from './provider';
import { orders } from './tables';
import { invalidateReads, invalidateUserReads } from '../../platform/invalidation';
import type { MemberReads } from '../../platform/member-reads';
import { countOrder } from '../../platform/metrics';

/** A reused QR should still leave the payer time to scan and confirm. */
const REUSE_MIN_REMAINING_MS = 2 * 60 * 1000;

/** Date + random digits: unique, unguessable, and readable on a receipt. */
export function newOrderNum(now: Date): string {
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14);
  return `${stamp}${crypto.randomInt(0, 1e9).toString().padStart(9, '0')}`;
}

/**
 * course/purchase: a pending order with the price fixed in fen, and the QR URL of the provider.
 * A still-valid pending order of the same member, course and price is reused, so clicking buy
 * twice shows the same QR.
 */
export async function purchaseCourse(db: Db, provider: PaymentProvider, userId: number, courseId: number) {
  const course = await requirePublishedCourse(db, courseId);
  if (course.free || course.price <= 0) throw new BusinessError(HttpCode.BadInput, '免费课程无需购买，可直接学习', 400);
  if (await hasPurchased(db, userId, courseId)) throw new BusinessError(HttpCode.BadInput, '你已购买该课程，无需重复购买', 400);
  const now = new Date();
  // QR attempts whose 15 minutes passed are closed for good (they can no longer be confirmed either).
  await db
    .update(orders)
    .set({ status: 'expired' })
    .where(and(eq(orders.userId, userId), eq(orders.courseId, courseId), eq(orders.status, 'pending'), sql`${orders.expiresAt} <= now()`));
  const order = (await reusableOrder(db, userId, courseId, course.price, now)) ?? (await newPendingOrder(db, provider, userId, courseId, course.price, now));
  // The purchase poll looks for a lost notify only where an order waits: this one now does.
  invalidateUserReads(userId, 'purchases');
  // Only when a concurrent call's order vanished between its insert and our read: let the member try again.
  if (!order) throw new BusinessError(409, '订单正在创建，请稍后重试', 409);
  const codeUrl = await codeUrlFor(db, provider, order, course.title);
  return { orderNum: order.orderNum, payInfo: { codeUrl, expiresAt: order.expiresAt.toISOString() } };
}

/** A pending order of the same member, course and price with time left to scan and pay. */
async function reusableOrder(db: DbOrTx, userId: number, courseId: number, price: number, now: Date) {
  const [row] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.courseId, courseId),
        eq(orders.status, 'pending'),
        eq(orders.amount, price),
        gt(orders.expiresAt, new Date(now.getTime() + REUSE_MIN_REMAINING_MS)),
      ),
    )
    .limit(1);
  return row;
}

/**
 * A new pending order. The database holds one pending order per member and course
 * (orders_one_pending_idx): a pending one that cannot be reused (another price, too little time
 * left) gives way first, and when a concurrent call inserted first, that call's order is the answer.
 */
async function newPendingOrder(db: Db, provider: PaymentProvider, userId: number, courseId: number, price: number, now: Date) {
  const reuseFrom = new Date(now.getTime() + REUSE_MIN_REMAINING_MS);
  await db
    .update(orders)
    .set({ status: 'expired' })
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.courseId, courseId),
        eq(orders.status, 'pending'),
        or(ne(orders.amount, price), lte(orders.expiresAt, reuseFrom)),
      ),
    );
  const [created] = await db
    .insert(orders)
    .values({ orderNum: newOrderNum(now), userId, courseId, amount: price, provider: provider.name, expiresAt: new Date(now.getTime() + PAY_QR_VALID_MS) })
    .onConflictDoNothing()
    .returning();
  if (created) countOrder('created');
  return created ?? (await reusableOrder(db, userId, courseId, price, now));
}

/**
 * Idempotent confirmation. One conditional UPDATE decides: only the request that moves the order
 * from pending to paid (unexpired, right amount) creates the purchase and counts it; replays and
 * concurrent confirmations find nothing to update and change nothing. `late` (a payment the
 * provider vouches for, which enforced the expiry itself) also accepts an order we already
 * expired: the payer's money was taken, so the course must be theirs.
 */
export async function confirmPayment(
  db: Db,
  orderNum: string,
  amountFen: number,
  providerRef: string,
  options: { late?: boolean } = {},
): Promise<ConfirmOutcome> {
  const payable = options.late
    ? inArray(orders.status, ['pending', 'expired'])
    : and(eq(orders.status, 'pending'), sql`${orders.expiresAt} > now()`);
  const paidBy: { userId?: number } = {};
  const outcome = await db.transaction(async (tx) => {
    const [paid] = await tx
      .update(orders)
      .set({ status: 'paid', paidAmount: amountFen, paySuccessTime: sql`now()`, providerRef: providerRef.slice(0, 64) })
      .where(and(eq(orders.orderNum, orderNum), eq(orders.amount, amountFen), payable))
      .returning();
    if (paid) {
      paidBy.userId = paid.userId;
      const inserted = await tx
        .insert(coursePurchases)
        .values({ userId: paid.userId, courseId: paid.courseId, orderNum: paid.orderNum })
        .onConflictDoNothing()
        .returning();
      if (inserted.length > 0) {
        await tx
          .update(courses)
          .set({ purchaseNum: sql`${courses.purchaseNum} + 1` })
          .where(eq(courses.id, paid.courseId));
      }
      return 'paid';
    }
    const [order] = await tx
      .select({ status: orders.status, amount: orders.amount })
      .from(orders)
      .where(eq(orders.orderNum, orderNum))
      .limit(1);
    if (!order) return 'not-found';
    if (order.status === 'paid') return 'already-paid';
    if (order.status !== 'pending' && order.status !== 'expired') return 'not-payable';
    if (order.amount !== amountFen) return 'amount-mismatch';
    return 'expired';
  });
  // purchaseNum is on every course card.
  if (outcome === 'paid') invalidateReads('courses');
  if (outcome === 'paid' && paidBy.userId !== undefined) invalidateUserReads(paidBy.userId, 'purchases');
  if (outcome === 'paid') countOrder('paid');
  return outcome;
}

/**
 * The courses a member bought and those they have an order of waiting for payment, kept per member (MemberReads
 * `purchases`): a confirmed payment, a refund and a new order drop it. An order that expires changes nothing
 * kept (a course still listed as waiting only costs a look at its orders).
 */
export function memberPurchases(db: DbOrTx, members: MemberReads, userId: number): Promise<{ bought: Set<number>; waiting: Set<number> }> {
  return members.get(userId, 'purchases', 'courses', async () => {
    const [bought, waiting] = await Promise.all([
      db.select({ courseId: coursePurchases.courseId }).from(coursePurchases).where(eq(coursePurchases.userId, userId)),
      db
        .selectDistinct({ courseId: orders.courseId })
        .from(orders)
        .where(and(eq(orders.userId, userId), eq(orders.status, 'pending'))),
    ]);
    return { bought: new Set(bought.map((row) => row.courseId)), waiting: new Set(waiting.map((row) => row.courseId)) };
  });
}

/** Statuses a member sees in "my orders" (spec 3); pending and expired QR attempts are not orders yet. */
const LISTED_STATUSES = ['paid', 'refunding', 'refund-fail'];

export async function listOrders(db: DbOrTx, userId: number, perPage: number, page: number) {
  const where = and(eq(orders.userId, userId), inArray(orders.status, LISTED_STATUSES));
  const rows = await db
    .select({ order: orders, title: courses.title })
    .from(orders)
    .innerJoin(courses, eq(courses.id, orders.courseId))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(perPage)
    .offset(page * perPage);
  const [total] = await db.select({ n: count() }).from(orders).where(where);
  return {
    rows: rows.map(({ order, title }) => ({
      orderNum: order.orderNum,
      courseId: order.courseId,
      courseInfo: { title },
      paidAmount: order.paidAmount ?? 0,
      paySuccessTime: order.paySuccessTime ? order.paySuccessTime.toISOString() : null,
      status: order.status as 'paid' | 'refunding' | 'refund-fail',
    })),
    count: Number(total?.n ?? 0),
  };
}
