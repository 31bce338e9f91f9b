/** Days and times of the forms are counted in the site's time zone (a Chinese site), whatever the server's zone. */
export const SITE_TIME_ZONE = 'Asia/Shanghai';

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: SITE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
const timeFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: SITE_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** YYYY-MM-DD of the instant in the site's time zone. */
export function siteDay(instant: Date): string {
  return dayFormat.format(instant);
}

/** YYYY-MM-DD HH:mm:ss in the site's time zone, for exports people read. */
export function siteDateTime(instant: Date): string {
  return `${siteDay(instant)} ${timeFormat.format(instant)}`;
}
