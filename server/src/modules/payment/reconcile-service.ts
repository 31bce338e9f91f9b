import { and, eq, gt, inArray, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { type PaymentProviders, type ProviderName, ProviderError, type WarnLog } from './provider';
import { settleRefund, submitRefund } from './refund-service';
import { confirmPayment } from './service';
import { orders } from './tables';

/** A notify normally arrives within seconds of paying; after this the poll asks the provider itself. */
export const QUERY_AFTER_MS = 10_000;
/** ...and at most this often per order, however many tabs or instances poll. */
export const QUERY_EVERY_MS = 10_000;
/** Refunds not settled by a notify within this are queried by the sweep. */
const REFUND_QUERY_AFTER_MS = 60_000;
/** Expired orders older than this are left alone (the provider closed them long ago by time_expire). */
const CLOSE_WITHIN_MS = 24 * 60 * 60 * 1000;
const SWEEP_BATCH = 50;

type Claimed = { orderNum: string; provider: string };

/** Asks the order's provider and applies a payment it reports; answers whether the order is paid now. */
async function settleFromProvider(db: Db, providers: PaymentProviders, log: WarnLog, order: Claimed): Promise<'paid' | 'unpaid' | 'closed'> {
  const provider = providers[order.provider as ProviderName];
  if (!provider?.queryPayment) return 'unpaid';
  try {
    const state = await provider.queryPayment(order.orderNum);
    if (state.state !== 'paid') return state.state;
    const outcome = await confirmPayment(db, order.orderNum, state.amountFen, state.providerRef, { late: true });
    if (outcome === 'paid' || outcome === 'already-paid') return 'paid';
    log.warn({ orderNum: order.orderNum, outcome }, 'provider reports a payment that could not be applied');
    return 'unpaid';
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    log.warn({ orderNum: order.orderNum, provider: order.provider, problem: error.message }, 'payment query failed');
    return 'unpaid';
  }
}

/**
 * The purchase poll's fallback for a lost notify: the member's pending orders of this course that
 * are old enough and were not asked about recently are claimed (one UPDATE, so concurrent polls and
 * instances ask once) and queried at their provider. Answers how many were asked about (none: nothing changed).
 */
export async function queryPendingPayments(db: Db, providers: PaymentProviders, log: WarnLog, now: Date, userId: number, courseId: number): Promise<number> {
  const queryable = Object.values(providers)
    .filter((provider) => provider.queryPayment)
    .map((provider) => provider.name);
  if (queryable.length === 0) return 0;
  const claimed = await db
    .update(orders)
    .set({ providerCheckedAt: now })
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.courseId, courseId),
        eq(orders.status, 'pending'),
        inArray(orders.provider, queryable),
        lte(orders.createdAt, new Date(now.getTime() - QUERY_AFTER_MS)),
        or(isNull(orders.providerCheckedAt), lte(orders.providerCheckedAt, new Date(now.getTime() - QUERY_EVERY_MS))),
      ),
    )
    .returning({ orderNum: orders.orderNum, provider: orders.provider });
  for (const order of claimed) await settleFromProvider(db, providers, log, order);
  return claimed.length;
}

/**
 * Housekeeping, every minute: expires pending orders whose QR time is over; makes expired orders
 * unpayable at their provider (asking first, so a payment made at the last second is still applied);
 * queries refunds whose notify has not come, resubmitting (same number) those the provider never accepted.
 */
export async function sweepPayments(db: Db, providers: PaymentProviders, log: WarnLog, now: Date): Promise<void> {
  await db
    .update(orders)
    .set({ status: 'expired' })
    .where(and(eq(orders.status, 'pending'), lte(orders.expiresAt, now)));

  const closable = Object.values(providers)
    .filter((provider) => provider.closePayment)
    .map((provider) => provider.name);
  if (closable.length > 0) {
    const expired = await db
      .select({ orderNum: orders.orderNum, provider: orders.provider })
      .from(orders)
      .where(
        and(
          eq(orders.status, 'expired'),
          inArray(orders.provider, closable),
          isNull(orders.providerClosedAt),
          gt(orders.expiresAt, new Date(now.getTime() - CLOSE_WITHIN_MS)),
          isNotNull(orders.codeUrl),
        ),
      )
      .limit(SWEEP_BATCH);
    for (const order of expired) {
      const state = await settleFromProvider(db, providers, log, order);
      if (state === 'paid') continue;
      try {
        await providers[order.provider as ProviderName]?.closePayment?.(order.orderNum);
        await db.update(orders).set({ providerClosedAt: now }).where(and(eq(orders.orderNum, order.orderNum), eq(orders.status, 'expired')));
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error;
        log.warn({ orderNum: order.orderNum, provider: order.provider, problem: error.message }, 'closing an expired order failed');
      }
    }
  }

  const refunding = await db
    .select({ id: orders.id, orderNum: orders.orderNum, provider: orders.provider, refundNo: orders.refundNo, paidAmount: orders.paidAmount, amount: orders.amount, refundReason: orders.refundReason })
    .from(orders)
    .where(and(eq(orders.status, 'refunding'), lte(orders.refundRequestedAt, new Date(now.getTime() - REFUND_QUERY_AFTER_MS))))
    .limit(SWEEP_BATCH);
  for (const order of refunding) {
    const provider = providers[order.provider as ProviderName];
    const { refundNo } = order;
    if (!provider?.queryRefund || !refundNo) continue;
    try {
      const state = await provider.queryRefund(order.orderNum, refundNo);
      // Never accepted (the first attempt's outcome was unknown): both providers ask for the same number again.
      if (state.state === 'absent') await submitRefund(db, provider, log, { ...order, refundNo });
      else await settleRefund(db, order.orderNum, refundNo, state);
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      log.warn({ orderNum: order.orderNum, provider: order.provider, problem: error.message }, 'refund query failed');
    }
  }
}
