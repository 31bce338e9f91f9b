import { eq } from 'drizzle-orm';
import type { User } from '@site/shared/contract';
import type { DbOrTx } from '../../platform/db';
import { BusinessError } from '../../platform/errors';
import { users } from './schema';

export function toUser(row: typeof users.$inferSelect): User {
  return {
    id: row.id,
    username: row.username,
    nickname: row.nickname,
    avatar: row.avatar,
    email: row.email,
    roles: row.roles,
    userPower: { canPostShot: row.canPostShot },
  };
}

export async function getAccountInfo(db: DbOrTx, userId: number): Promise<User> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!row) throw new BusinessError(1100, '未登录，请先登录', 401);
  return toUser(row);
}
