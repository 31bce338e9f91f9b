import type { Redis } from 'ioredis';
import type { FastifyInstance } from 'fastify';

/**
 * The Redis connection shared by every instance (REDIS_URL), or null for the embedded single
 * process, where counters stay in memory. Commands wait for a reconnect instead of failing at
 * once, but not for ever: a counter that cannot reach Redis answers an error after a few seconds.
 */
export async function connectRedis(app: FastifyInstance, url: string | undefined): Promise<Redis | null> {
  if (!url) return null;
  // Loaded only when configured: the embedded single process (and every server test file) skips the client.
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, { maxRetriesPerRequest: 2, connectTimeout: 5_000, enableAutoPipelining: true });
  redis.on('error', (err: Error) => app.log.warn({ err }, 'redis error'));
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return redis;
}
