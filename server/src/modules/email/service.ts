import { eq } from 'drizzle-orm';
import { ErrorCode, normalizeEmail } from '@site/shared/contract';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db';
import { BusinessError, TooManyRequestsError } from '../../platform/errors';
import { users } from '../account/tables';
import {
  type CodeType,
  CODE_TTL_MS,
  DAILY_SEND_LIMIT,
  checkCode,
  deleteCode,
  describeWait,
  generateCode,
  hashCode,
  lockAddress,
  secondsUntilResend,
  storeCode,
} from './codes';
import { type MailContent, noAccountMail, verifyCodeMail } from './templates';

export async function isEmailRegistered(db: DbOrTx, email: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, normalizeEmail(email))).limit(1);
  return Boolean(row);
}

/** Codes that prove an address is free (a new account, a new email for an account) refuse a taken one. */
const needsFreeAddress = (type: CodeType) => type === 'register' || type === 'change-email';

/**
 * Mails a 6-digit code. Registering or changing email needs a free address (5101); changing email
 * also needs a signed-in caller (1100). Login and reset answer alike whether or not the address is
 * registered, so nobody can probe for accounts: an unregistered address gets a mail saying so, and a
 * code row nobody knows, so that the send rules and later checks behave exactly as for a member.
 * Whatever the type, an address gets at most DAILY_SEND_LIMIT codes a day, with growing waits between
 * them (RESEND_DELAYS_S); the answer's `retryAfter` is the wait before the next one.
 */
export async function sendVerifyCode(
  ctx: AppContext,
  rawEmail: string,
  type: CodeType,
  callerId: number | null = null,
): Promise<{ retryAfter: number }> {
  const email = normalizeEmail(rawEmail);
  if (type === 'change-email' && callerId === null) throw new BusinessError(ErrorCode.NotLoggedIn, '未登录，请先登录', 401);
  const registered = await isEmailRegistered(ctx.db, email);
  if (needsFreeAddress(type) && registered) throw new BusinessError(ErrorCode.EmailTaken, '该邮箱已被注册', 400);

  const code = generateCode();
  const now = ctx.clock.now();
  const { id, retryAfter } = await ctx.db.transaction(async (tx) => {
    await lockAddress(tx, email);
    const { wait, daily } = await secondsUntilResend(tx, email, now);
    if (wait > 0) {
      const message = daily
        ? `该邮箱 24 小时内获取验证码已达 ${DAILY_SEND_LIMIT} 次，请 ${describeWait(wait)}后再试`
        : `发送太频繁，请 ${describeWait(wait)}后再试`;
      throw new TooManyRequestsError(message, wait);
    }
    const stored = await storeCode(tx, email, type, hashCode(ctx.secret, email, type, code), now);
    return { id: stored, retryAfter: (await secondsUntilResend(tx, email, now)).wait };
  });

  const minutes = CODE_TTL_MS / 60000;
  const siteName = ctx.config.SITE_NAME;
  const noAccount = !registered && (type === 'login' || type === 'reset');
  const mail: MailContent & { code?: string } = noAccount ? noAccountMail(siteName, type) : { ...verifyCodeMail(siteName, type, code, minutes), code };
  try {
    await ctx.mailer.send({ to: email, ...mail });
  } catch (error) {
    // The mail never left: forget the code so the wait and the daily count do not block a retry.
    await deleteCode(ctx.db, id);
    throw error;
  }
  return { retryAfter };
}

export async function verifyEmailCode(ctx: AppContext, rawEmail: string, type: CodeType, code: string): Promise<number> {
  return checkCode(ctx.db, { secret: ctx.secret, email: normalizeEmail(rawEmail), type, code: code.trim(), now: ctx.clock.now() });
}

/**
 * For registering (or as a new email), an address is valid when nobody uses it. For logging in or
 * resetting, every well-formed address is valid: telling registered ones apart would reveal members.
 */
export async function checkEmailValid(ctx: AppContext, rawEmail: string, type: CodeType): Promise<boolean> {
  if (!needsFreeAddress(type)) return true;
  return !(await isEmailRegistered(ctx.db, rawEmail));
}
