import { count, eq, sql } from 'drizzle-orm';
import { users } from '../modules/account/tables';
import { seedRuns } from '../modules/common/tables';
import type { Storage } from '../modules/storage/storage';
import type { Config } from '../platform/config';
import type { Database, DbOrTx } from '../platform/db';
import * as schema from '../platform/db/tables';
import { seedAudio } from './audio';
import { seedCommon } from './common';
import type { SeedContext } from './context';
import { seedCourses } from './course';
import { seedForms } from './forms';
import { createImageMaker } from './images';
import { copySeedMedia } from './media';
import { seedNotifications } from './notifications';
import { createRng } from './rng';
import { seedShots } from './shots';
import { seedUsers } from './users';

export { DEMO_MEMBER_CID, DEMO_PASSWORD } from './users';

const SEED_NAME = 'demo';
/** Any constant works: it only keeps two starting instances from seeding at once. */
const SEED_LOCK = 7_274_001;

export interface SeedOptions {
  /** Seed even though the database already holds data that the seed did not write. */
  force?: boolean;
  /** Allow NODE_ENV=production (defaults to SEED_ALLOW=1). */
  allowProduction?: boolean;
  /** PRNG seed; the same value builds the same demo data. */
  seed?: number;
  log?: (message: string) => void;
}

export type SeedOutcome =
  | { status: 'seeded'; counts: Record<string, number>; ms: number }
  | { status: 'already-seeded'; completedAt: Date }
  | { status: 'refused'; reason: string };

/** Tables whose row counts describe the demo data (printed by the CLI, compared by the idempotence test). */
const COUNTED = {
  users: schema.users,
  courses: schema.courses,
  lessons: schema.lessons,
  apps: schema.apps,
  classPlans: schema.classPlans,
  shots: schema.shots,
  shotCategories: schema.shotCategories,
  comments: schema.comments,
  audioSeries: schema.audioSeries,
  audios: schema.audios,
  banners: schema.banners,
  navigationLinks: schema.navigationLinks,
  friendLinks: schema.friendLinks,
  bulletins: schema.bulletins,
  tools: schema.tools,
  notices: schema.notices,
} as const;

export async function countRows(db: DbOrTx): Promise<Record<string, number>> {
  const entries = await Promise.all(
    Object.entries(COUNTED).map(async ([name, table]) => {
      const [row] = await db.select({ n: count() }).from(table);
      return [name, Number(row.n)] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/** Every seeder in order, inside the caller's transaction. */
async function runSeeders(db: DbOrTx, storage: Storage, config: Config, options: SeedOptions): Promise<void> {
  const log = options.log ?? (() => undefined);
  const rng = createRng(options.seed ?? 20240601);
  const image = createImageMaker(storage);
  const media = await copySeedMedia(storage);
  const seedUserRows = await seedUsers(db, rng, image);
  log(`users: ${1 + seedUserRows.teachers.length + 2 + seedUserRows.members.length}`);
  const ctx: SeedContext = {
    db,
    storage,
    config,
    rng,
    users: seedUserRows,
    media: {
      videoKeys: media.videoKeys,
      audioKeys: media.audioKeys,
      durationOf: (key) => media.durations.get(key) ?? 0,
      image,
    },
  };
  const steps: Array<[string, (ctx: SeedContext) => Promise<void>]> = [
    ['common', seedCommon],
    ['courses', seedCourses],
    ['shots', seedShots],
    ['audio', seedAudio],
    ['forms', seedForms],
    ['notifications', seedNotifications],
  ];
  for (const [name, step] of steps) {
    const started = Date.now();
    await step(ctx);
    log(`${name}: ${Date.now() - started} ms`);
  }
}

/**
 * Loads the demo data once. Never duplicates (a seed_runs marker, checked under a lock, in the
 * same transaction as the data); refuses a database holding other data unless forced, and
 * refuses production unless SEED_ALLOW=1. Refusals are answers, not exceptions, so the start
 * command can log them and carry on.
 */
export async function seedIfEmpty(database: Database, storage: Storage, config: Config, options: SeedOptions = {}): Promise<SeedOutcome> {
  const allowProduction = options.allowProduction ?? process.env.SEED_ALLOW === '1';
  if (config.NODE_ENV === 'production' && !allowProduction) {
    return { status: 'refused', reason: 'NODE_ENV=production：如确需写入演示数据，请设置 SEED_ALLOW=1' };
  }
  const started = Date.now();
  return database.db.transaction(async (tx): Promise<SeedOutcome> => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [marker] = await tx.select().from(seedRuns).where(eq(seedRuns.name, SEED_NAME)).limit(1);
    if (marker) return { status: 'already-seeded', completedAt: marker.completedAt };
    if (!options.force) {
      const [{ n }] = await tx.select({ n: count() }).from(users);
      if (Number(n) > 0) {
        return { status: 'refused', reason: `数据库里已有 ${n} 个用户（不是演示数据），未写入演示数据；确需写入请加 --force` };
      }
    }
    await runSeeders(tx, storage, config, options);
    const counts = await countRows(tx);
    await tx.insert(seedRuns).values({ name: SEED_NAME, counts });
    return { status: 'seeded', counts, ms: Date.now() - started };
  });
}
