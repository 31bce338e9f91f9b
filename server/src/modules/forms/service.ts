import { type HealthSignPayload, type PromisePayload } from '@site/shared/contract';
import { CID_LENGTH, normalizeCid, normalizeHealthSign, normalizePromise, validateHealthSign, validatePromise, type DiseaseInfoResult, type FormFieldError, type LooseValues, type MemberLookupItem } from '@site/shared/contract/forms';
import type { DbOrTx } from '../../platform/db';
import { BusinessError, badInput } from '../../platform/errors';
import { findMemberByCid, insertHealthSign, insertPromise, insertResearchAnswer } from './repository';
import { siteDay } from './site-time';

/** Status and code of a second sign-in on the same day: a conflict, told apart from bad input. */
export const ALREADY_SIGNED = 409;

/** The look-up answers the same shape whether or not the ID is known: a list of at most one. */
export async function searchMember(db: DbOrTx, rawCid: string): Promise<MemberLookupItem[]> {
  const cid = normalizeCid(rawCid);
  if (cid.length !== CID_LENGTH) return [];
  const member = await findMemberByCid(db, cid);
  return member ? [{ username: member.username, nickname: member.nickname }] : [];
}

const HEALTH_ONLY = ['cid', 'isHealth', 'temperature', 'remark'] as const;
const PROMISE_ONLY = ['name', 'tel', 'address', 'sign', 'vehicle', 'vehicleNum', 'backDate', 'goDiseaseArea', 'touch'] as const;

export type DiseaseInfoBody = LooseValues<HealthSignPayload> & LooseValues<PromisePayload>;

function refuse(error: FormFieldError): never {
  throw badInput(error.message, { [error.field]: error.message });
}

/**
 * One endpoint stores both forms (spec 7); the payload's shape says which: a health sign-in carries
 * the member's ID number (cid), a promise does not. Mixing both shapes is refused.
 */
export async function submitDiseaseInfo(
  db: DbOrTx,
  body: DiseaseInfoBody,
  userId: number | null,
  now = new Date(),
): Promise<DiseaseInfoResult> {
  const has = (field: string) => (body as Record<string, unknown>)[field] !== undefined;
  const isHealthSign = has('cid');
  const foreign = (isHealthSign ? PROMISE_ONLY : HEALTH_ONLY).filter(has);
  if (foreign.length > 0) {
    throw badInput('健康签到与健康承诺书的字段不能混在一起提交', Object.fromEntries(foreign.map((field) => [field, '不属于该表单'])));
  }
  return isHealthSign ? submitHealthSign(db, body, now) : submitPromise(db, body, userId);
}

async function submitHealthSign(db: DbOrTx, body: DiseaseInfoBody, now: Date): Promise<DiseaseInfoResult> {
  const cid = normalizeCid(body.cid);
  const member = cid.length === CID_LENGTH ? await findMemberByCid(db, cid) : null;
  const error = validateHealthSign(body, { memberFound: member !== null });
  if (error || !member) return refuse(error ?? { field: 'cid', message: '未找到该身份证号对应的学员' });
  const { cid: _cid, ...payload } = normalizeHealthSign(body);
  const id = await insertHealthSign(db, member.id, siteDay(now), payload);
  if (id === null) throw new BusinessError(ALREADY_SIGNED, '今日已签到，无需重复提交', ALREADY_SIGNED);
  return { id, kind: 'health-sign' };
}

async function submitPromise(db: DbOrTx, body: DiseaseInfoBody, userId: number | null): Promise<DiseaseInfoResult> {
  const error = validatePromise(body);
  if (error) return refuse(error);
  const id = await insertPromise(db, userId, normalizePromise(body));
  return { id, kind: 'promise' };
}

/** A survey answer is any non-empty JSON object; its size is capped by the route's body limit. */
export async function createResearchAnswer(db: DbOrTx, answer: Record<string, unknown>, userId: number | null): Promise<{ id: number }> {
  if (Object.keys(answer).length === 0) throw badInput('问卷内容不能为空', { body: '问卷内容不能为空' });
  return { id: await insertResearchAnswer(db, userId, answer) };
}
