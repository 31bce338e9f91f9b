import { atom } from 'jotai';
import { initialPlayerState, playerReducer } from './player-rules';
import type { PlayerAction, PlayerState } from './types';

/**
 * The podcast player's state, in the page's one jotai store: the shell mounts the player bar when
 * an episode is current, pages of any remote read and change it, so playback survives every route.
 */
export const podcastPlayerAtom = atom<PlayerState>(initialPlayerState);

/** Write-only: apply one player action (see playerReducer). */
export const podcastDispatchAtom = atom(null, (get, set, action: PlayerAction) => {
  set(podcastPlayerAtom, playerReducer(get(podcastPlayerAtom), action));
});

/** True once something has been played and until the bar is closed; the shell's only subscription. */
export const podcastActiveAtom = atom((get) => get(podcastPlayerAtom).current !== null);

/** Position and length of the current episode in seconds, ticked by the bar every 500 ms (spec 4). */
export const podcastProgressAtom = atom({ currentTime: 0, duration: 0 });
