import dayjs from 'dayjs';
import { inZone, SITE_UTC_OFFSET_MINUTES } from './site-time-zone';

// Absolute times are China's wall clock wherever the page is drawn: on the server (whose zone may be UTC) and in
// any browser, so a server-rendered page and the browser's takeover write the same text, and a live course's
// start reads in the same zone as its schedule ("每周二、四 19:30 开讲").

/** "2026-11-21 20:00": absolute times such as a live course's start and end. */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const time = inZone(dayjs(value), SITE_UTC_OFFSET_MINUTES);
  return time.isValid() ? time.format('YYYY-MM-DD HH:mm') : '';
}

/** "2026-11-21": dates without a time of day (class plans, orders), as the day is in China. */
export function formatDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const time = inZone(dayjs(value), SITE_UTC_OFFSET_MINUTES);
  return time.isValid() ? time.format('YYYY-MM-DD') : '';
}
