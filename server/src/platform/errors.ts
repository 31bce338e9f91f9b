import type { ErrorBody } from '@site/shared/contract';

/** A rule was broken: answered as {error:{code,message}} with a status below 500. */
export class BusinessError extends Error {
  readonly code: number;
  readonly status: number;
  readonly fields?: Record<string, string>;

  constructor(code: number, message: string, status = 400, fields?: Record<string, string>) {
    super(message);
    this.name = 'BusinessError';
    this.code = code;
    this.status = status;
    this.fields = fields;
  }

  toBody(): ErrorBody {
    return { code: this.code, message: this.message, ...(this.fields ? { fields: this.fields } : {}) };
  }
}

/** Codes for errors that are not in the spec's catalogue: they mirror the HTTP status. */
export const HttpCode = {
  BadInput: 400,
  Forbidden: 403,
  NotFound: 404,
  TooLarge: 413,
  TooManyRequests: 429,
  Internal: 500,
} as const;

/**
 * Too many of something for now (sends, tries): HTTP 429, code 429, and `retryAfter`, the seconds until
 * it may be done again, so a form can count down instead of parsing the message.
 */
export class TooManyRequestsError extends BusinessError {
  readonly retryAfter: number;

  constructor(message: string, retryAfter: number) {
    super(HttpCode.TooManyRequests, message, 429);
    this.retryAfter = retryAfter;
  }

  override toBody(): ErrorBody {
    return { ...super.toBody(), retryAfter: this.retryAfter };
  }
}

export const forbidden = (message = '没有权限进行此操作') => new BusinessError(HttpCode.Forbidden, message, 403);
export const notFound = (message = '内容不存在') => new BusinessError(HttpCode.NotFound, message, 404);
export const badInput = (message: string, fields?: Record<string, string>) =>
  new BusinessError(HttpCode.BadInput, message, 400, fields);

/** Wraps a route's answer in the envelope of spec 7. */
export function ok<T>(data: T): { data: T } {
  return { data };
}
