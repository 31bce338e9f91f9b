import crypto from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, ne } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode } from '@site/shared/contract';
import { sessions, users } from '../modules/account/tables';
import type { DbOrTx } from './db';
import { BusinessError } from './errors';

export const SESSION_COOKIE = 'sid';
const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Session ids are 32 random bytes in base64url; anything else (a NUL byte, a huge value) is no session and never reaches SQL. */
const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
/** "Last seen" of a device is this precise; finer would cost a write on every request. */
export const LAST_SEEN_STEP_MS = 5 * 60 * 1000;
const USER_AGENT_MAX = 512;

/** What every route knows of the caller. */
export interface CurrentUser {
  id: number;
  username: string;
  nickname: string;
  roles: Record<string, boolean>;
  canPostShot: boolean;
  canTopComment: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    currentUser: CurrentUser | null;
    sessionId: string | null;
  }
}

export const hasRole = (user: CurrentUser | null, role: string): boolean => Boolean(user?.roles[role]);
export const isAdmin = (user: CurrentUser | null) => hasRole(user, 'admin');
export const isTeacher = (user: CurrentUser | null) => hasRole(user, 'teacher');

export const NOT_LOGGED_IN_MESSAGE = '未登录，请先登录';

/** The caller, or error 1100 (not logged in). */
export function requireUser(request: FastifyRequest): CurrentUser {
  if (!request.currentUser) throw new BusinessError(ErrorCode.NotLoggedIn, NOT_LOGGED_IN_MESSAGE, 401);
  return request.currentUser;
}

/** A new server-side session row; its random id is the cookie value. */
export async function createSession(db: DbOrTx, userId: number, now: Date = new Date()): Promise<string> {
  const id = crypto.randomBytes(32).toString('base64url');
  await db.insert(sessions).values({ id, userId, createdAt: now, lastSeenAt: now, expiresAt: new Date(now.getTime() + SESSION_TTL_MS) });
  return id;
}

/** Remembers which browser a new session belongs to (the device list shows it). */
export async function setSessionUserAgent(db: DbOrTx, id: string, userAgent: string | undefined): Promise<void> {
  await db
    .update(sessions)
    .set({ userAgent: (userAgent ?? '').slice(0, USER_AGENT_MAX) })
    .where(eq(sessions.id, id));
}

export interface SessionRow {
  id: string;
  handle: string;
  userAgent: string;
  createdAt: Date;
  lastSeenAt: Date;
}

/** A member's live sessions, most recently used first. */
export async function listUserSessions(db: DbOrTx, userId: number, now: Date): Promise<SessionRow[]> {
  return db
    .select({ id: sessions.id, handle: sessions.handle, userAgent: sessions.userAgent, createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
}

/** Ends every session of a member except `keepId` (all of them when null); answers how many ended. */
export async function destroyUserSessions(db: DbOrTx, userId: number, keepId: string | null): Promise<number> {
  const removed = await db
    .delete(sessions)
    .where(keepId === null ? eq(sessions.userId, userId) : and(eq(sessions.userId, userId), ne(sessions.id, keepId)))
    .returning({ id: sessions.id });
  return removed.length;
}

/** Ends one session of a member by its public handle; false when there is no such session of theirs. */
export async function destroySessionByHandle(db: DbOrTx, userId: number, handle: string): Promise<boolean> {
  const removed = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.handle, handle)))
    .returning({ id: sessions.id });
  return removed.length === 1;
}

export async function destroySession(db: DbOrTx, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}

export function setSessionCookie(reply: FastifyReply, id: string, secure: boolean): void {
  reply.setCookie(SESSION_COOKIE, id, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: SESSION_TTL_MS / 1000,
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

/** Loads the caller from the session cookie on every request (one indexed join). */
export function registerSession(app: FastifyInstance): void {
  const { db, clock } = app.ctx;
  app.decorateRequest('currentUser', null);
  app.decorateRequest('sessionId', null);
  app.addHook('onRequest', async (request) => {
    const id = request.cookies[SESSION_COOKIE];
    if (!id || !SESSION_ID_PATTERN.test(id)) return;
    const [row] = await db
      .select({
        id: users.id,
        username: users.username,
        nickname: users.nickname,
        roles: users.roles,
        canPostShot: users.canPostShot,
        canTopComment: users.canTopComment,
        lastSeenAt: sessions.lastSeenAt,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.id, id), gt(sessions.expiresAt, clock.now()), isNull(users.disabledAt)))
      .limit(1);
    if (row) {
      const { lastSeenAt, ...user } = row;
      request.currentUser = user;
      request.sessionId = id;
      const now = clock.now();
      if (now.getTime() - lastSeenAt.getTime() >= LAST_SEEN_STEP_MS) {
        await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
      }
    }
  });
}

/** Removes sessions past their expiry (run by the account module's purge). */
export async function deleteExpiredSessions(db: DbOrTx, now: Date): Promise<number> {
  const removed = await db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id });
  return removed.length;
}
