import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { binaryAnswer } from '../../platform/openapi';
import { FeedCache } from './feed-service';
import * as repo from './repository';
import { audioNotFound, absoluteSourceUrlOf } from './service';
import { idParam } from '../../platform/ids';

const FEED_CACHE_CONTROL = 'public, max-age=300';

/** The podcast feeds (outside /api_v1): RSS 2.0 + iTunes per series, and stable enclosure URLs. */
export const feedRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const feeds = new FeedCache(app.ctx);

  app.get(
    '/feeds/podcast/:audioSeriesId.xml',
    {
      schema: {
        tags: ['audio'],
        summary: '播客 RSS 订阅（RSS 2.0 + iTunes 命名空间）',
        produces: ['application/rss+xml'],
        params: z.object({ audioSeriesId: idParam }),
        response: { 200: binaryAnswer('RSS 2.0 XML'), 304: binaryAnswer('未修改（If-None-Match 与 ETag 相同），无内容') },
      },
    },
    async (request, reply) => {
      const feed = await feeds.get(request.params.audioSeriesId);
      reply.header('Cache-Control', FEED_CACHE_CONTROL);
      reply.header('ETag', feed.etag);
      if (request.headers['if-none-match'] === feed.etag) return reply.status(304).send('');
      reply.type('application/rss+xml; charset=utf-8');
      return feed.xml;
    },
  );

  // Podcast apps download episodes hours or days after reading the feed, so the feed carries a URL
  // that never expires and hands out a freshly signed one at download time.
  app.get(
    '/feeds/podcast/audio/:file',
    {
      schema: {
        hide: true,
        params: z.object({ file: z.string().regex(/^\d{1,10}\.[a-z0-9]{2,4}$/) }),
      },
    },
    async (request, reply) => {
      const audioId = Number.parseInt(request.params.file, 10);
      if (!(await repo.audioExists(app.ctx.db, audioId))) throw audioNotFound();
      reply.header('Cache-Control', 'no-store');
      return reply.redirect(absoluteSourceUrlOf(app.ctx, audioId), 302);
    },
  );
};
