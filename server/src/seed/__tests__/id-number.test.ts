import { idCheckDigit, isValidIdNumber, makeIdNumber } from '../id-number';

describe('resident ID numbers', () => {
  // The two examples printed in GB 11643-1999.
  it.each([
    ['11010519491231002', 'X'],
    ['44052418800101001', '4'],
  ])('check digit of %s is %s', (first17, expected) => {
    expect(idCheckDigit(first17)).toBe(expected);
  });

  it('makes 18-character numbers with a valid check digit', () => {
    const id = makeIdNumber('110101', new Date(Date.UTC(1998, 4, 20)), 123);
    expect(id).toMatch(/^11010119980520123[\dX]$/);
    expect(isValidIdNumber(id)).toBe(true);
    expect(isValidIdNumber(`${id.slice(0, 17)}${id[17] === '1' ? '2' : '1'}`)).toBe(false);
  });
});
