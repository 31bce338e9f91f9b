import dayjs from 'dayjs';

/** "2026-11-21 20:00": absolute times such as a live course's start and end. */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const time = dayjs(value);
  return time.isValid() ? time.format('YYYY-MM-DD HH:mm') : '';
}

/** "2026-11-21": dates without a time of day (class plans, orders). */
export function formatDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const time = dayjs(value);
  return time.isValid() ? time.format('YYYY-MM-DD') : '';
}
