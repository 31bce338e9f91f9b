import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from './db';

/** One readiness condition: true when met; a throw counts as not met. */
export type ReadinessCheck = () => boolean | Promise<boolean>;

/**
 * What /readyz asks before this instance takes traffic: the platform's conditions (database, migrations, Redis)
 * and those modules add when they register (the release module: releases loaded). `drain()` turns it not-ready
 * for good: the first step of a graceful shutdown, so a balancer that polls readiness stops sending requests.
 */
export class Readiness {
  private readonly checks = new Map<string, ReadinessCheck>();
  private draining = false;

  add(name: string, check: ReadinessCheck): void {
    this.checks.set(name, check);
  }

  drain(): void {
    this.draining = true;
  }

  get isDraining(): boolean {
    return this.draining;
  }

  /** Each condition by name, run side by side. */
  async report(): Promise<Record<string, boolean>> {
    const entries = await Promise.all(
      [...this.checks].map(async ([name, check]) => [name, await Promise.resolve().then(check).catch(() => false)] as const),
    );
    return Object.fromEntries(entries);
  }
}

const healthAnswer = z.object({ data: z.object({ status: z.enum(['ok', 'degraded']), database: z.boolean() }) });
const readyAnswer = z.object({ data: z.object({ status: z.enum(['ready', 'not-ready', 'draining']), checks: z.record(z.string(), z.boolean()) }) });

/**
 * GET /healthz: the process answers (and can reach its database); a supervisor restarts it when this fails.
 * GET /readyz: it should get traffic now (503 while starting, when a dependency is down, or while draining).
 */
export function registerHealth(app: FastifyInstance, database: Database, readiness: Readiness): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    '/healthz',
    { schema: { tags: ['platform'], summary: '健康检查（含数据库连通性）', response: { 200: healthAnswer, 503: healthAnswer } } },
    async (_request, reply) => {
      const reachable = await database.ping();
      return reply.status(reachable ? 200 : 503).send({ data: { status: reachable ? 'ok' : 'degraded', database: reachable } });
    },
  );
  typed.get(
    '/readyz',
    { schema: { tags: ['platform'], summary: '就绪检查（数据库、迁移、前端版本、Redis；停机排空时为 draining）', response: { 200: readyAnswer, 503: readyAnswer } } },
    async (_request, reply) => {
      const checks = await readiness.report();
      const status = readiness.isDraining ? 'draining' : Object.values(checks).every(Boolean) ? 'ready' : 'not-ready';
      return reply.status(status === 'ready' ? 200 : 503).header('cache-control', 'no-store').send({ data: { status, checks } });
    },
  );
}
