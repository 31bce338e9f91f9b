import { isHealthSignOpen } from '../time-window';

const at = (hours: number, minutes: number, seconds = 0) => new Date(2020, 1, 10, hours, minutes, seconds);

test.each([
  ['07:59', at(7, 59, 59), false],
  ['08:00', at(8, 0), true],
  ['11:59', at(11, 59, 59), true],
  ['12:00', at(12, 0), false],
  ['midnight', at(0, 0), false],
])('at %s open is %s', (_label, now, open) => {
  expect(isHealthSignOpen(now)).toBe(open);
});
