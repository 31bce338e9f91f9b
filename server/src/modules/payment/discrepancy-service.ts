import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db';
import { notFound } from '../../platform/errors';
import type { ProviderName } from './provider';
import { paymentDiscrepancies } from './tables';

/** unknown-refund: a refund notify under a refund number we never made (started in the merchant console). */
export type DiscrepancyKind = 'unknown-refund';

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
