import { and, count, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { HealthSignPayload, PromisePayload } from '@site/shared/contract';
import type { DbOrTx } from '../../platform/db';
import { users } from '../account/tables';
import { healthPromises, healthSigns, researchAnswers } from './tables';

/** The member with this (upper-cased) ID number: only what the forms may show. */
export async function findMemberByCid(db: DbOrTx, cid: string) {
  const [row] = await db
    .select({ id: users.id, username: users.username, nickname: users.nickname })
    .from(users)
    .where(eq(users.cid, cid))
    .limit(1);
  return row ?? null;
}

/** Stores the sign-in unless the member already signed in that day; null then. */
export async function insertHealthSign(
  db: DbOrTx,
  userId: number,
  signDate: string,
  payload: Omit<HealthSignPayload, 'cid'>,
): Promise<number | null> {
  const [row] = await db
    .insert(healthSigns)
    .values({ userId, signDate, ...payload })
    .onConflictDoNothing({ target: [healthSigns.userId, healthSigns.signDate] })
    .returning({ id: healthSigns.id });
  return row?.id ?? null;
}

export async function insertPromise(db: DbOrTx, userId: number | null, payload: PromisePayload): Promise<number> {
  const [row] = await db
    .insert(healthPromises)
    .values({ userId, ...payload })
    .returning({ id: healthPromises.id });
  return row.id;
}

export async function insertResearchAnswer(db: DbOrTx, userId: number | null, answer: Record<string, unknown>): Promise<number> {
  const [row] = await db.insert(researchAnswers).values({ userId, answer }).returning({ id: researchAnswers.id });
  return row.id;
}

export interface Page {
  limit: number;
  offset: number;
}

const healthSignColumns = {
  id: healthSigns.id,
  signDate: healthSigns.signDate,
  username: users.username,
  nickname: users.nickname,
  cid: users.cid,
  inBeijing: healthSigns.inBeijing,
  isHealth: healthSigns.isHealth,
  temperature: healthSigns.temperature,
  remark: healthSigns.remark,
  createdAt: healthSigns.createdAt,
};

/** Newest first; page omitted means every row (CSV export). */
/** Narrows sign-ins to one day (site time zone) and/or one health state. */
export interface HealthSignFilter {
  signDate?: string;
  isHealth?: number;
}

const healthSignWhere = (filter: HealthSignFilter = {}) => {
  const conditions: SQL[] = [];
  if (filter.signDate) conditions.push(eq(healthSigns.signDate, filter.signDate));
  if (filter.isHealth !== undefined) conditions.push(eq(healthSigns.isHealth, filter.isHealth));
  return conditions.length ? and(...conditions) : undefined;
};

export async function listHealthSigns(db: DbOrTx, page?: Page, filter?: HealthSignFilter) {
  const query = db
    .select(healthSignColumns)
    .from(healthSigns)
    .innerJoin(users, eq(users.id, healthSigns.userId))
    .where(healthSignWhere(filter))
    .orderBy(desc(healthSigns.id));
  return page ? query.limit(page.limit).offset(page.offset) : query;
}

export async function countHealthSigns(db: DbOrTx, filter?: HealthSignFilter): Promise<number> {
  const [row] = await db.select({ value: count() }).from(healthSigns).where(healthSignWhere(filter));
  return row.value;
}

/** Sign-ins per day from `fromDay` (YYYY-MM-DD) on, newest first: all, unwell (isHealth 2) and outside Beijing (inBeijing 2). */
export async function healthSignsPerDay(db: DbOrTx, fromDay: string) {
  return db
    .select({
      date: healthSigns.signDate,
      total: count(),
      unwell: sql<number>`count(*) filter (where ${healthSigns.isHealth} = 2)::int`,
      outside: sql<number>`count(*) filter (where ${healthSigns.inBeijing} = 2)::int`,
    })
    .from(healthSigns)
    .where(gte(healthSigns.signDate, fromDay))
    .groupBy(healthSigns.signDate)
    .orderBy(desc(healthSigns.signDate));
}

/** Every column but the signature image, which is fetched one at a time. */
const promiseColumns = {
  id: healthPromises.id,
  name: healthPromises.name,
  tel: healthPromises.tel,
  address: healthPromises.address,
  inBeijing: healthPromises.inBeijing,
  backDate: healthPromises.backDate,
  vehicle: healthPromises.vehicle,
  vehicleNum: healthPromises.vehicleNum,
  goDiseaseArea: healthPromises.goDiseaseArea,
  touch: healthPromises.touch,
  createdAt: healthPromises.createdAt,
};

export async function listPromises(db: DbOrTx, page?: Page) {
  const query = db.select(promiseColumns).from(healthPromises).orderBy(desc(healthPromises.id));
  return page ? query.limit(page.limit).offset(page.offset) : query;
}

export async function countPromises(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ value: count() }).from(healthPromises);
  return row.value;
}

export async function findPromiseSign(db: DbOrTx, id: number): Promise<string | null> {
  const [row] = await db.select({ sign: healthPromises.sign }).from(healthPromises).where(eq(healthPromises.id, id)).limit(1);
  return row?.sign ?? null;
}

export async function listResearchAnswers(db: DbOrTx, page?: Page) {
  const query = db
    .select({ id: researchAnswers.id, username: users.username, answer: researchAnswers.answer, createdAt: researchAnswers.createdAt })
    .from(researchAnswers)
    .leftJoin(users, eq(users.id, researchAnswers.userId))
    .orderBy(desc(researchAnswers.id));
  return page ? query.limit(page.limit).offset(page.offset) : query;
}

export async function countResearchAnswers(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ value: count() }).from(researchAnswers);
  return row.value;
}
