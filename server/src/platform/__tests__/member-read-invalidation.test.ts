import type { InjectOptions } from 'fastify';
import { ErrorCode } from '@site/shared/contract';
import { createUser, dataOf, latestCode, nextIp, sessionCookieFor, type TestApp } from '../../../test/helpers';
import { createCategory, createCourse, createLesson } from '../../modules/course/__tests__/fixtures';
import { postShot } from '../../modules/shot/__tests__/fixtures';
import { openInvalidationApps } from './invalidation-apps';

// Members' own reads are kept too (their session, account, messages, marks on courses and shots):
// after each write that changes one, the member's next read answers what an app with the caches
// off answers, at once on the instance that wrote and within a second on a second instance that
// hears of it only through PostgreSQL (LISTEN/NOTIFY). Ending a session or disabling an account
// works the same way: the next request with that cookie is a visitor's, on every instance.

let t: TestApp;
let reference: TestApp;
let other: TestApp | null;
let closeApps: () => Promise<void>;

interface Member {
  id: number;
  email: string;
  /** One session for the whole suite (kept in the session cache after its first request). */
  cookie: string;
}
let admin: Member, teacher: Member, member: Member, poster: Member;
let ids: { courseId: number; lessonId: number; shotId: number; posterCommentId: number };

async function makeMember(overrides: Parameters<typeof createUser>[1] = {}): Promise<Member> {
  const row = await createUser(t.database, overrides);
  return { id: row.id, email: row.email, cookie: await sessionCookieFor(t.database, row.id) };
}

/** A member with a fresh session, for the rows that end sessions or disable accounts. */
const newMember = () => makeMember();

beforeAll(async () => {
  ({ t, reference, other, close: closeApps } = await openInvalidationApps());
  [admin, teacher, member, poster] = await Promise.all([
    makeMember({ roles: { admin: true } }),
    makeMember({ roles: { teacher: true } }),
    makeMember(),
    makeMember({ canPostShot: true }),
  ]);
  const { category } = await createCategory(t.database);
  const course = await createCourse(t.database, { categoryId: category.id }, { teacherIds: [teacher.id] });
  const lesson = await createLesson(t.database, course.id, { free: true });
  const shot = await postShot(t, poster.id);
  const comment = dataOf<{ id: number }>(
    await call(t, poster, { method: 'POST', url: '/api_v1/comment/post', payload: { type: 'shot', shotId: shot.id, content: '作者的说明' } }),
  );
  ids = { courseId: course.id, lessonId: lesson.id, shotId: shot.id, posterCommentId: comment.id };
});

afterAll(async () => {
  await closeApps();
});

function call(app: TestApp, who: Member, options: InjectOptions) {
  return app.app.inject({ remoteAddress: nextIp(), ...options, headers: { ...options.headers, cookie: who.cookie } });
}

/** What a read answers, as bytes; shot views are counted per instance, so shot/detail leaves viewNum out. */
async function read(app: TestApp, who: Member, options: InjectOptions): Promise<string> {
  const response = await call(app, who, options);
  expect(response.statusCode).toBe(200);
  if (!String(options.url).startsWith('/api_v1/shot/detail')) return response.body;
  const body = response.json() as { data?: Record<string, unknown> };
  if (body.data) delete body.data.viewNum;
  return JSON.stringify(body);
}

async function expectWithinOneSecond(app: TestApp, who: Member, options: InjectOptions, expected: string): Promise<void> {
  const deadline = Date.now() + 1000;
  let seen = await read(app, who, options);
  while (seen !== expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    seen = await read(app, who, options);
  }
  expect(seen).toBe(expected);
}

async function ok(response: Promise<{ statusCode: number; body: string }>): Promise<void> {
  const answer = await response;
  if (answer.statusCode !== 200 || answer.body.includes('"error"')) throw new Error(`write failed: ${answer.statusCode} ${answer.body}`);
}

const accountInfo: InjectOptions = { method: 'GET', url: '/api_v1/account/info' };
const messages: InjectOptions = { method: 'GET', url: '/api_v1/account/message/list?page=0&perPage=15' };
const unread: InjectOptions = { method: 'GET', url: '/api_v1/account/message/list?read=1&page=0&perPage=15' };
const courseDetail = (): InjectOptions => ({ method: 'GET', url: `/api_v1/course/detail?courseId=${ids.courseId}` });
const shotDetail = (): InjectOptions => ({ method: 'GET', url: `/api_v1/shot/detail?id=${ids.shotId}` });
const topCommentPower: InjectOptions = { method: 'GET', url: '/api_v1/account/power/top-comment' };

/** Signs in with the password (a second device of the same member); answers its cookie. */
async function signIn(account: string, password: string): Promise<Member & { account: string }> {
  const response = await t.app.inject({ method: 'POST', url: '/api_v1/account/login', remoteAddress: nextIp(), payload: { account, password } });
  const cookie = response.cookies.find((item) => item.name === 'sid');
  if (!cookie) throw new Error(`login failed: ${response.body}`);
  const user = dataOf<{ id: number; email: string }>(response);
  return { id: user.id, email: user.email, cookie: `sid=${cookie.value}`, account };
}

/** Rows whose reader exists only once the row runs (a member whose session the write ends). */
interface Row {
  name: string;
  /** Who reads, and what. */
  reader: () => Member | Promise<Member>;
  read: () => InjectOptions;
  write: (reader: Member) => Promise<void>;
}

const rows: Row[] = [
  // The member's account and session (what request.currentUser carries).
  {
    name: 'the member renames themselves (account/info)',
    reader: () => member,
    read: () => accountInfo,
    write: () => ok(call(t, member, { method: 'PUT', url: '/api_v1/account/info/update', payload: { nickname: '改名的会员' } })),
  },
  {
    name: 'the member changes their email (account/info)',
    reader: () => member,
    read: () => accountInfo,
    write: async () => {
      const email = `moved${member.id}@example.com`;
      await ok(call(t, member, { method: 'POST', url: '/api_v1/email/send/verify/code', payload: { email, codeType: 'change-email' } }));
      await ok(call(t, member, { method: 'PUT', url: '/api_v1/account/email', payload: { email, emailCode: await latestCode(t, email) } }));
    },
  },
  {
    name: 'an admin makes the member a teacher (account/info roles)',
    reader: () => member,
    read: () => accountInfo,
    write: () => ok(call(t, admin, { method: 'POST', url: '/api_v1/admin/user/update', payload: { id: member.id, roles: { teacher: true }, reason: '新讲师' } })),
  },
  {
    name: 'an admin grants the top-comment power (the session carries it)',
    reader: newMember,
    read: () => topCommentPower,
    write: (reader) => ok(call(t, admin, { method: 'POST', url: '/api_v1/admin/user/update', payload: { id: reader.id, canTopComment: true, reason: '置顶' } })),
  },
  {
    name: 'an admin disables an account (its session stops working)',
    reader: newMember,
    read: () => accountInfo,
    write: (reader) => ok(call(t, admin, { method: 'POST', url: '/api_v1/admin/user/update', payload: { id: reader.id, disabled: true, reason: '违规' } })),
  },
  {
    name: 'the member logs out',
    reader: newMember,
    read: () => accountInfo,
    write: (reader) => ok(call(t, reader, { method: 'GET', url: '/api_v1/account/logout' })),
  },
  {
    name: 'a password change on another device signs this one out',
    reader: async () => {
      const user = await createUser(t.database, { password: 'secret123' });
      return signIn(user.username, 'secret123');
    },
    read: () => accountInfo,
    write: async (reader) => {
      const account = (reader as Member & { account: string }).account;
      const desk = await signIn(account, 'secret123');
      await ok(call(t, desk, { method: 'PUT', url: '/api_v1/account/password', payload: { currentPassword: 'secret123', password: 'another456' } }));
    },
  },
  {
    name: 'another device signs this one out by its handle',
    reader: async () => {
      const user = await createUser(t.database, { password: 'secret123' });
      return signIn(user.username, 'secret123');
    },
    read: () => accountInfo,
    write: async (reader) => {
      const desk = await signIn((reader as Member & { account: string }).account, 'secret123');
      const devices = dataOf<{ id: string; current: boolean }[]>(await call(t, desk, { method: 'GET', url: '/api_v1/account/devices' }));
      const phone = devices.find((device) => !device.current);
      if (!phone) throw new Error('expected a second device');
      await ok(call(t, desk, { method: 'POST', url: '/api_v1/account/devices/sign-out', payload: { id: phone.id } }));
    },
  },
  {
    name: 'another device signs out all others',
    reader: async () => {
      const user = await createUser(t.database, { password: 'secret123' });
      return signIn(user.username, 'secret123');
    },
    read: () => accountInfo,
    write: async (reader) => {
      const desk = await signIn((reader as Member & { account: string }).account, 'secret123');
      await ok(call(t, desk, { method: 'POST', url: '/api_v1/account/devices/sign-out-others', payload: {} }));
    },
  },
  {
    name: 'a password reset by email code ends every session',
    reader: newMember,
    read: () => accountInfo,
    write: async (reader) => {
      const send = await t.app.inject({ method: 'POST', url: '/api_v1/email/send/verify/code', remoteAddress: nextIp(), payload: { email: reader.email, codeType: 'reset' } });
      await ok(Promise.resolve(send));
      const reset = await t.app.inject({
        method: 'POST',
        url: '/api_v1/account/password/reset',
        remoteAddress: nextIp(),
        payload: { email: reader.email, emailCode: await latestCode(t, reader.email), password: 'brandnew789' },
      });
      await ok(Promise.resolve(reset));
    },
  },
  // The member's messages.
  {
    name: 'someone likes the poster\'s shot (a new message)',
    reader: () => poster,
    read: () => messages,
    write: () => ok(call(t, member, { method: 'POST', url: '/api_v1/shot/like', payload: { shotId: ids.shotId, status: true } })),
  },
  {
    name: 'someone collects the poster\'s shot (a new message)',
    reader: () => poster,
    read: () => unread,
    write: () => ok(call(t, member, { method: 'POST', url: '/api_v1/shot/collect', payload: { shotId: ids.shotId, status: true } })),
  },
  {
    name: 'someone comments on the poster\'s shot (a new message)',
    reader: () => poster,
    read: () => messages,
    write: () => ok(call(t, member, { method: 'POST', url: '/api_v1/comment/post', payload: { type: 'shot', shotId: ids.shotId, content: '很好看' } })),
  },
  {
    name: 'someone likes the poster\'s comment (a new message)',
    reader: () => poster,
    read: () => messages,
    write: () => ok(call(t, member, { method: 'POST', url: '/api_v1/comment/like', payload: { commentId: ids.posterCommentId, type: 'shot' } })),
  },
  {
    name: 'the poster marks their messages read',
    reader: () => poster,
    read: () => unread,
    write: async () => {
      const list = dataOf<{ rows: { id: number }[] }>(await call(t, poster, unread));
      await ok(call(t, poster, { method: 'POST', url: '/api_v1/account/message/update', payload: { ids: list.rows.map((row) => row.id) } }));
    },
  },
  {
    name: 'someone collects the teacher\'s course (a new message)',
    reader: () => teacher,
    read: () => messages,
    write: () => ok(call(t, member, { method: 'POST', url: '/api_v1/course/collect', payload: { courseId: ids.courseId, status: 'true' } })),
  },
  // The member's marks on a course detail, and its shared part.
  {
    name: 'the member uncollects the course (hasCollected)',
    reader: () => member,
    read: courseDetail,
    write: () => ok(call(t, member, { method: 'POST', url: '/api_v1/course/collect', payload: { courseId: ids.courseId, status: 'false' } })),
  },
  {
    name: 'the member follows the teacher (teacherInfo.followed)',
    reader: () => member,
    read: courseDetail,
    write: () => ok(call(t, member, { method: 'POST', url: '/api_v1/account/follow', payload: { targetUserId: teacher.id } })),
  },
  {
    name: 'the member unfollows the teacher',
    reader: () => member,
    read: courseDetail,
    write: () => ok(call(t, member, { method: 'DELETE', url: '/api_v1/account/follow', payload: { targetUserId: teacher.id } })),
  },
  {
    name: 'the member watches a lesson (watchRecord, watchNum)',
    reader: () => member,
    read: courseDetail,
    write: () =>
      ok(call(t, member, { method: 'PUT', url: '/api_v1/course/lesson/watch/progress', payload: { lessonId: ids.lessonId, lessonIndex: 0, watchedDuration: 5, final: false } })),
  },
  {
    name: 'the member watches further (their record only)',
    reader: () => member,
    read: courseDetail,
    write: () =>
      ok(call(t, member, { method: 'PUT', url: '/api_v1/course/lesson/watch/progress', payload: { lessonId: ids.lessonId, lessonIndex: 0, watchedDuration: 50, final: true } })),
  },
  {
    name: 'the teacher renames themselves (the shared part)',
    reader: () => member,
    read: courseDetail,
    write: () => ok(call(t, teacher, { method: 'PUT', url: '/api_v1/account/info/update', payload: { nickname: '改名的老师' } })),
  },
  // The member's marks on a shot detail, and its shared part.
  {
    name: 'the member unlikes the shot (hasLiked)',
    reader: () => member,
    read: shotDetail,
    write: () => ok(call(t, member, { method: 'POST', url: '/api_v1/shot/like', payload: { shotId: ids.shotId, status: false } })),
  },
  {
    name: 'the member uncollects the shot (hasCollected)',
    reader: () => member,
    read: shotDetail,
    write: () => ok(call(t, member, { method: 'POST', url: '/api_v1/shot/collect', payload: { shotId: ids.shotId, status: false } })),
  },
  {
    name: 'the member likes the shot again',
    reader: () => member,
    read: shotDetail,
    write: () => ok(call(t, member, { method: 'POST', url: '/api_v1/shot/like', payload: { shotId: ids.shotId, status: true } })),
  },
  {
    name: 'the author edits the shot (the shared part)',
    reader: () => member,
    read: shotDetail,
    write: () => ok(call(t, poster, { method: 'PUT', url: '/api_v1/shot/post', payload: { id: ids.shotId, title: '改过的作品' } })),
  },
];

describe("every write that changes a member's kept read drops it", () => {
  test.each(rows)('$name', async (row) => {
    const reader = await row.reader();
    const options = row.read();
    const before = await read(t, reader, options);
    expect(await read(t, reader, options)).toBe(before);
    if (other) expect(await read(other, reader, options)).toBe(before);
    await row.write(reader);
    const fresh = await read(reference, reader, options);
    // The write changes the answer (otherwise this row proves nothing)...
    expect(fresh).not.toBe(before);
    // ...the instance that wrote answers the new one at once,
    expect(await read(t, reader, options)).toBe(fresh);
    // another instance on the same PostgreSQL within a second.
    if (other) await expectWithinOneSecond(other, reader, options, fresh);
  });
});

describe('an ended session is a visitor on every instance', () => {
  test('after logout and after an admin disables the account, the cookie gets 1100', async () => {
    const leaving = await newMember();
    const banned = await newMember();
    for (const app of [t, other].filter((item): item is TestApp => item !== null)) {
      expect(dataOf<{ id: number }>(await call(app, leaving, accountInfo)).id).toBe(leaving.id);
      expect(dataOf<{ id: number }>(await call(app, banned, accountInfo)).id).toBe(banned.id);
    }
    await ok(call(t, leaving, { method: 'GET', url: '/api_v1/account/logout' }));
    await ok(call(t, admin, { method: 'POST', url: '/api_v1/admin/user/update', payload: { id: banned.id, disabled: true, reason: '违规' } }));
    const visitor = JSON.stringify({ error: { code: ErrorCode.NotLoggedIn, message: '未登录，请先登录' } });
    for (const who of [leaving, banned]) {
      expect(await read(t, who, accountInfo)).toBe(visitor);
      if (other) await expectWithinOneSecond(other, who, accountInfo, visitor);
      // A member-only write is refused too.
      expect((await call(other ?? t, who, { method: 'POST', url: '/api_v1/account/follow', payload: { targetUserId: teacher.id } })).statusCode).toBe(401);
    }
  });
});

describe("members' answers with the caches on and off", () => {
  test('are the same, first read and kept read alike', async () => {
    const calls: [Member, InjectOptions][] = [
      [member, accountInfo],
      [poster, accountInfo],
      [member, courseDetail()],
      [teacher, courseDetail()],
      [member, shotDetail()],
      [poster, shotDetail()],
      [poster, messages],
      [poster, unread],
      [poster, { method: 'GET', url: '/api_v1/account/message/list?type=shot-like,shot-comment&page=0&perPage=2' }],
      [teacher, messages],
      [member, topCommentPower],
    ];
    for (const [who, options] of calls) {
      const expected = await read(reference, who, options);
      expect({ url: options.url, body: await read(t, who, options) }).toEqual({ url: options.url, body: expected });
      expect({ url: options.url, body: await read(t, who, options) }).toEqual({ url: options.url, body: expected });
    }
  });

  test("one member's kept marks never reach another member", async () => {
    const stranger = await newMember();
    await ok(call(t, stranger, { method: 'POST', url: '/api_v1/course/collect', payload: { courseId: ids.courseId, status: 'true' } }));
    const mine = dataOf<{ hasCollected: boolean }>(await call(t, stranger, courseDetail()));
    const theirs = dataOf<{ hasCollected: boolean }>(await call(t, member, courseDetail()));
    expect(mine.hasCollected).toBe(true);
    expect(theirs.hasCollected).toBe(dataOf<{ hasCollected: boolean }>(await call(reference, member, courseDetail())).hasCollected);
    expect(dataOf<{ id: number }>(await call(t, stranger, accountInfo)).id).toBe(stranger.id);
  });
});
