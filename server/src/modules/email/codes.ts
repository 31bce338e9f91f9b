import crypto from 'node:crypto';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { ErrorCode } from '@site/shared/contract';
import type { DbOrTx } from '../../platform/db';
import { BusinessError } from '../../platform/errors';
import { emailCodes } from './tables';

/** Spec 7's register|login|reset, plus change-email: a code to the new address of a signed-in member. */
export const CODE_TYPES = ['register', 'login', 'reset', 'change-email'] as const;
export type CodeType = (typeof CODE_TYPES)[number];

export const CODE_TTL_MS = 10 * 60 * 1000;
export const RESEND_INTERVAL_MS = 60 * 1000;
export const MAX_WRONG_TRIES = 10;

/** Only this HMAC is stored: a leaked table does not reveal live codes. */
export function hashCode(secret: string, email: string, type: CodeType, code: string): string {
  return crypto.createHmac('sha256', secret).update(`${type}\n${email}\n${code}`).digest('hex');
}

export function generateCode(): string {
  return crypto.randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/** Seconds until another code may be sent to this address (0 when allowed now). */
export async function secondsUntilResend(db: DbOrTx, email: string, now: Date): Promise<number> {
  const [last] = await db
    .select({ createdAt: emailCodes.createdAt })
    .from(emailCodes)
    .where(eq(emailCodes.email, email))
    .orderBy(desc(emailCodes.createdAt))
    .limit(1);
  if (!last) return 0;
  const wait = last.createdAt.getTime() + RESEND_INTERVAL_MS - now.getTime();
  return wait > 0 ? Math.ceil(wait / 1000) : 0;
}

/** Serialises sends to one address so two parallel requests cannot both pass the 60 s rule. */
export async function lockAddress(tx: DbOrTx, email: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`email-code:${email}`}))`);
}

/** Stores a new code; earlier live codes of the same type die with it (only the latest mail counts). */
export async function storeCode(tx: DbOrTx, email: string, type: CodeType, codeHash: string, now: Date): Promise<number> {
  await tx
    .update(emailCodes)
    .set({ consumedAt: now })
    .where(and(eq(emailCodes.email, email), eq(emailCodes.codeType, type), isNull(emailCodes.consumedAt)));
  const [row] = await tx
    .insert(emailCodes)
    .values({ email, codeType: type, codeHash, createdAt: now, expiresAt: new Date(now.getTime() + CODE_TTL_MS) })
    .returning({ id: emailCodes.id });
  return row.id;
}

export async function deleteCode(db: DbOrTx, id: number): Promise<void> {
  await db.delete(emailCodes).where(eq(emailCodes.id, id));
}

/**
 * Checks a code without using it up (the register form verifies at step 1 and registers at step 2).
 * Answers the code's id; 5103 when there is no live code, 5107 (and one more wrong try) when it differs.
 * The wrong-try count is written on its own, never inside a transaction that the error would roll back.
 */
export async function checkCode(
  db: DbOrTx,
  input: { secret: string; email: string; type: CodeType; code: string; now: Date },
): Promise<number> {
  const [row] = await db
    .select()
    .from(emailCodes)
    .where(and(eq(emailCodes.email, input.email), eq(emailCodes.codeType, input.type), isNull(emailCodes.consumedAt)))
    .orderBy(desc(emailCodes.createdAt))
    .limit(1);
  if (!row || row.expiresAt.getTime() <= input.now.getTime() || row.wrongTries >= MAX_WRONG_TRIES) {
    throw new BusinessError(ErrorCode.CodeMissingOrExpired, '验证码不存在或已过期，请重新获取', 400);
  }
  const expected = Buffer.from(row.codeHash, 'hex');
  const actual = Buffer.from(hashCode(input.secret, input.email, input.type, input.code), 'hex');
  if (expected.length !== actual.length || !crypto.timingSafeEqual(expected, actual)) {
    await db
      .update(emailCodes)
      .set({ wrongTries: sql`${emailCodes.wrongTries} + 1` })
      .where(eq(emailCodes.id, row.id));
    throw new BusinessError(ErrorCode.CodeWrong, '验证码错误', 400);
  }
  return row.id;
}

/** Uses a checked code up; false when another request consumed it first. */
export async function consumeCode(tx: DbOrTx, id: number, now: Date): Promise<boolean> {
  const used = await tx
    .update(emailCodes)
    .set({ consumedAt: now })
    .where(and(eq(emailCodes.id, id), isNull(emailCodes.consumedAt)))
    .returning({ id: emailCodes.id });
  return used.length === 1;
}

/** Codes older than a day are of no use to anyone. */
export async function deleteOldCodes(db: DbOrTx, now: Date): Promise<void> {
  await db.delete(emailCodes).where(lt(emailCodes.createdAt, new Date(now.getTime() - 24 * 60 * 60 * 1000)));
}
