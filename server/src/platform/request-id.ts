import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** The header that carries a request's id, both ways: from the proxy (when trusted) and in every answer. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** What a proxy's id may look like (nginx's $request_id is 32 hex digits); anything else is replaced, never logged. */
const PROXY_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** Random hex drawn in batches: one crypto call and one hex conversion per 1,024 ids instead of one per request. */
const ID_DIGITS = 12;
const IDS_PER_BATCH = 1024;
let batch = '';
let offset = 0;

/**
 * 12 hex digits (48 random bits): short enough to read out from an error message, and unique enough to find one
 * line (among a million requests of all instances, the chance that any two share an id is about 0.2 %).
 * Slicing a ready hex string costs tens of nanoseconds; Buffer#toString('hex') per id cost about half a microsecond.
 */
export const newRequestId = (): string => {
  if (offset + ID_DIGITS > batch.length) {
    batch = crypto.randomBytes((ID_DIGITS / 2) * IDS_PER_BATCH).toString('hex');
    offset = 0;
  }
  offset += ID_DIGITS;
  // A copy, not a view that would keep the batch alive: V8 shares the parent only for slices of 13 characters or more.
  return batch.slice(offset - ID_DIGITS, offset);
};

/**
 * Fastify's genReqId. Behind a trusted proxy (TRUST_PROXY) its X-Request-Id is kept, so nginx's access log and
 * ours name the same request; otherwise a client could choose the id its lines are logged under, so one is made.
 */
export function requestIdGenerator(trustProxy: boolean): (request: IncomingMessage) => string {
  if (!trustProxy) return newRequestId;
  return (request) => {
    const given = request.headers[REQUEST_ID_HEADER];
    return typeof given === 'string' && PROXY_ID.test(given) ? given : newRequestId();
  };
}

/** Every answer names its request (X-Request-Id): the key to its log lines. */
export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
