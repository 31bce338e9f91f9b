import { count, desc } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { notFound } from '../../platform/errors';
import type { CurrentUser } from '../../platform/session';
import { bulletinStore } from '../common/content-writes';
import { bulletins } from '../common/tables';
import { recordAudit } from './audit';
import { invalidateReads } from '../../platform/invalidation';

type BulletinRow = typeof bulletins.$inferSelect;
const toView = (row: BulletinRow) => ({ id: row.id, description: row.description, published: row.published, createdAt: row.createdAt.toISOString() });
const content = (row: BulletinRow) => ({ description: row.description, published: row.published });

/** Newest first: the newest published one is what the notice bar shows (bulletin/message). */
export async function pageBulletins(db: Db, query: { page: number; perPage: number }) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(bulletins)
      .orderBy(desc(bulletins.createdAt), desc(bulletins.id))
      .limit(query.perPage)
      .offset(query.page * query.perPage),
    db.select({ n: count() }).from(bulletins),
  ]);
  return { rows: rows.map(toView), count: total?.n ?? 0 };
}

export async function createBulletin(db: Db, admin: CurrentUser, input: { description: string; published: boolean; reason: string }) {
  const result = await db.transaction(async (tx) => {
    const row = await bulletinStore.create(tx, { description: input.description, published: input.published });
    await recordAudit(tx, admin, { action: 'bulletin.create', targetType: 'bulletin', targetId: row.id, reason: input.reason, before: null, after: content(row) });
    return toView(row);
  });
  invalidateReads('bulletins');
  return result;
}

export async function updateBulletin(db: Db, admin: CurrentUser, input: { id: number; description?: string; published?: boolean; reason: string }) {
  const result = await db.transaction(async (tx) => {
    const row = await bulletinStore.find(tx, input.id, true);
    if (!row) throw notFound('公告不存在');
    const saved = (await bulletinStore.update(tx, row.id, { description: input.description ?? row.description, published: input.published ?? row.published })) ?? row;
    await recordAudit(tx, admin, { action: 'bulletin.update', targetType: 'bulletin', targetId: row.id, reason: input.reason, before: content(row), after: content(saved) });
    return toView(saved);
  });
  invalidateReads('bulletins');
  return result;
}

export async function deleteBulletin(db: Db, admin: CurrentUser, input: { id: number; reason: string }) {
  const result = await db.transaction(async (tx) => {
    const row = await bulletinStore.remove(tx, input.id);
    if (!row) throw notFound('公告不存在');
    await recordAudit(tx, admin, { action: 'bulletin.delete', targetType: 'bulletin', targetId: row.id, reason: input.reason, before: content(row), after: null });
    return { id: row.id };
  });
  invalidateReads('bulletins');
  return result;
}
