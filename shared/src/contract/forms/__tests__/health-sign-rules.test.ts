import { normalizeHealthSign, validateHealthSign } from '../health-sign-rules';

const valid = { cid: '11010519491231002x', inBeijing: 1, isHealth: 1, temperature: '36.5', remark: '' };

// Each row breaks one more rule than the row below it would need, so the first error in spec order shows.
test.each([
  ['cid required', { ...valid, cid: '' }, true, 'cid', '请输入身份证号'],
  ['cid required beats every later rule', { cid: '   ' }, false, 'cid', '请输入身份证号'],
  ['length 18 (17)', { ...valid, cid: '1101051949123100' + '2' }, true, 'cid', '身份证号应为18位'],
  ['length 18 (19)', { ...valid, cid: '11010519491231002X1' }, true, 'cid', '身份证号应为18位'],
  ['length before member lookup', { cid: '123', inBeijing: undefined }, false, 'cid', '身份证号应为18位'],
  ['member found by ID', { ...valid, inBeijing: undefined }, false, 'cid', '未找到该身份证号对应的学员'],
  ['inBeijing required', { ...valid, inBeijing: undefined, isHealth: undefined }, true, 'inBeijing', '请选择目前是否在京'],
  ['inBeijing must be 1 or 2', { ...valid, inBeijing: 3 }, true, 'inBeijing', '请选择目前是否在京'],
  ['isHealth required', { ...valid, isHealth: undefined, temperature: '' }, true, 'isHealth', '请选择身体状况'],
  ['isHealth must be 1 or 2', { ...valid, isHealth: '0' }, true, 'isHealth', '请选择身体状况'],
  ['temperature required', { ...valid, isHealth: 2, temperature: '', remark: '' }, true, 'temperature', '请填写体温'],
  ['temperature is a number', { ...valid, temperature: 'hot' }, true, 'temperature', '请填写正确的体温（35.0-42.0℃）'],
  ['temperature in range', { ...valid, temperature: '43' }, true, 'temperature', '请填写正确的体温（35.0-42.0℃）'],
  ['remark required when unwell', { ...valid, isHealth: 2, remark: ' ' }, true, 'remark', '身体不适时请填写具体情况'],
  ['remark length', { ...valid, isHealth: 2, remark: '咳'.repeat(201) }, true, 'remark', '情况说明不能超过200个字'],
])('%s', (_name, values, memberFound, field, message) => {
  expect(validateHealthSign(values, { memberFound })).toEqual({ field, message });
});

test.each([
  ['healthy, no remark', valid],
  ['unwell with a remark', { ...valid, isHealth: 2, remark: '咳嗽' }],
  ['choices as numeric strings', { ...valid, inBeijing: '2', isHealth: '1' }],
  ['temperature bounds', { ...valid, temperature: '35.0' }],
])('passes: %s', (_name, values) => {
  expect(validateHealthSign(values, { memberFound: true })).toBeNull();
});

test('normalizes: ID upper-cased, remark a single space when healthy', () => {
  expect(normalizeHealthSign({ ...valid, remark: 'ignored' })).toEqual({
    cid: '11010519491231002X',
    inBeijing: 1,
    isHealth: 1,
    temperature: '36.5',
    remark: ' ',
  });
  expect(normalizeHealthSign({ ...valid, isHealth: 2, remark: ' 头疼 ' }).remark).toBe('头疼');
});
