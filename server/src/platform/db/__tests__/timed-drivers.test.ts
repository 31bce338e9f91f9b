import type postgres from 'postgres';
import { registry } from '../../metrics';
import { timePostgresQueries } from '../timed-drivers';

/** A query the test settles by hand, lazy like postgres.js's (it starts when first awaited). */
function pendingQuery() {
  let settle!: () => void;
  const promise = new Promise<unknown[]>((resolve) => (settle = () => resolve([])));
  return { query: Object.assign(promise, { values: () => promise }), settle };
}

/** The little of postgres.js's Sql the wrapper touches: unsafe, begin (a transaction's own sql), savepoint. */
function sqlLike(queries: (() => void)[]) {
  const make = (): Record<string, unknown> => ({
    unsafe: () => {
      const { query, settle } = pendingQuery();
      queries.push(settle);
      return query;
    },
    savepoint: async (work: (inner: unknown) => unknown) => work(make()),
  });
  const root = make();
  root.begin = async (work: (tx: unknown) => unknown) => work(make());
  return root as unknown as postgres.Sql;
}

async function gauge(state: string): Promise<number> {
  const text = await registry.getSingleMetricAsString('site_db_pool_connections');
  return Number(new RegExp(`state="${state}"} (\\d+)`).exec(text)?.[1] ?? NaN);
}
async function queriesTimed(): Promise<number> {
  const text = await registry.getSingleMetricAsString('site_db_query_duration_seconds');
  return Number(/site_db_query_duration_seconds_count\{driver="postgres"\} (\d+)/.exec(text)?.[1] ?? 0);
}
const flush = () => new Promise((resolve) => setImmediate(resolve));

test('queries are timed; the pool counts transactions and queries outside them, the rest beyond its size wait', async () => {
  const settles: (() => void)[] = [];
  const sql = sqlLike(settles);
  const stop = timePostgresQueries(sql, 2);
  const before = await queriesTimed();

  let endTransaction!: () => void;
  const transaction = sql.begin(async (tx) => {
    // Inside the transaction: timed, but on the connection the transaction already holds.
    await tx.unsafe('select 1');
    await new Promise<void>((resolve) => (endTransaction = resolve));
  });
  await flush();
  settles.shift()!();
  await flush();
  void sql.unsafe('select 2');
  void sql.unsafe('select 3');
  await flush();
  expect([await gauge('in-use'), await gauge('waiting')]).toEqual([2, 1]);

  for (const settle of settles.splice(0)) settle();
  endTransaction();
  await transaction;
  await flush();
  expect([await gauge('in-use'), await gauge('waiting')]).toEqual([0, 0]);
  expect(await queriesTimed()).toBe(before + 3);

  stop();
  expect(await registry.getSingleMetricAsString('site_db_pool_connections')).not.toMatch(/state="in-use"/);
});
