import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db';
import { BusinessError, badInput, notFound } from '../../platform/errors';
import { type ConfirmOutcome, type PaymentProviders, type PaymentState, type ProviderName, ProviderError } from './provider';
import { confirmPayment } from './service';
import { paymentDiscrepancies } from './tables';

/**
 * unknown-refund: a refund notify under a refund number we never made (started in the merchant console).
 * From a day's reconciliation: paid-not-recorded (the bill has a payment our order does not show),
 * amount-differs (paid amounts differ), refund-not-recorded (the bill has a refund our order does not show).
 */
export type DiscrepancyKind = 'unknown-refund' | 'paid-not-recorded' | 'amount-differs' | 'refund-not-recorded';

export interface DiscrepancyReport {
  provider: ProviderName;
  kind: DiscrepancyKind;
  orderNum: string;
  refundNo?: string;
  amountFen?: number | null;
  providerRef?: string | null;
  detail: string;
}

/** Keeps a report once: a notify retried for a day, or the same difference found again, adds nothing. */
export async function recordDiscrepancy(db: DbOrTx, report: DiscrepancyReport): Promise<void> {
  await db
    .insert(paymentDiscrepancies)
    .values({
      provider: report.provider,
      kind: report.kind,
      orderNum: report.orderNum.slice(0, 64),
      refundNo: (report.refundNo ?? '').slice(0, 64),
      amountFen: report.amountFen ?? null,
      providerRef: report.providerRef?.slice(0, 64) ?? null,
      detail: report.detail.slice(0, 200),
    })
    .onConflictDoNothing();
}

/** Open items first (newest first), for the admin's orders section. */
export async function listDiscrepancies(db: Db, query: { open: boolean; page: number; perPage: number }) {
  const where = query.open ? isNull(paymentDiscrepancies.resolvedAt) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(paymentDiscrepancies)
      .where(where)
      .orderBy(desc(paymentDiscrepancies.createdAt), desc(paymentDiscrepancies.id))
      .limit(query.perPage)
      .offset(query.page * query.perPage),
    db.select({ n: count() }).from(paymentDiscrepancies).where(where),
  ]);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      provider: row.provider,
      kind: row.kind,
      orderNum: row.orderNum,
      refundNo: row.refundNo,
      amountFen: row.amountFen,
      providerRef: row.providerRef,
      detail: row.detail,
      createdAt: row.createdAt.toISOString(),
      resolvedAt: row.resolvedAt ? row.resolvedAt.toISOString() : null,
    })),
    count: Number(total?.n ?? 0),
  };
}

/** An admin dealt with it (the audit log keeps how and why). */
export async function resolveDiscrepancy(db: Db, id: number, adminId: number): Promise<void> {
  const [row] = await db
    .update(paymentDiscrepancies)
    .set({ resolvedAt: new Date(), resolvedBy: adminId })
    .where(and(eq(paymentDiscrepancies.id, id), isNull(paymentDiscrepancies.resolvedAt)))
    .returning({ id: paymentDiscrepancies.id });
  if (!row) throw notFound('该差异不存在或已处理');
}

/**
 * The one-click fix where it is safe: a payment the bill shows but the order does not is applied only
 * after the provider's own query confirms it (with its amount), then the item is resolved.
 */
export async function fixDiscrepancy(db: Db, providers: PaymentProviders, id: number, adminId: number): Promise<{ orderNum: string; outcome: ConfirmOutcome }> {
  const [row] = await db.select().from(paymentDiscrepancies).where(and(eq(paymentDiscrepancies.id, id), isNull(paymentDiscrepancies.resolvedAt))).limit(1);
  if (!row) throw notFound('该差异不存在或已处理');
  const provider = providers[row.provider as ProviderName];
  if (row.kind !== 'paid-not-recorded' || !provider?.queryPayment) throw badInput('这类差异需要人工核实处理');
  let state: PaymentState;
  try {
    state = await provider.queryPayment(row.orderNum);
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    throw new BusinessError(502, `暂时无法向${provider.label}查询该订单，请稍后再试`, 502);
  }
  if (state.state !== 'paid') throw badInput(`${provider.label}查询结果为未支付，未做改动`);
  const outcome = await confirmPayment(db, row.orderNum, state.amountFen, state.providerRef, { late: true });
  if (outcome !== 'paid' && outcome !== 'already-paid') throw badInput(`无法补记该支付（${outcome}），请人工核实`);
  await resolveDiscrepancy(db, id, adminId);
  return { orderNum: row.orderNum, outcome };
}
