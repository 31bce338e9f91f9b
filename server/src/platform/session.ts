import crypto from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, ne } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode } from '@site/shared/contract';
import { sessions, users } from '../modules/account/tables';
import type { Db, DbOrTx } from './db';
import { BusinessError } from './errors';
import { invalidateUserReads } from './invalidation';
import { MemberStore } from './member-reads';

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

/**
 * Ends every session of a member except `keepId` (all of them when null); answers how many ended.
 * Inside a transaction: the caller calls `invalidateUserReads(userId, 'account')` once it commits
 * (every instance then forgets the ended sessions); with the database itself it is called here.
 */
export async function destroyUserSessions(db: DbOrTx, userId: number, keepId: string | null): Promise<number> {
  const removed = await db
    .delete(sessions)
    .where(keepId === null ? eq(sessions.userId, userId) : and(eq(sessions.userId, userId), ne(sessions.id, keepId)))
    .returning({ id: sessions.id });
  if (isDatabase(db)) invalidateUserReads(userId, 'account');
  return removed.length;
}

/** Ends one session of a member by its public handle; false when there is no such session of theirs. */
export async function destroySessionByHandle(db: Db, userId: number, handle: string): Promise<boolean> {
  const removed = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.handle, handle)))
    .returning({ id: sessions.id });
  invalidateUserReads(userId, 'account');
  return removed.length === 1;
}

/** Ends one session (logout); every instance stops accepting it. */
export async function destroySession(db: Db, id: string): Promise<void> {
  const removed = await db.delete(sessions).where(eq(sessions.id, id)).returning({ userId: sessions.userId });
  invalidateUserReads(
    removed.map((row) => row.userId),
    'account',
  );
}

/** The database itself rather than a transaction (a transaction's writes are not visible to others before it commits). */
function isDatabase(db: DbOrTx): db is Db {
  return !('rollback' in db);
}

/** Cookies carry Secure when the site is served over https, or this request came over it (behind a TLS proxy). */
export function isSecureRequest(request: FastifyRequest, publicUrl: string): boolean {
  return publicUrl.startsWith('https:') || request.protocol === 'https';
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

/** A live session as kept in memory: who it belongs to, until when, and when it was last marked seen. */
interface LiveSession {
  user: CurrentUser;
  expiresAt: number;
  lastSeenAt: number;
}

/** Sessions kept in memory at once; the least recently used go first. */
const SESSION_CACHE_ENTRIES = 10_000;
/**
 * Safety net only: every write that ends a session or changes its member (logout, password,
 * disable, roles, profile) drops it on every instance at once (`invalidateUserReads(id, 'account')`).
 */
export const SESSION_CACHE_TTL_MS = 30_000;

/** Reads a live session and its member from the database (one indexed join). */
async function loadSession(db: Db, id: string, now: Date): Promise<LiveSession | null> {
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      nickname: users.nickname,
      roles: users.roles,
      canPostShot: users.canPostShot,
      canTopComment: users.canTopComment,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, id), gt(sessions.expiresAt, now), isNull(users.disabledAt)))
    .limit(1);
  if (!row) return null;
  const { lastSeenAt, expiresAt, ...user } = row;
  // Shared by every request of this session: frozen, so no route can change it for the next one.
  Object.freeze(user.roles);
  return { user: Object.freeze(user), expiresAt: expiresAt.getTime(), lastSeenAt: lastSeenAt.getTime() };
}

/**
 * Loads the caller from the session cookie. Sessions are kept in memory (READ_CACHE=false: read
 * every time), so a member's request costs no database round trip; ending a session or changing
 * its member drops it on every instance through the invalidation bus.
 */
export function registerSession(app: FastifyInstance): void {
  const { db, clock, config, invalidation } = app.ctx;
  const cache = config.READ_CACHE ? new MemberStore<LiveSession>(SESSION_CACHE_ENTRIES, SESSION_CACHE_TTL_MS, clock) : null;
  if (cache) {
    // Kept under the 'account' scope: only invalidations of that scope drop them.
    const unsubscribe = invalidation.subscribeUsers((change) => cache.invalidate(change));
    app.addHook('onClose', async () => unsubscribe());
  }
  const lookup = async (id: string, now: Date): Promise<LiveSession | null> => {
    const kept = cache?.get(id);
    if (kept) return kept.expiresAt > now.getTime() ? kept : null;
    const epoch = cache?.begin() ?? 0;
    const session = await loadSession(db, id, now);
    if (session) cache?.set(id, session.user.id, 'account', session, epoch);
    return session;
  };
  app.decorateRequest('currentUser', null);
  app.decorateRequest('sessionId', null);
  app.addHook('onRequest', async (request) => {
    const id = request.cookies[SESSION_COOKIE];
    if (!id || !SESSION_ID_PATTERN.test(id)) return;
    const now = clock.now();
    const session = await lookup(id, now);
    if (!session) return;
    request.currentUser = session.user;
    request.sessionId = id;
    if (now.getTime() - session.lastSeenAt >= LAST_SEEN_STEP_MS) {
      // At most once per step and session on each instance; marked first so concurrent requests do not all write.
      session.lastSeenAt = now.getTime();
      await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
    }
  });
}

/** Removes sessions past their expiry (run by the account module's purge). */
export async function deleteExpiredSessions(db: DbOrTx, now: Date): Promise<number> {
  const removed = await db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id });
  return removed.length;
}
