import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../../platform/context';
import { ok } from '../../../platform/errors';
import { destroySession, isSecureRequest, setSessionCookie, setSessionUserAgent } from '../../../platform/session';
import { setKnownDeviceCookie } from '../known-device';
import type { SignedIn } from '../service';

/**
 * Hands a session the server has just opened to the browser. It replaces whatever session the
 * browser had (no session fixation), notes the browser for the device list and marks it as one of
 * the member's known devices (known-device.ts).
 */
export async function startSession(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, signedIn: SignedIn) {
  if (request.sessionId && request.sessionId !== signedIn.sessionId) await destroySession(ctx.db, request.sessionId);
  await setSessionUserAgent(ctx.db, signedIn.sessionId, request.headers['user-agent']);
  const secure = isSecureRequest(request, ctx.config.PUBLIC_URL);
  setSessionCookie(reply, signedIn.sessionId, secure);
  setKnownDeviceCookie(reply, ctx.secret, signedIn.user.id, ctx.clock.now(), secure);
  return ok(signedIn.user);
}
