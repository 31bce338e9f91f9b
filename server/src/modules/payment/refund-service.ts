import crypto from 'node:crypto';
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { BusinessError, badInput, notFound } from '../../platform/errors';
import { coursePurchases, courses } from '../course/tables';
import { type PaymentProvider, type PaymentProviders, type ProviderName, ProviderError, type RefundOutcome, type RefundState, type WarnLog } from './provider';
import { orders } from './tables';
import { invalidateReads, invalidateUserReads } from '../../platform/invalidation';
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
  if (state.state === 'processing' || state.state === 'absent') return 'unchanged';
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
  const refundedTo: { userId?: number } = {};
  const outcome = await db.transaction(async (tx) => {
    const [refunded] = await tx
      .update(orders)
      .set({ status: 'refunded', refundedAt: sql`now()`, refundRef: state.refundRef.slice(0, 64) || null, refundFailReason: null })
      .where(and(current, inArray(orders.status, ['refunding', 'refund-fail'])))
      .returning();
    if (!refunded) return 'unchanged';
    refundedTo.userId = refunded.userId;
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
  if (outcome === 'refunded' && refundedTo.userId !== undefined) invalidateUserReads(refundedTo.userId, 'purchases');
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

/** The order fields a refund attempt sends: the same on every attempt under one refund number. */
type RefundAttempt = Pick<OrderRow, 'id' | 'orderNum' | 'paidAmount' | 'amount' | 'refundReason'> & { refundNo: string };

/**
 * Sends one attempt of a refund and applies what the provider answers. An unknown outcome (timeout,
 * 5xx, system error, unverifiable answer) leaves the order refunding: the sweep asks about it and
 * resubmits the same number while the provider holds no refund under it.
 */
export async function submitRefund(db: Db, provider: PaymentProvider, log: WarnLog, attempt: RefundAttempt): Promise<RefundOutcome> {
  const { orderNum, refundNo } = attempt;
  let state: RefundState;
  try {
    state = await provider.refund({ orderNum, refundNo, amountFen: attempt.paidAmount ?? attempt.amount, reason: attempt.refundReason ?? '' });
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    log.warn({ orderNum, refundNo, provider: provider.name, code: error.code, problem: error.message }, 'refund outcome unknown');
    return 'unchanged';
  }
  if (state.state === 'processing' && state.refundRef) {
    await db.update(orders).set({ refundRef: state.refundRef.slice(0, 64) }).where(and(eq(orders.id, attempt.id), eq(orders.refundNo, refundNo)));
  }
  return settleRefund(db, orderNum, refundNo, state);
}

/**
 * Before a failed refund is retried, its number's state is asked: a refund that went through after all
 * is applied, one still under way goes back to refunding, and only then is anything resubmitted.
 */
async function stateBeforeRetry(provider: PaymentProvider, orderNum: string, refundNo: string): Promise<RefundState> {
  if (!provider.queryRefund) return { state: 'absent' };
  try {
    return await provider.queryRefund(orderNum, refundNo);
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    throw new BusinessError(502, `暂时无法向${provider.label}确认上一次退款（${refundNo}）的状态，请稍后再试`, 502);
  }
}

/**
 * An admin's full refund of a paid order through the provider that took the money. One refund number
 * per refund: a retry of a failed refund resubmits the same number (both providers refund a number at
 * most once, and require the same number for a retry), unless the provider closed that number for good.
 * One conditional UPDATE claims the order, so two admins clicking at once start one attempt. The
 * provider's answer settles it at once when it can; otherwise the refund notify or the sweep does.
 */
export async function refundOrder(db: Db, providers: PaymentProviders, log: WarnLog, adminId: number, orderNum: string, reason: string): Promise<RefundView> {
  const [order] = await db.select().from(orders).where(eq(orders.orderNum, orderNum)).limit(1);
  if (!order) throw notFound('订单不存在');
  if (order.status === 'refunding') throw new BusinessError(409, '该订单正在退款中', 409);
  if (order.status === 'refunded') throw new BusinessError(409, '该订单已退款', 409);
  if (order.status !== 'paid' && order.status !== 'refund-fail') throw badInput('订单未支付，无法退款');
  const provider = providers[order.provider as ProviderName];
  if (!provider) throw badInput(`该订单通过「${order.provider}」支付，当前未配置该支付渠道，无法退款`);
  const reread = async () => view((await db.select().from(orders).where(eq(orders.id, order.id)).limit(1))[0] ?? order);

  let keep = order.status === 'refund-fail' && order.refundNo !== null;
  if (keep && order.refundNo) {
    const earlier = await stateBeforeRetry(provider, orderNum, order.refundNo);
    if (earlier.state === 'refunded') {
      await settleRefund(db, orderNum, order.refundNo, earlier);
      return reread();
    }
    if (earlier.state === 'processing') {
      await db
        .update(orders)
        .set({ status: 'refunding', refundFailReason: null, refundRequestedAt: sql`now()` })
        .where(and(eq(orders.id, order.id), eq(orders.status, 'refund-fail'), eq(orders.refundNo, order.refundNo)));
      return reread();
    }
    if (earlier.state === 'failed' && earlier.renew) keep = false;
  }
  const refundNo = keep && order.refundNo ? order.refundNo : newRefundNo(new Date());
  const [claimed] = await db
    .update(orders)
    .set({
      status: 'refunding',
      refundNo,
      refundRef: null,
      // The same number is resubmitted with the same parameters; a new refund takes this admin's reason.
      ...(keep ? {} : { refundReason: reason.slice(0, 80) }),
      refundRequestedBy: adminId,
      refundRequestedAt: sql`now()`,
      refundFailReason: null,
    })
    .where(
      and(
        eq(orders.id, order.id),
        eq(orders.status, order.status),
        order.refundNo === null ? isNull(orders.refundNo) : eq(orders.refundNo, order.refundNo),
      ),
    )
    .returning();
  if (!claimed?.refundNo) throw new BusinessError(409, '该订单正在退款中', 409);
  await submitRefund(db, provider, log, { ...claimed, refundNo: claimed.refundNo });
  return reread();
}

/** What the provider says about an order's refund number right now. */
export type LiveRefundState = 'none' | 'refunded' | 'processing' | 'failed' | 'absent' | 'unknown';

export interface RefundStatusView extends Omit<RefundView, 'status'> {
  /** Any order status: a paid order has no refund yet. */
  status: string;
  provider: string;
  providerLabel: string;
  refundRef: string | null;
  live: LiveRefundState;
  /** The provider's words for `failed`, or why it could not be asked for `unknown`. */
  liveDetail: string | null;
}

/**
 * The admin's look at a refund: the order's refund number asked at its provider, and a final state it
 * reports applied on the spot (as its notify would), so the page shows what the provider knows now.
 */
export async function refundStatus(db: Db, providers: PaymentProviders, orderNum: string): Promise<RefundStatusView> {
  const [order] = await db.select().from(orders).where(eq(orders.orderNum, orderNum)).limit(1);
  if (!order) throw notFound('订单不存在');
  const provider = providers[order.provider as ProviderName];
  let live: LiveRefundState = 'none';
  let liveDetail: string | null = null;
  if (order.refundNo && provider?.queryRefund) {
    try {
      const state = await provider.queryRefund(orderNum, order.refundNo);
      live = state.state;
      if (state.state === 'failed') liveDetail = state.reason;
      if (state.state === 'refunded' || state.state === 'failed') await settleRefund(db, orderNum, order.refundNo, state);
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      live = 'unknown';
      liveDetail = `暂时无法向${provider.label}查询：${error.code ?? '请求失败'}`;
    }
  }
  const [after] = await db.select().from(orders).where(eq(orders.id, order.id)).limit(1);
  const current = after ?? order;
  return {
    ...view(current),
    provider: current.provider,
    providerLabel: provider?.label ?? current.provider,
    refundRef: current.refundRef,
    live,
    liveDetail,
  };
}
