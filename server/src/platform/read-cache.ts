import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CacheTag, InvalidationBus } from './invalidation';

/**
 * In-process cache of anonymous answers. A route opts in with `config: { readCache: ['courses'] }`
 * (the tags its answer depends on); a visitor's answer is then kept as the exact bytes sent, and
 * later visitors get those bytes without validation, queries or serialisation. Members are never
 * served from it (their answers carry their own flags). Writes drop the tags they change through
 * the invalidation bus, so cache on and off answer byte for byte the same.
 */
declare module 'fastify' {
  interface FastifyContextConfig {
    /** Tags of the data this route's anonymous answer is built from. */
    readCache?: readonly CacheTag[];
  }
  interface FastifyRequest {
    readCacheFill: { key: string; epoch: number; tags: readonly CacheTag[] } | null;
  }
}

interface Entry {
  body: string;
  etag: string;
  tags: readonly CacheTag[];
}

/** Distinct answers kept (keyword searches make many keys); the oldest go first. */
const MAX_ENTRIES = 5_000;
/** Answers above this are not kept (a huge page is rare and would crowd out the rest). */
const MAX_BODY_BYTES = 512 * 1024;
const JSON_TYPE = 'application/json; charset=utf-8';

export class ReadCache {
  private readonly entries = new Map<string, Entry>();
  /** Counts invalidations; an answer computed across one is not kept (it may predate the write). */
  private epoch = 0;
  private readonly invalidatedAt = new Map<CacheTag, number>();
  private clearedAt = -1;

  get(key: string): Entry | undefined {
    return this.entries.get(key);
  }

  begin(): number {
    return this.epoch;
  }

  /** Keeps an answer unless one of its tags was invalidated since `epoch` (when the request started reading). */
  set(key: string, tags: readonly CacheTag[], body: string, epoch: number): Entry | null {
    if (this.clearedAt >= epoch || tags.some((tag) => (this.invalidatedAt.get(tag) ?? -1) >= epoch)) return null;
    if (body.length > MAX_BODY_BYTES) return null;
    const entry = { body, etag: etagOf(body), tags };
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
    return entry;
  }

  invalidate(tags: readonly CacheTag[] | 'all'): void {
    const epoch = this.epoch;
    this.epoch += 1;
    if (tags === 'all') {
      this.entries.clear();
      this.clearedAt = epoch;
      return;
    }
    for (const tag of tags) this.invalidatedAt.set(tag, epoch);
    for (const [key, entry] of this.entries) {
      if (entry.tags.some((tag) => tags.includes(tag))) this.entries.delete(key);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}

/** A strong ETag from the answer's bytes (same bytes, same tag, on every instance). */
export const etagOf = (body: string): string => `"${crypto.createHash('sha1').update(body).digest('base64url')}"`;

function keyOf(request: FastifyRequest): string {
  return request.method === 'GET' ? request.url : `${request.method} ${request.url}\n${JSON.stringify(request.body)}`;
}

function matches(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  return typeof header === 'string' && header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * Wires the cache into the request path. Call before the compression plugin registers, so the
 * answer is kept uncompressed (its onSend runs first); `enabled: false` (READ_CACHE=false) keeps
 * only the ETags.
 */
export function registerReadCache(app: FastifyInstance, bus: InvalidationBus, enabled: boolean): ReadCache {
  const cache = new ReadCache();
  const unsubscribe = bus.subscribe((tags) => cache.invalidate(tags));
  app.addHook('onClose', async () => unsubscribe());
  app.decorateRequest('readCacheFill', null);

  // After the session hook (onRequest) and body parsing: only a visitor's request, only a cached route.
  app.addHook('preValidation', async (request, reply) => {
    const tags = request.routeOptions.config.readCache;
    if (!enabled || !tags || request.currentUser !== null) return;
    const key = keyOf(request);
    const hit = cache.get(key);
    if (hit) {
      answer(request, reply, hit);
      return reply;
    }
    request.readCacheFill = { key, epoch: cache.begin(), tags };
    return undefined;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode !== 200 || typeof payload !== 'string' || request.method === 'HEAD') return payload;
    const fill = request.readCacheFill;
    if (fill && !reply.hasHeader('set-cookie')) {
      const entry = cache.set(fill.key, fill.tags, payload, fill.epoch);
      if (entry) reply.header('etag', entry.etag);
    }
    // Every other GET JSON answer gets its ETag too, so a browser can revalidate instead of downloading again.
    if (request.method === 'GET' && !reply.hasHeader('etag') && isJson(reply)) reply.header('etag', etagOf(payload));
    const etag = reply.getHeader('etag');
    if (request.method === 'GET' && typeof etag === 'string' && matches(request, etag)) {
      reply.code(304);
      return '';
    }
    return payload;
  });
  return cache;
}

function isJson(reply: FastifyReply): boolean {
  const type = reply.getHeader('content-type');
  return typeof type === 'string' && type.startsWith('application/json');
}

function answer(request: FastifyRequest, reply: FastifyReply, entry: Entry): void {
  reply.header('etag', entry.etag);
  if (request.method === 'GET' && matches(request, entry.etag)) {
    void reply.code(304).send();
    return;
  }
  void reply.type(JSON_TYPE).send(entry.body);
}
