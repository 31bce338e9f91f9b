import { GO_DISEASE_AREA, HEALTH_IN_BEIJING, IS_HEALTH, PROMISE_IN_BEIJING, TOUCH, VEHICLES, formChoiceLabel, parseVehicles } from '@site/shared/contract/forms';
import type { DbOrTx } from '../../platform/db';
import { toCsv } from './csv';
import {
  countHealthSigns,
  countPromises,
  countResearchAnswers,
  listHealthSigns,
  listPromises,
  healthSignsPerDay,
  listResearchAnswers,
  type HealthSignFilter,
  type Page,
} from './repository';
import { siteDateTime, siteDay } from './site-time';

export interface PageQuery {
  /** Zero-based, like the other admin and account lists. */
  page: number;
  perPage: number;
}

const toPage = ({ page, perPage }: PageQuery): Page => ({ limit: perPage, offset: page * perPage });

export async function pageHealthSigns(db: DbOrTx, query: PageQuery & HealthSignFilter) {
  const filter = { signDate: query.signDate, isHealth: query.isHealth };
  const [rows, count] = await Promise.all([listHealthSigns(db, toPage(query), filter), countHealthSigns(db, filter)]);
  return { rows: rows.map((row) => ({ ...row, cid: row.cid ?? '', createdAt: row.createdAt.toISOString() })), count };
}

export async function pagePromises(db: DbOrTx, query: PageQuery) {
  const [rows, count] = await Promise.all([listPromises(db, toPage(query)), countPromises(db)]);
  return { rows: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })), count };
}

export async function pageResearchAnswers(db: DbOrTx, query: PageQuery) {
  const [rows, count] = await Promise.all([listResearchAnswers(db, toPage(query)), countResearchAnswers(db)]);
  return { rows: rows.map((row) => ({ ...row, username: row.username ?? '', createdAt: row.createdAt.toISOString() })), count };
}

const vehicleLabels = (vehicle: string) =>
  (parseVehicles(vehicle) ?? []).map((value) => formChoiceLabel(VEHICLES, value)).join('、');

/** Sign-ins per day over the last `days` days (today included), in the site's time zone. */
export async function healthSignDays(db: DbOrTx, days: number, now: Date) {
  return healthSignsPerDay(db, siteDay(new Date(now.getTime() - (days - 1) * 86_400_000)));
}

export async function healthSignsCsv(db: DbOrTx, filter?: HealthSignFilter): Promise<string> {
  const rows = await listHealthSigns(db, undefined, filter);
  return toCsv(
    ['签到日期', '提交时间', '用户名', '昵称', '身份证号', '是否在京', '身体状况', '体温(℃)', '情况说明'],
    rows.map((row) => [
      row.signDate,
      siteDateTime(row.createdAt),
      row.username,
      row.nickname,
      row.cid,
      formChoiceLabel(HEALTH_IN_BEIJING, row.inBeijing),
      formChoiceLabel(IS_HEALTH, row.isHealth),
      row.temperature,
      row.remark.trim(),
    ]),
  );
}

export async function promisesCsv(db: DbOrTx): Promise<string> {
  const rows = await listPromises(db);
  return toCsv(
    ['编号', '提交时间', '姓名', '手机号', '现居住地址', '是否在京', '返京日期', '交通工具', '车次/航班号', '是否去过湖北', '接触史'],
    rows.map((row) => [
      row.id,
      siteDateTime(row.createdAt),
      row.name,
      row.tel,
      row.address,
      formChoiceLabel(PROMISE_IN_BEIJING, row.inBeijing),
      row.backDate,
      vehicleLabels(row.vehicle),
      row.vehicleNum,
      formChoiceLabel(GO_DISEASE_AREA, row.goDiseaseArea),
      formChoiceLabel(TOUCH, row.touch),
    ]),
  );
}

export async function researchAnswersCsv(db: DbOrTx): Promise<string> {
  const rows = await listResearchAnswers(db);
  return toCsv(
    ['编号', '提交时间', '用户名', '答卷(JSON)'],
    rows.map((row) => [row.id, siteDateTime(row.createdAt), row.username ?? '', JSON.stringify(row.answer)]),
  );
}
