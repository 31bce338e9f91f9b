import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_PREFIX } from '../api-prefix';
import type { AppContext } from '../../platform/context';
import { isSecureRequest } from '../../platform/session';
import { signValue, verifiedValue } from '../../platform/signed-value';

/** The visitor's listener cookie: made and signed by the server, so a client cannot make up listeners. */
export const LISTENER_COOKIE = 'lsn';
const PURPOSE = 'podcast-listener';
/** A visitor stays the same listener for a year on one browser. */
const LISTENER_MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * Who a heartbeat is from, never taken from the request's own words: a member by account (once,
 * whatever tab or device), a visitor by the signed cookie this server gave their browser.
 * `previous` is the visitor this browser was before the member signed in: their listening moves to
 * the member, so one person never counts twice. Null `listener`: a browser without our cookie yet;
 * it gets one now and counts from its next beat (a client that drops cookies never counts).
 */
export interface Listener {
  listener: string | null;
  previous: string | null;
}

/** A member as a listener: one, whatever tab or device they listen on. */
export const memberListener = (userId: number): string => `u:${userId}`;

export function listenerOf(ctx: AppContext, request: FastifyRequest, reply: FastifyReply): Listener {
  const visitor = verifiedValue(ctx.secret, PURPOSE, request.cookies[LISTENER_COOKIE]);
  const visitorKey = visitor === null ? null : `v:${visitor}`;
  if (request.currentUser) return { listener: memberListener(request.currentUser.id), previous: visitorKey };
  if (visitorKey !== null) return { listener: visitorKey, previous: null };
  reply.setCookie(LISTENER_COOKIE, signValue(ctx.secret, PURPOSE, crypto.randomBytes(16).toString('base64url')), {
    // Only the podcast calls need it.
    path: `${API_PREFIX}/audio`,
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecureRequest(request, ctx.config.PUBLIC_URL),
    maxAge: LISTENER_MAX_AGE_S,
  });
  return { listener: null, previous: null };
}
