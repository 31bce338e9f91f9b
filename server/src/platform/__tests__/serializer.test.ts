import { inArray } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { createTestApp, dataOf, sessionCookieFor, type TestApp } from '../../../test/helpers';
import { users } from '../../modules/account/tables';
import { seedIfEmpty } from '../../seed';
import { z } from 'zod';
import { pagedAudios } from '../../modules/audio/schemas';
import { shotSchema } from '../../modules/shot/schemas';
import { compilableSchema, compiledRoutes } from '../serializer';

// Answers written by the compiled serialisers (fast-json-stringify) are byte for byte what zod's
// validate-then-JSON.stringify wrote: the same requests on the same demo data, one app each way,
// both with the read cache off so every answer is serialised.

let compiled: TestApp;
let zod: TestApp;
type Account = 'admin' | 'teacher' | 'member' | 'poster';
/** One session per account, used by both apps (a new session per call would change the device list). */
let cookies: Record<Account, string>;
let ids: { courseId: number; shotId: number; seriesId: number; audioId: number };

beforeAll(async () => {
  compiled = await createTestApp({ READ_CACHE: false });
  zod = await createTestApp({ READ_CACHE: false }, { database: compiled.database, serializer: 'zod' });
  const outcome = await seedIfEmpty(compiled.database, compiled.app.ctx.storage, compiled.config);
  expect(outcome.status).toBe('seeded');
  const rows = await compiled.database.db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.username, ['admin', 'teacher', 'member', 'poster']));
  cookies = Object.fromEntries(await Promise.all(rows.map(async (row) => [row.username, await sessionCookieFor(compiled.database, row.id)]))) as typeof cookies;
  const course = dataOf<{ rows: { id: number }[] }>(await compiled.app.inject({ method: 'POST', url: '/api_v1/course/list', payload: { perPage: 1, page: 0 } }));
  const shot = dataOf<{ rows: { id: number }[] }>(await compiled.app.inject({ method: 'GET', url: '/api_v1/shot/list?perPage=1&page=0' }));
  const series = dataOf<{ id: number }[]>(await compiled.app.inject({ method: 'GET', url: '/api_v1/audio/series/list' }));
  const episodes = dataOf<{ rows: { id: number }[] }>(
    await compiled.app.inject({ method: 'GET', url: `/api_v1/audio/series/audio/list?audioSeriesId=${series[0]!.id}&perPage=15&page=0` }),
  );
  ids = { courseId: course.rows[0]!.id, shotId: shot.rows[0]!.id, seriesId: series[0]!.id, audioId: episodes.rows[0]!.id };
}, 120_000);

afterAll(async () => {
  await zod.close();
  await compiled.close();
});

/**
 * `countsView`: the call counts a shot view. Each app counts views in its own memory (deduped per
 * viewer) and answers the stored total plus what it has not written yet, and each writes its batch
 * on its own 5 s timer (platform/hit-counter.ts) to the shared database: a batch written between the
 * two answers of a pair made them differ by one view. So the viewer's view is counted in both apps
 * and written first; the compared pair then counts nothing new and both read the same stored total.
 */
type Call = InjectOptions & { as?: Account; countsView?: true };

const calls = (): Call[] => [
  { method: 'GET', url: '/api_v1/tool/list' },
  { method: 'GET', url: '/api_v1/banner/list?type=course-home' },
  { method: 'GET', url: '/api_v1/bulletin/message' },
  { method: 'GET', url: '/api_v1/navigation/list' },
  { method: 'GET', url: '/api_v1/navigation/friend/link/list' },
  { method: 'POST', url: '/api_v1/course/list', payload: { perPage: 30, page: 0, sort: { createdTime: 'DESC' } } },
  { method: 'POST', url: '/api_v1/course/list', payload: { perPage: 30, page: 0, courseType: 'live-course', sort: { price: 'ASC' } } },
  { method: 'POST', url: '/api_v1/course/list', payload: { perPage: 10, page: 0, keyword: '设计' }, as: 'member' },
  { method: 'GET', url: `/api_v1/course/detail?courseId=${ids.courseId}` },
  { method: 'GET', url: `/api_v1/course/detail?courseId=${ids.courseId}`, as: 'member' },
  { method: 'GET', url: '/api_v1/course/software/list' },
  { method: 'GET', url: '/api_v1/course/group/category/list' },
  { method: 'GET', url: '/api_v1/course/teacher/list' },
  { method: 'GET', url: '/api_v1/shot/list?perPage=24&page=0' },
  { method: 'GET', url: '/api_v1/shot/list?perPage=24&page=0&isRecommend=1', as: 'member' },
  { method: 'GET', url: `/api_v1/shot/detail?id=${ids.shotId}`, countsView: true },
  { method: 'GET', url: `/api_v1/shot/detail?id=${ids.shotId}`, as: 'member', countsView: true },
  { method: 'GET', url: '/api_v1/shot/category/list' },
  { method: 'GET', url: '/api_v1/shot/category/with/shot/list' },
  { method: 'GET', url: '/api_v1/audio/series/list' },
  { method: 'GET', url: `/api_v1/audio/series/detail?audioSeriesId=${ids.seriesId}` },
  { method: 'GET', url: `/api_v1/audio/series/audio/list?audioSeriesId=${ids.seriesId}&perPage=15&page=0` },
  { method: 'GET', url: `/api_v1/audio/tag/list?tag=${encodeURIComponent('设计')}&perPage=15&page=0` },
  { method: 'GET', url: `/api_v1/audio/detail?id=${ids.audioId}`, as: 'member' },
  { method: 'POST', url: '/api_v1/audio/onlineCountGroups', payload: { audioIds: [ids.audioId] } },
  { method: 'GET', url: '/api_v1/account/info', as: 'member' },
  { method: 'GET', url: '/api_v1/account/info', as: 'teacher' },
  { method: 'GET', url: '/api_v1/account/message/list?page=0&perPage=15', as: 'member' },
  { method: 'GET', url: '/api_v1/account/public/info?username=teacher' },
  { method: 'GET', url: '/api_v1/account/following?page=0&perPage=15', as: 'member' },
  { method: 'GET', url: '/api_v1/account/devices', as: 'member' },
  { method: 'GET', url: `/api_v1/comment/list?targetId=${ids.courseId}&type=course&page=0&perPage=15` },
  { method: 'GET', url: '/api_v1/admin/user/list?page=0&perPage=15', as: 'admin' },
  { method: 'GET', url: '/api_v1/admin/order/list?page=0&perPage=15', as: 'admin' },
  { method: 'GET', url: '/api_v1/admin/shot/list?page=0&perPage=15', as: 'admin' },
  // Errors are written by the envelope, not by a route's schema: the same either way too.
  { method: 'GET', url: '/api_v1/shot/detail?id=999999' },
  { method: 'GET', url: '/api_v1/account/info' },
  { method: 'GET', url: '/api_v1/no/such/route' },
  { method: 'GET', url: '/healthz' },
];

/** The viewer's view counted in both apps and written to the database: nothing pending, in either app. */
async function countViewFirst(request: InjectOptions) {
  for (const { app } of [compiled, zod]) expect((await app.inject(request)).statusCode).toBe(200);
  for (const { app } of [compiled, zod]) {
    await app.ctx.shotViews.flush();
    expect(app.ctx.shotViews.pending(ids.shotId)).toBe(0);
  }
}

test('answers are byte-identical with the compiled serialisers and with zod', async () => {
  let compared = 0;
  for (const { as, countsView, ...call } of calls()) {
    const request = { ...call, headers: as ? { cookie: cookies[as] } : {} };
    if (countsView) await countViewFirst(request);
    const [a, b] = [await compiled.app.inject(request), await zod.app.inject(request)];
    expect({ call: `${call.method} ${call.url} ${as ?? ''}`, status: a.statusCode, body: a.body }).toEqual({
      call: `${call.method} ${call.url} ${as ?? ''}`,
      status: b.statusCode,
      body: b.body,
    });
    if (a.statusCode === 200) compared += 1;
  }
  expect(compared).toBeGreaterThan(30);
});

// After the byte test above: a route compiles on its first answer.
test('the hot reads are the ones written by compiled serialisers', () => {
  for (const route of [
    'POST /api_v1/course/list 200',
    'GET /api_v1/course/detail 200',
    'GET /api_v1/shot/list 200',
    'GET /api_v1/shot/detail 200',
    'GET /api_v1/account/public/info 200',
    'GET /api_v1/account/message/list 200',
  ]) {
    expect({ route, compiled: compiledRoutes.has(route) }).toEqual({ route, compiled: true });
  }
});

describe('which JSON Schemas compile', () => {
  test('"X or null" folds into a type list; closed objects and records compile', () => {
    expect(
      compilableSchema({
        type: 'object',
        properties: { a: { anyOf: [{ type: 'object', properties: { x: { type: 'integer' } }, required: ['x'], additionalProperties: false }, { type: 'null' }] } },
        required: ['a'],
        additionalProperties: false,
      }),
    ).toEqual({
      type: 'object',
      properties: { a: { type: ['object', 'null'], properties: { x: { type: 'integer' } }, required: ['x'], additionalProperties: false } },
      required: ['a'],
      additionalProperties: false,
    });
    expect(compilableSchema({ type: 'object', propertyNames: { type: 'string' }, additionalProperties: { type: 'number' } })).toEqual({
      type: 'object',
      additionalProperties: { type: 'number' },
    });
  });

  test('unions, open objects, references and defaults keep the zod serialiser', () => {
    expect(compilableSchema({ type: ['string', 'number'] })).toBeNull();
    expect(compilableSchema({ anyOf: [{ type: 'string' }, { type: 'integer' }] })).toBeNull();
    expect(compilableSchema({ type: 'object', properties: { a: { type: 'string' } } })).toBeNull();
    expect(compilableSchema({ $ref: '#/$defs/x' })).toBeNull();
    expect(compilableSchema({ type: 'array', items: { type: 'string' }, default: [] })).toBeNull();
    expect(compilableSchema({ type: 'string', format: 'binary' })).toBeNull();
  });
});

// A visitor's shot detail is written by the shot service itself (once per kept shot and view count).
test("a visitor's shot detail, written by the service, is the bytes the route's schema serialiser writes", async () => {
  const schema = z.object({ data: shotSchema });
  const url = `/api_v1/shot/detail?id=${ids.shotId}`;
  for (const round of ['written', 'reused']) {
    const response = await compiled.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect({ round, body: response.body }).toEqual({ round, body: JSON.stringify(schema.parse(JSON.parse(response.body))) });
  }
});

// The episode lists are written by the audio service itself (once per kept page and live state, then
// reused), so neither serialiser above writes them: their bytes must be what the route's schema writes.
test("the episode lists, written by the service, are the bytes the route's schema serialiser writes", async () => {
  const schema = z.object({ data: pagedAudios });
  for (const url of [
    `/api_v1/audio/series/audio/list?audioSeriesId=${ids.seriesId}&perPage=15&page=0`,
    `/api_v1/audio/tag/list?tag=${encodeURIComponent('趋势')}&perPage=15&page=0`,
  ]) {
    const response = await compiled.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(dataOf<{ rows: unknown[] }>(response).rows.length).toBeGreaterThan(0);
    expect({ url, body: response.body }).toEqual({ url, body: JSON.stringify(schema.parse(JSON.parse(response.body))) });
  }
});
