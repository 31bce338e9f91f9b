import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app';
import { users } from '../src/modules/account/schema';
import { type Config, loadConfig } from '../src/platform/config';
import { type Database, openDatabase } from '../src/platform/db';
import { hashPassword } from '../src/platform/password';
import { SESSION_COOKIE, createSession } from '../src/platform/session';
import os from 'node:os';
import fs from 'node:fs';
import path from 'node:path';

let template: Promise<Blob> | null = null;

/** A migrated empty database, built once per test file and cloned for each app (much faster than migrating each time). */
async function migratedTemplate(): Promise<Blob> {
  template ??= (async () => {
    const pg = new PGlite();
    const database = await openDatabase({ pglite: pg });
    const dump = await pg.dumpDataDir('none');
    await database.close();
    return dump as Blob;
  })();
  return template;
}

/** Fresh database: PGlite clone by default, or a real PostgreSQL schema when TEST_DATABASE_URL is set. */
export async function createTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) return openPostgresForTest(url);
  const pg = new PGlite({ loadDataDir: await migratedTemplate() });
  return openDatabase({ pglite: pg, migrate: false });
}

/** Each suite gets its own database inside the test cluster, so suites never see each other's rows. */
async function openPostgresForTest(baseUrl: string): Promise<Database> {
  const { default: postgres } = await import('postgres');
  const name = `t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = postgres(baseUrl, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return openDatabase({ databaseUrl: url.toString() });
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-test-'));
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir }, overrides);
  const database = await createTestDatabase();
  const app = await buildApp({ config, database, secret: 'test-secret-test-secret-test-secret-0123' });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let userCounter = 0;

export interface UserOverrides {
  username?: string;
  email?: string;
  nickname?: string;
  password?: string;
  roles?: Record<string, boolean>;
  canPostShot?: boolean;
  canTopComment?: boolean;
  cid?: string | null;
}

/** Test-data builder: a user with sensible defaults and any field overridden. */
export async function createUser(database: Database, overrides: UserOverrides = {}) {
  userCounter += 1;
  const suffix = `${process.pid % 1000}${userCounter}`;
  const [row] = await database.db
    .insert(users)
    .values({
      username: overrides.username ?? `user${suffix}`,
      email: overrides.email ?? `user${suffix}@example.com`,
      nickname: overrides.nickname ?? `用户${suffix}`,
      passwordHash: await hashPassword(overrides.password ?? 'secret123'),
      roles: overrides.roles ?? {},
      canPostShot: overrides.canPostShot ?? false,
      canTopComment: overrides.canTopComment ?? false,
      cid: overrides.cid ?? null,
    })
    .returning();
  return row;
}

/** A session cookie for the user, made directly (login itself is tested in the account suite). */
export async function sessionCookieFor(database: Database, userId: number): Promise<string> {
  return `${SESSION_COOKIE}=${await createSession(database.db, userId)}`;
}

/** app.inject as the given user. */
export async function injectAs(
  testApp: TestApp,
  userId: number | null,
  options: InjectOptions,
): Promise<LightMyRequestResponse> {
  const cookie = userId === null ? undefined : await sessionCookieFor(testApp.database, userId);
  return testApp.app.inject({ ...options, headers: { ...options.headers, ...(cookie ? { cookie } : {}) } });
}

/** The envelope's data, failing the test with the error body when there is none. */
export function dataOf<T = unknown>(response: LightMyRequestResponse): T {
  const body = response.json() as { data?: T; error?: unknown };
  if (!('data' in body)) throw new Error(`expected data, got ${response.statusCode} ${response.body}`);
  return body.data as T;
}

export function errorOf(response: LightMyRequestResponse): { code: number; message: string; fields?: Record<string, string> } {
  const body = response.json() as { error?: { code: number; message: string } };
  if (!body.error) throw new Error(`expected error, got ${response.statusCode} ${response.body}`);
  return body.error;
}
