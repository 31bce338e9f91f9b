import { and, eq, ne, sql } from 'drizzle-orm';
import { normalizeEmail } from '@site/shared/contract';
import type { DbOrTx } from '../../platform/db';
import { users } from './tables';

export type UserRow = typeof users.$inferSelect;

export async function findUserById(db: DbOrTx, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Usernames compare without case (the unique index is on lower(username)). */
export async function findUserByUsername(db: DbOrTx, username: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = ${username.toLowerCase()}`)
    .limit(1);
  return row;
}

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, normalizeEmail(email))).limit(1);
  return row;
}

/** Login accepts a username or an email address. */
export async function findUserByAccount(db: DbOrTx, account: string): Promise<UserRow | undefined> {
  return account.includes('@') ? ((await findUserByEmail(db, account)) ?? findUserByUsername(db, account)) : findUserByUsername(db, account);
}

export async function isNicknameTaken(db: DbOrTx, nickname: string, exceptUserId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(exceptUserId === undefined ? eq(users.nickname, nickname) : and(eq(users.nickname, nickname), ne(users.id, exceptUserId)))
    .limit(1);
  return Boolean(row);
}
