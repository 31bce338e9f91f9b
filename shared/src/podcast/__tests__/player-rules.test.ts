import { initialPlayerState, playerReducer } from '../player-rules';
import type { PlayerAction, PlayerEpisode, PlayerState } from '../types';

const episode = (id: number): PlayerEpisode => ({ id, title: `第 ${id} 期`, preview: '', duration: 60 });
const queue = [episode(1), episode(2), episode(3)];
const run = (actions: PlayerAction[], from: PlayerState = initialPlayerState) => actions.reduce(playerReducer, from);

describe('playerReducer', () => {
  it('starts an episode with its list as the queue, a new session, playing', () => {
    const state = run([{ type: 'play', episode: queue[1], queue }]);
    expect(state.current?.id).toBe(2);
    expect(state.queue).toBe(queue);
    expect(state.playing).toBe(true);
    expect(state.session).toBe(1);
  });

  it('play on the current episode toggles pause without a new session', () => {
    const playing = run([{ type: 'play', episode: queue[0], queue }]);
    const paused = playerReducer(playing, { type: 'play', episode: queue[0] });
    expect(paused.playing).toBe(false);
    expect(paused.session).toBe(playing.session);
    expect(playerReducer(paused, { type: 'play', episode: queue[0] }).playing).toBe(true);
  });

  it('switching episode restarts: new session, playing again even when paused', () => {
    const paused = run([{ type: 'play', episode: queue[0], queue }, { type: 'toggle' }]);
    const next = playerReducer(paused, { type: 'play', episode: queue[2] });
    expect(next.current?.id).toBe(3);
    expect(next.playing).toBe(true);
    expect(next.session).toBe(paused.session + 1);
    expect(next.queue).toBe(queue);
  });

  it('a share-link start on the current episode restarts at that time instead of toggling', () => {
    const playing = run([{ type: 'play', episode: queue[0], queue }]);
    const jumped = playerReducer(playing, { type: 'play', episode: queue[0], startAt: 83 });
    expect(jumped.playing).toBe(true);
    expect(jumped.startAt).toBe(83);
    expect(jumped.session).toBe(playing.session + 1);
  });

  it('next and previous wrap at both ends', () => {
    const last = run([{ type: 'play', episode: queue[2], queue }]);
    expect(playerReducer(last, { type: 'next' }).current?.id).toBe(1);
    const first = run([{ type: 'play', episode: queue[0], queue }]);
    expect(playerReducer(first, { type: 'previous' }).current?.id).toBe(3);
    expect(playerReducer(first, { type: 'next' }).current?.id).toBe(2);
  });

  it('the end of an episode plays the next, wrapping, as a new session at its remembered position', () => {
    const last = run([{ type: 'play', episode: queue[2], queue }]);
    const state = playerReducer(last, { type: 'ended' });
    expect(state.current?.id).toBe(1);
    expect(state.playing).toBe(true);
    expect(state.session).toBe(last.session + 1);
    expect(state.startAt).toBeNull();
  });

  it('a lone episode stops at its end instead of looping', () => {
    const state = run([{ type: 'play', episode: queue[0] }, { type: 'ended' }]);
    expect(state.current?.id).toBe(1);
    expect(state.playing).toBe(false);
  });

  it('close stops and clears', () => {
    const state = run([{ type: 'play', episode: queue[0], queue }, { type: 'close' }]);
    expect(state.current).toBeNull();
    expect(state.queue).toEqual([]);
    expect(state.playing).toBe(false);
  });

  it('ignores controls when nothing is loaded', () => {
    for (const type of ['toggle', 'next', 'previous', 'ended'] as const) {
      expect(playerReducer(initialPlayerState, { type })).toBe(initialPlayerState);
    }
  });
});
