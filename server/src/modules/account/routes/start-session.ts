import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../../platform/context';
import { ok } from '../../../platform/errors';
import { destroySession, isSecureRequest, setSessionCookie, setSessionUserAgent } from '../../../platform/session';
import type { SignedIn } from '../service';

/**
 * Hands a session the server has just opened to the browser. It replaces whatever session the
 * browser had (no session fixation) and notes the browser for the device list.
 */
export async function startSession(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, signedIn: SignedIn) {
  if (request.sessionId && request.sessionId !== signedIn.sessionId) await destroySession(ctx.db, request.sessionId);
  await setSessionUserAgent(ctx.db, signedIn.sessionId, request.headers['user-agent']);
  setSessionCookie(reply, signedIn.sessionId, isSecureRequest(request, ctx.config.PUBLIC_URL));
  return ok(signedIn.user);
}
