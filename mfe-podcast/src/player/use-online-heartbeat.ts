import { ONLINE_REFRESH_PLAYING_MS, userAtom } from '@site/shared';
import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { getOnline, stopListeningOnLeave } from '../api/get-online';

/**
 * The episode's listener count, refreshed every 10 s (spec 9). While playing each refresh is also the
 * heartbeat that counts us (a new browser's first beat only brings its listener cookie, so it beats
 * again at once); stopping says so, so we leave the count at once rather than 30 s later; paused, or
 * on a page that does not play, it only reads. Signing in or out while playing beats again at once: the server
 * has moved the listening to the member, or dropped the member, and counts this browser as who it is now.
 */
export function useOnlineHeartbeat(audioId: number | null, playing: boolean): number | null {
  const [count, setCount] = useState<number | null>(null);
  const userId = useAtomValue(userAtom)?.id ?? null;
  /** The stop of the last playing episode, awaited before the next read so it never counts us again. */
  const stopping = useRef<Promise<unknown>>(Promise.resolve());
  useEffect(() => {
    setCount(null);
  }, [audioId]);
  useEffect(() => {
    if (audioId === null) return undefined;
    let live = true;
    const show = (result: { onlineCount: number }) => {
      if (live) setCount(result.onlineCount);
    };
    const beat = async () => {
      if (!playing) return show(await getOnline(audioId));
      const first = await getOnline(audioId, true);
      show(first.listening || !live ? first : await getOnline(audioId, true));
    };
    const refresh = () => beat().catch(() => undefined);
    void stopping.current.then(refresh);
    const timer = window.setInterval(() => void refresh(), ONLINE_REFRESH_PLAYING_MS);
    const onLeave = () => stopListeningOnLeave(audioId);
    if (playing) window.addEventListener('pagehide', onLeave);
    return () => {
      live = false;
      window.clearInterval(timer);
      if (!playing) return;
      window.removeEventListener('pagehide', onLeave);
      stopping.current = getOnline(audioId, false).catch(() => undefined);
    };
    // userId: who beats changes with a sign-in or sign-out (the effect itself asks as whoever the cookies say).
  }, [audioId, playing, userId]);
  return count;
}
