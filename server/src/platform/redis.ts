import type { Redis } from 'ioredis';
import type { FastifyInstance } from 'fastify';
import { redisUp } from './metrics';

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
  const target = `${redis.options.host ?? ''}:${redis.options.port ?? ''}`;
  const stopSampling = redisUp.sample(() => [{ labels: { target }, value: isReady(redis) ? 1 : 0 }]);
  app.addHook('onClose', async () => {
    stopSampling();
    await redis.quit().catch(() => redis.disconnect());
  });
  return redis;
}

/** Connected and past its handshake: commands are answered now, not queued for a reconnect. */
export const isReady = (redis: Redis): boolean => redis.status === 'ready';
