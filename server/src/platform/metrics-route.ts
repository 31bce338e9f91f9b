import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest, onResponseHookHandler } from 'fastify';
import { forbidden } from './errors';
import { httpDuration, registry } from './metrics';
import { addRouteHook } from './route-hooks';

/** Route label of answers no route pattern matched (Fastify's own 404). */
const NO_ROUTE = 'no-route';

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

/**
 * Prometheus on the same machine (loopback, with no proxy in between: a request nginx forwards carries
 * X-Forwarded-For) or one that sends `Authorization: Bearer <METRICS_TOKEN>`; never anyone else.
 */
export function mayReadMetrics(request: FastifyRequest, token: string | undefined): boolean {
  const direct = request.headers['x-forwarded-for'] === undefined && LOOPBACK.test(request.socket.remoteAddress ?? '');
  if (direct) return true;
  const given = request.headers.authorization;
  if (!token || typeof given !== 'string' || !given.startsWith('Bearer ')) return false;
  const a = crypto.createHash('sha256').update(given.slice(7)).digest();
  const b = crypto.createHash('sha256').update(token).digest();
  return crypto.timingSafeEqual(a, b);
}

/**
 * Times every answer by route pattern (`/api_v1/course/detail`, never the raw URL with its ids and queries, which
 * would make a series per URL). Register before the modules, so every route is timed.
 *
 * Each route gets its own onResponse hook holding that pattern's series, so an answer costs a few additions (no
 * `request.routeOptions`, which builds an object per call, and no label key). Answers of Fastify's not-found
 * handler (a method no route has, a route's callNotFound) run the app's hooks only: the one app-wide hook times
 * only those (request.is404 reads a field).
 */
export function timeAnswers(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const times = httpDuration.forRoute(route.url);
    // A route's callNotFound answers from the not-found handler's context: its hooks run, not this one.
    const timeRoute: onResponseHookHandler = (request, reply, done) => {
      times.observe(request.method, reply.statusCode, reply.elapsedTime / 1000);
      done();
    };
    addRouteHook(route, 'onResponse', timeRoute);
  });
  const notFound = httpDuration.forRoute(NO_ROUTE);
  app.addHook('onResponse', (request, reply, done) => {
    if (request.is404) notFound.observe(request.method, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
}

/** GET /metrics in Prometheus's text format. After the envelope: a refusal is answered in it. */
export function registerMetricsRoute(app: FastifyInstance, token: string | undefined): void {
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!mayReadMetrics(request, token)) throw forbidden();
    const text = await registry.metrics();
    return reply.header('cache-control', 'no-store').type(registry.contentType).send(text);
  });
}
