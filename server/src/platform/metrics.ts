import { Counter, Gauge, Histogram, type Metric, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * Every Prometheus metric of the server, defined here and nowhere else (GET /metrics, platform/metrics-route.ts).
 * Modules count with the small functions below: one line at the place where the thing happens.
 * Names and labels are what deploy/grafana's dashboard and deploy/prometheus's alert rules query.
 *
 * One registry per process: the server runs one app per process; tests that build several apps in one
 * process see the sum of their counters, so they compare before and after.
 */
export const registry = new Registry();
// Event loop lag, heap, GC, handles, CPU and memory of the process (standard names: nodejs_*, process_*).
collectDefaultMetrics({ register: registry });

const registers = [registry];

/** Samples of a gauge that are read when Prometheus scrapes (cache sizes, pool use, active versions). */
type Sampler<L extends string> = () => Iterable<{ labels: Partial<Record<L, string>>; value: number }> | Promise<Iterable<{ labels: Partial<Record<L, string>>; value: number }>>;

/** A gauge whose value is asked of its sources at scrape time; an app adds its sources and removes them when it closes. */
class SampledGauge<L extends string> {
  private readonly samplers = new Set<Sampler<L>>();
  readonly gauge: Gauge<L>;

  constructor(name: string, help: string, labelNames: readonly L[]) {
    const samplers = this.samplers;
    this.gauge = new Gauge<L>({
      name,
      help,
      labelNames,
      registers,
      async collect() {
        this.reset();
        for (const sample of samplers) {
          for (const { labels, value } of await sample()) this.inc(labels, value);
        }
      },
    });
  }

  /** Adds a source; call the answer to remove it. */
  sample(sampler: Sampler<L>): () => void {
    this.samplers.add(sampler);
    return () => this.samplers.delete(sampler);
  }
}

// --- HTTP -------------------------------------------------------------------------------------------------

/** Answers of the hot reads take about a millisecond: the low buckets tell them apart. */
const HTTP_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

interface AnswerSeries {
  labels: { route: string; method: string; status_class: string };
  /** Answers per bucket (not cumulative), the last one above the highest bound. */
  counts: number[];
  sum: number;
  count: number;
}

/** Label of each status class, by the status code's first digit. */
const STATUS_CLASSES = ['other', '1xx', '2xx', '3xx', '4xx', '5xx'];

/**
 * The answers of one route pattern, held by the hook that times that route (platform/metrics-route.ts): an answer
 * finds its series by the method and the status code's first digit, with no label string made or hashed.
 */
class RouteAnswerTimes {
  /** Series by method, then by status class (STATUS_CLASSES' index); made on the first answer of each. */
  private readonly byMethod = new Map<string, (AnswerSeries | undefined)[]>();

  constructor(
    private readonly route: string,
    private readonly all: AnswerSeries[],
  ) {}

  observe(method: string, statusCode: number, seconds: number): void {
    let classes = this.byMethod.get(method);
    if (classes === undefined) {
      classes = [];
      this.byMethod.set(method, classes);
    }
    const statusClass = statusCode >= 100 && statusCode < 600 ? (statusCode / 100) | 0 : 0;
    let series = classes[statusClass];
    if (series === undefined) {
      series = { labels: { route: this.route, method, status_class: STATUS_CLASSES[statusClass] }, counts: new Array<number>(HTTP_BUCKETS.length + 1).fill(0), sum: 0, count: 0 };
      classes[statusClass] = series;
      this.all.push(series);
    }
    let bucket = 0;
    while (bucket < HTTP_BUCKETS.length && seconds > HTTP_BUCKETS[bucket]) bucket += 1;
    series.counts[bucket] += 1;
    series.sum += seconds;
    series.count += 1;
  }
}

/**
 * The HTTP histogram, observed on every answer. prom-client's own Histogram validates and hashes the labels on
 * each observation (about 1 µs, as much as a cached read's own work on this path), and so did a string key per
 * answer; here each route pattern holds its own series (forRoute, once per route at registration) and the text
 * is made only when Prometheus scrapes. Same name, labels and format.
 */
class AnswerTimes {
  readonly name = 'site_http_request_duration_seconds';
  readonly help = 'Time from request to answer, by route pattern (not the raw URL), method and status class.';
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  readonly labelNames = ['route', 'method', 'status_class'];
  private readonly routes = new Map<string, RouteAnswerTimes>();
  private readonly series: AnswerSeries[] = [];

  /** The series of one route pattern (the same object for every app and every method of that pattern). */
  forRoute(route: string): RouteAnswerTimes {
    let times = this.routes.get(route);
    if (times === undefined) {
      times = new RouteAnswerTimes(route, this.series);
      this.routes.set(route, times);
    }
    return times;
  }

  /** What the registry writes: name, help, type and every line's name, labels and value. */
  get() {
    const values: { metricName: string; labels: Record<string, string | number>; value: number }[] = [];
    for (const { labels, counts, sum, count } of this.series) {
      let cumulative = 0;
      HTTP_BUCKETS.forEach((bound, index) => {
        cumulative += counts[index];
        values.push({ metricName: `${this.name}_bucket`, labels: { le: bound, ...labels }, value: cumulative });
      });
      values.push({ metricName: `${this.name}_bucket`, labels: { le: '+Inf', ...labels }, value: count });
      values.push({ metricName: `${this.name}_sum`, labels, value: sum });
      values.push({ metricName: `${this.name}_count`, labels, value: count });
    }
    return { name: this.name, help: this.help, type: this.type, values, aggregator: this.aggregator };
  }
}

export const httpDuration = new AnswerTimes();
// The registry asks a metric only for get() (and name) when it writes the text.
registry.registerMetric(httpDuration as unknown as Metric);

// --- Read caches ------------------------------------------------------------------------------------------

/**
 * answers: visitors' whole answers (read-cache.ts); member-answers: members' whole answers on routes that keep them;
 * shared: parts the same for everyone; member: members' own reads.
 */
export type CacheName = 'answers' | 'member-answers' | 'shared' | 'member';

/** Plain numbers on the hot path (a cached read adds one), read into the counters when Prometheus scrapes. */
export interface CacheCounts {
  hits: number;
  misses: number;
  invalidations: number;
}
const cacheCountsByName: Record<CacheName, CacheCounts> = {
  answers: { hits: 0, misses: 0, invalidations: 0 },
  'member-answers': { hits: 0, misses: 0, invalidations: 0 },
  shared: { hits: 0, misses: 0, invalidations: 0 },
  member: { hits: 0, misses: 0, invalidations: 0 },
};
const cachesCounted = Object.entries(cacheCountsByName) as [CacheName, CacheCounts][];

new Counter({
  name: 'site_read_cache_lookups_total',
  help: 'Look-ups in the in-process read caches, by cache and result (hit or miss).',
  labelNames: ['cache', 'result'] as const,
  registers,
  collect() {
    this.reset();
    for (const [cache, counts] of cachesCounted) {
      this.inc({ cache, result: 'hit' }, counts.hits);
      this.inc({ cache, result: 'miss' }, counts.misses);
    }
  },
});
new Counter({
  name: 'site_read_cache_invalidations_total',
  help: 'Invalidations applied to the in-process read caches (a write, here or heard from another instance).',
  labelNames: ['cache'] as const,
  registers,
  collect() {
    this.reset();
    for (const [cache, counts] of cachesCounted) this.inc({ cache }, counts.invalidations);
  },
});
export const cacheEntries = new SampledGauge('site_read_cache_entries', 'Entries kept in each in-process read cache.', ['cache'] as const);

/** The counts of one cache, to add to (`counts.hits += 1`). */
export const cacheCounts = (cache: CacheName): CacheCounts => cacheCountsByName[cache];

// --- Database ---------------------------------------------------------------------------------------------

/** A query slower than this is counted as slow. */
export const SLOW_QUERY_SECONDS = 0.1;

const dbQueryDuration = new Histogram({
  name: 'site_db_query_duration_seconds',
  help: 'Database query time as the server waits for it (queueing for a connection included), by driver.',
  labelNames: ['driver'] as const,
  buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers,
});
const dbSlowQueries = new Counter({
  name: 'site_db_slow_queries_total',
  help: `Database queries slower than ${SLOW_QUERY_SECONDS * 1000} ms, by driver.`,
  labelNames: ['driver'] as const,
  registers,
});
export const dbPool = new SampledGauge(
  'site_db_pool_connections',
  'PostgreSQL pool: connections in use (open transactions and queries in flight, at most the pool size) and requests waiting beyond it.',
  ['state'] as const,
);

type Driver = 'pglite' | 'postgres';
/** Each driver's series, found once: `labels()` checks the labels and makes two closures on every call. */
const queryTimesOf: Record<Driver, ReturnType<typeof dbQueryDuration.labels>> = {
  pglite: dbQueryDuration.labels('pglite'),
  postgres: dbQueryDuration.labels('postgres'),
};

export function observeQuery(driver: Driver, seconds: number): void {
  queryTimesOf[driver].observe(seconds);
  if (seconds > SLOW_QUERY_SECONDS) dbSlowQueries.labels(driver).inc();
}

// --- Redis, invalidation bus, write marks -----------------------------------------------------------------

export const redisUp = new SampledGauge('site_redis_up', '1 while the Redis connection (REDIS_URL, host:port as target) is ready, 0 while it is not; absent without Redis.', ['target'] as const);

export const busLag = new Histogram({
  name: 'site_invalidation_bus_lag_seconds',
  help: "Time from another instance's publish of an invalidation to this instance hearing it (the two clocks' skew included).",
  buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers,
});

export const writeMarkWaits = new Counter({
  name: 'site_write_mark_waits_total',
  help: "Requests that waited to hear a write made on another instance before reading (the member's write mark).",
  registers,
});
export const writeMarkTimeouts = new Counter({
  name: 'site_write_mark_timeouts_total',
  help: 'Write marks not heard within the catch-up time: the instance dropped all its caches instead.',
  registers,
});

// --- Payments ---------------------------------------------------------------------------------------------

const paymentOrders = new Counter({
  name: 'site_payment_orders_total',
  help: 'Orders by event: created (a new pending order), paid (confirmed once), refunded (settled once).',
  labelNames: ['event'] as const,
  registers,
});
const paymentProviderErrors = new Counter({
  name: 'site_payment_provider_errors_total',
  help: "Errors of a payment provider's API, by provider and kind: refused (it answered an error code) or failed (unreachable, untrusted or unreadable answer).",
  labelNames: ['provider', 'kind'] as const,
  registers,
});
const paymentNotifies = new Counter({
  name: 'site_payment_notifies_total',
  help: 'Payment and refund notifications from providers, by provider and result (verified signature or refused).',
  labelNames: ['provider', 'result'] as const,
  registers,
});

export const countOrder = (event: 'created' | 'paid' | 'refunded'): void => paymentOrders.labels(event).inc();
export const countProviderError = (provider: string, kind: 'refused' | 'failed'): void => paymentProviderErrors.labels(provider, kind).inc();
export const countNotify = (provider: string, result: 'verified' | 'refused'): void => paymentNotifies.labels(provider, result).inc();

// --- Releases ---------------------------------------------------------------------------------------------

export const releaseActive = new SampledGauge('site_release_active', 'The active version of each remote: 1 for the version served now.', ['remote', 'version'] as const);

const releaseLoadReports = new Counter({
  name: 'site_release_load_reports_total',
  help: "Browsers' remote load reports counted (one per load ticket, remote, version and kind), by remote and kind (load, fallback, failure).",
  labelNames: ['remote', 'kind'] as const,
  registers,
});
const releaseAutoRollbacks = new Counter({
  name: 'site_release_auto_rollbacks_total',
  help: 'Releases rolled back automatically after failing loads, by remote.',
  labelNames: ['remote'] as const,
  registers,
});

export const countLoadReport = (remote: string, kind: 'load' | 'fallback' | 'failure'): void => releaseLoadReports.labels(remote, kind).inc();

const pageRenders = new Counter({
  name: 'site_page_renders_total',
  help: "Pages rendered on the server (issue 41), by page and result: rendered, cached (a visitors' page kept from an earlier render), reused (a member's page drawn with the same answers as their last one), late (past SERVER_RENDER_BUDGET_MS), failed (a remote's server build or the render failed), unavailable (no usable shell server build); the last three were drawn in the browser.",
  labelNames: ['page', 'result'] as const,
  registers,
});
export type PageRenderResult = 'rendered' | 'cached' | 'reused' | 'late' | 'failed' | 'unavailable';
export const countPageRender = (page: string, result: PageRenderResult): void => pageRenders.labels(page, result).inc();
export const countAutoRollback = (remote: string): void => releaseAutoRollbacks.labels(remote).inc();
