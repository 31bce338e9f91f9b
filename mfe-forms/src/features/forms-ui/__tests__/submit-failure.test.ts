import { ApiError } from '@site/shared';
import { describeSubmitFailure } from '../submit-failure';

const fields = ['tel', 'sign'] as const;
const generic = '提交失败，请稍后重试';

test.each([
  ['a field the server named keeps its message', new ApiError({ code: 400, message: '手机号应为11位数字', fields: { tel: '手机号应为11位数字' } }), { field: 'tel', message: '手机号应为11位数字' }, '手机号应为11位数字'],
  ['a field that is not ours falls back to the generic warning', new ApiError({ code: 400, message: 'x', fields: { other: 'x' } }), null, generic],
  ['a conflict keeps its message', new ApiError({ code: 409, message: '今日已签到，无需重复提交' }), null, '今日已签到，无需重复提交'],
  ['a rate limit is generic', new ApiError({ code: 429, message: '操作太频繁，请稍后再试' }), null, generic],
  ['a network failure is generic', new Error('offline'), null, generic],
])('%s', (_name, error, fieldError, message) => {
  expect(describeSubmitFailure(error, fields, generic)).toEqual({ fieldError, message });
});
