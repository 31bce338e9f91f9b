import '../../routing/__tests__/jsdom-polyfills';
import { act, render, screen } from '@testing-library/react';
import { podcastDispatchAtom } from '@site/shared';
import { createStore, Provider } from 'jotai';
import { loadExposed } from '../../remotes/remote-loader';
import { PodcastPlayerSlot } from '../podcast-player-slot';

jest.mock('../../remotes/remote-loader', () => ({ loadExposed: jest.fn(), resetRemote: jest.fn() }));
const load = loadExposed as jest.MockedFunction<typeof loadExposed>;

const episode = { id: 7, title: '第 7 期', preview: '', duration: 60 };

function renderSlot() {
  const store = createStore();
  render(
    <Provider store={store}>
      <PodcastPlayerSlot />
    </Provider>,
  );
  return store;
}

describe('podcast player slot', () => {
  beforeEach(() => load.mockReset());
  afterEach(() => jest.restoreAllMocks());

  it('loads nothing of the podcast remote until an episode is played, then mounts its bar once', async () => {
    load.mockResolvedValue({ PlayerBar: () => <div role="region" aria-label="播客播放器" /> } as never);
    const store = renderSlot();
    expect(load).not.toHaveBeenCalled();
    expect(document.querySelector('.site-player-slot')).toBeNull();

    act(() => store.set(podcastDispatchAtom, { type: 'play', episode }));
    expect(await screen.findByRole('region', { name: '播客播放器' })).toBeTruthy();
    expect(load).toHaveBeenCalledWith('podcast', 'player-bar');

    act(() => store.set(podcastDispatchAtom, { type: 'close' }));
    expect(screen.queryByRole('region', { name: '播客播放器' })).toBeNull();
  });
});
