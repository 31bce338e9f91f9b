import { podcastDispatchAtom, podcastPlayerAtom, type PlayerEpisode } from '@site/shared';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback } from 'react';

/** Is this episode the current one, and is it playing; play(episode, queue) follows spec 4's rules. */
export function usePlayEpisode() {
  const { current, playing } = useAtomValue(podcastPlayerAtom);
  const dispatch = useSetAtom(podcastDispatchAtom);
  const play = useCallback(
    (episode: PlayerEpisode, queue?: PlayerEpisode[], startAt?: number) => dispatch({ type: 'play', episode, queue, startAt }),
    [dispatch],
  );
  const isPlaying = useCallback((id: number) => current?.id === id && playing, [current, playing]);
  const isCurrent = useCallback((id: number) => current?.id === id, [current]);
  return { play, isPlaying, isCurrent };
}
