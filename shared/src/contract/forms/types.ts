import type { HealthSignPayload, MemberInfo, PromisePayload } from '../entities';

/** The first broken rule: the field it concerns and the message the user reads. */
export interface FormFieldError<F extends string = string> {
  field: F;
  message: string;
}

/** Raw input as a form or a request body gives it: any field may be missing or of the wrong type. */
export type LooseValues<T> = { [K in keyof T]?: unknown };

export type HealthSignField = keyof HealthSignPayload;
export type PromiseField = keyof PromisePayload;

/** What the member look-up answers: a list of at most one, never the full record. */
export interface MemberLookupItem extends MemberInfo {
  nickname: string;
}

/** Answer of POST /api/disease/info. */
export interface DiseaseInfoResult {
  id: number;
  kind: 'health-sign' | 'promise';
}
