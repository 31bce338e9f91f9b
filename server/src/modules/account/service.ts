import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  ErrorCode,
  accountReasons,
  checkNicknameFormat,
  checkUsernameFormat,
  normalizeEmail,
  type NameCheck,
  type User,
} from '@site/shared/contract';
import type { AppContext } from '../../platform/context';
import { type DbOrTx, isUniqueViolation } from '../../platform/db';
import { BusinessError, HttpCode } from '../../platform/errors';
import { hashPassword, verifyPassword } from '../../platform/password';
import { type CurrentUser, createSession, isAdmin, isTeacher } from '../../platform/session';
import { consumeCode } from '../email/codes';
import { verifyEmailCode } from '../email/service';
import { knownDeviceUser } from './known-device';
import { LOCK_MS, clearFailures, guardKeys, lockedUntil, recordFailure } from './login-guard';
import { type UserRow, findUserByAccount, findUserByEmail, findUserById, findUserByUsername, isNicknameTaken } from './repository';
import { users } from './tables';
import { invalidateReads, invalidateUserReads } from '../../platform/invalidation';

export function toUser(row: UserRow): User {
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

const notLoggedIn = () => new BusinessError(ErrorCode.NotLoggedIn, '未登录，请先登录', 401);

export async function getAccountInfo(db: DbOrTx, userId: number): Promise<User> {
  const row = await findUserById(db, userId);
  if (!row) throw notLoggedIn();
  return toUser(row);
}

export interface RegisterInput {
  email: string;
  password: string;
  emailCode: string;
  account: string;
}

/** The user plus the id of the session just opened for them. */
export interface SignedIn {
  user: User;
  sessionId: string;
}

/** A nickname nobody uses yet, starting from the username. */
async function freeNickname(db: DbOrTx, base: string): Promise<string> {
  if (!(await isNicknameTaken(db, base))) return base;
  for (let i = 0; i < 5; i += 1) {
    const candidate = `${base.slice(0, 14)}_${crypto.randomInt(10000, 99999)}`;
    if (!(await isNicknameTaken(db, candidate))) return candidate;
  }
  return `${base.slice(0, 10)}_${crypto.randomBytes(4).toString('hex')}`;
}

const emailTaken = () => new BusinessError(ErrorCode.EmailTaken, accountReasons.emailTaken, 400, { email: accountReasons.emailTaken });
const usernameTaken = () => new BusinessError(HttpCode.BadInput, accountReasons.usernameTaken, 400, { account: accountReasons.usernameTaken });

/** Registers with a verified email code (consumed here) and signs the new user in. */
export async function registerByEmail(ctx: AppContext, input: RegisterInput): Promise<SignedIn> {
  const email = normalizeEmail(input.email);
  if (await findUserByEmail(ctx.db, email)) throw emailTaken();
  if (await findUserByUsername(ctx.db, input.account)) throw usernameTaken();
  const codeId = await verifyEmailCode(ctx, email, 'register', input.emailCode);
  const passwordHash = await hashPassword(input.password);
  const nickname = await freeNickname(ctx.db, input.account);
  const now = ctx.clock.now();
  try {
    return await ctx.db.transaction(async (tx) => {
      if (!(await consumeCode(tx, codeId, now))) {
        throw new BusinessError(ErrorCode.CodeMissingOrExpired, '验证码不存在或已过期，请重新获取', 400);
      }
      const [row] = await tx.insert(users).values({ username: input.account, email, nickname, passwordHash }).returning();
      return { user: toUser(row), sessionId: await createSession(tx, row.id, now) };
    });
  } catch (error) {
    // Two registrations raced past the checks above: the unique indexes decide.
    if (isUniqueViolation(error)) {
      if (await findUserByEmail(ctx.db, email)) throw emailTaken();
      throw usernameTaken();
    }
    throw error;
  }
}

// Verifying against this keeps the answer time the same whether or not the account exists.
const DUMMY_HASH = hashPassword(crypto.randomBytes(16).toString('hex'));

export const ACCOUNT_DISABLED_MESSAGE = '账号已被停用，如有疑问请联系管理员';

/** Every way of signing in ends here for an account an admin disabled (after proof of ownership). */
export function refuseDisabled(row: { disabledAt: Date | null }) {
  if (row.disabledAt) throw new BusinessError(HttpCode.Forbidden, ACCOUNT_DISABLED_MESSAGE, 403);
}

/**
 * Logs in by username or email; 4103 on a wrong pair, 4108 while this client, the account or the address
 * is locked (login-guard.ts). A browser carrying the account's known-device cookie is not held by the
 * account-wide lock.
 */
export async function login(
  ctx: AppContext,
  input: { account: string; password: string },
  client: { ip: string; knownDeviceCookie?: string },
): Promise<SignedIn> {
  const now = ctx.clock.now();
  const account = input.account.trim();
  const row = await findUserByAccount(ctx.db, account);
  const keys = guardKeys(row?.id ?? null, account, client.ip);
  const knownDevice = row !== undefined && knownDeviceUser(ctx.secret, client.knownDeviceCookie, now) === row.id;
  const until = await lockedUntil(ctx.db, keys, now, knownDevice);
  if (until) {
    // Spec 8's message for the usual five minutes; the longer account-wide locks say how long.
    const minutes = Math.ceil((until.getTime() - now.getTime()) / 60_000);
    const message = minutes * 60_000 > LOCK_MS ? `登录失败次数过多，请 ${minutes} 分钟后再试` : '登录失败次数过多，请五分钟后再试';
    throw new BusinessError(ErrorCode.TooManyLoginAttempts, message, 429);
  }
  const matches = row ? await verifyPassword(input.password, row.passwordHash) : (await verifyPassword(input.password, await DUMMY_HASH), false);
  if (!row || !matches) {
    await recordFailure(ctx.db, keys, now);
    throw new BusinessError(ErrorCode.WrongCredentials, '用户名/邮箱或密码错误', 400);
  }
  await clearFailures(ctx.db, keys);
  // Told only to someone who knows the password, so it reveals nothing about other accounts.
  refuseDisabled(row);
  return { user: toUser(row), sessionId: await createSession(ctx.db, row.id, now) };
}

export async function checkUsername(db: DbOrTx, name: string): Promise<NameCheck> {
  const reason = checkUsernameFormat(name);
  if (reason) return { isValid: false, reason };
  if (await findUserByUsername(db, name)) return { isValid: false, reason: accountReasons.usernameTaken };
  return { isValid: true, reason: '' };
}

/** The caller's own current nickname counts as valid (it is theirs). */
export async function checkNickname(db: DbOrTx, name: string, callerId: number | null): Promise<NameCheck> {
  const reason = checkNicknameFormat(name);
  if (reason) return { isValid: false, reason };
  if (await isNicknameTaken(db, name, callerId ?? undefined)) return { isValid: false, reason: accountReasons.nicknameTaken };
  return { isValid: true, reason: '' };
}

export interface ProfileUpdate {
  nickname?: string;
  avatar?: string;
  wechat?: string;
}

export async function updateProfile(ctx: AppContext, userId: number, update: ProfileUpdate): Promise<User> {
  const nicknameTaken = () => new BusinessError(HttpCode.BadInput, accountReasons.nicknameTaken, 400, { nickname: accountReasons.nicknameTaken });
  if (update.nickname !== undefined && (await isNicknameTaken(ctx.db, update.nickname, userId))) throw nicknameTaken();
  const changes = Object.fromEntries(Object.entries(update).filter(([, value]) => value !== undefined));
  if (Object.keys(changes).length === 0) return getAccountInfo(ctx.db, userId);
  try {
    const [row] = await ctx.db
      .update(users)
      .set({ ...changes, updatedAt: ctx.clock.now() })
      .where(eq(users.id, userId))
      .returning();
    if (!row) throw notLoggedIn();
    // Nickname and avatar show on course cards (teacher) and shots (author), and in the member's own session and account.
    invalidateReads('users');
    invalidateUserReads(userId, 'account');
    return toUser(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw nicknameTaken();
    throw error;
  }
}

/** Teachers and admins may pin comments, and so may anyone granted the power. */
export function canTopComment(user: CurrentUser | null): boolean {
  return Boolean(user && (user.canTopComment || isTeacher(user) || isAdmin(user)));
}
