import type { PlayerAction, PlayerEpisode, PlayerState } from './types';

export const initialPlayerState: PlayerState = { queue: [], current: null, playing: false, session: 0, startAt: null };

function start(state: PlayerState, episode: PlayerEpisode, queue: PlayerEpisode[], startAt: number | null): PlayerState {
  return { queue, current: episode, playing: true, session: state.session + 1, startAt };
}

/** The episode `step` places away from the current one in the queue, wrapping at both ends. */
function neighbour(state: PlayerState, step: 1 | -1): PlayerEpisode | null {
  const { queue, current } = state;
  if (queue.length === 0) return current;
  const index = current ? queue.findIndex((episode) => episode.id === current.id) : -1;
  if (index < 0) return queue[0];
  return queue[(index + step + queue.length) % queue.length];
}

/**
 * The podcast player's rules (spec 4): switching episode restarts playback (a new session, which
 * counts a play); play on the current episode toggles pause; next/previous wrap; the end of an
 * episode plays the next; close stops and clears.
 */
export function playerReducer(state: PlayerState, action: PlayerAction): PlayerState {
  switch (action.type) {
    case 'play': {
      const { episode, startAt } = action;
      if (state.current?.id === episode.id && startAt === undefined) {
        return { ...state, playing: !state.playing, queue: action.queue ?? state.queue };
      }
      // A list given with the play is the new queue; otherwise stay in the old one if it holds the episode.
      const queue = action.queue ?? (state.queue.some((item) => item.id === episode.id) ? state.queue : [episode]);
      return start(state, episode, queue, startAt ?? null);
    }
    case 'toggle':
      return state.current ? { ...state, playing: !state.playing } : state;
    case 'set-playing':
      return state.current && state.playing !== action.playing ? { ...state, playing: action.playing } : state;
    case 'next':
    case 'previous': {
      const target = state.current ? neighbour(state, action.type === 'next' ? 1 : -1) : null;
      return target ? start(state, target, state.queue, null) : state;
    }
    case 'ended': {
      if (!state.current) return state;
      // A single episode does not loop forever: it stops at its end.
      if (state.queue.length <= 1) return { ...state, playing: false };
      const target = neighbour(state, 1);
      // Like podcast apps, the next episode resumes where the listener left it (from 0 when never played).
      return target ? start(state, target, state.queue, null) : state;
    }
    case 'close':
      return { ...initialPlayerState, session: state.session };
    default:
      return state;
  }
}
