import { eq } from 'drizzle-orm';
import { ErrorCode, normalizeEmail } from '@site/shared/contract';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db';
import { BusinessError, HttpCode } from '../../platform/errors';
import { users } from '../account/tables';
import { type CodeType, CODE_TTL_MS, checkCode, deleteCode, generateCode, hashCode, lockAddress, secondsUntilResend, storeCode } from './codes';

const PURPOSE: Record<CodeType, string> = { register: '注册账号', login: '登录', reset: '重置密码' };

export async function isEmailRegistered(db: DbOrTx, email: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, normalizeEmail(email))).limit(1);
  return Boolean(row);
}

/**
 * Mails a 6-digit code. Registering needs a free address (5101); logging in or resetting needs a
 * registered one. One code per address every 60 s, whatever the type.
 */
export async function sendVerifyCode(ctx: AppContext, rawEmail: string, type: CodeType): Promise<{ retryAfter: number }> {
  const email = normalizeEmail(rawEmail);
  const registered = await isEmailRegistered(ctx.db, email);
  if (type === 'register' && registered) throw new BusinessError(ErrorCode.EmailTaken, '该邮箱已被注册', 400);
  if (type !== 'register' && !registered) throw new BusinessError(HttpCode.NotFound, '该邮箱尚未注册', 404);

  const code = generateCode();
  const now = ctx.clock.now();
  const id = await ctx.db.transaction(async (tx) => {
    await lockAddress(tx, email);
    const wait = await secondsUntilResend(tx, email, now);
    if (wait > 0) {
      throw new BusinessError(HttpCode.TooManyRequests, `发送太频繁，请 ${wait} 秒后再试`, 429);
    }
    return storeCode(tx, email, type, hashCode(ctx.secret, email, type, code), now);
  });

  const minutes = CODE_TTL_MS / 60000;
  try {
    await ctx.mailer.send({
      to: email,
      subject: `【${ctx.config.SITE_NAME}】${PURPOSE[type]}验证码：${code}`,
      text: `您好！\n\n您正在${PURPOSE[type]}，验证码是 ${code}，${minutes} 分钟内有效。\n如果这不是您本人的操作，请忽略这封邮件。\n\n${ctx.config.SITE_NAME}`,
      code,
    });
  } catch (error) {
    // The mail never left: forget the code so the 60 s rule does not block a retry.
    await deleteCode(ctx.db, id);
    throw error;
  }
  return { retryAfter: 60 };
}

export async function verifyEmailCode(ctx: AppContext, rawEmail: string, type: CodeType, code: string): Promise<number> {
  return checkCode(ctx.db, { secret: ctx.secret, email: normalizeEmail(rawEmail), type, code: code.trim(), now: ctx.clock.now() });
}

/** For registering, an address is valid when nobody uses it; for logging in or resetting, when somebody does. */
export async function checkEmailValid(ctx: AppContext, rawEmail: string, type: CodeType): Promise<boolean> {
  const registered = await isEmailRegistered(ctx.db, rawEmail);
  return type === 'register' ? !registered : registered;
}
