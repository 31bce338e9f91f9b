import type { FastifyServerOptions, FastifyRequest } from 'fastify';
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
