// Error codes of spec section 8, shared by server (which answers them) and browser (which maps them to messages).
export const ErrorCode = {
  /** Envelope: body is not JSON. */
  CannotParse: 400,
  /** Envelope: empty body. */
  EmptyBody: 401,
  /** Too many sends or tries for now (HTTP 429): the message says when to try again, the body's `retryAfter` in seconds. */
  TooManyRequests: 429,
  NotLoggedIn: 1100,
  WrongCredentials: 4103,
  /** Changing the password: the current password given is wrong (our pick in the 41xx login family). */
  CurrentPasswordWrong: 4104,
  TooManyLoginAttempts: 4108,
  EmailTaken: 5101,
  CodeMissingOrExpired: 5103,
  CodeWrong: 5107,
  CourseNotFound: 7001,
  /** Purchase: no payment provider is enabled on this site (production without PAYMENT_PROVIDER). */
  PaymentNotEnabled: 7003,
  ShotDisabledByAdmin: 7701,
  ShotNotFound: 7702,
  CommentsClosed: 7706,
  CommentDeleted: 7140,
  AudioNotFound: 101101,
} as const;
export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

export interface ErrorBody {
  code: number;
  message: string;
  /** Field-level problems for bad input, keyed by field name. */
  fields?: Record<string, string>;
  /** Too many requests (429): seconds until the call may succeed again. */
  retryAfter?: number;
  /** A hidden server error (500): the request's id, which the page shows so support can find its log line. */
  requestId?: string;
}

export type Envelope<T> = { data: T } | { error: ErrorBody };
