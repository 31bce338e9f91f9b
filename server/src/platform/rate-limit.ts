import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';

/**
 * Per-route limits only (global: false): a route opts in with `config: { rateLimit: RATE_LIMITS.x }`.
 * Counters live in each instance's memory; the rules that must hold across instances (login
 * lockout, 60 s between codes) are enforced in the database by their modules.
 */
export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, { global: false });
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
