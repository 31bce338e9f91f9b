import { formatDuration } from '../duration';

describe('formatDuration', () => {
  it.each([
    [0, '00:00'],
    [9.7, '00:09'],
    [75, '01:15'],
    [3599, '59:59'],
    [3600, '1:00:00'],
    [-5, '00:00'],
    [Number.NaN, '00:00'],
  ])('%p -> %s', (seconds, expected) => {
    expect(formatDuration(seconds)).toBe(expected);
  });
});
