import { signatureStrokesError, strokeHorizontalDistance, typedSignatureError } from '../signature';

const stroke = (...xs: number[]) => ({ points: xs.map((x) => ({ x })) });

test.each([
  ['no strokes', [], 0],
  ['one point', [stroke(10)], 0],
  ['left to right', [stroke(0, 50, 120)], 120],
  ['back and forth counts both ways', [stroke(0, 100, 20)], 180],
  ['strokes add up, the jump between them does not', [stroke(0, 100), stroke(500, 600)], 200],
])('%s', (_name, strokes, distance) => {
  expect(strokeHorizontalDistance(strokes)).toBe(distance);
});

test('a signature needs 200 of horizontal travel', () => {
  expect(signatureStrokesError([])).toBe('请先在签名区域内签名');
  expect(signatureStrokesError([stroke(0, 199)])).toBe('签名过短，请完整签写姓名');
  expect(signatureStrokesError([stroke(0, 100), stroke(0, 100)])).toBeNull();
});

test('a typed signature is the whole name: 2 to 40 characters once trimmed', () => {
  expect(typedSignatureError('   ')).toBe('请输入本人姓名作为签名');
  expect(typedSignatureError(' 张 ')).toBe('签名过短，请输入完整姓名');
  expect(typedSignatureError('张三')).toBeNull();
  // A character outside the BMP is one character of the name, not two.
  expect(typedSignatureError('𠮷')).toBe('签名过短，请输入完整姓名');
  expect(typedSignatureError('名'.repeat(40))).toBeNull();
  expect(typedSignatureError('名'.repeat(41))).toBe('姓名最多 40 个字');
});
