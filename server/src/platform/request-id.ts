import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** The header that carries a request's id, both ways: from the proxy (when trusted) and in every answer. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** What a proxy's id may look like (nginx's $request_id is 32 hex digits); anything else is replaced, never logged. */
const PROXY_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** Random bytes drawn in batches: one crypto call per 1,024 ids instead of one per request. */
const ID_BYTES = 6;
let pool = Buffer.alloc(0);
let offset = 0;

/**
 * 12 hex digits (48 random bits): short enough to read out from an error message, and unique enough to find one
 * line (among a million requests of all instances, the chance that any two share an id is about 0.2 %).
 */
export const newRequestId = (): string => {
  if (offset + ID_BYTES > pool.length) {
    pool = crypto.randomBytes(ID_BYTES * 1024);
    offset = 0;
  }
  offset += ID_BYTES;
  return pool.toString('hex', offset - ID_BYTES, offset);
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
