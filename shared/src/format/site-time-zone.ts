import type { Dayjs } from 'dayjs';

/** China Standard Time, minutes east of UTC: the site's time zone (see formatDateTime). */
export const SITE_UTC_OFFSET_MINUTES = 480;

/**
 * The same instant moved so that this machine's local calendar shows the wall clock of the zone `utcOffsetMinutes`
 * east of UTC (dayjs formats in local time; its utc plugin would cost the home page's script budget).
 */
export function inZone(time: Dayjs, utcOffsetMinutes: number | undefined): Dayjs {
  if (utcOffsetMinutes === undefined || !time.isValid()) return time;
  return time.add(utcOffsetMinutes + time.toDate().getTimezoneOffset(), 'minute');
}
