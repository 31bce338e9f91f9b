import { useEffect } from 'react';

/**
 * Pages with play buttons fetch the player bar's code when the browser is idle, so the first
 * 播放 does not wait for it (the shell's `./player-bar` then finds the chunk already loaded).
 */
export function usePrefetchPlayerBar(): void {
  useEffect(() => {
    const load = () => void import('../../player/player-bar').catch(() => undefined);
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(load, { timeout: 2000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(load, 500);
    return () => window.clearTimeout(timer);
  }, []);
}
