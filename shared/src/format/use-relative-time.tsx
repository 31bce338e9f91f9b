import { useSyncExternalStore } from 'react';
import { usePageData } from '../request/page-data';
import { formatRelativeTime } from './relative-time';
import { SITE_UTC_OFFSET_MINUTES } from './site-time-zone';

const noSubscription = () => () => undefined;

/**
 * False on the server and while the browser takes a server-rendered page over, true from the render after
 * (React renders once more when the two snapshots differ); true at once on a page drawn in the browser.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * A relative time ("3分钟前") for a page the server may render: the server and the browser's takeover both count
 * from when the page was rendered (a cached page may be hours old), in China's time zone, so the takeover meets
 * the same text; from then on the browser counts from its own clock and zone.
 */
export function useRelativeTime(value: string | number | Date): string {
  const hydrated = useHydrated();
  const renderedAt = usePageData()?.renderedAt;
  if (hydrated || renderedAt === undefined) return formatRelativeTime(value);
  return formatRelativeTime(value, renderedAt, SITE_UTC_OFFSET_MINUTES);
}

/** useRelativeTime as a piece of text, for a component that may return before its hooks would run. */
export function RelativeTime({ value }: { value: string | number | Date }): string {
  return useRelativeTime(value);
}
