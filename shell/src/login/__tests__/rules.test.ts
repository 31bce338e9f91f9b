import {
  loginErrorMessage,
  messages,
  sendCodeErrorMessage,
  sendCodeLabel,
  validateAccount,
  validateCode,
  validateConfirm,
  validateEmail,
  validatePassword,
  validateUsername,
  verifyCodeErrorMessage,
} from '../rules';

describe('login account (spec 5: required; 4-20 of letters, digits, _ - @ .)', () => {
  it.each([
    ['', messages.accountRequired],
    ['abc', messages.accountFormat],
    ['abcd', null],
    ['a'.repeat(20), null],
    ['a'.repeat(21), messages.accountFormat],
    ['user_name-1', null],
    ['me@example.com', null],
    ['a.long.name@company-domain.example.com', null],
    ['not-an-email-but-much-too-long@', messages.accountFormat],
    ['first.last', null],
    ['with space', messages.accountFormat],
    ['中文用户名字', messages.accountFormat],
    ['bad#char', messages.accountFormat],
  ])('%p -> %p', (value, expected) => {
    expect(validateAccount(value)).toBe(expected);
  });
});

describe('password (spec 5: required)', () => {
  it.each([
    ['', messages.passwordRequired],
    ['x', null],
  ])('%p -> %p', (value, expected) => expect(validatePassword(value)).toBe(expected));
});

describe('register email (spec 5: required, email format)', () => {
  it.each([
    ['', messages.emailRequired],
    ['   ', messages.emailRequired],
    ['plain', messages.emailFormat],
    ['a@b', messages.emailFormat],
    ['a @b.com', messages.emailFormat],
    ['a@b.com', null],
    [' a@b.cn ', null],
  ])('%p -> %p', (value, expected) => expect(validateEmail(value)).toBe(expected));
});

describe('email code (spec 5: required, numeric)', () => {
  it.each([
    ['', messages.codeRequired],
    ['12a4', messages.codeNumeric],
    ['12 34', messages.codeNumeric],
    ['123456', null],
  ])('%p -> %p', (value, expected) => expect(validateCode(value)).toBe(expected));
});

describe('username (spec 5: not an email, 4-20 rule)', () => {
  it.each([
    ['', messages.usernameRequired],
    ['me@example.com', messages.usernameIsEmail],
    ['abc', messages.usernameFormat],
    ['abcd', null],
    ['a'.repeat(20), null],
    ['a'.repeat(21), messages.usernameFormat],
    ['设计师小王', messages.usernameFormat],
    ['ui-designer_2', null],
    ['name@team', null],
  ])('%p -> %p', (value, expected) => expect(validateUsername(value)).toBe(expected));
});

describe('confirm password (spec 5: required and equal)', () => {
  it.each([
    ['', 'secret', messages.confirmRequired],
    ['secreT', 'secret', messages.confirmMismatch],
    ['secret', 'secret', null],
  ])('%p vs %p -> %p', (confirm, password, expected) => expect(validateConfirm(confirm, password)).toBe(expected));
});

describe('error catalogue (spec 8)', () => {
  it.each([
    [4103, '用户名/邮箱或密码错误'],
    [4108, '登录失败次数过多，请五分钟后再试'],
    [400, '登录失败，请稍后重试'],
    [0, '登录失败，请稍后重试'],
  ])('login %p -> %p', (code, message) => expect(loginErrorMessage(code)).toBe(message));

  it('an account-wide lock longer than five minutes is told in the server words, which say how long', () => {
    expect(loginErrorMessage(4108, '登录失败次数过多，请 42 分钟后再试')).toBe('登录失败次数过多，请 42 分钟后再试');
    expect(loginErrorMessage(4108, '登录失败次数过多，请五分钟后再试')).toBe('登录失败次数过多，请五分钟后再试');
    expect(loginErrorMessage(4103, '请 42 分钟后再试')).toBe('用户名/邮箱或密码错误');
  });

  it.each([
    [5101, { field: 'email', message: '该邮箱已被注册' }],
    [400, { field: null, message: '验证码发送失败' }],
    [0, { field: null, message: '验证码发送失败' }],
  ])('send code %p -> %p', (code, expected) => expect(sendCodeErrorMessage(code)).toEqual(expected));

  it('too many sends or wrong tries (429) are told in the server words, which say when', () => {
    expect(sendCodeErrorMessage(429, '发送太频繁，请 5 分钟后再试')).toEqual({ field: null, message: '发送太频繁，请 5 分钟后再试' });
    expect(verifyCodeErrorMessage(429, '验证码错误次数过多，请 3 小时后再试')).toEqual({ field: 'code', message: '验证码错误次数过多，请 3 小时后再试' });
    // Other failures keep the catalogue's words, whatever the server said.
    expect(sendCodeErrorMessage(500, 'Internal')).toEqual({ field: null, message: '验证码发送失败' });
  });

  it.each([
    [5103, { field: 'code', message: '验证码不存在或已过期，请重新获取' }],
    [5107, { field: 'code', message: '验证码错误' }],
    [400, { field: null, message: '验证失败，请稍后重试' }],
  ])('verify code %p -> %p', (code, expected) => expect(verifyCodeErrorMessage(code)).toEqual(expected));
});

describe('send-code label (spec 4: remaining seconds while counting down)', () => {
  it.each([
    [0, false, '发送验证码'],
    [60, true, '重新发送(60s)'],
    [59, true, '重新发送(59s)'],
    [1, true, '重新发送(1s)'],
    [0, true, '重新发送'],
    [300, true, '重新发送(5:00)'],
  ])('%p s, sent before %p -> %p', (remaining, sent, label) => expect(sendCodeLabel(remaining, sent)).toBe(label));
});
