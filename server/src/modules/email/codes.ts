import crypto from 'node:crypto';
import { and, asc, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { ErrorCode } from '@site/shared/contract';
import type { DbOrTx } from '../../platform/db';
import { BusinessError, TooManyRequestsError } from '../../platform/errors';
import { emailCodes } from './tables';

/** Spec 7's register|login|reset, plus change-email: a code to the new address of a signed-in member. */
export const CODE_TYPES = ['register', 'login', 'reset', 'change-email'] as const;
export type CodeType = (typeof CODE_TYPES)[number];

export const CODE_TTL_MS = 10 * 60 * 1000;
/** Wrong tries one code survives (each live code keeps its own count). */
export const MAX_WRONG_TRIES = 10;
/**
 * An address's sends and wrong tries are counted over the last 24 hours (a rolling day: codes are
 * kept exactly that long, so their rows are the counters). Without these caps a fresh code every
 * 60 s with 10 tries each gave some 14,400 guesses a day at one account, and a mail every minute.
 */
export const CODE_DAY_MS = 24 * 60 * 60 * 1000;
export const DAILY_SEND_LIMIT = 10;
export const DAILY_WRONG_TRY_LIMIT = 30;
/** The wait after an address's n-th code of the day before the next one: 1 min, 2, 5, 10, 30, then an hour. */
export const RESEND_DELAYS_S = [60, 120, 300, 600, 1800, 3600] as const;

/** Only this HMAC is stored: a leaked table does not reveal live codes. */
export function hashCode(secret: string, email: string, type: CodeType, code: string): string {
  return crypto.createHmac('sha256', secret).update(`${type}\n${email}\n${code}`).digest('hex');
}

export function generateCode(): string {
  return crypto.randomInt(0, 1_000_000).toString().padStart(6, '0');
}

const seconds = (ms: number) => Math.max(0, Math.ceil(ms / 1000));

/** "45 秒", "5 分钟", "3 小时 20 分钟": how long someone must wait, as a message names it. */
export function describeWait(waitSeconds: number): string {
  if (waitSeconds < 60) return `${waitSeconds} 秒`;
  const minutes = Math.ceil(waitSeconds / 60);
  if (minutes < 60) return `${minutes} 分钟`;
  const hours = Math.floor(minutes / 60);
  return minutes % 60 ? `${hours} 小时 ${minutes % 60} 分钟` : `${hours} 小时`;
}

/** The wait an address owes after its `sent`-th code of the day (1-based). */
const delayAfter = (sent: number): number => RESEND_DELAYS_S[Math.min(sent, RESEND_DELAYS_S.length) - 1] * 1000;

/**
 * When this address may be sent its next code, from the codes of its rolling day (oldest first):
 * the growing delay after the latest one, or, once the day holds DAILY_SEND_LIMIT, when the oldest
 * leaves it. `daily` says which rule holds.
 */
function nextSendAt(sentAt: Date[]): { at: number; daily: boolean } {
  if (sentAt.length === 0) return { at: 0, daily: false };
  if (sentAt.length >= DAILY_SEND_LIMIT) return { at: sentAt[sentAt.length - DAILY_SEND_LIMIT].getTime() + CODE_DAY_MS, daily: true };
  return { at: sentAt[sentAt.length - 1].getTime() + delayAfter(sentAt.length), daily: false };
}

const sinceDayStart = (now: Date) => new Date(now.getTime() - CODE_DAY_MS);

async function sentToday(db: DbOrTx, email: string, now: Date): Promise<Date[]> {
  const rows = await db
    .select({ createdAt: emailCodes.createdAt })
    .from(emailCodes)
    .where(and(eq(emailCodes.email, email), gt(emailCodes.createdAt, sinceDayStart(now))))
    .orderBy(asc(emailCodes.createdAt));
  return rows.map((row) => row.createdAt);
}

/** Seconds until another code may be sent to this address (0 when allowed now), and whether the daily cap is why. */
export async function secondsUntilResend(db: DbOrTx, email: string, now: Date): Promise<{ wait: number; daily: boolean }> {
  const next = nextSendAt(await sentToday(db, email, now));
  return { wait: seconds(next.at - now.getTime()), daily: next.daily };
}

/** Serialises sends and checks of one address (across instances) so parallel requests cannot pass a cap together. */
export async function lockAddress(tx: DbOrTx, email: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`email-code:${email}`}))`);
}

/**
 * Stores a new code. Codes the address already holds stay valid (each until its own expiry and
 * tries): otherwise anyone could void the owner's code by asking for another one.
 */
export async function storeCode(tx: DbOrTx, email: string, type: CodeType, codeHash: string, now: Date): Promise<number> {
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
 * Seconds until this address may try a code again (0 now): its wrong tries of the rolling day,
 * counted on the codes they were made against, reach DAILY_WRONG_TRY_LIMIT until enough of those
 * codes leave the day.
 */
async function secondsUntilTriesAllowed(db: DbOrTx, email: string, now: Date): Promise<number> {
  const rows = await db
    .select({ createdAt: emailCodes.createdAt, wrongTries: emailCodes.wrongTries })
    .from(emailCodes)
    .where(and(eq(emailCodes.email, email), gt(emailCodes.createdAt, sinceDayStart(now)), gt(emailCodes.wrongTries, 0)))
    .orderBy(asc(emailCodes.createdAt));
  let total = rows.reduce((sum, row) => sum + row.wrongTries, 0);
  for (const row of rows) {
    if (total < DAILY_WRONG_TRY_LIMIT) break;
    total -= row.wrongTries;
    if (total < DAILY_WRONG_TRY_LIMIT) return seconds(row.createdAt.getTime() + CODE_DAY_MS - now.getTime());
  }
  return 0;
}

const sameHash = (stored: string, given: string): boolean => {
  const expected = Buffer.from(stored, 'hex');
  const actual = Buffer.from(given, 'hex');
  return expected.length === actual.length && crypto.timingSafeEqual(expected, actual);
};

type CheckOutcome = { id: number } | { problem: 'missing' | 'wrong' } | { problem: 'tries'; wait: number };

/**
 * Checks a code without using it up (the register form verifies at step 1 and registers at step 2).
 * Any live code of the address and type is accepted. Answers the code's id; 5103 when there is no
 * live code, 5107 (and one more wrong try, on the newest live code) when none matches, 429 once the
 * address's wrong tries of the day reach the cap. Runs under the address's lock, so parallel guesses
 * cannot pass the cap together; the wrong try is committed before the error is thrown.
 */
export async function checkCode(
  db: DbOrTx,
  input: { secret: string; email: string; type: CodeType; code: string; now: Date },
): Promise<number> {
  const outcome = await db.transaction(async (tx): Promise<CheckOutcome> => {
    await lockAddress(tx, input.email);
    const wait = await secondsUntilTriesAllowed(tx, input.email, input.now);
    if (wait > 0) return { problem: 'tries', wait };
    const live = await tx
      .select({ id: emailCodes.id, codeHash: emailCodes.codeHash })
      .from(emailCodes)
      .where(
        and(
          eq(emailCodes.email, input.email),
          eq(emailCodes.codeType, input.type),
          isNull(emailCodes.consumedAt),
          gt(emailCodes.expiresAt, input.now),
          lt(emailCodes.wrongTries, MAX_WRONG_TRIES),
        ),
      )
      .orderBy(desc(emailCodes.createdAt), desc(emailCodes.id));
    if (live.length === 0) return { problem: 'missing' };
    const given = hashCode(input.secret, input.email, input.type, input.code);
    // Every live code is compared, so the answer takes as long whichever one matches.
    const matches = live.map((row) => sameHash(row.codeHash, given));
    const index = matches.indexOf(true);
    if (index >= 0) return { id: live[index].id };
    await tx
      .update(emailCodes)
      .set({ wrongTries: sql`${emailCodes.wrongTries} + 1` })
      .where(eq(emailCodes.id, live[0].id));
    return { problem: 'wrong' };
  });
  if ('id' in outcome) return outcome.id;
  if (outcome.problem === 'tries') {
    throw new TooManyRequestsError(`验证码错误次数过多，请 ${describeWait(outcome.wait)}后再试`, outcome.wait);
  }
  if (outcome.problem === 'wrong') throw new BusinessError(ErrorCode.CodeWrong, '验证码错误', 400);
  throw new BusinessError(ErrorCode.CodeMissingOrExpired, '验证码不存在或已过期，请重新获取', 400);
}

/**
 * Uses a checked code up; false when another request consumed it first. The address's other live
 * codes of the same type go with it: what they would prove has just been proven.
 */
export async function consumeCode(tx: DbOrTx, id: number, now: Date): Promise<boolean> {
  const [used] = await tx
    .update(emailCodes)
    .set({ consumedAt: now })
    .where(and(eq(emailCodes.id, id), isNull(emailCodes.consumedAt)))
    .returning({ email: emailCodes.email, codeType: emailCodes.codeType });
  if (!used) return false;
  await tx
    .update(emailCodes)
    .set({ consumedAt: now })
    .where(and(eq(emailCodes.email, used.email), eq(emailCodes.codeType, used.codeType), isNull(emailCodes.consumedAt)));
  return true;
}

/** Codes older than a day are of no use to anyone, and have left every daily count. */
export async function deleteOldCodes(db: DbOrTx, now: Date): Promise<void> {
  await db.delete(emailCodes).where(lt(emailCodes.createdAt, sinceDayStart(now)));
}
