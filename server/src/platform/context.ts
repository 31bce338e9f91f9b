import type { Redis } from 'ioredis';
import type { Clock } from './clock';
import type { Config } from './config';
import type { CountedReads } from './counted-reads';
import type { Database, Db } from './db';
import type { Readiness } from './health';
import type { InvalidationBus } from './invalidation';
import type { Mailer } from './mail';
import type { MemberReads } from './member-reads';
import type { KeptAnswers, SharedReads } from './read-cache';

/** What every module can reach through `app.ctx`; modules add their own services on their side. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  /** Signing secret (config APP_SECRET, or one generated into DATA_DIR). */
  secret: string;
  /** "Now" for every time rule; tests replace it with a ManualClock. */
  clock: Clock;
  /** Shared counters of all instances (REDIS_URL); null: counters stay in this process. */
  redis: Redis | null;
  /** SMTP, or the development outbox. */
  mailer: Mailer;
  /** Tells every instance which cached answers a write made stale (platform/invalidation.ts). */
  invalidation: InvalidationBus;
  /** Parts of answers that are the same for every viewer, dropped by the same writes (platform/read-cache.ts). */
  sharedReads: SharedReads;
  /** Each member's own part of their answers (account, messages, marks), dropped by the writes that change it (platform/member-reads.ts). */
  memberReads: MemberReads;
  /** Whether a call counts its viewer (a shot's view): kept pages ask those again per viewer (platform/counted-reads.ts). */
  countedReads: CountedReads;
  /** What a cached route would answer a viewer, when the read cache has it (platform/read-cache.ts). */
  keptAnswer: KeptAnswers;
  /** What /readyz checks; modules add their own conditions (platform/health.ts). */
  readiness: Readiness;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
