import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { type BuildOptions, buildApp } from '../src/app';
import { users } from '../src/modules/account/tables';
import { ManualClock } from '../src/platform/clock';
import type { LogStream } from '../src/platform/logging';
import type { Mailer } from '../src/platform/mail';
import { type Config, loadConfig } from '../src/platform/config';
import { type Database, MIGRATIONS_DIR, openDatabase } from '../src/platform/db';
import { hashPassword, type ScryptParams } from '../src/platform/password';
import { SESSION_COOKIE, createSession } from '../src/platform/session';
import crypto from 'node:crypto';
import os from 'node:os';
import fs from 'node:fs';
import path from 'node:path';

let template: Promise<string> | null = null;

/** Identifies the migration history: a changed schema gets a new template. */
function migrationsHash(): string {
  const hash = crypto.createHash('sha256');
  const walk = (dir: string) => {
    for (const name of fs.readdirSync(dir).sort()) {
      const file = path.join(dir, name);
      if (fs.statSync(file).isDirectory()) walk(file);
      else hash.update(name).update(fs.readFileSync(file));
    }
  };
  walk(MIGRATIONS_DIR);
  return hash.digest('hex').slice(0, 16);
}

/** Memory-backed when the machine has it: a test database's files never need to reach a disk. */
/** PGlite's WebAssembly, compiled once per jest worker by test/environment.cjs (absent outside jest). */
const pgliteFiles = (): PGliteOptions => (globalThis as { pgliteFiles?: PGliteOptions }).pgliteFiles ?? {};

const scratchRoot = (): string => (fs.existsSync('/dev/shm') && fs.statSync('/dev/shm').isDirectory() ? '/dev/shm' : os.tmpdir());

/**
 * A migrated empty database, built once per migration history and kept as a PGlite data folder, so every
 * test database is a folder copy opened in place (about 1 s) rather than a migration or a tarball
 * unpacked into memory (2.5 s, measured).
 */
async function migratedTemplate(): Promise<string> {
  template ??= withRetry(async () => {
    const folder = path.join(scratchRoot(), `site-pglite-template-${migrationsHash()}`);
    if (fs.existsSync(folder)) return folder;
    // Built under another name, then renamed: parallel test workers never copy half a template.
    const partial = `${folder}.${process.pid}.partial`;
    fs.rmSync(partial, { recursive: true, force: true });
    const database = await openDatabase({ pglite: new PGlite(partial, pgliteFiles()) });
    await database.close();
    try {
      fs.renameSync(partial, folder);
    } catch {
      // Another worker finished first; its template is the same.
      fs.rmSync(partial, { recursive: true, force: true });
    }
    removeStaleTemplates(folder);
    return folder;
  });
  return template;
}

/** Templates of older schemas go once they are an hour old. */
function removeStaleTemplates(current: string): void {
  const dir = path.dirname(current);
  for (const name of fs.readdirSync(dir)) {
    const file = path.join(dir, name);
    if (!name.startsWith('site-pglite-template-') || file === current) continue;
    try {
      if (Date.now() - fs.statSync(file).mtimeMs > 60 * 60 * 1000) fs.rmSync(file, { recursive: true, force: true });
    } catch {
      // Another worker removed it first.
    }
  }
}

/**
 * The migrations folder is regenerated in place while the schema is young (rm -rf drizzle, then
 * generate): a test that starts in that moment waits for the new folder instead of failing.
 */
async function withRetry<T>(build: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await build();
    } catch (error) {
      const missing =
        error instanceof Error &&
        (('code' in error && (error as { code: unknown }).code === 'ENOENT') || error.message.includes("Can't find meta/_journal.json"));
      if (!missing || attempt >= 10) throw error;
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
  }
}

/** Fresh database: PGlite clone by default, or a real PostgreSQL schema when TEST_DATABASE_URL is set. */
export async function createTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) return openPostgresForTest(url);
  const folder = fs.mkdtempSync(path.join(scratchRoot(), 'site-test-db-'));
  fs.cpSync(await migratedTemplate(), folder, { recursive: true });
  const database = await openDatabase({ pglite: new PGlite(folder, pgliteFiles()), migrate: false });
  return {
    ...database,
    close: async () => {
      await database.close();
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}

const databaseUrl = (baseUrl: string, name: string): string => {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

let postgresTemplate: Promise<string> | null = null;

/**
 * A migrated empty database in the test cluster, made once per migration history by whichever test process
 * comes first (an advisory lock keeps the others waiting); every test database is copied from it
 * (CREATE DATABASE ... TEMPLATE) instead of migrating its own.
 */
function migratedPostgresTemplate(baseUrl: string): Promise<string> {
  postgresTemplate ??= withRetry(async () => {
    const { default: postgres } = await import('postgres');
    const name = `template_${migrationsHash()}`;
    const admin = postgres(baseUrl, { max: 1, onnotice: () => undefined });
    try {
      await admin`select pg_advisory_lock(7301)`;
      const [found] = await admin`select 1 as found from pg_database where datname = ${name}`;
      if (!found) {
        // Migrated under another name, renamed when complete: a half-migrated template is never copied.
        const building = `${name}_building_${process.pid}`;
        await admin.unsafe(`drop database if exists ${building}`);
        await admin.unsafe(`create database ${building}`);
        const database = await openDatabase({ databaseUrl: databaseUrl(baseUrl, building) });
        await database.close();
        await admin.unsafe(`alter database ${building} rename to ${name}`);
      }
    } finally {
      await admin.end();
    }
    return name;
  });
  return postgresTemplate;
}

/** Each suite gets its own database inside the test cluster, so suites never see each other's rows. */
async function openPostgresForTest(baseUrl: string): Promise<Database> {
  const { default: postgres } = await import('postgres');
  const template = await migratedPostgresTemplate(baseUrl);
  const name = `t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = postgres(baseUrl, { max: 1, onnotice: () => undefined });
  try {
    await admin.unsafe(`create database ${name} template ${template}`);
  } finally {
    await admin.end();
  }
  const url = databaseUrl(baseUrl, name);
  const database = await openDatabase({ databaseUrl: url, migrate: false });
  databaseUrls.set(database, url);
  return database;
}

const databaseUrls = new WeakMap<Database, string>();

/**
 * Another handle on the same database, as a second API instance would have: its own connections
 * on PostgreSQL; on PGlite the same instance (one process owns it), so closing it does nothing.
 */
export async function openSameDatabase(database: Database): Promise<Database> {
  const url = databaseUrls.get(database);
  if (!url) return { ...database, close: async () => undefined };
  return openDatabase({ databaseUrl: url, migrate: false });
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** The app's clock: starts at the real time and moves only when a test advances it. */
  clock: ManualClock;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Replace the invalidation bus (e.g. one that hears only the database, as another process would). */
  invalidation?: BuildOptions['invalidation'];
  /** Add routes or hooks before the app is made ready (e.g. a slow route for the shutdown test). */
  beforeReady?: (app: FastifyInstance) => void | Promise<void>;
  /** Capture log lines (set LOG_LEVEL in the overrides too). */
  logStream?: LogStream;
  /** Replace the mailer (e.g. to see codes in production mode, where there is no outbox). */
  mailer?: Mailer;
  /** Share another app's database (two instances of one site); the app that made it closes it. */
  database?: Database;
  /** How answers are written (compiled by default; 'zod' for the byte comparison). */
  serializer?: BuildOptions['serializer'];
}

export async function createTestApp(overrides: Partial<Config> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-test-'));
  // Tests read codes from the development outbox, which only exists when enabled.
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, DEV_OUTBOX: '1' }, overrides);
  const database = options.database ?? (await createTestDatabase());
  const clock = new ManualClock();
  const app = await buildApp({
    config,
    database,
    clock,
    logStream: options.logStream,
    mailer: options.mailer,
    invalidation: options.invalidation,
    serializer: options.serializer,
    secret: 'test-secret-test-secret-test-secret-0123',
  });
  await options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    clock,
    close: async () => {
      await app.close();
      if (!options.database) await database.close();
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

/**
 * Fixture users' passwords are stored with scrypt at N=1024 instead of the site's 16384: the same code signs
 * them in (the stored string names its parameters), at ~3 ms a check instead of ~60, which the suite's
 * thousands of fixture users and failed sign-ins paid on every run. Passwords set through the API
 * (register, reset, change) and the seed still use the site's parameters.
 */
const FIXTURE_PASSWORD_PARAMS: ScryptParams = { N: 1024, r: 8, p: 1 };

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
      passwordHash: await hashPassword(overrides.password ?? 'secret123', FIXTURE_PASSWORD_PARAMS),
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

/** The latest code mailed to an address, read from the development outbox. */
export async function latestCode(testApp: TestApp, email: string): Promise<string> {
  const response = await testApp.app.inject({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(email)}` });
  const entries = response.json() as { code: string | null }[];
  const code = entries[0]?.code;
  if (!code) throw new Error(`no code in the outbox for ${email}`);
  return code;
}

let addressCounter = 0;

/** A distinct client address, so per-IP rate limits of one test never leak into another. */
export function nextIp(): string {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

/** Registers through the API (send code, read it from the outbox, register) and answers the session cookie. */
export async function registerViaApi(
  testApp: TestApp,
  input: { email: string; account: string; password?: string },
): Promise<{ cookie: string; user: { id: number; username: string; nickname: string } }> {
  const remoteAddress = nextIp();
  const sent = await testApp.app.inject({
    method: 'POST',
    url: '/api_v1/email/send/verify/code',
    remoteAddress,
    payload: { email: input.email, codeType: 'register' },
  });
  dataOf(sent);
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api_v1/account/register-by-email',
    remoteAddress,
    payload: { email: input.email, account: input.account, password: input.password ?? 'secret123', emailCode: await latestCode(testApp, input.email) },
  });
  const user = dataOf<{ id: number; username: string; nickname: string }>(response);
  return { cookie: cookieFrom(response), user };
}

/** "sid=..." from a response's Set-Cookie, for the next request. */
export function cookieFrom(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((item) => item.name === SESSION_COOKIE);
  if (!cookie) throw new Error(`no session cookie in ${response.statusCode} ${response.body}`);
  return `${cookie.name}=${cookie.value}`;
}
