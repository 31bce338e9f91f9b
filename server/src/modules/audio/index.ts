import type { FastifyPluginAsync } from 'fastify';
import { API_PREFIX } from '../api-prefix';
import { feedRoutes } from './feed-routes';
import { audioMediaRoutes } from './media-routes';
import { createHitCounter, type HitCounter } from '../../platform/hit-counter';
import { invalidateReads } from '../../platform/invalidation';
import { MemoryOnlineCounter, type OnlineCounter } from './online';
import { addPlays } from './repository';
import { RedisOnlineCounter } from './redis-online';
import { audioRoutes } from './routes';
import { named } from '../../platform/plugin-name';

declare module '../../platform/context' {
  interface AppContext {
    /** Who listens to which episode now (set by the audio module; in Redis with REDIS_URL, else in memory). */
    audioOnline: OnlineCounter;
    /** Plays: one per listener per episode per hour, written in batches. */
    audioPlays: HitCounter;
  }
}

/** The audio module (spec 7, Audio): the podcast calls under API_PREFIX, the signed audio files and the RSS feeds. */
const audioModule: FastifyPluginAsync = async (app) => {
  const { redis, clock } = app.ctx;
  app.ctx.audioOnline = redis
    ? new RedisOnlineCounter(redis, clock, (err) => app.log.warn({ err }, 'online count in redis failed'))
    : new MemoryOnlineCounter(clock);
  app.ctx.audioPlays = createHitCounter(app, 'audio-plays', async (counts) => {
    await addPlays(app.ctx.db, counts);
    // The lists show playNum.
    invalidateReads('audio');
  });
  await app.register(named(audioRoutes), { prefix: API_PREFIX });
  await app.register(named(audioMediaRoutes));
  await app.register(named(feedRoutes));
};

export default audioModule;
