import { checkEmailFormat, checkNicknameFormat, checkPasswordFormat, checkUsernameFormat, normalizeEmail } from '../account-rules';

test.each([
  ['abcd', null],
  ['a_b-c@d', null],
  ['x.y-z_1', null],
  ['x'.repeat(20), null],
  ['', '请输入用户名'],
  ['abc', '用户名为 4-20 位字母、数字或 _ - @ .'],
  ['x'.repeat(21), '用户名为 4-20 位字母、数字或 _ - @ .'],
  ['有中文的名字', '用户名为 4-20 位字母、数字或 _ - @ .'],
  ['with space', '用户名为 4-20 位字母、数字或 _ - @ .'],
  ['me@example.com', '用户名不能是邮箱'],
])('username %j -> %j', (value, reason) => {
  expect(checkUsernameFormat(value)).toBe(reason);
});

test.each([
  ['a@b.cn', null],
  [' Lin.Wei@Example.com ', null],
  ['', '请输入邮箱'],
  ['a@b', '邮箱格式不正确'],
  ['a b@c.cn', '邮箱格式不正确'],
  ['@c.cn', '邮箱格式不正确'],
])('email %j -> %j', (value, reason) => {
  expect(checkEmailFormat(value)).toBe(reason);
});

test.each([
  ['secret', null],
  ['', '请输入密码'],
  ['12345', '密码长度为 6-64 位'],
  ['x'.repeat(65), '密码长度为 6-64 位'],
])('password %j -> %j', (value, reason) => {
  expect(checkPasswordFormat(value)).toBe(reason);
});

test.each([
  ['小明', null],
  ['长'.repeat(20), null],
  ['', '请输入昵称'],
  ['   ', '请输入昵称'],
  ['长'.repeat(21), '昵称最多 20 个字'],
  [' 小明', '昵称首尾不能有空格，也不能包含换行等特殊字符'],
  ['小\n明', '昵称首尾不能有空格，也不能包含换行等特殊字符'],
])('nickname %j -> %j', (value, reason) => {
  expect(checkNicknameFormat(value)).toBe(reason);
});

test('emails are trimmed and lower-cased', () => {
  expect(normalizeEmail(' Lin.Wei@Example.COM ')).toBe('lin.wei@example.com');
});
