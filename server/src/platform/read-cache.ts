import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler, preValidationHookHandler } from 'fastify';
import type { CacheTag, InvalidationBus, UserScope } from './invalidation';
import { cacheCounts, cacheEntries } from './metrics';
import { addRouteHook } from './route-hooks';

/**
 * In-process cache of anonymous answers. A route opts in with `config: { readCache: ['courses'] }`
 * (the tags its answer depends on); a visitor's answer is then kept as the exact bytes sent, and
 * later visitors get those bytes without validation, queries or serialisation. Members are served from
 * it only on routes that say their answer is the same for everyone (`sameForEveryone`); elsewhere their
 * answers carry their own flags. Writes drop the tags they change through
 * the invalidation bus, so cache on and off answer byte for byte the same.
 */
declare module 'fastify' {
  interface FastifyContextConfig {
    /** Tags of the data this route's anonymous answer is built from. */
    readCache?: readonly CacheTag[];
    /**
     * The answer does not depend on who asks (the footer's links, the banners, the category lists): members are
     * served the kept bytes too, and may fill them. A route whose answer carries a viewer's flags must not say so.
     */
    sameForEveryone?: true;
    /**
     * A member's answer changes only with writes that drop the route's `readCache` tags or these scopes of the
     * member's own reads (`invalidateUserReads`): it is kept per member and dropped by either, as those reads are.
     */
    memberAnswer?: readonly UserScope[];
    /** A cached read that can still write (the purchase poll may claim an order): its answer carries the write mark. */
    mayWrite?: true;
  }
  interface FastifyRequest {
    /** Where this request's answer is kept once sent (set by the look-up that missed; a route sets it null to keep nothing). */
    readCacheFill: { cache: ReadCache<string>; key: string; epoch: number; tags: readonly string[] } | null;
  }
}

/** Content encodings answers are compressed with, best first (app.ts's compression plugin offers the same). */
export const ANSWER_ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ANSWER_ENCODINGS)[number];
const OFFERED_ENCODINGS: string[] = [...ANSWER_ENCODINGS];
/** Answers smaller than this go out uncompressed (headers and framing would eat the gain). */
export const COMPRESSION_THRESHOLD = 2048;
/** Answers are compressed while a request waits: a low brotli quality keeps that cheap. */
export const BROTLI_QUALITY = 4;

interface Entry {
  /** UTF-8 bytes: a hit is written to the socket as is (no byte-length scan, no re-encoding per request). */
  body: Buffer;
  /** The same answer as text, for a server-side render that reads it (decoded once, when first read). */
  readonly text: string;
  etag: string;
  tags: readonly string[];
  /**
   * The body compressed, per encoding, made on the first hit that asks for it: every browser asks
   * for br or gzip, and compressing a 25 KB page again on each hit cost more than the rest of it.
   */
  encoded: Partial<Record<Encoding, Buffer>>;
}

/** Distinct answers kept (keyword searches make many keys); the oldest go first. */
const MAX_ENTRIES = 5_000;
/** Answers above this are not kept (a huge page is rare and would crowd out the rest). */
const MAX_BODY_BYTES = 512 * 1024;
export const JSON_TYPE = 'application/json; charset=utf-8';

/** Tags remembered for the race guard (members' tags are many); past this the guard refuses every value in flight instead. */
const MAX_REMEMBERED_TAGS = 10_000;

/** Values by key, each with the tags it depends on; an invalidation drops the values of its tags. */
class TaggedStore<V, T extends string = CacheTag> {
  private readonly entries = new Map<string, { value: V; tags: readonly T[]; weight: number }>();
  /** Counts invalidations; a value computed across one is not kept (it may predate the write). */
  private epoch = 0;
  private readonly invalidatedAt = new Map<T, number>();
  private clearedAt = -1;
  private weight = 0;

  constructor(
    private readonly maxEntries: number,
    /** What a value weighs against `maxWeight` (bytes); the oldest go first past either bound. */
    private readonly weigh: (value: V) => number = () => 0,
    private readonly maxWeight = Infinity,
  ) {}

  get(key: string): V | undefined {
    return this.entries.get(key)?.value;
  }

  has(key: string): boolean {
    return this.entries.has(key);
  }

  begin(): number {
    return this.epoch;
  }

  /** Keeps a value unless one of its tags was invalidated since `epoch` (when its reading started). */
  set(key: string, tags: readonly T[], value: V, epoch: number): boolean {
    if (this.clearedAt >= epoch || tags.some((tag) => (this.invalidatedAt.get(tag) ?? -1) >= epoch)) return false;
    const weight = this.weigh(value);
    if (weight > this.maxWeight) return false;
    this.remove(key);
    this.entries.set(key, { value, tags, weight });
    this.weight += weight;
    while (this.entries.size > this.maxEntries || this.weight > this.maxWeight) this.remove(this.entries.keys().next().value as string);
    return true;
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.weight -= entry.weight;
  }

  invalidate(tags: readonly T[] | 'all'): void {
    const epoch = this.epoch;
    this.epoch += 1;
    if (tags === 'all') {
      this.entries.clear();
      this.weight = 0;
      this.clearedAt = epoch;
      return;
    }
    if (this.invalidatedAt.size >= MAX_REMEMBERED_TAGS) {
      this.invalidatedAt.clear();
      this.clearedAt = epoch;
    }
    for (const tag of tags) this.invalidatedAt.set(tag, epoch);
    for (const [key, entry] of this.entries) {
      if (entry.tags.some((tag) => tags.includes(tag))) this.remove(key);
    }
  }

  get size(): number {
    return this.entries.size;
  }

  /** What the kept values weigh together. */
  get weighed(): number {
    return this.weight;
  }
}

/** Answers as the exact bytes sent (visitors', or members' own under member tags). */
export class ReadCache<T extends string = CacheTag> {
  private readonly store: TaggedStore<Entry, T>;

  /** `maxBytes`: each answer counts twice its bytes (its text, once a render reads it; compressed copies left out). */
  constructor(maxEntries = MAX_ENTRIES, maxBytes = Infinity) {
    this.store = new TaggedStore<Entry, T>(maxEntries, (entry) => 2 * entry.body.length, maxBytes);
  }

  get bytes(): number {
    return this.store.weighed;
  }

  get(key: string): Entry | undefined {
    return this.store.get(key);
  }

  begin(): number {
    return this.store.begin();
  }

  /** Keeps the answer unless a write to its tags came since `epoch` (when its making began). */
  set(key: string, tags: readonly T[], body: string, epoch: number): Entry | null {
    if (body.length > MAX_BODY_BYTES) return null;
    const entry = keptAnswerOf(body, tags);
    return this.store.set(key, tags, entry, epoch) ? entry : null;
  }

  invalidate(tags: readonly T[] | 'all'): void {
    this.store.invalidate(tags);
  }

  get size(): number {
    return this.store.size;
  }
}

const answerCounts = cacheCounts('answers');
const sharedCounts = cacheCounts('shared');

/**
 * The part of an answer that is the same for every viewer (a shot and its author), kept by key and
 * dropped by tag like the visitors' answers; the caller adds the viewer's own flags per request.
 * Values are shared: callers copy before changing anything. Off with READ_CACHE=false.
 */
export class SharedReads {
  private readonly store = new TaggedStore<unknown>(MAX_ENTRIES);

  constructor(
    bus: InvalidationBus,
    private readonly enabled: boolean,
  ) {
    bus.subscribe((tags) => {
      sharedCounts.invalidations += 1;
      this.store.invalidate(tags);
    });
  }

  get size(): number {
    return this.store.size;
  }

  /**
   * A value whose reading overlapped a write to it (an invalidation of one of its tags) is read once more:
   * kept or not, it may predate that write. A shot's views written in a batch while its row was being read
   * had already left the pending count, and that answer showed one view fewer than the one before.
   */
  async get<T>(key: string, tags: readonly CacheTag[], load: () => Promise<T>): Promise<T> {
    if (!this.enabled) return load();
    if (this.store.has(key)) {
      sharedCounts.hits += 1;
      return this.store.get(key) as T;
    }
    sharedCounts.misses += 1;
    const value = await this.loadAndKeep(key, tags, load);
    return value.kept ? value.value : (await this.loadAndKeep(key, tags, load)).value;
  }

  private async loadAndKeep<T>(key: string, tags: readonly CacheTag[], load: () => Promise<T>): Promise<{ value: T; kept: boolean }> {
    const epoch = this.store.begin();
    const value = await load();
    return { value, kept: this.store.set(key, tags, value, epoch) };
  }
}

export type KeptAnswer = Entry;

/**
 * An answer as bytes to send again and again (sendKept), compressed once per encoding when first asked so; its ETag
 * is hashed when first read (a member's page, never revalidated, needs none), its text decoded when first read.
 */
export function keptAnswerOf(body: string, tags: readonly string[] = []): KeptAnswer {
  let etag: string | undefined;
  let text: string | undefined;
  return {
    body: Buffer.from(body, 'utf8'),
    tags,
    encoded: {},
    get etag() {
      return (etag ??= etagOf(this.body));
    },
    // Decoded when a render first reads it, and kept: most kept answers are only ever sent as bytes.
    get text() {
      return (text ??= this.body.toString('utf8'));
    },
  };
}

/** A strong ETag from the answer's bytes (same bytes, same tag, on every instance). */
export const etagOf = (body: string | Buffer): string => `"${crypto.createHash('sha1').update(body).digest('base64url')}"`;

/** An answer's key: a GET's path and query; another method's with its (parsed) body written again. */
const answerKey = (method: string, url: string, body: unknown): string => (method === 'GET' ? url : `${method} ${url}\n${JSON.stringify(body)}`);

function keyOf(request: FastifyRequest): string {
  return answerKey(request.method, request.url, request.body);
}

function matches(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  return typeof header === 'string' && header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** Members' own answers kept at once, across all members (their catalogue and course pages), and their bytes. */
const MAX_MEMBER_ANSWERS = 5_000;
const MAX_MEMBER_ANSWER_BYTES = 64 * 1024 * 1024;
/** The tag of a member's answers built from one scope of their own reads: their writes to it drop them. */
const memberTag = (userId: number, scope: UserScope): string => `member:${userId}:${scope}`;
const memberAnswerCounts = cacheCounts('member-answers');

/** How a route's answers are kept: its tags, and who shares them. */
interface RouteCaching {
  tags: readonly CacheTag[];
  forEveryone: boolean;
  memberScopes: readonly UserScope[] | undefined;
}

/**
 * Wires the cache into the request path. Call before the compression plugin registers, so the
 * answer is kept uncompressed (its onSend runs first); `enabled: false` (READ_CACHE=false) keeps
 * only the ETags. The hooks are added per route when it is declared (onRoute): the look-up only on
 * routes that opt in, the ETag only on routes that answer GET or fill the cache; every other
 * request (a 404, a file, a write) pays for neither. A member's answer is kept too where the route says it is
 * built only from kept reads (`memberAnswer`), in a store of its own, dropped by the route's tags and the
 * member's scopes.
 */
export function registerReadCache(app: FastifyInstance, bus: InvalidationBus, enabled: boolean): KeptAnswers {
  const cache = new ReadCache();
  const members = new ReadCache<string>(MAX_MEMBER_ANSWERS, MAX_MEMBER_ANSWER_BYTES);
  const unsubscribe = bus.subscribe((tags) => {
    answerCounts.invalidations += 1;
    memberAnswerCounts.invalidations += 1;
    cache.invalidate(tags);
    members.invalidate(tags);
  });
  const unsubscribeUsers = bus.subscribeUsers((change) => {
    memberAnswerCounts.invalidations += 1;
    members.invalidate(change === 'all' ? 'all' : change.userIds.flatMap((userId) => change.scopes.map((scope) => memberTag(userId, scope))));
  });
  const stopSampling = cacheEntries.sample(() => [
    { labels: { cache: 'answers' }, value: cache.size },
    { labels: { cache: 'member-answers' }, value: members.size },
  ]);
  app.addHook('onClose', async () => {
    unsubscribe();
    unsubscribeUsers();
    stopSampling();
  });
  app.decorateRequest('readCacheFill', null);

  /** Where a viewer's answer of a route is kept, by its key: the visitors' cache, the member's own, or nowhere (null). */
  const placeOf = (viewerId: number | null, route: RouteCaching, key: () => string) => {
    if (viewerId === null || route.forEveryone) return { cache: cache as ReadCache<string>, key: key(), tags: route.tags, counts: answerCounts };
    if (!route.memberScopes) return null;
    const tags = [...route.tags, ...route.memberScopes.map((scope) => memberTag(viewerId, scope))];
    return { cache: members, key: `${viewerId}\n${key()}`, tags, counts: memberAnswerCounts };
  };

  // After the session hook (onRequest) and body parsing.
  const lookUp = (route: RouteCaching): preValidationHookHandler =>
    function readCacheLookUp(request, reply, done) {
      const place = placeOf(request.currentUser?.id ?? null, route, () => keyOf(request));
      if (!place) return done();
      const hit = place.cache.get(place.key);
      if (hit) {
        place.counts.hits += 1;
        answer(request, reply, hit);
        return;
      }
      place.counts.misses += 1;
      request.readCacheFill = { cache: place.cache, key: place.key, epoch: place.cache.begin(), tags: place.tags };
      done();
    };

  const fillAndTag: onSendHookHandler = function readCacheOnSend(request, reply, payload, done) {
    if (reply.statusCode !== 200 || typeof payload !== 'string' || request.method === 'HEAD') return done(null, payload);
    const fill = request.readCacheFill;
    if (fill && !reply.hasHeader('set-cookie')) {
      const entry = fill.cache.set(fill.key, fill.tags, payload, fill.epoch);
      if (entry) reply.header('etag', entry.etag);
    }
    // Every other GET JSON answer gets its ETag too, so a browser can revalidate instead of downloading again.
    if (request.method === 'GET' && !reply.hasHeader('etag') && isJson(reply)) reply.header('etag', etagOf(payload));
    const etag = reply.getHeader('etag');
    if (request.method === 'GET' && typeof etag === 'string' && matches(request, etag)) {
      reply.code(304);
      return done(null, '');
    }
    done(null, payload);
  };

  /** `METHOD path` of every cached route, for a server-side render's calls. */
  const cachedRoutes = new Map<string, RouteCaching>();
  app.addHook('onRoute', (route) => {
    const tags = route.config?.readCache;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (enabled && tags !== undefined) {
      const caching = { tags, forEveryone: route.config?.sameForEveryone === true, memberScopes: route.config?.memberAnswer };
      addRouteHook(route, 'preValidation', lookUp(caching));
      for (const method of methods) cachedRoutes.set(`${method} ${route.url}`, caching);
    }
    if ((enabled && tags !== undefined) || methods.includes('GET')) addRouteHook(route, 'onSend', fillAndTag);
  });
  return (viewerId, { method, url, payload }) => {
    const route = cachedRoutes.get(`${method} ${url.split('?')[0]}`);
    if (!route) return undefined;
    let body: unknown;
    try {
      body = method === 'GET' || payload === undefined ? undefined : JSON.parse(payload);
    } catch {
      // A body that is not JSON is asked through the route.
      return undefined;
    }
    const key = answerKey(method, url, body);
    const place = placeOf(viewerId, route, () => key);
    if (!place) return undefined;
    const hit = place.cache.get(place.key);
    if (hit) place.counts.hits += 1;
    return hit;
  };
}

/**
 * What a cached route would answer this viewer (a visitor: null), when the cache has it: the kept bytes, without a
 * request through the route (a server-side render's calls, issue 41). A visitor's kept answer, one that is the same
 * for everyone, or the member's own where the route keeps it (`memberAnswer`).
 */
export type KeptAnswers = (viewerId: number | null, call: { method: string; url: string; payload?: string }) => KeptAnswer | undefined;

function isJson(reply: FastifyReply): boolean {
  const type = reply.getHeader('content-type');
  return typeof type === 'string' && type.startsWith('application/json');
}

function answer(request: FastifyRequest, reply: FastifyReply, entry: Entry): void {
  sendKept(request, reply, entry, JSON_TYPE);
}

/**
 * Sends a kept answer: 304 when the client has these bytes, else the bytes, compressed once per encoding and
 * kept with them. Also used for the visitors' server-rendered pages (release/routes.ts).
 */
export function sendKept(request: FastifyRequest, reply: FastifyReply, entry: Entry, type: string, { revalidate = true } = {}): FastifyReply {
  // An answer no one may store (a member's page) is never asked for again by its ETag: it gets none.
  if (revalidate) {
    reply.header('etag', entry.etag);
    if (request.method === 'GET' && matches(request, entry.etag)) return reply.code(304).send();
  }
  const encoding = entry.body.length >= COMPRESSION_THRESHOLD ? acceptedEncoding(request) : null;
  if (encoding === null) return reply.type(type).send(entry.body);
  // With Content-Encoding set, the compression plugin passes the bytes through as they are.
  const bytes = (entry.encoded[encoding] ??= compress(entry.body, encoding));
  return reply.type(type).header('content-encoding', encoding).header('vary', 'accept-encoding').send(bytes);
}

/** The encoding the client prefers among ours, read as the compression plugin reads it ("*" and x-gzip are gzip). */
function acceptedEncoding(request: FastifyRequest): Encoding | null {
  const header = request.headers['accept-encoding'];
  if (typeof header !== 'string' || request.headers['x-no-compression'] !== undefined) return null;
  const encoding = negotiate(header.toLowerCase().replace(/\*|x-gzip/g, 'gzip'), OFFERED_ENCODINGS);
  return encoding === 'br' || encoding === 'gzip' ? encoding : null;
}

function compress(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br' ? zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }) : zlib.gzipSync(body);
}
