import type { ErrorBody } from '../contract';

/** The one error type every API call rejects with; `code` is a spec section 8 code. */
export class ApiError extends Error {
  readonly code: number;
  readonly fields?: Record<string, string>;
  /** The request's id on a server error: the message ends with it, so a user can quote it to support. */
  readonly requestId?: string;
  /** Too many requests (code 429): seconds until the call may succeed again, when the server said. */
  readonly retryAfter?: number;

  constructor(body: ErrorBody) {
    super(body.requestId ? `${body.message}（编号 ${body.requestId}）` : body.message);
    this.name = 'ApiError';
    this.code = body.code;
    this.fields = body.fields;
    this.requestId = body.requestId;
    this.retryAfter = body.retryAfter;
  }
}

/** The server's message for an API error, or `fallback` for anything else (network, bugs). */
export function apiErrorMessage(error: unknown, fallback: string): string {
  return isApiError(error) && error.message ? error.message : fallback;
}

export function isApiError(error: unknown, code?: number): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}
