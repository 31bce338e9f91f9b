import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { createUser, dataOf, injectAs, type TestApp } from '../../../test/helpers';
import { confirmPayment } from '../../modules/payment/service';
import { orders } from '../../modules/payment/tables';
import { createApp, createCategory, createCourse, createLesson } from '../../modules/course/__tests__/fixtures';
import { postShot } from '../../modules/shot/__tests__/fixtures';
import { createPodcast, startListening } from '../../modules/audio/__tests__/fixtures';
import { signedAudioPath } from '../../modules/audio/signing';
import zlib, { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { jest } from '@jest/globals';
import { COMPRESSION_THRESHOLD, etagOf } from '../read-cache';
import { cacheCounts } from '../metrics';
import { openInvalidationApps } from './invalidation-apps';

// Cached public reads are dropped by every write that changes them: after each write, a visitor's
// read answers the same bytes as an app with the cache off, at once on the instance that wrote and
// within a second on a second instance that hears of it only through PostgreSQL (LISTEN/NOTIFY).

let t: TestApp;
let reference: TestApp;
let other: TestApp | null;
let closeApps: () => Promise<void>;
let ids: {
  admin: number;
  teacher: number;
  member: number;
  poster: number;
  courseId: number;
  lessonId: number;
  shotId: number;
  bulletinId: number;
  seriesId: number;
  episodeId: number;
};

beforeAll(async () => {
  ({ t, reference, other, close: closeApps } = await openInvalidationApps());
  const [admin, teacher, member, poster] = await Promise.all([
    createUser(t.database, { roles: { admin: true } }),
    createUser(t.database, { roles: { teacher: true }, canPostShot: true }),
    createUser(t.database),
    createUser(t.database, { canPostShot: true }),
  ]);
  const { category } = await createCategory(t.database);
  const app = await createApp(t.database);
  const course = await createCourse(t.database, { categoryId: category.id, price: 9900 }, { teacherIds: [teacher.id], appIds: [app.id] });
  const lesson = await createLesson(t.database, course.id, { free: true });
  const shot = await postShot(t, poster.id);
  const bulletin = dataOf<{ id: number }>(
    await injectAs(t, admin.id, { method: 'POST', url: '/api_v1/admin/bulletin/create', payload: { description: '第一条公告', published: true } }),
  );
  const podcast = await createPodcast(t, 4);
  ids = {
    admin: admin.id,
    teacher: teacher.id,
    member: member.id,
    poster: poster.id,
    courseId: course.id,
    lessonId: lesson.id,
    shotId: shot.id,
    bulletinId: bulletin.id,
    seriesId: podcast.seriesId,
    episodeId: podcast.episodeIds[0]!,
  };
});

afterAll(async () => {
  await closeApps();
});

const courseList: InjectOptions = { method: 'POST', url: '/api_v1/course/list', payload: { perPage: 30, page: 0 } };
const shotList: InjectOptions = { method: 'GET', url: '/api_v1/shot/list?perPage=24&page=0' };
/** Podcast lists; {seriesId} is filled in once the fixtures exist (see resolve). */
const episodeList: InjectOptions = { method: 'GET', url: '/api_v1/audio/series/audio/list?audioSeriesId={seriesId}&perPage=15&page=0' };
const tagList: InjectOptions = { method: 'GET', url: `/api_v1/audio/tag/list?tag=${encodeURIComponent('访谈')}&perPage=15&page=0` };
const seriesList: InjectOptions = { method: 'GET', url: '/api_v1/audio/series/list' };
let listenerCounter = 0;
/** A new listener starts the episode (plays count once per listener an hour), and the batch is written. */
const playEpisode = async () => {
  listenerCounter += 1;
  await ok(t.app.inject({ method: 'GET', url: `/api_v1/audio/play/increase?audioId=${ids.episodeId}`, remoteAddress: `10.250.${listenerCounter}.1` }));
  await t.app.ctx.audioPlays.flush();
};

/** A visitor's answer, as bytes. */
async function read(app: TestApp, call: InjectOptions): Promise<string> {
  const response = await app.app.inject(call);
  expect(response.statusCode).toBe(200);
  return response.body;
}

async function expectWithinOneSecond(app: TestApp, call: InjectOptions, expected: string): Promise<void> {
  const deadline = Date.now() + 1000;
  let seen = await read(app, call);
  while (seen !== expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    seen = await read(app, call);
  }
  expect(seen).toBe(expected);
}

/** The member's progress on the course's lesson, saved as the player saves it. */
const watchProgress = (watchedDuration: number, final: boolean) =>
  ok(
    injectAs(t, ids.member, {
      method: 'PUT',
      url: '/api_v1/course/lesson/watch/progress',
      payload: { lessonId: ids.lessonId, lessonIndex: 0, watchedDuration, final },
    }),
  );

const ok = async (response: Promise<{ statusCode: number; body: string }>) => {
  const answer = await response;
  if (answer.statusCode !== 200) throw new Error(`write failed: ${answer.statusCode} ${answer.body}`);
};

/** One row per write that changes a cached answer: the read it changes, and the write (through the app or its service). */
const writes: { name: string; read: InjectOptions; write: () => Promise<void> }[] = [
  {
    name: 'an admin publishes a bulletin',
    read: { method: 'GET', url: '/api_v1/bulletin/message' },
    write: () => ok(injectAs(t, ids.admin, { method: 'POST', url: '/api_v1/admin/bulletin/create', payload: { description: '更新的公告', published: true } })),
  },
  {
    name: 'an admin edits a bulletin',
    read: { method: 'GET', url: '/api_v1/bulletin/message' },
    write: async () => {
      const latest = dataOf<{ id: number }>(await t.app.inject({ method: 'GET', url: '/api_v1/bulletin/message' }));
      await ok(injectAs(t, ids.admin, { method: 'POST', url: '/api_v1/admin/bulletin/update', payload: { id: latest.id, description: '改过的公告' } }));
    },
  },
  {
    name: 'an admin deletes a bulletin',
    read: { method: 'GET', url: '/api_v1/bulletin/message' },
    write: async () => {
      const latest = dataOf<{ id: number }>(await t.app.inject({ method: 'GET', url: '/api_v1/bulletin/message' }));
      await ok(injectAs(t, ids.admin, { method: 'POST', url: '/api_v1/admin/bulletin/delete', payload: { id: latest.id } }));
    },
  },
  { name: 'a member posts a shot', read: shotList, write: async () => void (await postShot(t, ids.poster, { title: '新作品' })) },
  {
    name: 'a member likes a shot',
    read: shotList,
    write: () => ok(injectAs(t, ids.member, { method: 'POST', url: '/api_v1/shot/like', payload: { shotId: ids.shotId, status: true } })),
  },
  {
    name: 'a teacher recommends a shot',
    read: { method: 'GET', url: '/api_v1/shot/list?perPage=24&page=0&isRecommend=1' },
    write: () => ok(injectAs(t, ids.teacher, { method: 'POST', url: '/api_v1/shot/isRecommend/update', payload: { id: ids.shotId, status: true } })),
  },
  {
    name: 'views counted by the hit counter are written',
    read: shotList,
    write: async () => {
      await ok(injectAs(t, ids.member, { method: 'GET', url: `/api_v1/shot/detail?id=${ids.shotId}` }));
      await t.app.ctx.shotViews.flush();
    },
  },
  {
    name: 'the author unpublishes a shot',
    read: shotList,
    write: () => ok(injectAs(t, ids.poster, { method: 'POST', url: '/api_v1/shot/status/update', payload: { id: ids.shotId, status: false } })),
  },
  {
    name: 'the author publishes it again',
    read: shotList,
    write: () => ok(injectAs(t, ids.poster, { method: 'POST', url: '/api_v1/shot/status/update', payload: { id: ids.shotId, status: true } })),
  },
  {
    name: 'an admin disables a shot',
    read: shotList,
    write: () => ok(injectAs(t, ids.admin, { method: 'POST', url: '/api_v1/admin/shot/disable', payload: { id: ids.shotId, reason: '违规' } })),
  },
  {
    name: 'a teacher changes their nickname (course cards)',
    read: courseList,
    write: () => ok(injectAs(t, ids.teacher, { method: 'PUT', url: '/api_v1/account/info/update', payload: { nickname: '新名字老师' } })),
  },
  {
    name: 'a member changes their nickname (shot authors)',
    read: { method: 'GET', url: '/api_v1/shot/list?perPage=24&page=0' },
    write: () => ok(injectAs(t, ids.poster, { method: 'PUT', url: '/api_v1/account/info/update', payload: { nickname: '新名字作者' } })),
  },
  {
    name: 'a member starts watching a course (watchNum)',
    read: { method: 'GET', url: `/api_v1/course/detail?courseId=${0}` },
    write: () => watchProgress(5, false),
  },
  {
    name: 'a payment is confirmed (purchaseNum)',
    read: courseList,
    write: async () => {
      const order = dataOf<{ orderNum: string }>(
        await injectAs(t, ids.member, { method: 'POST', url: '/api_v1/course/purchase', payload: { courseId: ids.courseId } }),
      );
      const [row] = await t.database.db.select({ amount: orders.amount }).from(orders).where(eq(orders.orderNum, order.orderNum));
      expect(await confirmPayment(t.database.db, order.orderNum, row!.amount, 'test-ref')).toBe('paid');
    },
  },
  {
    name: 'an admin makes a member a teacher',
    read: { method: 'GET', url: '/api_v1/course/teacher/list' },
    write: () => ok(injectAs(t, ids.admin, { method: 'POST', url: '/api_v1/admin/user/update', payload: { id: ids.member, roles: { teacher: true }, reason: '新讲师' } })),
  },
  {
    name: 'an admin adds a friend link (content backend)',
    read: { method: 'GET', url: '/api_v1/navigation/friend/link/list' },
    write: () => ok(injectAs(t, ids.admin, { method: 'POST', url: '/api_v1/admin/content/friend-link/create', payload: { name: '友链', url: 'https://example.com' } })),
  },
  { name: 'a listener starts an episode (playNum in the series\' episode list)', read: episodeList, write: playEpisode },
  { name: 'a listener starts an episode (playNum in the tag list)', read: tagList, write: playEpisode },
  {
    name: 'an admin adds a software app (content backend)',
    read: { method: 'GET', url: '/api_v1/course/software/list' },
    write: () => ok(injectAs(t, ids.admin, { method: 'POST', url: '/api_v1/admin/content/app/create', payload: { name: 'Sketch' } })),
  },
];

/** Reads whose url needs an id known only after the fixtures are made. */
const resolve = (call: InjectOptions): InjectOptions =>
  call.url === '/api_v1/course/detail?courseId=0'
    ? { ...call, url: `/api_v1/course/detail?courseId=${ids.courseId}` }
    : { ...call, url: String(call.url).replace('{seriesId}', String(ids.seriesId)) };

describe('every write that changes a cached answer drops it', () => {
  test.each(writes)('$name', async (row) => {
    const call = resolve(row.read);
    const before = await read(t, call);
    expect(await read(t, call)).toBe(before);
    if (other) expect(await read(other, call)).toBe(before);
    await row.write();
    const fresh = await read(reference, call);
    // The write changes the answer (otherwise this row proves nothing)...
    expect(fresh).not.toBe(before);
    // ...and the instance that wrote answers the new bytes at once,
    expect(await read(t, call)).toBe(fresh);
    // another instance on the same PostgreSQL within a second.
    if (other) await expectWithinOneSecond(other, call, fresh);
  });
});

describe("a member's own answers (course list, course detail, teacher list, watch records) are kept for them and dropped by every write that changes them", () => {
  /** A member's answer, as bytes. */
  async function readAs(app: TestApp, userId: number, call: InjectOptions): Promise<string> {
    const response = await injectAs(app, userId, call);
    expect(response.statusCode).toBe(200);
    return response.body;
  }
  const memberReads = (): InjectOptions[] => [
    courseList,
    { method: 'GET', url: `/api_v1/course/detail?courseId=${ids.courseId}` },
    { method: 'GET', url: '/api_v1/course/teacher/list' },
    { method: 'GET', url: `/api_v1/course/watch/record?courseId=${ids.courseId}` },
  ];
  const hits = () => cacheCounts('member-answers').hits;

  const memberWrites: { name: string; read: () => InjectOptions; write: () => Promise<void> }[] = [
    {
      name: 'they follow the teacher (teacher list)',
      read: () => ({ method: 'GET', url: '/api_v1/course/teacher/list' }),
      write: () => ok(injectAs(t, ids.member, { method: 'POST', url: '/api_v1/account/follow', payload: { targetUserId: ids.teacher } })),
    },
    {
      name: 'they unfollow the teacher (course cards)',
      read: () => courseList,
      write: () => ok(injectAs(t, ids.member, { method: 'DELETE', url: '/api_v1/account/follow', payload: { targetUserId: ids.teacher } })),
    },
    {
      name: 'they collect the course (course detail)',
      read: () => ({ method: 'GET', url: `/api_v1/course/detail?courseId=${ids.courseId}` }),
      write: () => ok(injectAs(t, ids.member, { method: 'POST', url: '/api_v1/course/collect', payload: { courseId: ids.courseId, status: 'true' } })),
    },
    {
      name: 'they watch a lesson further (course detail)',
      read: () => ({ method: 'GET', url: `/api_v1/course/detail?courseId=${ids.courseId}` }),
      write: () => watchProgress(42, false),
    },
    {
      name: 'they watch a lesson further (their watch records)',
      read: () => ({ method: 'GET', url: `/api_v1/course/watch/record?courseId=${ids.courseId}` }),
      write: () => watchProgress(77, true),
    },
    {
      name: 'the teacher changes their nickname (course cards)',
      read: () => courseList,
      write: () => ok(injectAs(t, ids.teacher, { method: 'PUT', url: '/api_v1/account/info/update', payload: { nickname: '会员看到的新名字' } })),
    },
  ];

  test.each(memberWrites)('$name', async (row) => {
    const call = row.read();
    const before = await readAs(t, ids.member, call);
    const hitsBefore = hits();
    expect(await readAs(t, ids.member, call)).toBe(before);
    // Kept: the second read is the member's kept answer, and a render is handed the same.
    expect(hits()).toBe(hitsBefore + 1);
    expect(t.app.ctx.keptAnswer(ids.member, { method: call.method!, url: String(call.url), ...(call.payload ? { payload: JSON.stringify(call.payload) } : {}) })?.text).toBe(before);
    await row.write();
    const fresh = await readAs(reference, ids.member, call);
    expect(fresh).not.toBe(before);
    expect(await readAs(t, ids.member, call)).toBe(fresh);
    if (other) {
      for (let tries = 0; tries < 50 && (await readAs(other, ids.member, call)) !== fresh; tries += 1) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(await readAs(other, ids.member, call)).toBe(fresh);
    }
  });

  test("each member gets their own, never another's, and a visitor the visitors'", async () => {
    // The poster follows the teacher; the member does not (after the rows above).
    await ok(injectAs(t, ids.poster, { method: 'POST', url: '/api_v1/account/follow', payload: { targetUserId: ids.teacher } }));
    for (const call of memberReads()) {
      for (const viewer of [ids.member, ids.poster, ids.member, ids.poster]) {
        expect({ url: call.url, viewer, body: await readAs(t, viewer, call) }).toEqual({ url: call.url, viewer, body: await readAs(reference, viewer, call) });
      }
      // A visitor: the visitors' answer (a 401 where the read is a member's own).
      expect((await t.app.inject(call)).body).toBe((await reference.app.inject(call)).body);
    }
    expect(await readAs(t, ids.poster, { method: 'GET', url: '/api_v1/course/teacher/list' })).toContain('"followed":true');
    expect(await readAs(t, ids.member, { method: 'GET', url: '/api_v1/course/teacher/list' })).not.toContain('"followed":true');
  });
});

describe('shot/detail: the shared part is kept, the viewer\'s flags and views are not', () => {
  test('an edit, a like and a rename show at once; each viewer gets their own hasLiked', async () => {
    const { id } = await postShot(t, ids.poster, { title: '详情缓存' });
    const detail = async (userId: number | null) =>
      dataOf<{ title: string; hasLiked: boolean; likeNum: number; viewNum: number; user: { nickname: string } }>(
        await injectAs(t, userId, { method: 'GET', url: `/api_v1/shot/detail?id=${id}` }),
      );
    expect(await detail(null)).toMatchObject({ title: '详情缓存', hasLiked: false, likeNum: 0, viewNum: 1 });
    await ok(injectAs(t, ids.poster, { method: 'PUT', url: '/api_v1/shot/post', payload: { id, title: '改过的标题' } }));
    expect((await detail(null)).title).toBe('改过的标题');
    await ok(injectAs(t, ids.member, { method: 'POST', url: '/api_v1/shot/like', payload: { shotId: id, status: true } }));
    // The member's own view counts too: views are added per request, never kept in the shared part.
    expect(await detail(ids.member)).toMatchObject({ hasLiked: true, likeNum: 1, viewNum: 2 });
    expect(await detail(null)).toMatchObject({ hasLiked: false, likeNum: 1, viewNum: 2 });
    await ok(injectAs(t, ids.poster, { method: 'PUT', url: '/api_v1/account/info/update', payload: { nickname: '详情作者' } }));
    expect((await detail(null)).user.nickname).toBe('详情作者');
    await ok(injectAs(t, ids.poster, { method: 'POST', url: '/api_v1/shot/status/update', payload: { id, status: false } }));
    expect((await injectAs(t, null, { method: 'GET', url: `/api_v1/shot/detail?id=${id}` })).statusCode).toBe(404);
    // Its author still sees it (read fresh, not from the shared part).
    expect((await detail(ids.poster)).title).toBe('改过的标题');
  });

  test('views written in a batch still count: the next viewer sees one more, never fewer', async () => {
    const { id } = await postShot(t, ids.poster, { title: '批量写入的浏览' });
    const viewNum = async (userId: number | null) =>
      dataOf<{ viewNum: number }>(await injectAs(t, userId, { method: 'GET', url: `/api_v1/shot/detail?id=${id}` })).viewNum;
    expect(await viewNum(null)).toBe(1);
    // The batch write the timer makes every few seconds: the view leaves the pending count for the table.
    await t.app.ctx.shotViews.flush();
    expect(await viewNum(ids.member)).toBe(2);
    expect(await viewNum(null)).toBe(2);
  });
});

describe('answers with the cache on and off', () => {
  const cached = (): InjectOptions[] => [
    { method: 'GET', url: '/api_v1/tool/list' },
    { method: 'GET', url: '/api_v1/banner/list?type=course-home' },
    { method: 'GET', url: '/api_v1/course/banner/list' },
    { method: 'GET', url: '/api_v1/bulletin/message' },
    { method: 'GET', url: '/api_v1/navigation/list' },
    { method: 'GET', url: '/api_v1/navigation/friend/link/list' },
    courseList,
    { method: 'POST', url: '/api_v1/course/list', payload: { perPage: 10, page: 0, sort: { price: 'ASC' }, keyword: '测试' } },
    { method: 'GET', url: `/api_v1/course/detail?courseId=${ids.courseId}` },
    { method: 'GET', url: '/api_v1/course/software/list' },
    { method: 'GET', url: '/api_v1/course/group/category/list' },
    { method: 'GET', url: '/api_v1/course/teacher/list' },
    { method: 'GET', url: `/api_v1/course/all/course?userId=${ids.teacher}` },
    shotList,
    { method: 'GET', url: '/api_v1/shot/category/list' },
    { method: 'GET', url: '/api_v1/shot/category/with/shot/list' },
    seriesList,
    resolve(episodeList),
    tagList,
  ];

  test('are byte-identical, first read and cached read alike', async () => {
    // Views and plays from earlier tests wait in batches; written by a timer between the two reads, they
    // would change a count under the comparison. Written now, nothing is pending while it runs.
    await Promise.all([t.app.ctx.shotViews.flush(), t.app.ctx.audioPlays.flush()]);
    for (const call of cached()) {
      const expected = await read(reference, call);
      expect({ url: call.url, body: await read(t, call) }).toEqual({ url: call.url, body: expected });
      expect({ url: call.url, body: await read(t, call) }).toEqual({ url: call.url, body: expected });
    }
  });

  test("the answers that are the same for everyone are a member's too: the kept bytes, dropped by a write; a viewer's own are not", async () => {
    const sameForEveryone: InjectOptions[] = [
      { method: 'GET', url: '/api_v1/navigation/list' },
      { method: 'GET', url: '/api_v1/navigation/friend/link/list' },
      { method: 'GET', url: '/api_v1/course/software/list' },
      { method: 'GET', url: '/api_v1/course/group/category/list' },
      { method: 'GET', url: '/api_v1/shot/category/list' },
      seriesList,
    ];
    const asMember = async (app: TestApp, call: InjectOptions) => {
      const response = await injectAs(app, ids.member, call);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      return response.body;
    };
    const hits = () => cacheCounts('answers').hits;
    for (const call of sameForEveryone) {
      const expected = await asMember(reference, call);
      await read(t, call);
      const before = hits();
      expect({ url: call.url, body: await asMember(t, call) }).toEqual({ url: call.url, body: expected });
      expect({ url: call.url, hits: hits() }).toEqual({ url: call.url, hits: before + 1 });
      // A server-side render asks the cache for the same answer directly (page-render's calls).
      expect({ url: call.url, kept: t.app.ctx.keptAnswer(ids.member, { method: 'GET', url: String(call.url) })?.text }).toEqual({ url: call.url, kept: expected });
    }
    // A teacher list carries whom the member follows: never the visitors' bytes (their own: see the describe above).
    await read(t, { method: 'GET', url: '/api_v1/course/teacher/list' });
    const before = hits();
    const teachers = await asMember(t, { method: 'GET', url: '/api_v1/course/teacher/list' });
    expect(hits()).toBe(before);
    expect(t.app.ctx.keptAnswer(ids.member, { method: 'GET', url: '/api_v1/course/teacher/list' })?.text).toBe(teachers);
    expect(t.app.ctx.keptAnswer(ids.admin, { method: 'GET', url: '/api_v1/course/teacher/list' })).toBeUndefined();
    // A write reaches the member at once.
    const links = { method: 'GET', url: '/api_v1/navigation/friend/link/list' } as const;
    const old = await asMember(t, links);
    expect(t.app.ctx.keptAnswer(ids.member, { method: 'GET', url: links.url })?.text).toBe(old);
    await ok(injectAs(t, ids.admin, { method: 'POST', url: '/api_v1/admin/content/friend-link/create', payload: { name: '会员也看到的友链', url: 'https://example.com/m' } }));
    expect(t.app.ctx.keptAnswer(ids.member, { method: 'GET', url: links.url })).toBeUndefined();
    const fresh = await asMember(t, links);
    expect(fresh).not.toBe(old);
    expect(fresh).toContain('会员也看到的友链');
  });

  test('a browser gets the same bytes compressed (br, gzip), made once per kept answer and dropped with it', async () => {
    const decoded = (response: { headers: Record<string, unknown>; rawPayload: Buffer }): string => {
      const encoding = response.headers['content-encoding'];
      if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString('utf8');
      if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString('utf8');
      expect(encoding).toBeUndefined();
      return response.rawPayload.toString('utf8');
    };
    const asks = [
      { header: 'gzip, deflate, br, zstd', encoding: 'br' },
      { header: 'gzip', encoding: 'gzip' },
      { header: 'br;q=0, gzip;q=0.8', encoding: 'gzip' },
      { header: 'x-gzip', encoding: 'gzip' },
      { header: '*', encoding: 'gzip' },
      { header: 'identity', encoding: undefined },
    ];
    // Enough courses for a list worth compressing (added straight to the tables, so the cache is told).
    for (let i = 0; i < 12; i += 1) {
      await createCourse(t.database, { title: `一门标题足够长的课程，用来把课程列表撑过压缩的门槛 ${i}` }, { teacherIds: [ids.teacher] });
    }
    t.app.ctx.invalidation.publish(['courses']);
    let compressedOnes = 0;
    for (const call of cached()) {
      const expected = await read(reference, call);
      for (const ask of asks) {
        const asked = { ...call, headers: { 'accept-encoding': ask.header } };
        const first = await t.app.inject(asked);
        const kept = await t.app.inject(asked);
        expect({ url: call.url, ask: ask.header, body: decoded(first) }).toEqual({ url: call.url, ask: ask.header, body: expected });
        expect({ url: call.url, ask: ask.header, body: decoded(kept) }).toEqual({ url: call.url, ask: ask.header, body: expected });
        if (Buffer.byteLength(expected) < COMPRESSION_THRESHOLD) continue;
        compressedOnes += 1;
        expect({ url: call.url, ask: ask.header, encoding: kept.headers['content-encoding'] }).toEqual({ url: call.url, ask: ask.header, encoding: ask.encoding });
        if (ask.encoding) expect(kept.headers.vary).toContain('accept-encoding');
        expect(kept.headers.etag).toBe(first.headers.etag);
      }
    }
    expect(compressedOnes).toBeGreaterThan(0);

    // A write drops the compressed answers with the kept one.
    const browser = { ...courseList, headers: { 'accept-encoding': 'br' } };
    const before = decoded(await t.app.inject(browser));
    await ok(injectAs(t, ids.teacher, { method: 'PUT', url: '/api_v1/account/info/update', payload: { nickname: '压缩后也看得到的名字' } }));
    const after = decoded(await t.app.inject(browser));
    expect(before).not.toContain('压缩后也看得到的名字');
    expect(after).toContain('压缩后也看得到的名字');
    // Compressed once for the kept answer, not on every hit.
    const compressions = jest.spyOn(zlib, 'brotliCompressSync');
    try {
      for (let i = 0; i < 5; i += 1) expect(decoded(await t.app.inject(browser))).toBe(after);
      expect(compressions).toHaveBeenCalledTimes(1);
    } finally {
      compressions.mockRestore();
    }
  });

  test("a member's answer is never the cached visitor's one (their own flags)", async () => {
    await read(t, courseList);
    await ok(injectAs(t, ids.member, { method: 'POST', url: '/api_v1/account/follow', payload: { targetUserId: ids.teacher } }));
    const asMember = dataOf<{ rows: { id: number; teacherInfo: { id: number; followed: boolean }[] }[] }>(await injectAs(t, ids.member, courseList));
    const card = asMember.rows.find((row) => row.id === ids.courseId);
    expect(card?.teacherInfo.find((teacher) => teacher.id === ids.teacher)?.followed).toBe(true);
  });

  test("a member's course list is the kept list with their own follows: as the cache-off answer, a follow and an unfollow at once", async () => {
    const mine = async (app: TestApp) => {
      const response = await injectAs(app, ids.member, courseList);
      expect(response.statusCode).toBe(200);
      return response.body;
    };
    const followed = (body: string) =>
      (JSON.parse(body) as { data: { rows: { id: number; teacherInfo: { id: number; followed: boolean }[] }[] } }).data.rows
        .find((row) => row.id === ids.courseId)
        ?.teacherInfo.find((teacher) => teacher.id === ids.teacher)?.followed;
    const follow = (method: 'POST' | 'DELETE') => ok(injectAs(t, ids.member, { method, url: '/api_v1/account/follow', payload: { targetUserId: ids.teacher } }));

    const teachers = { method: 'GET', url: '/api_v1/course/teacher/list' } as const;
    const teachersFor = async (app: TestApp) => (await injectAs(app, ids.member, teachers)).body;
    const followsTeacher = (body: string) => (JSON.parse(body) as { data: { id: number; followed: boolean }[] }).data.find((teacher) => teacher.id === ids.teacher)?.followed;
    // The test before left the member following the teacher.
    await follow('DELETE');
    expect(followsTeacher(await teachersFor(t))).toBe(false);

    await follow('POST');
    expect(await mine(t)).toBe(await mine(reference));
    expect(followed(await mine(t))).toBe(true);
    // The teacher list is kept the same way.
    expect(followsTeacher(await teachersFor(t))).toBe(true);
    expect(await teachersFor(t)).toBe(await teachersFor(reference));
    // Kept: the member's whole answer, made once from the list and their follows kept in the caches.
    const counts = () => [cacheCounts('member-answers').hits, cacheCounts('shared').hits, cacheCounts('member').hits];
    const before = counts();
    await mine(t);
    expect(counts().map((count, i) => count - before[i]!)).toEqual([1, 0, 0]);

    await follow('DELETE');
    expect(followed(await mine(t))).toBe(false);
    expect(await mine(t)).toBe(await mine(reference));
    // A teacher's new name reaches the member's list at once too.
    await ok(injectAs(t, ids.teacher, { method: 'PUT', url: '/api_v1/account/info/update', payload: { nickname: '会员列表里的新名字' } }));
    expect(await mine(t)).toContain('会员列表里的新名字');
    expect(await mine(t)).toBe(await mine(reference));
  });

  test('GET JSON answers carry an ETag; a matching If-None-Match gets 304 without a body', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api_v1/tool/list' });
    const etag = first.headers.etag;
    expect(typeof etag).toBe('string');
    const again = await t.app.inject({ method: 'GET', url: '/api_v1/tool/list', headers: { 'if-none-match': String(etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const off = await reference.app.inject({ method: 'GET', url: '/api_v1/tool/list', headers: { 'if-none-match': String(etag) } });
    expect(off.statusCode).toBe(304);
  });
});

describe('audio lists: the shared page is kept, listener counts and signed URLs are live', () => {
  type Episodes = { rows: { id: number; onlineCount: number; playNum: number; sourceUrl: string }[]; count: number };
  const episodes = async (app: TestApp) => dataOf<Episodes>(await app.app.inject(resolve(episodeList)));

  test('a listener shows at once, without any write; the URL moves with the hour; a play shows on both instances', async () => {
    const before = await episodes(t);
    expect(before.rows[0]).toMatchObject({ id: ids.episodeId, onlineCount: 0 });
    await startListening(t.app, ids.episodeId);
    const listening = await episodes(t);
    expect(listening.rows[0]!.onlineCount).toBe(1);
    // Everything else is the kept page, unchanged.
    expect({ ...listening.rows[0], onlineCount: 0 }).toEqual(before.rows[0]);

    t.clock.advance(3 * 60 * 60 * 1000);
    const later = await episodes(t);
    expect(later.rows[0]!.sourceUrl).not.toBe(before.rows[0]!.sourceUrl);
    expect(later.rows[0]!.sourceUrl).toBe(signedAudioPath('test-secret-test-secret-test-secret-0123', ids.episodeId, t.clock.now().getTime()));
    // An old URL still plays until it expires; the new one is what the list hands out now.
    expect((await t.app.inject({ method: 'GET', url: later.rows[0]!.sourceUrl })).statusCode).toBe(200);

    const playsBefore = later.rows[0]!.playNum;
    await playEpisode();
    expect((await episodes(t)).rows[0]!.playNum).toBe(playsBefore + 1);
    if (other) {
      const deadline = Date.now() + 1000;
      let seen = (await episodes(other)).rows[0]!.playNum;
      while (seen !== playsBefore + 1 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        seen = (await episodes(other)).rows[0]!.playNum;
      }
      expect(seen).toBe(playsBefore + 1);
    }
  });

  test('a page written once is reused with its ETag (304) until a listener changes it', async () => {
    const first = await t.app.inject(resolve(episodeList));
    const etag = first.headers.etag as string;
    expect(etag).toBe(etagOf(first.body));
    const again = await t.app.inject(resolve(episodeList));
    expect(again.body).toBe(first.body);
    expect((await t.app.inject({ ...resolve(episodeList), headers: { 'if-none-match': etag } })).statusCode).toBe(304);
    await startListening(t.app, ids.episodeId, '10.9.9.9');
    const changed = await t.app.inject({ ...resolve(episodeList), headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).not.toBe(first.body);
    expect(changed.headers.etag).toBe(etagOf(changed.body));
  });

  test('an unknown series is still 404, and is not kept', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api_v1/audio/series/audio/list?audioSeriesId=999999&perPage=15&page=0' });
    expect(response.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api_v1/audio/series/audio/list?audioSeriesId=999999&perPage=15&page=0' })).statusCode).toBe(404);
  });
});
