import { and, eq } from 'drizzle-orm';
import type { PurchaseResult } from '@site/shared/contract';
import { createTestApp, createUser, dataOf, injectAs, nextIp, sessionCookieFor, type TestApp } from '../../../../test/helpers';
import { createCourse } from '../../course/__tests__/fixtures';
import { courses } from '../../course/tables';
import { orders } from '../tables';

/**
 * One pending order per member and course, held by the database (a partial unique index): PGlite
 * runs one statement at a time, so the race only shows on PostgreSQL
 * (`node scripts/test-postgres.mjs src/modules/payment/__tests__/pending-order.test.ts`).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const pendingOf = (userId: number, courseId: number) =>
  t.database.db.select().from(orders).where(and(eq(orders.userId, userId), eq(orders.courseId, courseId), eq(orders.status, 'pending')));

test('concurrent purchases of one course by one member make one pending order, and every answer shows its QR', async () => {
  const user = await createUser(t.database);
  const course = await createCourse(t.database, { price: 4900 });
  const cookie = await sessionCookieFor(t.database, user.id);
  for (let round = 0; round < 5; round += 1) {
    const responses = await Promise.all(
      Array.from({ length: 12 }, () => t.app.inject({ method: 'POST', url: '/api_v1/course/purchase', remoteAddress: nextIp(), payload: { courseId: course.id }, headers: { cookie } })),
    );
    const answers = responses.map((response) => dataOf<PurchaseResult>(response));
    const pending = await pendingOf(user.id, course.id);
    expect(pending).toHaveLength(1);
    expect(new Set(answers.map((answer) => answer.orderNum))).toEqual(new Set([pending[0].orderNum]));
    // Next round: a new price, so the pending order cannot be reused and must give way.
    await t.database.db.update(courses).set({ price: 4900 + round + 1 }).where(eq(courses.id, course.id));
  }
});

test('the database itself refuses a second pending order for the same member and course', async () => {
  const user = await createUser(t.database);
  const course = await createCourse(t.database, { price: 4900 });
  const { orderNum } = dataOf<PurchaseResult>(await injectAs(t, user.id, { method: 'POST', url: '/api_v1/course/purchase', remoteAddress: nextIp(), payload: { courseId: course.id } }));
  const second = t.database.db.insert(orders).values({ orderNum: `${orderNum}x`, userId: user.id, courseId: course.id, amount: 4900, expiresAt: new Date(Date.now() + 60_000) });
  await expect(second).rejects.toThrow();
  // Orders in other states are not limited.
  await t.database.db.insert(orders).values({ orderNum: `${orderNum}y`, userId: user.id, courseId: course.id, amount: 4900, status: 'expired', expiresAt: new Date() });
  expect(await pendingOf(user.id, course.id)).toHaveLength(1);
});
