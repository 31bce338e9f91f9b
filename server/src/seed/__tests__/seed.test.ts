import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { BANNER_GROUPS, NOTICE_TYPES } from '@site/shared/contract';
import { createTestDatabase, createUser } from '../../../test/helpers';
import { banners, toolGroups } from '../../modules/common/tables';
import { notices, users } from '../../modules/account/tables';
import { LocalDiskStorage } from '../../modules/storage/local-disk-storage';
import { verifyPassword } from '../../platform/password';
import { loadConfig } from '../../platform/config';
import type { Database } from '../../platform/db';
import { isValidIdNumber } from '../id-number';
import { DEMO_MEMBER_CID, DEMO_PASSWORD, countRows, seedIfEmpty } from '../index';

/** Seeding renders a few hundred images: allow it more than the default 30 s. */
const SLOW = 180_000;

describe('seedIfEmpty', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-test-'));
  const storage = new LocalDiskStorage(path.join(dataDir, 'storage'));
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
  let database: Database;

  beforeAll(async () => {
    database = await createTestDatabase();
  }, SLOW);
  afterAll(async () => {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('seeds an empty database, then never again (same counts on a second run)', async () => {
    const first = await seedIfEmpty(database, storage, config);
    expect(first.status).toBe('seeded');
    const before = await countRows(database.db);
    expect(before.users).toBeGreaterThanOrEqual(40);
    const second = await seedIfEmpty(database, storage, config, { force: true });
    expect(second.status).toBe('already-seeded');
    expect(await countRows(database.db)).toEqual(before);
  }, SLOW);

  it('creates the demo accounts with the documented password and roles', async () => {
    const rows = await database.db.select().from(users);
    const byName = new Map(rows.map((u) => [u.username, u]));
    expect(byName.get('admin')?.roles).toEqual({ admin: true });
    expect(byName.get('teacher')?.roles).toEqual({ teacher: true });
    expect(byName.get('poster')?.canPostShot).toBe(true);
    expect(byName.get('member')?.canPostShot).toBe(false);
    expect(byName.get('release')?.roles).toEqual({ release: true });
    expect(byName.get('member')?.cid).toBe(DEMO_MEMBER_CID);
    expect(DEMO_MEMBER_CID).toBe('110101199805201239');
    expect(await verifyPassword(DEMO_PASSWORD, byName.get('member')?.passwordHash ?? '')).toBe(true);
    const cids = rows.map((u) => u.cid).filter((cid): cid is string => cid !== null);
    expect(cids.length).toBeGreaterThanOrEqual(30);
    expect(cids.every(isValidIdNumber)).toBe(true);
    expect(rows.every((u) => u.avatar.startsWith('/files/seed/avatar/'))).toBe(true);
  });

  it('fills banners for every group, tools in at least four groups, and stores the media', async () => {
    for (const group of BANNER_GROUPS) {
      expect((await database.db.select().from(banners).where(eq(banners.groupType, group))).length).toBeGreaterThan(0);
    }
    expect((await database.db.select().from(toolGroups)).length).toBeGreaterThanOrEqual(4);
    expect(await storage.exists('private/seed/video/lesson-1.mp4')).toBe(true);
    expect(await storage.exists('private/seed/audio/episode-1.mp3')).toBe(true);
    const [banner] = await database.db.select().from(banners).limit(1);
    expect(await storage.exists(banner.preview.replace('/files/', ''))).toBe(true);
  });

  it('creates a notification of every type whose subject (course, shot, audio) exists', async () => {
    const counts = await countRows(database.db);
    const present = new Set((await database.db.selectDistinct({ type: notices.noticeType }).from(notices)).map((r) => r.type));
    const expected = NOTICE_TYPES.filter((type) =>
      type.startsWith('course') ? counts.courses > 0 : type.startsWith('shot') ? counts.shots > 0 : counts.audios > 0,
    );
    expect(expected.length).toBeGreaterThanOrEqual(3);
    for (const type of expected) expect(present).toContain(type);
    const [member] = await database.db.select().from(users).where(eq(users.username, 'member'));
    const mine = await database.db.select().from(notices).where(eq(notices.userId, member.id));
    expect(mine.length).toBeGreaterThanOrEqual(10);
    expect(mine.some((notice) => !notice.hasRead)).toBe(true);
  });
});

describe('seed refusals', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-refuse-'));
  const storage = new LocalDiskStorage(path.join(dataDir, 'storage'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('refuses a database that already holds other data, and writes nothing', async () => {
    const database = await createTestDatabase();
    try {
      await createUser(database, { username: 'realuser' });
      const outcome = await seedIfEmpty(database, storage, loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }));
      expect(outcome.status).toBe('refused');
      expect((await countRows(database.db)).users).toBe(1);
    } finally {
      await database.close();
    }
  });

  it('refuses production unless allowed (SEED_ALLOW=1)', async () => {
    const database = await createTestDatabase();
    try {
      const production = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir });
      expect((await seedIfEmpty(database, storage, production, { allowProduction: false })).status).toBe('refused');
      expect((await countRows(database.db)).users).toBe(0);
    } finally {
      await database.close();
    }
  });
});
