import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { ErrorCode, normalizeEmail, type User } from '@site/shared/contract';
import type { AppContext } from '../../platform/context';
import { isUniqueViolation } from '../../platform/db';
import { invalidateUserReads } from '../../platform/invalidation';
import { BusinessError, badInput, notFound } from '../../platform/errors';
import { hashPassword, verifyPassword } from '../../platform/password';
import { destroySessionByHandle, destroyUserSessions, listUserSessions } from '../../platform/session';
import { consumeCode } from '../email/codes';
import { verifyEmailCode } from '../email/service';
import { emailChangedMail, passwordChangedMail } from '../email/templates';
import { type Device, toDevice } from './devices';
import { findUserByEmail, findUserById } from './repository';
import { sendSecurityNotice } from './security-mail';
import { toUser } from './service';
import { users } from './tables';

/** The caller's session, as the routes know it. */
export interface Caller {
  userId: number;
  sessionId: string | null;
}

const notLoggedIn = () => new BusinessError(ErrorCode.NotLoggedIn, '未登录，请先登录', 401);
const emailTaken = () => new BusinessError(ErrorCode.EmailTaken, '该邮箱已被注册', 400, { email: '该邮箱已被注册' });

async function callerRow(ctx: AppContext, caller: Caller) {
  const row = await findUserById(ctx.db, caller.userId);
  if (!row) throw notLoggedIn();
  return row;
}

/**
 * Changes the password when the current one is right (4104 otherwise). Every other device is signed
 * out, since a changed password usually means someone else may know the old one; this one stays in.
 */
export async function changePassword(
  ctx: AppContext,
  log: FastifyBaseLogger,
  caller: Caller,
  input: { currentPassword: string; password: string },
): Promise<{ signedOut: number }> {
  const row = await callerRow(ctx, caller);
  if (!(await verifyPassword(input.currentPassword, row.passwordHash))) {
    throw new BusinessError(ErrorCode.CurrentPasswordWrong, '当前密码不正确', 400, { currentPassword: '当前密码不正确' });
  }
  const passwordHash = await hashPassword(input.password);
  const now = ctx.clock.now();
  const signedOut = await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, row.id));
    return destroyUserSessions(tx, row.id, caller.sessionId);
  });
  // The other devices' sessions end on every instance.
  invalidateUserReads(row.id, 'account');
  await sendSecurityNotice(ctx, log, row.email, passwordChangedMail(ctx.config.SITE_NAME, { username: row.username, at: now, byReset: false }));
  return { signedOut };
}

/** Moves the account to a new address proven by a change-email code sent there; both addresses are told. */
export async function changeEmail(
  ctx: AppContext,
  log: FastifyBaseLogger,
  caller: Caller,
  input: { email: string; emailCode: string },
): Promise<User> {
  const row = await callerRow(ctx, caller);
  const email = normalizeEmail(input.email);
  if (email === row.email) throw badInput('新邮箱与当前绑定邮箱相同', { email: '新邮箱与当前绑定邮箱相同' });
  if (await findUserByEmail(ctx.db, email)) throw emailTaken();
  const codeId = await verifyEmailCode(ctx, email, 'change-email', input.emailCode);
  const now = ctx.clock.now();
  let updated;
  try {
    updated = await ctx.db.transaction(async (tx) => {
      if (!(await consumeCode(tx, codeId, now))) {
        throw new BusinessError(ErrorCode.CodeMissingOrExpired, '验证码不存在或已过期，请重新获取', 400);
      }
      const [next] = await tx.update(users).set({ email, updatedAt: now }).where(eq(users.id, row.id)).returning();
      return next;
    });
  } catch (error) {
    // Someone registered the address between the check and the update: the unique index decides.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  // account/info shows the address.
  invalidateUserReads(row.id, 'account');
  const facts = { username: row.username, at: now, newEmail: email };
  await sendSecurityNotice(ctx, log, row.email, emailChangedMail(ctx.config.SITE_NAME, { ...facts, toOldAddress: true }));
  await sendSecurityNotice(ctx, log, email, emailChangedMail(ctx.config.SITE_NAME, { ...facts, toOldAddress: false }));
  return toUser(updated);
}

export async function listDevices(ctx: AppContext, caller: Caller): Promise<Device[]> {
  const rows = await listUserSessions(ctx.db, caller.userId, ctx.clock.now());
  return rows.map((row) => toDevice(row, caller.sessionId));
}

/** Signs one other device out; this device signs out with 退出登录 instead. */
export async function signOutDevice(ctx: AppContext, caller: Caller, handle: string): Promise<void> {
  const rows = await listUserSessions(ctx.db, caller.userId, ctx.clock.now());
  const target = rows.find((row) => row.handle === handle);
  if (target && target.id === caller.sessionId) throw badInput('当前设备请使用“退出登录”');
  if (!target || !(await destroySessionByHandle(ctx.db, caller.userId, handle))) throw notFound('该设备已退出登录');
}

export async function signOutOtherDevices(ctx: AppContext, caller: Caller): Promise<{ signedOut: number }> {
  return { signedOut: await destroyUserSessions(ctx.db, caller.userId, caller.sessionId) };
}
