import type { FastifyInstance, onRequestHookHandler, onSendHookHandler } from 'fastify';
import type { InvalidationBus } from './invalidation';
import { addRouteHook } from './route-hooks';
import { isSecureRequest } from './session';
import { signValue, verifiedValue } from './signed-value';

/**
 * Read-your-writes when several instances share one PostgreSQL. An instance drops the caches a
 * write changes at once, the others when its notification reaches them (milliseconds later), but
 * the member's very next request may reach another instance first. So an answer to a request that
 * published an invalidation carries a cookie naming it (the write mark); an instance that gets the
 * mark and has not yet applied it waits until it has (at most CATCH_UP_TIMEOUT_MS, then drops all
 * its caches), and only then reads. Nothing to do with one instance (PGlite).
 *
 * The cookie is signed with the instances' shared secret: a mark a client made up (an unknown origin, a far
 * sequence) would otherwise make an instance wait the whole timeout and drop every cache, for nothing.
 */
export const WRITE_MARK_COOKIE = 'wm';
/** The mark only matters until every instance has heard the write; it expires soon after. */
const WRITE_MARK_MAX_AGE_S = 60;

declare module 'fastify' {
  interface FastifyRequest {
    /** How many invalidations this instance had published when the request began. */
    publishedBefore: number;
  }
}

/** `mark.signature` as set in the cookie. */
export const signWriteMark = (secret: string, mark: string): string => signValue(secret, 'write-mark', mark);

/** The mark when the cookie's signature is ours, else null (a forged or damaged mark is ignored). */
export const verifiedWriteMark = (secret: string, cookie: string | undefined): string | null => verifiedValue(secret, 'write-mark', cookie);

export function registerWriteMark(app: FastifyInstance, bus: InvalidationBus, publicUrl: string, secret: string): void {
  if (!bus.spansInstances) return;

  // First, before the session is looked up: every cache this request reads must include the mark's write.
  app.addHook('onRequest', (request, _reply, done) => {
    const mark = verifiedWriteMark(secret, request.cookies[WRITE_MARK_COOKIE]);
    const waiting = mark === null ? null : bus.catchUp(mark);
    if (waiting === null) return done();
    void waiting.then(() => done());
  });

  app.decorateRequest('publishedBefore', 0);
  const noteStart: onRequestHookHandler = (request, _reply, done) => {
    request.publishedBefore = bus.published;
    done();
  };
  // Concurrent requests share the counter: a read that overlaps someone's write may get a mark too,
  // which only makes its next request wait for a write it did not need.
  const markIfPublished: onSendHookHandler = (request, reply, payload, done) => {
    if (bus.published !== request.publishedBefore) {
      reply.setCookie(WRITE_MARK_COOKIE, signWriteMark(secret, bus.writeMark()), {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: isSecureRequest(request, publicUrl),
        maxAge: WRITE_MARK_MAX_AGE_S,
      });
    }
    done(null, payload);
  };
  // Only routes that can write: a cached read never does (unless it says it may), and a 404 or a file pays for nothing.
  app.addHook('onRoute', (route) => {
    if (route.config?.readCache !== undefined && !route.config.mayWrite) return;
    addRouteHook(route, 'onRequest', noteStart);
    addRouteHook(route, 'onSend', markIfPublished);
  });
}
