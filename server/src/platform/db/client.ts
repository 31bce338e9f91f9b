import fs from 'node:fs';
import path from 'node:path';
import { SERVER_ROOT } from '../server-root';
import { PGlite } from '@electric-sql/pglite';
import { lockDataDir } from './data-dir-lock';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import postgres from 'postgres';
import * as schema from './tables';
import { timePgliteQueries, timePostgresQueries } from './timed-drivers';

export type Schema = typeof schema;
/** The database, whichever driver is under it; repositories accept it or a transaction of it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL LISTEN/NOTIFY between instances (absent on PGlite: one process owns it). */
  pubsub?: {
    listen(channel: string, onMessage: (payload: string) => void, onListen: () => void): Promise<{ unlisten: () => Promise<void> }>;
    notify(channel: string, payload: string): Promise<void>;
  };
  /** Answers true when a trivial query succeeds (for /healthz). */
  ping(): Promise<boolean>;
  /** True when every migration of this build is applied (for /readyz; a newer instance may have applied more). */
  migrationsCurrent(): Promise<boolean>;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'drizzle');

/** Connections each instance opens at most (docs/scaling.md "Connection pools"). */
export const POOL_SIZE = 10;

/** Drizzle's record of applied migrations: the newest one's folder time, as its migrator writes it. */
const LATEST_APPLIED = 'select max(created_at)::text as latest from drizzle.__drizzle_migrations';

let newestMigration: number | null = null;
/** The folder time of this build's newest migration (meta/_journal.json), read once. */
function newestMigrationTime(): number {
  if (newestMigration === null) {
    const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as { entries: { when: number }[] };
    newestMigration = Math.max(...journal.entries.map((entry) => entry.when));
  }
  return newestMigration;
}
const isCurrent = (latest: string | null | undefined): boolean => latest != null && Number(latest) >= newestMigrationTime();

export interface OpenOptions {
  databaseUrl?: string;
  /** PGlite data folder; omitted means in memory. */
  dataDir?: string;
  /** An existing PGlite instance (tests clone one from a migrated template). */
  pglite?: PGlite;
  migrate?: boolean;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    const client = postgres(options.databaseUrl, { max: POOL_SIZE, onnotice: () => undefined });
    const stopSampling = timePostgresQueries(client, POOL_SIZE);
    const db = drizzlePostgres(client, { schema, casing: 'snake_case' });
    if (options.migrate !== false) await migratePostgres(db, { migrationsFolder: MIGRATIONS_DIR });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      pubsub: {
        listen: async (channel, onMessage, onListen) => {
          const { unlisten } = await client.listen(channel, onMessage, onListen);
          return { unlisten: async () => void (await unlisten()) };
        },
        notify: async (channel, payload) => void (await client.notify(channel, payload)),
      },
      ping: async () => (await client`select 1 as ok`.then(() => true).catch(() => false)),
      migrationsCurrent: async () => isCurrent((await client.unsafe<{ latest: string | null }[]>(LATEST_APPLIED))[0]?.latest),
      close: () => {
        stopSampling();
        return client.end({ timeout: 5 });
      },
    };
  }
  let unlock = () => undefined as void;
  if (options.dataDir) {
    fs.mkdirSync(options.dataDir, { recursive: true });
    unlock = lockDataDir(options.dataDir);
  }
  try {
    const client = options.pglite ?? new PGlite(options.dataDir);
    await client.waitReady;
    timePgliteQueries(client);
    const db = drizzlePglite(client, { schema, casing: 'snake_case' });
    if (options.migrate !== false) await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      ping: async () => client.query('select 1').then(() => true).catch(() => false),
      migrationsCurrent: async () => isCurrent((await client.query<{ latest: string | null }>(LATEST_APPLIED)).rows[0]?.latest),
      close: async () => {
        await client.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}
