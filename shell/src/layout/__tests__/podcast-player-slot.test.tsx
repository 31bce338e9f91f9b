import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { podcastDispatchAtom, podcastPlayerAtom } from '@site/shared';
import { createStore, Provider } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { loadExposed } from '../../remotes/remote-loader';
import { PodcastPlayerSlot } from '../podcast-player-slot';
import { forgetPlayerBar } from '../use-player-bar';

jest.mock('../../remotes/remote-loader', () => ({ loadExposed: jest.fn(), resetRemote: jest.fn() }));
const load = loadExposed as jest.MockedFunction<typeof loadExposed>;

const episode = { id: 7, title: '第 7 期', preview: '', duration: 60 };
const PlayerBar = () => <div role="region" aria-label="播客播放器" />;

function renderSlot(path = '/') {
  const store = createStore();
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <PodcastPlayerSlot />
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

describe('podcast player slot', () => {
  beforeEach(() => {
    load.mockReset();
    forgetPlayerBar();
  });
  afterEach(() => jest.restoreAllMocks());

  it('loads nothing of the podcast remote until an episode is played, then mounts its bar; close removes it', async () => {
    load.mockResolvedValue({ PlayerBar } as never);
    const store = renderSlot('/');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(load).not.toHaveBeenCalled();
    expect(document.querySelector('.site-player-slot')).toBeNull();

    act(() => store.set(podcastDispatchAtom, { type: 'play', episode }));
    expect(await screen.findByRole('region', { name: '播客播放器' })).toBeTruthy();
    expect(load).toHaveBeenCalledWith('podcast', 'player-bar');

    act(() => store.set(podcastDispatchAtom, { type: 'close' }));
    expect(screen.queryByRole('region', { name: '播客播放器' })).toBeNull();
  });

  it('on podcast pages fetches the bar ahead (nothing shown), so a play shows it at once', async () => {
    load.mockResolvedValue({ PlayerBar } as never);
    const store = renderSlot('/podcast');
    await waitFor(() => expect(load).toHaveBeenCalledWith('podcast', 'player-bar'));
    expect(screen.queryByRole('region', { name: '播客播放器' })).toBeNull();
    await act(async () => {
      await Promise.resolve();
    });
    act(() => store.set(podcastDispatchAtom, { type: 'play', episode }));
    // Same render: no loading line, no Suspense hold-back.
    expect(screen.getByRole('region', { name: '播客播放器' })).toBeTruthy();
  });

  it('a bar that cannot load costs one line with retry and close, not the page', async () => {
    load.mockRejectedValueOnce(new Error('remote down')).mockResolvedValue({ PlayerBar } as never);
    const store = renderSlot('/');
    act(() => store.set(podcastDispatchAtom, { type: 'play', episode }));
    expect(await screen.findByText('播放器暂时无法加载')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('region', { name: '播客播放器' })).toBeTruthy();

    forgetPlayerBar();
    load.mockRejectedValue(new Error('remote down'));
    act(() => store.set(podcastDispatchAtom, { type: 'close' }));
    act(() => store.set(podcastDispatchAtom, { type: 'play', episode }));
    expect(await screen.findByText('播放器暂时无法加载')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(store.get(podcastPlayerAtom).current).toBeNull();
    expect(screen.queryByText('播放器暂时无法加载')).toBeNull();
  });
});
