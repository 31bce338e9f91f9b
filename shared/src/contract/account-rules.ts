// Account rules of spec 5 and 9, shared so the register form and the server refuse the same input.
// Each check returns the reason in Chinese, or null when the value is fine.
import { USERNAME_MAX, USERNAME_MIN } from './constants';

/** Letters, digits, underscore, hyphen, at and dot (spec 5). */
export const ACCOUNT_CHARS = /^[A-Za-z0-9_\-@.]+$/;
export const EMAIL_MAX = 254;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 64;
export const NICKNAME_MIN = 1;
export const NICKNAME_MAX = 20;
/** Email verification codes are 6 digits. */
export const EMAIL_CODE_LENGTH = 6;
export const EMAIL_CODE_PATTERN = /^\d{6}$/;

export const accountReasons = {
  usernameRequired: '请输入用户名',
  usernameIsEmail: '用户名不能是邮箱',
  usernameFormat: `用户名为 ${USERNAME_MIN}-${USERNAME_MAX} 位字母、数字或 _ - @ .`,
  usernameTaken: '该用户名已被占用',
  emailRequired: '请输入邮箱',
  emailFormat: '邮箱格式不正确',
  emailTaken: '该邮箱已被注册',
  passwordRequired: '请输入密码',
  passwordLength: `密码长度为 ${PASSWORD_MIN}-${PASSWORD_MAX} 位`,
  nicknameRequired: '请输入昵称',
  nicknameLength: `昵称最多 ${NICKNAME_MAX} 个字`,
  nicknameFormat: '昵称首尾不能有空格，也不能包含换行等特殊字符',
  nicknameTaken: '该昵称已被占用',
  codeFormat: `验证码为 ${EMAIL_CODE_LENGTH} 位数字`,
} as const;

export function isEmailAddress(value: string): boolean {
  return value.length <= EMAIL_MAX && EMAIL_PATTERN.test(value);
}

/** Emails are compared and stored trimmed and lower-cased. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

export function checkEmailFormat(value: string): string | null {
  if (!value.trim()) return accountReasons.emailRequired;
  return isEmailAddress(value.trim()) ? null : accountReasons.emailFormat;
}

/** Username: not an email, 4-20 of letters, digits, _ - @ . (spec 5). */
export function checkUsernameFormat(value: string): string | null {
  if (!value) return accountReasons.usernameRequired;
  if (isEmailAddress(value)) return accountReasons.usernameIsEmail;
  if (value.length < USERNAME_MIN || value.length > USERNAME_MAX || !ACCOUNT_CHARS.test(value)) return accountReasons.usernameFormat;
  return null;
}

export function checkPasswordFormat(value: string): string | null {
  if (!value) return accountReasons.passwordRequired;
  if (value.length < PASSWORD_MIN || value.length > PASSWORD_MAX) return accountReasons.passwordLength;
  return null;
}

// Control characters and line breaks would break every place a nickname is shown.
const NICKNAME_BAD_CHARS = /[\u0000-\u001f\u007f\u2028\u2029]/;

/** Nickname: 1-20 characters, no leading or trailing spaces, no control characters. */
export function checkNicknameFormat(value: string): string | null {
  if (!value.trim()) return accountReasons.nicknameRequired;
  if (Array.from(value).length > NICKNAME_MAX) return accountReasons.nicknameLength;
  if (value !== value.trim() || NICKNAME_BAD_CHARS.test(value)) return accountReasons.nicknameFormat;
  return null;
}
