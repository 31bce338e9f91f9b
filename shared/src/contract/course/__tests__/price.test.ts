import { fenToYuan, formatPrice, isFreeCourse } from '../price';

test.each([
  [0, '0'],
  [1, '0.01'],
  [10, '0.1'],
  [100, '1'],
  [1990, '19.9'],
  [1999, '19.99'],
  [2000, '20'],
  [100000, '1000'],
  [123456, '1234.56'],
])('%i fen is %s yuan', (fen, yuan) => {
  expect(fenToYuan(fen)).toBe(yuan);
});

test.each([
  [{ free: true, price: 1990 }, '免费'],
  [{ free: false, price: 0 }, '免费'],
  [{ free: false, price: 1990 }, '¥19.9'],
  [{ free: false, price: 50000 }, '¥500'],
])('formatPrice(%o) is %s', (course, text) => {
  expect(formatPrice(course)).toBe(text);
});

test('isFreeCourse follows the flag or a zero price', () => {
  expect(isFreeCourse({ free: false, price: 100 })).toBe(false);
  expect(isFreeCourse({ free: true, price: 100 })).toBe(true);
});
