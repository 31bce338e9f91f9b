import { count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import type { CurrentUser } from '../../platform/session';
import { adminAuditLog } from './tables';

export interface AuditEntry {
  action: string;
  targetType: string;
  targetId: string | number;
  reason?: string;
  before: unknown;
  after: unknown;
}

/** Records one admin change; call it inside the change's transaction so both land or neither does. */
export async function recordAudit(db: DbOrTx, actor: CurrentUser, entry: AuditEntry): Promise<void> {
  await db.insert(adminAuditLog).values({
    actorId: actor.id,
    actorName: actor.username,
    action: entry.action,
    targetType: entry.targetType,
    targetId: String(entry.targetId),
    reason: entry.reason ?? '',
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

export interface AuditQuery {
  page: number;
  perPage: number;
  targetType?: string;
}

/** Newest first. */
export async function pageAudit(db: DbOrTx, query: AuditQuery) {
  const where = query.targetType ? eq(adminAuditLog.targetType, query.targetType) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(adminAuditLog)
      .where(where)
      .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
      .limit(query.perPage)
      .offset(query.page * query.perPage),
    db.select({ n: count() }).from(adminAuditLog).where(where),
  ]);
  return {
    rows: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    count: total?.n ?? 0,
  };
}
