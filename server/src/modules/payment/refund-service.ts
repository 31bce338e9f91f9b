import crypto from 'node:crypto';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { BusinessError, badInput, notFound } from '../../platform/errors';
import { coursePurchases, courses } from '../course/tables';
import { type PaymentProviders, type ProviderName, ProviderError, type RefundOutcome, type RefundState, type WarnLog } from './provider';
import { orders } from './tables';
import { invalidateReads } from '../../platform/invalidation';
import { countOrder } from '../../platform/metrics';

type OrderRow = typeof orders.$inferSelect;

export interface RefundView {
  orderNum: string;
  status: 'refunding' | 'refunded' | 'refund-fail';
  refundNo: string;
  failReason: string | null;
}

/** Our refund number: R + time + random digits (fits WeChat's 64 and Alipay's 64 characters). */
function newRefundNo(now: Date): string {
  return `R${now.toISOString().replace(/\D/g, '').slice(0, 14)}${crypto.randomInt(0, 1e9).toString().padStart(9, '0')}`;
}

/**
 * Applies a refund's final state exactly once. A completed refund removes the course bought with
 * this order (and its count) unless another payment of the member still holds it; a repeat or
 * concurrent report finds nothing to update. A success may
 * also follow a failure of the same refund number (WeChat's ABNORMAL handled by hand later).
 */
export async function settleRefund(db: Db, orderNum: string, refundNo: string, state: RefundState): Promise<RefundOutcome> {
  const [order] = await db.select().from(orders).where(eq(orders.orderNum, orderNum)).limit(1);
  if (!order || order.refundNo !== refundNo) return 'not-found';
  if (state.state === 'processing') return 'unchanged';
  if (state.state === 'refunded' && state.amountFen !== undefined && state.amountFen !== (order.paidAmount ?? order.amount)) return 'amount-mismatch';
  const current = and(eq(orders.orderNum, orderNum), eq(orders.refundNo, refundNo));
  if (state.state === 'failed') {
    const [failed] = await db
      .update(orders)
      .set({ status: 'refund-fail', refundFailReason: state.reason.slice(0, 200) })
      .where(and(current, eq(orders.status, 'refunding')))
      .returning({ id: orders.id });
    return failed ? 'refund-fail' : 'unchanged';
  }
  const outcome = await db.transaction(async (tx) => {
    const [refunded] = await tx
      .update(orders)
      .set({ status: 'refunded', refundedAt: sql`now()`, refundRef: state.refundRef.slice(0, 64) || null, refundFailReason: null })
      .where(and(current, inArray(orders.status, ['refunding', 'refund-fail'])))
      .returning();
    if (!refunded) return 'unchanged';
    const purchase = and(eq(coursePurchases.userId, refunded.userId), eq(coursePurchases.courseId, refunded.courseId), eq(coursePurchases.orderNum, refunded.orderNum));
    // Paid twice (a late payment of an expired QR and a new one): the other payment keeps the course.
    const [other] = await tx
      .select({ orderNum: orders.orderNum })
      .from(orders)
      .where(
        and(
          eq(orders.userId, refunded.userId),
          eq(orders.courseId, refunded.courseId),
          ne(orders.id, refunded.id),
          inArray(orders.status, ['paid', 'refunding', 'refund-fail']),
        ),
      )
      .limit(1);
    if (other) {
      await tx.update(coursePurchases).set({ orderNum: other.orderNum }).where(purchase);
      return 'refunded';
    }
    const removed = await tx.delete(coursePurchases).where(purchase).returning({ courseId: coursePurchases.courseId });
    if (removed.length > 0) {
      await tx
        .update(courses)
        .set({ purchaseNum: sql`greatest(${courses.purchaseNum} - 1, 0)` })
        .where(eq(courses.id, refunded.courseId));
    }
    return 'refunded';
  });
  // purchaseNum is on every course card.
  if (outcome === 'refunded') invalidateReads('courses');
  if (outcome === 'refunded') countOrder('refunded');
  return outcome;
}

function view(order: OrderRow): RefundView {
  return {
    orderNum: order.orderNum,
    status: order.status as RefundView['status'],
    refundNo: order.refundNo ?? '',
    failReason: order.refundFailReason,
  };
}

/**
 * An admin's full refund of a paid order through the provider that took the money. One
 * conditional UPDATE claims the order (paid or refund-fail -> refunding with a new refund number),
 * so two admins clicking at once start one refund. The provider's answer settles it at once when
 * it can; otherwise the refund notify or the housekeeping query does.
 */
export async function refundOrder(db: Db, providers: PaymentProviders, log: WarnLog, adminId: number, orderNum: string, reason: string): Promise<RefundView> {
  const [order] = await db.select().from(orders).where(eq(orders.orderNum, orderNum)).limit(1);
  if (!order) throw notFound('订单不存在');
  if (order.status === 'refunding') throw new BusinessError(409, '该订单正在退款中', 409);
  if (order.status === 'refunded') throw new BusinessError(409, '该订单已退款', 409);
  if (order.status !== 'paid' && order.status !== 'refund-fail') throw badInput('订单未支付，无法退款');
  const provider = providers[order.provider as ProviderName];
  if (!provider) throw badInput(`该订单通过「${order.provider}」支付，当前未配置该支付渠道，无法退款`);
  const refundNo = newRefundNo(new Date());
  const [claimed] = await db
    .update(orders)
    .set({
      status: 'refunding',
      refundNo,
      refundRef: null,
      refundReason: reason.slice(0, 80),
      refundRequestedBy: adminId,
      refundRequestedAt: sql`now()`,
      refundFailReason: null,
    })
    .where(and(eq(orders.id, order.id), inArray(orders.status, ['paid', 'refund-fail'])))
    .returning();
  if (!claimed) throw new BusinessError(409, '该订单正在退款中', 409);
  let state: RefundState;
  try {
    state = await provider.refund({ orderNum, refundNo, amountFen: claimed.paidAmount ?? claimed.amount, reason });
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    // Unknown outcome (timeout, 5xx): the order stays refunding; the refund query settles it later.
    log.warn({ orderNum, refundNo, provider: provider.name, problem: error.message }, 'refund outcome unknown');
    return view(claimed);
  }
  if (state.state === 'processing' && state.refundRef) {
    await db.update(orders).set({ refundRef: state.refundRef.slice(0, 64) }).where(and(eq(orders.id, order.id), eq(orders.refundNo, refundNo)));
  }
  await settleRefund(db, orderNum, refundNo, state);
  const [after] = await db.select().from(orders).where(eq(orders.id, order.id)).limit(1);
  return view(after ?? claimed);
}
