import { inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { type DiscrepancyReport, recordDiscrepancy } from './discrepancy-service';
import type { BillRecord, PaymentProvider, PaymentProviders } from './provider';
import { beijingParts } from './provider-http';
import { orders } from './tables';

/** Statuses of an order whose payment the site recorded. */
const PAID_HERE = new Set(['paid', 'refunding', 'refund-fail', 'refunded']);
const LOOKUP_CHUNK = 500;

export interface ReconcileResult {
  day: string;
  /** Providers whose bill for the day is not made yet (asked again later). */
  pending: string[];
  checked: number;
  differences: number;
}

type OrderFacts = { orderNum: string; status: string; amount: number; paidAmount: number | null; refundNo: string | null };

/** What one bill line says that the order does not, or null when they agree. */
function difference(provider: PaymentProvider, day: string, line: BillRecord, order: OrderFacts | undefined): DiscrepancyReport | null {
  const base = { provider: provider.name, orderNum: line.orderNum, amountFen: line.amountFen, providerRef: line.providerRef };
  if (line.kind === 'payment') {
    if (!order || !PAID_HERE.has(order.status)) {
      return { ...base, kind: 'paid-not-recorded', detail: `${day} ${provider.label}账单有这笔支付，本站订单${order ? `状态为 ${order.status}` : '不存在'}` };
    }
    const paid = order.paidAmount ?? order.amount;
    if (paid !== line.amountFen) return { ...base, kind: 'amount-differs', detail: `${day} 账单金额 ${line.amountFen} 分，本站记录 ${paid} 分` };
    return null;
  }
  if (order?.status === 'refunded' && order.refundNo === line.refundNo) return null;
  return {
    ...base,
    kind: 'refund-not-recorded',
    refundNo: line.refundNo ?? '',
    detail: `${day} ${provider.label}账单有这笔退款，本站订单${order ? `状态为 ${order.status}，退款单号 ${order.refundNo ?? '无'}` : '不存在'}`,
  };
}

/**
 * Reconciliation (对账) of one Beijing day: each provider's trade bill matched line by line with the
 * orders, each difference kept once for the admin (a rerun of the day adds nothing new).
 */
export async function reconcileDay(db: Db, providers: PaymentProviders, day: string): Promise<ReconcileResult> {
  const result: ReconcileResult = { day, pending: [], checked: 0, differences: 0 };
  for (const provider of Object.values(providers)) {
    if (!provider.tradeBill) continue;
    const lines = await provider.tradeBill(day);
    if (lines === null) {
      result.pending.push(provider.name);
      continue;
    }
    const nums = [...new Set(lines.map((line) => line.orderNum))];
    const known = new Map<string, OrderFacts>();
    for (let i = 0; i < nums.length; i += LOOKUP_CHUNK) {
      const rows = await db
        .select({ orderNum: orders.orderNum, status: orders.status, amount: orders.amount, paidAmount: orders.paidAmount, refundNo: orders.refundNo })
        .from(orders)
        .where(inArray(orders.orderNum, nums.slice(i, i + LOOKUP_CHUNK)));
      for (const row of rows) known.set(row.orderNum, row);
    }
    result.checked += lines.length;
    for (const line of lines) {
      const found = difference(provider, day, line, known.get(line.orderNum));
      if (!found) continue;
      result.differences += 1;
      await recordDiscrepancy(db, found);
    }
  }
  return result;
}

/** Yesterday in Beijing, the day a scheduled run reconciles. */
export function beijingYesterday(now: Date): string {
  return beijingParts(new Date(now.getTime() - 24 * 60 * 60 * 1000)).date;
}

/** The hourly job waits this long after start-up, so a start (or a test app) does not begin by downloading bills. */
export const RECONCILE_QUIET_AFTER_START_MS = 5 * 60_000;

/**
 * The scheduled reconciliation: each tick (hourly) reconciles yesterday until every provider has made its
 * bill, then waits for the next day. Remembered per instance; several instances rerunning a day add nothing.
 */
export function dailyReconciliation(db: Db, providers: PaymentProviders, now: () => Date, log: { warn(details: object, message: string): void }) {
  const startedAt = now().getTime();
  let reconciled: string | null = null;
  return async (): Promise<ReconcileResult | null> => {
    if (now().getTime() - startedAt < RECONCILE_QUIET_AFTER_START_MS) return null;
    const day = beijingYesterday(now());
    if (reconciled === day || !Object.values(providers).some((provider) => provider.tradeBill)) return null;
    const result = await reconcileDay(db, providers, day);
    if (result.pending.length === 0) reconciled = day;
    if (result.differences > 0) log.warn(result, 'reconciliation found differences');
    return result;
  };
}
