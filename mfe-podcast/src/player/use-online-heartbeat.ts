import { listenerId, ONLINE_REFRESH_PLAYING_MS } from '@site/shared';
import { useEffect, useState } from 'react';
import { getOnline } from '../api/get-online';

/**
 * The playing episode's listener count, refreshed every 10 s (spec 9). While playing each refresh
 * carries this browser's listener id, so it is also the heartbeat that counts us as listening;
 * paused, it only reads.
 */
export function useOnlineHeartbeat(audioId: number | null, playing: boolean): number | null {
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    setCount(null);
  }, [audioId]);
  useEffect(() => {
    if (audioId === null) return undefined;
    let live = true;
    const beat = () =>
      getOnline(audioId, playing ? listenerId() : undefined).then(
        (result) => live && setCount(result.onlineCount),
        () => undefined,
      );
    void beat();
    const timer = window.setInterval(() => void beat(), ONLINE_REFRESH_PLAYING_MS);
    return () => {
      live = false;
      window.clearInterval(timer);
    };
  }, [audioId, playing]);
  return count;
}
