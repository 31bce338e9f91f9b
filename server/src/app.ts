import zlib from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { modules } from './modules';
import { type Clock, systemClock } from './platform/clock';
import type { Config } from './platform/config';
import type { AppContext } from './platform/context';
import type { Database } from './platform/db';
import { registerLocalAccountSwitch } from './platform/auth-mode';
import { answerClientError, registerEnvelope } from './platform/envelope';
import { Readiness, registerHealth } from './platform/health';
import { type LogStream, loggerOptions, requestLogger } from './platform/logging';
import { createMailer, type Mailer } from './platform/mail';
import { type InvalidationBus, openInvalidationBus } from './platform/invalidation';
import { MemberReads } from './platform/member-reads';
import { cacheEntries } from './platform/metrics';
import { registerMetricsRoute, timeAnswers } from './platform/metrics-route';
import { registerJsonDepthLimit } from './platform/json-depth';
import { registerOpenApi } from './platform/openapi';
import { ANSWER_ENCODINGS, BROTLI_QUALITY, COMPRESSION_THRESHOLD, SharedReads, registerReadCache } from './platform/read-cache';
import { registerRateLimit } from './platform/rate-limit';
import { connectRedis, isReady } from './platform/redis';
import { registerRequestIdHeader, requestIdGenerator } from './platform/request-id';
import { registerServedBy } from './platform/served-by';
import { compiledSerializerCompiler } from './platform/serializer';
import { loadSecret } from './platform/secret';
import { registerOriginCheck, registerSecurityHeaders } from './platform/security';
import { registerSession } from './platform/session';
import { registerTextInputGuard } from './platform/text-input';
import { registerWriteMark } from './platform/write-mark';
import { registerCountedReads } from './platform/counted-reads';
import { named } from './platform/plugin-name';

export interface BuildOptions {
  config: Config;
  database: Database;
  secret?: string;
  /** Defaults to the system clock; tests pass a ManualClock. */
  clock?: Clock;
  /** Defaults to SMTP when SMTP_URL is set, else the development outbox. */
  mailer?: Mailer;
  /** Log destination; stdout by default. */
  logStream?: LogStream;
  /** Defaults to LISTEN/NOTIFY on PostgreSQL, in-process on PGlite (tests pass one to act as another process). */
  invalidation?: InvalidationBus;
  /**
   * How answers are written: compiled fast-json-stringify serialisers (default), or zod's
   * validate-then-stringify for every answer (the byte tests compare the two).
   */
  serializer?: 'compiled' | 'zod';
}

/** JSON bodies above this are refused with 413 (uploads set their own limit on their route). */
export const BODY_LIMIT = 1024 * 1024;

/**
 * Answers held in memory up to this size (every paged list, the HTML page, the OpenAPI document)
 * are compressed in one call and sent whole, with Content-Length, in one write. Streamed through
 * a compression stream instead (the plugin's default above 4-8 KB), the headers leave before the
 * body: an instance killed in between leaves the proxy with a started answer it can neither finish
 * nor retry on another instance, and the user's read fails (docs/scaling.md). Compressing 200 KB
 * of JSON this way takes about 3 ms of the event loop.
 */
export const WHOLE_ANSWER_COMPRESSION_LIMIT = 1024 * 1024;

/**
 * Start-up in a fixed order: external plugins (cookies, security headers, compression, rate
 * limits, OpenAPI), then app plugins (context, envelope, origin check, session), then modules.
 * Nothing here listens; main.ts does, tests use app.inject.
 */
export async function buildApp({ config, database, secret: givenSecret, clock, mailer, logStream, invalidation, serializer = 'compiled' }: BuildOptions): Promise<FastifyInstance> {
  const secret = givenSecret ?? loadSecret(config);
  const app = Fastify({
    logger: loggerOptions(config, logStream),
    childLoggerFactory: requestLogger,
    trustProxy: config.TRUST_PROXY,
    // Every log line of a request carries its id (reqId), and every answer does too (X-Request-Id).
    genReqId: requestIdGenerator(config.TRUST_PROXY),
    bodyLimit: BODY_LIMIT,
    // Keep-alive sockets that are idle are closed on shutdown; busy ones finish their request first.
    forceCloseConnections: 'idle',
    // Requests Node cannot parse (a URL over 16 KB) get the envelope and a clean close.
    clientErrorHandler: answerClientError,
  });
  registerServedBy(app, config.INSTANCE_NAME);
  registerRequestIdHeader(app);
  // Before any route: each one is timed by its pattern.
  timeAnswers(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializer === 'compiled' ? compiledSerializerCompiler : serializerCompiler);
  registerJsonDepthLimit(app);

  await app.register(cookie);
  registerSecurityHeaders(app, config);
  const bus = invalidation ?? (await openInvalidationBus(database, { onError: (err) => app.log.warn({ err }, 'cache invalidation failed') }));
  app.addHook('onClose', async () => bus.close());
  // Before compression: the cache keeps and serves the uncompressed answer.
  const keptAnswer = registerReadCache(app, bus, config.READ_CACHE);
  // Before the session hook: a request carrying a write mark first catches up with that write.
  registerWriteMark(app, bus, config.PUBLIC_URL, secret);
  await app.register(compress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD,
    syncThreshold: WHOLE_ANSWER_COMPRESSION_LIMIT,
    encodings: [...ANSWER_ENCODINGS],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
  });
  const redis = await connectRedis(app, config.REDIS_URL);
  await registerRateLimit(app, redis);
  await registerOpenApi(app, config);

  const readiness = new Readiness();
  readiness.add('database', () => database.ping());
  readiness.add('migrations', () => database.migrationsCurrent());
  if (redis) readiness.add('redis', () => isReady(redis));

  const now = clock ?? systemClock;
  // Modules add their own services to ctx when they register (storage sets ctx.storage), hence the cast.
  const ctx = {
    config,
    database,
    db: database.db,
    secret,
    clock: now,
    redis,
    invalidation: bus,
    readiness,
    sharedReads: new SharedReads(bus, config.READ_CACHE),
    memberReads: new MemberReads(bus, config.READ_CACHE, now),
    countedReads: registerCountedReads(app),
    keptAnswer,
    mailer:
      mailer ??
      createMailer({
        smtpUrl: config.SMTP_URL,
        from: config.MAIL_FROM,
        logCodes: config.MAIL_LOG_CODES ?? config.NODE_ENV !== 'production',
        log: app.log,
        clock: now,
      }),
  } satisfies Partial<AppContext> as AppContext;
  app.decorate('ctx', ctx);
  const stopSampling = cacheEntries.sample(() => [
    { labels: { cache: 'shared' }, value: ctx.sharedReads.size },
    { labels: { cache: 'member' }, value: ctx.memberReads.size },
  ]);
  app.addHook('onClose', async () => stopSampling());
  app.addHook('onClose', async () => ctx.mailer.close());
  registerEnvelope(app);
  registerTextInputGuard(app);
  registerOriginCheck(app, config);
  registerSession(app);
  registerLocalAccountSwitch(app, config);

  for (const module of modules) {
    await app.register(named(module.plugin, module.name));
  }

  registerHealth(app, database, readiness);
  registerMetricsRoute(app, config.METRICS_TOKEN);

  return app;
}
