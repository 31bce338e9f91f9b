import { formatDate, formatDateTime } from '../date-time';

// Absolute times are China's wall clock wherever they are drawn: the server renders in UTC, browsers anywhere.
describe('formatDateTime and formatDate', () => {
  it('write an instant as the clock in China shows it, whatever this machine’s zone', () => {
    expect(formatDateTime('2026-12-24T00:54:00.000Z')).toBe('2026-12-24 08:54');
    expect(formatDateTime(Date.UTC(2026, 11, 24, 11, 30))).toBe('2026-12-24 19:30');
  });

  it('take the day from China too: late evening in UTC is the next morning there', () => {
    expect(formatDate('2026-11-20T20:00:00.000Z')).toBe('2026-11-21');
    expect(formatDateTime('2026-12-31T16:00:00.000Z')).toBe('2027-01-01 00:00');
  });

  it('leave a missing or broken value empty', () => {
    for (const value of [null, undefined, '', 'not a date']) {
      expect(formatDateTime(value)).toBe('');
      expect(formatDate(value)).toBe('');
    }
  });
});
