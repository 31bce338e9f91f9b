import { performance } from 'node:perf_hooks';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type postgres from 'postgres';
import { dbPool, observeQuery } from '../metrics';

/**
 * Query timing and pool use for the metrics, wrapped around the driver under Drizzle (Drizzle itself has no timing
 * hook: its logger is called before a query, never after). Only the methods Drizzle calls are wrapped: PGlite's
 * `query` and `transaction`, postgres.js's `unsafe`, `begin` and `savepoint`.
 */

type Timed = <T>(work: () => Promise<T>) => Promise<T>;

const timer =
  (driver: 'pglite' | 'postgres'): Timed =>
  async (work) => {
    const started = performance.now();
    try {
      return await work();
    } finally {
      observeQuery(driver, (performance.now() - started) / 1000);
    }
  };

const timePglite = timer('pglite');

/** Times every query PGlite runs for Drizzle, in and out of transactions. */
export function timePgliteQueries(client: PGlite): void {
  const query = client.query.bind(client);
  client.query = ((...args: Parameters<typeof query>) => timePglite(() => query(...args))) as typeof client.query;
  const transaction = client.transaction.bind(client);
  client.transaction = (<T>(work: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      const txQuery = tx.query.bind(tx);
      tx.query = ((...args: Parameters<typeof txQuery>) => timePglite(() => txQuery(...args))) as typeof tx.query;
      return work(tx);
    })) as typeof client.transaction;
}

type Sql = postgres.Sql;
type PendingQuery = ReturnType<Sql['unsafe']>;

/**
 * Times postgres.js queries and counts the pool's use: a transaction holds a connection from `begin` to its end,
 * a query outside one holds one while in flight. Beyond `poolSize` the rest wait (postgres.js queues them or
 * pipelines them behind another query on a busy connection), which is what `waiting` counts.
 */
export function timePostgresQueries(client: Sql, poolSize: number): () => void {
  let holding = 0;
  const hold = <T>(promise: PromiseLike<T>): void => {
    holding += 1;
    const release = () => void (holding -= 1);
    promise.then(release, release);
  };
  const timeQueries = (sql: Sql, countsForPool: boolean): void => {
    const unsafe = sql.unsafe;
    sql.unsafe = ((...args: Parameters<Sql['unsafe']>) => {
      const started = performance.now();
      const pending: PendingQuery = unsafe(...args);
      // Awaiting starts the query, as the caller's own await does; the caller's `.values()` etc. run first (same tick).
      const settled = pending.then(
        () => observeQuery('postgres', (performance.now() - started) / 1000),
        () => observeQuery('postgres', (performance.now() - started) / 1000),
      );
      if (countsForPool) hold(settled);
      return pending;
    }) as Sql['unsafe'];
    // Drizzle's nested transactions are savepoints on the transaction's connection.
    const scoped = sql as Sql & { savepoint?: (...args: unknown[]) => Promise<unknown> };
    if (typeof scoped.savepoint === 'function') {
      const savepoint = scoped.savepoint.bind(sql);
      scoped.savepoint = (...args: unknown[]) => {
        const work = args.at(-1) as (inner: Sql) => unknown;
        return savepoint(...args.slice(0, -1), (inner: Sql) => {
          timeQueries(inner, false);
          return work(inner);
        });
      };
    }
  };
  timeQueries(client, true);
  const begin = client.begin.bind(client) as (...args: unknown[]) => Promise<unknown>;
  client.begin = ((...args: unknown[]) => {
    const work = args.at(-1) as (tx: Sql) => unknown;
    const running = begin(...args.slice(0, -1), (tx: Sql) => {
      timeQueries(tx, false);
      return work(tx);
    });
    hold(running);
    return running;
  }) as Sql['begin'];
  return dbPool.sample(() => [
    { labels: { state: 'in-use' }, value: Math.min(holding, poolSize) },
    { labels: { state: 'waiting' }, value: Math.max(0, holding - poolSize) },
  ]);
}
