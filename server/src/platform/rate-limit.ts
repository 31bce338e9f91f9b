import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';

/**
 * Per-route limits only (global: false): a route opts in with `config: { rateLimit: RATE_LIMITS.x }`.
 * With REDIS_URL the counters live in Redis, so N instances allow the same total as one; without
 * it in this process's memory. The rules that must hold exactly (login lockout, 60 s between
 * codes) are enforced in the database by their modules either way. When Redis cannot be reached
 * the limit is skipped rather than failing every login (skipOnError): the database rules still hold.
 */
export async function registerRateLimit(app: FastifyInstance, redis: Redis | null): Promise<void> {
  await app.register(rateLimit, { global: false, ...(redis ? { redis, nameSpace: 'rate-limit:', skipOnError: true } : {}) });
}

/** Per-IP limits, shared so related routes agree. */
export const RATE_LIMITS = {
  login: { max: 30, timeWindow: '1 minute' },
  register: { max: 10, timeWindow: '1 minute' },
  sendCode: { max: 10, timeWindow: '1 minute' },
  verifyCode: { max: 30, timeWindow: '1 minute' },
  /** Calls that use up an email code or check a password (reset, code login, password and email change). */
  codeAction: { max: 10, timeWindow: '1 minute' },
  /** Look-ups that reveal whether something exists (member by ID number, name checks). */
  lookup: { max: 60, timeWindow: '1 minute' },
} as const;
