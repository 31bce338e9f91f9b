import { countdownText, ErrorCode, isApiError, USERNAME_MAX, USERNAME_MIN } from '@site/shared';

// Validation rules and error messages of the login/register modal (spec 5 and 8).
// Each validator returns the message to show, or null when the value is fine.

export type Validator = (value: string) => string | null;

const ACCOUNT_CHARS = /^[A-Za-z0-9_\-@.]+$/;
// Deliberately loose: the server has the final word; this only catches obvious typos.
const EMAIL_FORMAT = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DIGITS = /^\d+$/;

export const messages = {
  accountRequired: '请输入用户名或邮箱',
  accountFormat: `请输入 ${USERNAME_MIN}-${USERNAME_MAX} 位字母、数字或 _ - @ .`,
  passwordRequired: '请输入密码',
  emailRequired: '请输入邮箱',
  emailFormat: '邮箱格式不正确',
  emailTaken: '该邮箱已被注册',
  emailFirst: '请先填写邮箱',
  codeRequired: '请输入验证码',
  codeNumeric: '验证码只能是数字',
  usernameRequired: '请输入用户名',
  usernameIsEmail: '用户名不能是邮箱',
  usernameFormat: `用户名为 ${USERNAME_MIN}-${USERNAME_MAX} 位字母、数字或 _ - @ .`,
  confirmRequired: '请再次输入密码',
  confirmMismatch: '两次输入的密码不一致',
  agreementRequired: '请阅读并同意用户协议',
} as const;

function lengthOk(value: string): boolean {
  return value.length >= USERNAME_MIN && value.length <= USERNAME_MAX;
}

export function isEmail(value: string): boolean {
  return EMAIL_FORMAT.test(value);
}

/**
 * The 4-20 rule of spec 5 is the username's; members also log in by email (spec 3), and real
 * addresses are often longer than 20, so a well-formed email is accepted whatever its length.
 */
export const validateAccount: Validator = (value) => {
  if (!value) return messages.accountRequired;
  if (isEmail(value)) return null;
  if (!lengthOk(value) || !ACCOUNT_CHARS.test(value)) return messages.accountFormat;
  return null;
};

export const validatePassword: Validator = (value) => (value ? null : messages.passwordRequired);

export const validateEmail: Validator = (value) => {
  if (!value.trim()) return messages.emailRequired;
  if (!isEmail(value.trim())) return messages.emailFormat;
  return null;
};

export const validateCode: Validator = (value) => {
  if (!value.trim()) return messages.codeRequired;
  if (!DIGITS.test(value.trim())) return messages.codeNumeric;
  return null;
};

export const validateUsername: Validator = (value) => {
  if (!value) return messages.usernameRequired;
  if (isEmail(value)) return messages.usernameIsEmail;
  if (!lengthOk(value) || !ACCOUNT_CHARS.test(value)) return messages.usernameFormat;
  return null;
};

export function validateConfirm(value: string, password: string): string | null {
  if (!value) return messages.confirmRequired;
  if (value !== password) return messages.confirmMismatch;
  return null;
}

/**
 * Login failure message for an error code (spec 8). A lock longer than the usual five minutes (the
 * account-wide one) is told in the server's words, which say how long.
 */
export function loginErrorMessage(code: number, serverMessage = ''): string {
  if (code === ErrorCode.WrongCredentials) return '用户名/邮箱或密码错误';
  if (code === ErrorCode.TooManyLoginAttempts) return /\d+ 分钟后再试/.test(serverMessage) ? serverMessage : '登录失败次数过多，请五分钟后再试';
  return '登录失败，请稍后重试';
}

/** An API error's code and message, for the two functions below; 0 and '' for anything else (network, bugs). */
export function codeAndMessage(error: unknown): [code: number, message: string] {
  return isApiError(error) ? [error.code, error.message] : [0, ''];
}

/**
 * Send-code failure: 5101 belongs to the email field, anything else is a toast (spec 8). Too many sends
 * (429) shows the server's message, which says when the address may get a code again.
 */
export function sendCodeErrorMessage(code: number, serverMessage = ''): { field: 'email' | null; message: string } {
  if (code === ErrorCode.EmailTaken) return { field: 'email', message: messages.emailTaken };
  if (code === ErrorCode.TooManyRequests && serverMessage) return { field: null, message: serverMessage };
  return { field: null, message: '验证码发送失败' };
}

/**
 * Verify-code failure: 5103 and 5107 belong to the code field, anything else is a retry toast (spec 8).
 * Too many wrong tries (429) belongs to the code field too, in the server's words (they say when).
 */
export function verifyCodeErrorMessage(code: number, serverMessage = ''): { field: 'code' | null; message: string } {
  if (code === ErrorCode.CodeMissingOrExpired) return { field: 'code', message: '验证码不存在或已过期，请重新获取' };
  if (code === ErrorCode.CodeWrong) return { field: 'code', message: '验证码错误' };
  if (code === ErrorCode.TooManyRequests && serverMessage) return { field: 'code', message: serverMessage };
  return { field: null, message: '验证失败，请稍后重试' };
}

/** Label of the send-code button: time left while counting down (spec 4; longer server waits as a clock). */
export function sendCodeLabel(remaining: number, sentBefore: boolean): string {
  if (remaining > 0) return `重新发送(${countdownText(remaining)})`;
  return sentBefore ? '重新发送' : '发送验证码';
}
