import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { modules } from './modules';
import type { Config } from './platform/config';
import type { AppContext } from './platform/context';
import type { Database } from './platform/db';
import { registerEnvelope } from './platform/envelope';
import { loadSecret } from './platform/secret';
import { registerSession } from './platform/session';

export interface BuildOptions {
  config: Config;
  database: Database;
  secret?: string;
}

/**
 * Start-up in a fixed order: external plugins, then app plugins (context, session), then modules.
 * Nothing here listens; main.ts does, tests use app.inject.
 */
export async function buildApp({ config, database, secret }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : {
            level: config.LOG_LEVEL,
            redact: {
              paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', '*.password', '*.code', '*.cid', '*.tel', '*.sign', '*.uploadToken'],
              censor: '[redacted]',
            },
          },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // Unknown fields are refused by .strict() schemas; coercion turns query strings into numbers.
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array' } },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(cookie);

  // Modules add their own services to ctx when they register (e.g. storage), hence the cast.
  const ctx = { config, database, db: database.db, secret: secret ?? loadSecret(config) } satisfies Partial<AppContext> as AppContext;
  app.decorate('ctx', ctx);
  registerEnvelope(app);
  registerSession(app, database.db);

  for (const module of modules) {
    await app.register(module.plugin);
  }

  app.get('/healthz', async (_request, reply) => {
    const database = await ctx.database.ping();
    return reply.status(database ? 200 : 503).send({ data: { status: database ? 'ok' : 'degraded', database } });
  });

  return app;
}
