import dayjs from 'dayjs';
import { inZone } from './site-time-zone';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * Relative time of spec 9: under 5 minutes "刚刚", then "N分钟前" under an hour, "N小时前" under
 * 12 hours, "HH:mm" later the same day, "N天前" under 20 calendar days, "MM.DD" the same year,
 * else "YYYY-MM-DD". `now` is injectable so tests (and server-rendered snapshots) are stable; so is the time zone
 * (minutes east of UTC; this machine's own by default), so a server in any zone writes what a browser in China reads.
 */
export function formatRelativeTime(value: string | number | Date, now: Date | number = Date.now(), utcOffsetMinutes?: number): string {
  const time = inZone(dayjs(value), utcOffsetMinutes);
  if (!time.isValid()) return '';
  const current = inZone(dayjs(now), utcOffsetMinutes);
  const diff = current.valueOf() - time.valueOf();
  // A clock slightly ahead on the server must not produce "-3分钟前".
  if (diff < 5 * MINUTE_MS) return '刚刚';
  if (diff < HOUR_MS) return `${Math.floor(diff / MINUTE_MS)}分钟前`;
  if (diff < 12 * HOUR_MS) return `${Math.floor(diff / HOUR_MS)}小时前`;
  if (time.isSame(current, 'day')) return time.format('HH:mm');
  const days = current.startOf('day').diff(time.startOf('day'), 'day');
  if (days < 20) return `${days}天前`;
  if (time.isSame(current, 'year')) return time.format('MM.DD');
  return time.format('YYYY-MM-DD');
}
