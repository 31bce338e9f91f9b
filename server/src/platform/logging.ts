import type { FastifyBaseLogger, FastifyServerOptions, FastifyRequest } from 'fastify';
import type { Config } from './config';
import { serializeError } from './log-errors';

/** Where log lines go (stdout unless a test captures them). */
export interface LogStream {
  write(line: string): void;
}

/** Query parameters whose values never reach the log (codes, tokens, ID numbers, signatures). */
const SECRET_QUERY_KEYS = /^(code|emailcode|password|token|uploadtoken|playauth|auth|sign|signature|cid|tel|secret|key|expires)$/i;

/** The URL as logged: path plus query with secret values replaced. */
export function redactUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const params = new URLSearchParams(url.slice(mark + 1));
  for (const key of Array.from(params.keys())) {
    if (SECRET_QUERY_KEYS.test(key)) params.set(key, '[redacted]');
  }
  return `${url.slice(0, mark)}?${params.toString()}`;
}

/**
 * Structured JSON logs (pino). Fastify logs neither bodies nor headers by default; the serializer
 * keeps it that way and scrubs query strings, and redaction covers anything a module logs itself.
 */
export function loggerOptions(config: Config, stream?: LogStream): FastifyServerOptions['logger'] {
  if (config.LOG_LEVEL === 'silent') return false;
  return {
    level: config.LOG_LEVEL,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        '*.password',
        '*.passwordHash',
        '*.code',
        '*.emailCode',
        '*.cid',
        '*.tel',
        '*.sign',
        '*.token',
        '*.uploadToken',
        '*.sessionId',
      ],
      censor: '[redacted]',
    },
    serializers: {
      // Database errors without their parameters (log-errors.ts).
      err: serializeError,
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
      }),
    },
  };
}

type LevelMethod = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildOptions = NonNullable<Parameters<FastifyBaseLogger['child']>[1]>;
/** Fastify's logger is pino's, which can say whether a level writes. */
type PinoLogger = FastifyBaseLogger & { isLevelEnabled(level: string): boolean };

/**
 * A request's logger whose pino child (bound to the request id) is made on its first line at an
 * enabled level. Fastify makes that child for every request, and pino runs the redaction paths over
 * its binding: ~5 % of a small answer's time (docs/performance.md). At the default `info` every
 * request still writes its two lines through the same child; at `warn` most requests write none.
 */
class LazyRequestLogger {
  #child: FastifyBaseLogger | undefined;
  constructor(
    private readonly parent: PinoLogger,
    private readonly binding: Bindings,
  ) {}

  private bound(): FastifyBaseLogger {
    this.#child ??= this.parent.child(this.binding);
    return this.#child;
  }

  private write(level: LevelMethod, args: unknown[]): void {
    if (this.parent.isLevelEnabled(level)) (this.bound()[level] as (...line: unknown[]) => void)(...args);
  }

  get level(): string {
    return this.parent.level;
  }
  isLevelEnabled(level: string): boolean {
    return this.parent.isLevelEnabled(level);
  }
  child(bindings: Bindings, options?: ChildOptions): FastifyBaseLogger {
    return this.bound().child(bindings, options);
  }
  fatal(...args: unknown[]): void {
    this.write('fatal', args);
  }
  error(...args: unknown[]): void {
    this.write('error', args);
  }
  warn(...args: unknown[]): void {
    this.write('warn', args);
  }
  info(...args: unknown[]): void {
    this.write('info', args);
  }
  debug(...args: unknown[]): void {
    this.write('debug', args);
  }
  trace(...args: unknown[]): void {
    this.write('trace', args);
  }
  silent(): void {}
}

/** Fastify's childLoggerFactory: lazy for the usual request; a route with its own level or serializers gets pino's child at once. */
export function requestLogger(logger: FastifyBaseLogger, bindings: Bindings, options: ChildOptions): FastifyBaseLogger {
  const pino = logger as PinoLogger;
  if (options.level !== undefined || options.serializers !== undefined || typeof pino.isLevelEnabled !== 'function') return logger.child(bindings, options);
  return new LazyRequestLogger(pino, bindings) as unknown as FastifyBaseLogger;
}
