import { count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { BusinessError, notFound } from '../../platform/errors';
import type { CurrentUser } from '../../platform/session';
import { sessions, users } from '../account/tables';
import { recordAudit } from './audit';
import { invalidateReads, invalidateUserReads } from '../../platform/invalidation';

/** Roles an admin grants in the backend; other role names in a user's map are kept as they are. */
export const MANAGED_ROLES = ['admin', 'teacher', 'release'] as const;
export type ManagedRole = (typeof MANAGED_ROLES)[number];

export interface UserChange {
  id: number;
  roles?: Partial<Record<ManagedRole, boolean>>;
  canPostShot?: boolean;
  canTopComment?: boolean;
  disabled?: boolean;
  reason: string;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

type UserRow = typeof users.$inferSelect;
const powers = (row: UserRow) => ({
  roles: row.roles,
  canPostShot: row.canPostShot,
  canTopComment: row.canTopComment,
  disabled: row.disabledAt !== null,
});
const toAdminUser = (row: UserRow) => ({
  id: row.id,
  username: row.username,
  nickname: row.nickname,
  email: row.email,
  ...powers(row),
  createdAt: row.createdAt.toISOString(),
});

/**
 * Accounts newest first; keyword matches username, nickname or email. The account or email typed in
 * full comes first (an admin looking for one person types what they were told), then the rest.
 */
export async function pageUsers(db: Db, query: { page: number; perPage: number; keyword?: string }) {
  const like = query.keyword ? `%${escapeLike(query.keyword)}%` : null;
  const where = like ? or(ilike(users.username, like), ilike(users.nickname, like), ilike(users.email, like)) : undefined;
  const exactFirst = query.keyword
    ? [sql`case when lower(${users.username}) = lower(${query.keyword}) or lower(${users.email}) = lower(${query.keyword}) then 0 else 1 end`]
    : [];
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(...exactFirst, desc(users.createdAt), desc(users.id))
      .limit(query.perPage)
      .offset(query.page * query.perPage),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows: rows.map(toAdminUser), count: total?.n ?? 0 };
}

/**
 * Changes roles, powers or the disabled flag. An admin cannot take away their own admin role or
 * disable themselves (the backend would lock its last door). Disabling ends the account's sessions.
 */
export async function updateUser(db: Db, admin: CurrentUser, change: UserChange) {
  if (change.id === admin.id && (change.roles?.admin === false || change.disabled === true)) {
    throw new BusinessError(409, '不能取消自己的管理员身份或停用自己的账号', 409);
  }
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(users).where(eq(users.id, change.id)).for('update');
    if (!row) throw notFound('用户不存在');
    const roles = { ...row.roles };
    for (const role of MANAGED_ROLES) {
      const granted = change.roles?.[role];
      if (granted === undefined) continue;
      if (granted) roles[role] = true;
      else delete roles[role];
    }
    const disabledAt = change.disabled === undefined ? row.disabledAt : change.disabled ? (row.disabledAt ?? new Date()) : null;
    const [saved] = await tx
      .update(users)
      .set({
        roles,
        canPostShot: change.canPostShot ?? row.canPostShot,
        canTopComment: change.canTopComment ?? row.canTopComment,
        disabledAt,
        updatedAt: new Date(),
      })
      .where(eq(users.id, row.id))
      .returning();
    if (saved.disabledAt) await tx.delete(sessions).where(eq(sessions.userId, saved.id));
    await recordAudit(tx, admin, {
      action: 'user.update',
      targetType: 'user',
      targetId: saved.id,
      reason: change.reason,
      before: powers(row),
      after: powers(saved),
    });
    return toAdminUser(saved);
  });
  // Roles decide who is listed as a teacher; a disabled account's content may leave public lists.
  invalidateReads('users');
  // The member's sessions carry roles and powers; a disabled account's sessions end on every instance.
  invalidateUserReads(updated.id, 'account');
  return updated;
}
