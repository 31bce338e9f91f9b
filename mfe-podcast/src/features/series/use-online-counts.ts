import { ONLINE_REFRESH_LIST_MS } from '@site/shared';
import { useEffect, useState } from 'react';
import { getOnlineGroups } from '../../api/get-online-groups';

/** Listener counts of the episodes on screen, refreshed every 15 s (spec 9). */
export function useOnlineCounts(ids: number[]): Record<string, number> {
  const [counts, setCounts] = useState<Record<string, number>>({});
  const key = ids.join(',');
  useEffect(() => {
    if (!key) return undefined;
    const audioIds = key.split(',').map(Number);
    let live = true;
    const refresh = () =>
      getOnlineGroups(audioIds).then(
        (result) => live && setCounts(result),
        () => undefined,
      );
    const timer = window.setInterval(() => void refresh(), ONLINE_REFRESH_LIST_MS);
    return () => {
      live = false;
      window.clearInterval(timer);
    };
  }, [key]);
  return counts;
}
