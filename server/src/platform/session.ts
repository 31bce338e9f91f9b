import crypto from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode } from '@site/shared/contract';
import { sessions, users } from '../modules/account/tables';
import type { DbOrTx } from './db';
import { BusinessError } from './errors';

export const SESSION_COOKIE = 'sid';
const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Session ids are 32 random bytes in base64url; anything else (a NUL byte, a huge value) is no session and never reaches SQL. */
const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

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

/** The caller, or error 1100 (not logged in). */
export function requireUser(request: FastifyRequest): CurrentUser {
  if (!request.currentUser) throw new BusinessError(ErrorCode.NotLoggedIn, '未登录，请先登录', 401);
  return request.currentUser;
}

/** A new server-side session row; its random id is the cookie value. */
export async function createSession(db: DbOrTx, userId: number, now: Date = new Date()): Promise<string> {
  const id = crypto.randomBytes(32).toString('base64url');
  await db.insert(sessions).values({ id, userId, createdAt: now, expiresAt: new Date(now.getTime() + SESSION_TTL_MS) });
  return id;
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
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.id, id), gt(sessions.expiresAt, clock.now())))
      .limit(1);
    if (row) {
      request.currentUser = row;
      request.sessionId = id;
    }
  });
}

/** Removes sessions past their expiry (run by the account module's purge). */
export async function deleteExpiredSessions(db: DbOrTx, now: Date): Promise<number> {
  const removed = await db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id });
  return removed.length;
}
