import type { HealthSignPayload } from '../entities';
import { CID_LENGTH, HEALTH_REMARK_MAX, TEMPERATURE_MAX, TEMPERATURE_MIN } from './constants';
import type { FormFieldError, HealthSignField, LooseValues } from './types';
import { asText, isChoice } from './values';

export interface HealthSignContext {
  /** Whether a member has this ID number (the form asks the look-up, the server its table). */
  memberFound: boolean;
}

const TEMPERATURE_PATTERN = /^\d{2}(\.\d)?$/;

/** Spec 5 rules in spec order; answers the first broken one, or null when the sign-in may be stored. */
export function validateHealthSign(
  values: LooseValues<HealthSignPayload>,
  context: HealthSignContext,
): FormFieldError<HealthSignField> | null {
  const cid = asText(values.cid);
  if (!cid) return { field: 'cid', message: '请输入身份证号' };
  if (cid.length !== CID_LENGTH) return { field: 'cid', message: `身份证号应为${CID_LENGTH}位` };
  if (!context.memberFound) return { field: 'cid', message: '未找到该身份证号对应的学员' };
  if (!isChoice(values.inBeijing, [1, 2])) return { field: 'inBeijing', message: '请选择目前是否在京' };
  if (!isChoice(values.isHealth, [1, 2])) return { field: 'isHealth', message: '请选择身体状况' };
  const temperature = asText(values.temperature);
  if (!temperature) return { field: 'temperature', message: '请填写体温' };
  const degrees = Number(temperature);
  if (!TEMPERATURE_PATTERN.test(temperature) || degrees < TEMPERATURE_MIN || degrees > TEMPERATURE_MAX) {
    return { field: 'temperature', message: `请填写正确的体温（${TEMPERATURE_MIN}.0-${TEMPERATURE_MAX}.0℃）` };
  }
  if (Number(values.isHealth) === 2) {
    const remark = asText(values.remark);
    if (!remark) return { field: 'remark', message: '身体不适时请填写具体情况' };
    if (remark.length > HEALTH_REMARK_MAX) return { field: 'remark', message: `情况说明不能超过${HEALTH_REMARK_MAX}个字` };
  }
  return null;
}

/**
 * The payload as sent and stored, from values that passed validateHealthSign: the ID upper-cased
 * (a trailing x is the same check digit as X), the remark a single space when healthy.
 */
export function normalizeHealthSign(values: LooseValues<HealthSignPayload>): HealthSignPayload {
  const isHealth = Number(values.isHealth) === 2 ? 2 : 1;
  return {
    cid: normalizeCid(values.cid),
    inBeijing: Number(values.inBeijing) === 2 ? 2 : 1,
    isHealth,
    temperature: asText(values.temperature),
    remark: isHealth === 1 ? ' ' : asText(values.remark),
  };
}

export function normalizeCid(cid: unknown): string {
  return asText(cid).toUpperCase();
}
