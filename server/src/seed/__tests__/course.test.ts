import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, like } from 'drizzle-orm';
import { isPresale } from '@site/shared/contract';
import { createTestDatabase } from '../../../test/helpers';
import { notices } from '../../modules/account/tables';
import { commentLikes, comments } from '../../modules/comment/tables';
import { apps, categoryGroups, classPlans, courseTeachers, courses, lessons } from '../../modules/course/tables';
import { LocalDiskStorage } from '../../modules/storage/local-disk-storage';
import { loadConfig } from '../../platform/config';
import type { Database } from '../../platform/db';
import { seedIfEmpty } from '../index';

const SLOW = 180_000;

describe('seedCourses', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-course-test-'));
  const storage = new LocalDiskStorage(path.join(dataDir, 'storage'));
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
  let database: Database;

  beforeAll(async () => {
    database = await createTestDatabase();
    expect((await seedIfEmpty(database, storage, config)).status).toBe('seeded');
  }, SLOW);
  afterAll(async () => {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('creates 60+ courses of both types, free and paid, every level, series and teachers', async () => {
    const rows = await database.db.select().from(courses);
    expect(rows.length).toBeGreaterThanOrEqual(60);
    expect(new Set(rows.map((c) => c.courseType))).toEqual(new Set(['online-course', 'live-course']));
    expect(new Set(rows.map((c) => c.level))).toEqual(new Set(['primary', 'middle', 'high']));
    expect(rows.some((c) => c.free)).toBe(true);
    expect(rows.some((c) => !c.free && c.price > 0)).toBe(true);
    expect(rows.filter((c) => c.courseSeriesId !== null).length).toBeGreaterThanOrEqual(3);
    const taught = new Set((await database.db.select().from(courseTeachers)).map((r) => r.courseId));
    expect(rows.every((c) => taught.has(c.id))).toBe(true);
    expect((await database.db.select().from(apps)).length).toBeGreaterThanOrEqual(6);
    const groupTypes = new Set((await database.db.select().from(categoryGroups)).map((g) => g.courseType));
    expect(groupTypes).toEqual(new Set(['online-course', 'live-course']));
  });

  it('gives live courses times, remarks and URLs, some in presale', async () => {
    const live = await database.db.select().from(courses).where(eq(courses.courseType, 'live-course'));
    expect(live.every((c) => c.startAt && c.endAt && c.timeRemark && c.liveUrl)).toBe(true);
    const lessonRows = await database.db.select().from(lessons);
    const presale = live.filter((c) =>
      isPresale({ liveStatus: c.liveStatus, lessonNum: lessonRows.filter((l) => l.courseId === c.id).length, startAt: c.startAt?.toISOString() ?? null }),
    );
    expect(presale.length).toBeGreaterThan(0);
  });

  it('gives lessons stored media with durations, some free, some with downloadable sources', async () => {
    const lessonRows = await database.db.select().from(lessons);
    expect(lessonRows.length).toBeGreaterThan(100);
    expect(lessonRows.every((l) => l.mediaKey?.startsWith('private/') && l.duration > 0)).toBe(true);
    expect(lessonRows.some((l) => l.free)).toBe(true);
    const withSource = lessonRows.filter((l) => l.sourceKey && l.downloadable);
    expect(withSource.length).toBeGreaterThan(0);
    expect(await storage.exists(withSource[0]?.sourceKey ?? '')).toBe(true);
    expect(await storage.exists(lessonRows[0]?.mediaKey ?? '')).toBe(true);
  });

  it('plans classes for schools 1, 2, 3 and 6', async () => {
    const plans = await database.db.select().from(classPlans);
    expect(new Set(plans.map((p) => p.schoolId))).toEqual(new Set([1, 2, 3, 6]));
    expect(plans.every((p) => /^#[0-9A-F]{6}$/i.test(p.classColor) && p.starttime <= p.endtime)).toBe(true);
  });

  it('adds course comments with replies, likes and course-* notifications', async () => {
    const courseComments = await database.db.select().from(comments).where(eq(comments.type, 'course'));
    expect(courseComments.some((c) => c.rootTargetId === null)).toBe(true);
    expect(courseComments.some((c) => c.rootTargetId !== null)).toBe(true);
    expect(courseComments.some((c) => c.isTop)).toBe(true);
    expect((await database.db.select().from(commentLikes)).length).toBeGreaterThan(0);
    for (const type of ['course-comment', 'course-comment-reply', 'course-comment-like', 'course-collection']) {
      expect((await database.db.select().from(notices).where(like(notices.noticeType, type))).length).toBeGreaterThan(0);
    }
  });
});
