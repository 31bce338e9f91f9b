import { formatRelativeTime } from '../relative-time';

// Local times so "same day" and "same year" are judged in the zone the user sees.
const now = new Date(2026, 10, 21, 18, 30, 0); // 2026-11-21 18:30
const at = (y: number, mo: number, d: number, h = 0, mi = 0, s = 0) => new Date(y, mo - 1, d, h, mi, s);

describe('formatRelativeTime (spec 9)', () => {
  it.each([
    ['just now', at(2026, 11, 21, 18, 30), '刚刚'],
    ['4 min 59 s', at(2026, 11, 21, 18, 25, 1), '刚刚'],
    ['a clock slightly ahead', at(2026, 11, 21, 18, 31), '刚刚'],
    ['exactly 5 min', at(2026, 11, 21, 18, 25), '5分钟前'],
    ['59 min', at(2026, 11, 21, 17, 31), '59分钟前'],
    ['1 hour', at(2026, 11, 21, 17, 30), '1小时前'],
    ['11 h 59 min', at(2026, 11, 21, 6, 31), '11小时前'],
    ['12 hours, same day', at(2026, 11, 21, 6, 30), '06:30'],
    ['early the same day', at(2026, 11, 21, 0, 5), '00:05'],
    ['yesterday, 13 h ago', at(2026, 11, 20, 5, 0), '1天前'],
    ['yesterday late evening', at(2026, 11, 20, 23, 0), '1天前'],
    ['19 days', at(2026, 11, 2, 12, 0), '19天前'],
    ['20 days, same year', at(2026, 11, 1, 12, 0), '11.01'],
    ['start of the year', at(2026, 1, 3, 9, 0), '01.03'],
    ['last year', at(2025, 12, 25, 9, 0), '2025-12-25'],
    ['long ago', at(2019, 3, 7, 9, 0), '2019-03-07'],
  ])('%s', (_name, value, expected) => {
    expect(formatRelativeTime(value, now)).toBe(expected);
  });

  it('accepts ISO strings and epoch ms', () => {
    expect(formatRelativeTime(at(2026, 11, 21, 16, 0).toISOString(), now.getTime())).toBe('2小时前');
    expect(formatRelativeTime(at(2026, 11, 21, 16, 0).getTime(), now)).toBe('2小时前');
  });

  it('gives an empty string for an invalid date', () => {
    expect(formatRelativeTime('not a date', now)).toBe('');
  });

  it('writes the calendar of the zone it is given, whatever zone the machine runs in', () => {
    // 2026-11-20 23:00 UTC is 07:00 on the 21st in China; 12:00 UTC is 20:00 there, 13 hours later the same day.
    const value = Date.UTC(2026, 10, 20, 23, 0);
    const current = Date.UTC(2026, 10, 21, 12, 0);
    expect(formatRelativeTime(value, current, 480)).toBe('07:00');
    expect(formatRelativeTime(value, current, 0)).toBe('1天前');
    expect(formatRelativeTime(Date.UTC(2025, 11, 31, 17, 0), current, 480)).toBe('01.01');
  });
});
