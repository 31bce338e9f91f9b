import crypto from 'node:crypto';
import type { AppContext } from '../../platform/context';
import { contentTypeOfKey } from '../storage/storage';
import { buildPodcastFeed } from './feed';
import * as repo from './repository';
import { safeContent, seriesNotFound } from './service';

/** Podcast apps poll feeds often; a feed is rebuilt at most this often per series and instance. */
export const FEED_TTL_MS = 5 * 60 * 1000;
const MAX_FEEDS = 200;

export interface Feed {
  xml: string;
  etag: string;
  builtAt: number;
}

const extensionOf = (key: string) => key.slice(key.lastIndexOf('.') + 1).toLowerCase();

/** The stable enclosure URL of an episode (it redirects to a fresh signed URL). */
export const enclosurePath = (audioId: number, sourceKey: string) => `/feeds/podcast/audio/${audioId}.${extensionOf(sourceKey)}`;

/** Builds feeds and keeps each for FEED_TTL_MS (clock from the app, so tests can age them). */
export class FeedCache {
  private readonly feeds = new Map<number, Feed>();

  constructor(private readonly ctx: AppContext) {}

  async get(seriesId: number): Promise<Feed> {
    const now = this.ctx.clock.now().getTime();
    const hit = this.feeds.get(seriesId);
    if (hit && now - hit.builtAt < FEED_TTL_MS) return hit;
    const feed = await this.build(seriesId, now);
    if (this.feeds.size >= MAX_FEEDS) this.feeds.delete(this.feeds.keys().next().value as number);
    this.feeds.set(seriesId, feed);
    return feed;
  }

  private async build(seriesId: number, now: number): Promise<Feed> {
    const { ctx } = this;
    const series = await repo.findSeries(ctx.db, seriesId);
    if (!series) throw seriesNotFound();
    const [rows, authors] = await Promise.all([repo.seriesEpisodes(ctx.db, seriesId), repo.seriesTeacherNames(ctx.db, seriesId)]);
    const origin = ctx.config.PUBLIC_URL.replace(/\/$/, '');
    const episodes = [];
    for (const row of rows) {
      const stat = await ctx.storage.stat(row.sourceKey);
      // An item without a playable file is useless to a podcast app: it is left out until the file exists.
      if (!stat) continue;
      episodes.push({
        row,
        content: safeContent(row.content),
        file: { size: stat.size, contentType: stat.contentType || contentTypeOfKey(row.sourceKey) },
        enclosureUrl: `${origin}${enclosurePath(row.id, row.sourceKey)}`,
        authors: authors.get(row.id) ?? [],
      });
    }
    const xml = buildPodcastFeed({ origin, siteName: ctx.config.SITE_NAME, series, episodes });
    return { xml, etag: `"${crypto.createHash('sha1').update(xml).digest('base64url')}"`, builtAt: now };
  }
}
