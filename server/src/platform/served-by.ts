import type { FastifyInstance } from 'fastify';

/** Every answer names the instance that made it (INSTANCE_NAME), so a proxy's spread can be seen and debugged. */
export function registerServedBy(app: FastifyInstance, instanceName: string | undefined): void {
  if (!instanceName) return;
  app.addHook('onRequest', (_request, reply, done) => {
    reply.header('X-Served-By', instanceName);
    done();
  });
}
