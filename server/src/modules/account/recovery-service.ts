import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { ErrorCode, normalizeEmail } from '@site/shared/contract';
import type { AppContext } from '../../platform/context';
import { BusinessError } from '../../platform/errors';
import { invalidateUserReads } from '../../platform/invalidation';
import { hashPassword } from '../../platform/password';
import { createSession, destroyUserSessions } from '../../platform/session';
import { consumeCode } from '../email/codes';
import { verifyEmailCode } from '../email/service';
import { passwordChangedMail } from '../email/templates';
import { clearAccountLock } from './login-guard';
import { findUserByEmail } from './repository';
import { type SignedIn, refuseDisabled, toUser } from './service';
import { sendSecurityNotice } from './security-mail';
import { users } from './tables';

const codeGone = () => new BusinessError(ErrorCode.CodeMissingOrExpired, '验证码不存在或已过期，请重新获取', 400);

/**
 * The code is checked before the account is looked up, so an address without an account fails the
 * same way a wrong code does (its code row holds a code nobody was sent): nothing reveals members.
 */
async function accountForCode(ctx: AppContext, email: string, type: 'login' | 'reset', code: string) {
  const codeId = await verifyEmailCode(ctx, email, type, code);
  const user = await findUserByEmail(ctx.db, email);
  if (!user) throw codeGone();
  return { codeId, user };
}

/**
 * Forgot password: a reset code (used up here) sets a new password, ends every session of the
 * account, lifts a login lockout and signs this browser in.
 */
export async function resetPassword(
  ctx: AppContext,
  log: FastifyBaseLogger,
  input: { email: string; emailCode: string; password: string },
): Promise<SignedIn> {
  const email = normalizeEmail(input.email);
  const { codeId, user } = await accountForCode(ctx, email, 'reset', input.emailCode);
  refuseDisabled(user);
  const passwordHash = await hashPassword(input.password);
  const now = ctx.clock.now();
  const signedIn = await ctx.db.transaction(async (tx) => {
    if (!(await consumeCode(tx, codeId, now))) throw codeGone();
    const [row] = await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, user.id)).returning();
    await destroyUserSessions(tx, user.id, null);
    return { user: toUser(row), sessionId: await createSession(tx, user.id, now) };
  });
  // Every earlier session of the account ends on every instance.
  invalidateUserReads(user.id, 'account');
  await clearAccountLock(ctx.db, user.id);
  await sendSecurityNotice(ctx, log, email, passwordChangedMail(ctx.config.SITE_NAME, { username: user.username, at: now, byReset: true }));
  return signedIn;
}

/** Sign-in by an emailed login code (used up here) instead of the password. */
export async function loginByEmailCode(ctx: AppContext, input: { email: string; emailCode: string }): Promise<SignedIn> {
  const email = normalizeEmail(input.email);
  const { codeId, user } = await accountForCode(ctx, email, 'login', input.emailCode);
  refuseDisabled(user);
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    if (!(await consumeCode(tx, codeId, now))) throw codeGone();
    return { user: toUser(user), sessionId: await createSession(tx, user.id, now) };
  });
}
