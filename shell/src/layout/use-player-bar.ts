import type { ComponentType } from 'react';
import { useCallback, useEffect, useState } from 'react';
import { loadExposed, resetRemote } from '../remotes/remote-loader';

/** The loaded bar, kept for the page's life: closing and playing again mounts it at once. */
let loadedBar: ComponentType | undefined;

type PlayerBarState = { status: 'idle' | 'loading' | 'failed' } | { status: 'ready'; PlayerBar: ComponentType };

/**
 * Loads the podcast remote's `./player-bar` once `wanted`. State-driven rather than React.lazy on
 * purpose: a Suspense boundary holds revealed content back (React batches reveals for ~300 ms), and
 * the bar should appear, and start playing, right on the click.
 */
export function usePlayerBar(wanted: boolean): PlayerBarState & { retry: () => void } {
  const [state, setState] = useState<PlayerBarState>(() => (loadedBar ? { status: 'ready', PlayerBar: loadedBar } : { status: 'idle' }));
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!wanted || loadedBar) return undefined;
    let live = true;
    setState({ status: 'loading' });
    loadExposed('podcast', 'player-bar').then(
      (module) => {
        loadedBar = module.PlayerBar;
        if (live) setState({ status: 'ready', PlayerBar: module.PlayerBar });
      },
      () => live && setState({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [wanted, attempt]);

  const retry = useCallback(() => {
    resetRemote('podcast');
    setAttempt((n) => n + 1);
  }, []);
  return { ...state, retry };
}

/** For tests: forget the loaded bar. */
export function forgetPlayerBar(): void {
  loadedBar = undefined;
}
