import { checkEmailFormat, checkPasswordFormat, EMAIL_CODE_PATTERN, ErrorCode } from '@site/shared';

// Checks and messages of the security tab; each check answers the message to show, or null.

export const securityMessages = {
  currentRequired: '请输入当前密码',
  currentWrong: '当前密码不正确',
  confirmRequired: '请再次输入新密码',
  confirmMismatch: '两次输入的密码不一致',
  codeFormat: '验证码为 6 位数字',
  sameEmail: '新邮箱与当前绑定邮箱相同',
} as const;

export function checkPasswordChange(values: { current: string; password: string; confirm: string }) {
  return {
    current: values.current ? null : securityMessages.currentRequired,
    password: checkPasswordFormat(values.password),
    confirm: !values.confirm ? securityMessages.confirmRequired : values.confirm !== values.password ? securityMessages.confirmMismatch : null,
  };
}

export function checkNewEmail(email: string, currentEmail: string | undefined): string | null {
  const format = checkEmailFormat(email);
  if (format) return format;
  return email.trim().toLowerCase() === currentEmail ? securityMessages.sameEmail : null;
}

export const checkCode = (code: string): string | null => (EMAIL_CODE_PATTERN.test(code.trim()) ? null : securityMessages.codeFormat);

/**
 * Code-call failures of spec 8 plus the taken address (5101), as a message for the right field, for
 * sending the code or saving with it. Too many sends or wrong tries (429) are told in the server's
 * words, which say when to try again.
 */
export function emailChangeFailure(call: 'send' | 'save', code: number, serverMessage = ''): { field: 'email' | 'code' | null; message: string } {
  if (code === ErrorCode.EmailTaken) return { field: 'email', message: '该邮箱已被注册' };
  if (code === ErrorCode.CodeMissingOrExpired) return { field: 'code', message: '验证码不存在或已过期，请重新获取' };
  if (code === ErrorCode.CodeWrong) return { field: 'code', message: '验证码错误' };
  if (code === ErrorCode.TooManyRequests && serverMessage) return { field: call === 'save' ? 'code' : null, message: serverMessage };
  return { field: null, message: call === 'send' ? '验证码发送失败' : '操作失败，请稍后重试' };
}
