import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import type { CurrentUser } from '../../platform/session';
import { users } from '../account/tables';
import { forgetCounts } from '../shot/count-cache';
import { noticeShotDisabled, shotNotFound } from '../shot/service';
import { shots } from '../shot/tables';
import { recordAudit } from './audit';
import { invalidateReads, invalidateUserReads } from '../../platform/invalidation';

export type ShotFilter = 'all' | 'published' | 'unpublished' | 'disabled';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const shotState = (row: { status: string; disabledByAdmin: boolean; disabledReason: string }) => ({
  status: row.status,
  disabledByAdmin: row.disabledByAdmin,
  disabledReason: row.disabledReason,
});

/** Shots newest first, with their author and moderation state; keyword matches title or author. */
export async function pageShots(db: Db, query: { page: number; perPage: number; keyword?: string; filter: ShotFilter }) {
  const conditions: SQL[] = [];
  if (query.keyword) {
    const like = `%${escapeLike(query.keyword)}%`;
    const match = or(ilike(shots.title, like), ilike(users.username, like), ilike(users.nickname, like));
    if (match) conditions.push(match);
  }
  if (query.filter === 'disabled') conditions.push(eq(shots.disabledByAdmin, true));
  if (query.filter === 'published' || query.filter === 'unpublished') conditions.push(eq(shots.status, query.filter));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: shots.id,
        title: shots.title,
        preview: shots.preview,
        status: shots.status,
        disabledByAdmin: shots.disabledByAdmin,
        disabledReason: shots.disabledReason,
        createdAt: shots.createdAt,
        userId: users.id,
        username: users.username,
        nickname: users.nickname,
      })
      .from(shots)
      .innerJoin(users, eq(users.id, shots.userId))
      .where(where)
      .orderBy(desc(shots.createdAt), desc(shots.id))
      .limit(query.perPage)
      .offset(query.page * query.perPage),
    db.select({ n: count() }).from(shots).innerJoin(users, eq(users.id, shots.userId)).where(where),
  ]);
  return {
    rows: rows.map(({ userId, username, nickname, createdAt, ...row }) => ({ ...row, createdAt: createdAt.toISOString(), user: { id: userId, username, nickname } })),
    count: total?.n ?? 0,
  };
}

/**
 * Disabling unpublishes the shot and stops its author publishing it again (7701, spec 8), and tells
 * the author why (a shot-disabled message); enabling lifts that and publishes it again. Both are
 * audited with the reason, in one transaction.
 */
export async function setShotDisabled(db: Db, admin: CurrentUser, input: { id: number; disabled: boolean; reason: string }) {
  const result = await db.transaction(async (tx) => {
    const [shot] = await tx.select().from(shots).where(eq(shots.id, input.id)).for('update');
    if (!shot) throw shotNotFound();
    const next = input.disabled
      ? { status: 'unpublished', disabledByAdmin: true, disabledReason: input.reason }
      : { status: 'published', disabledByAdmin: false, disabledReason: '' };
    const [saved] = await tx
      .update(shots)
      .set({ ...next, updatedAt: new Date() })
      .where(eq(shots.id, shot.id))
      .returning();
    await recordAudit(tx, admin, {
      action: input.disabled ? 'shot.disable' : 'shot.enable',
      targetType: 'shot',
      targetId: shot.id,
      reason: input.reason,
      before: shotState(shot),
      after: shotState(saved),
    });
    const notified = input.disabled ? await noticeShotDisabled(tx, admin, shot, input.reason) : null;
    return { answer: { id: saved.id, ...shotState(saved) }, notified };
  });
  // Published-shot counts are cached per database; a status change makes them stale.
  forgetCounts(db);
  invalidateReads('shots');
  if (result.notified !== null) invalidateUserReads(result.notified, 'messages');
  return result.answer;
}
