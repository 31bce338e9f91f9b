const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK = '10X98765432';

/** The check character of an 18-character resident ID number (GB 11643-1999, ISO 7064 MOD 11-2). */
export function idCheckDigit(first17: string): string {
  const sum = [...first17].reduce((total, digit, i) => total + Number(digit) * WEIGHTS[i], 0);
  return CHECK[sum % 11];
}

export function isValidIdNumber(id: string): boolean {
  return /^\d{17}[\dX]$/.test(id) && idCheckDigit(id.slice(0, 17)) === id[17];
}

/** Area codes of the four schools' cities (Beijing Dongcheng, Shijiazhuang Chang'an, Shenzhen Nanshan, Jinan Lixia). */
export const AREA_CODES = ['110101', '130102', '440305', '370102'] as const;

/** A valid-looking ID number: area code, birth date, sequence, check digit. */
export function makeIdNumber(area: string, birth: Date, sequence: number): string {
  const date = `${birth.getUTCFullYear()}${String(birth.getUTCMonth() + 1).padStart(2, '0')}${String(birth.getUTCDate()).padStart(2, '0')}`;
  const first17 = `${area}${date}${String(sequence % 1000).padStart(3, '0')}`;
  return first17 + idCheckDigit(first17);
}
