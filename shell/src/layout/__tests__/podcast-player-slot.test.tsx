import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getStored, podcastDispatchAtom, podcastPlayerAtom, rememberPosition, updateStore, type PlayerEpisode } from '@site/shared';
import { createStore, Provider } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { loadExposed } from '../../remotes/remote-loader';
import { PodcastPlayerSlot } from '../podcast-player-slot';
import { forgetPlayerBar } from '../use-player-bar';

/** What the bar keeps of the episode it plays (the podcast remote's rememberLastEpisode). */
const rememberLastEpisode = ({ id, title, preview, duration }: PlayerEpisode) => updateStore({ podcastLastEpisode: { id, title, preview, duration } });

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

  it('after a reload offers the last episode where it was left, loading nothing of the podcast remote until pressed', async () => {
    localStorage.clear();
    rememberLastEpisode({ ...episode, id: 5, title: '第 5 期' });
    rememberPosition(5, 10.4, 60);
    load.mockResolvedValue({ PlayerBar } as never);
    const store = renderSlot('/');
    const resume = await screen.findByRole('button', { name: '继续收听 第 5 期 · 00:10' });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(load).not.toHaveBeenCalled();
    await userEvent.click(resume);
    // Plays the episode with no start time: the bar goes on from the remembered 10.4 s.
    expect(store.get(podcastPlayerAtom)).toMatchObject({ current: { id: 5, title: '第 5 期' }, playing: true, startAt: null });
    expect(await screen.findByRole('region', { name: '播客播放器' })).toBeTruthy();
    expect(load).toHaveBeenCalledWith('podcast', 'player-bar');
    expect(screen.queryByRole('region', { name: '继续收听' })).toBeNull();
  });

  it('no offer without a position, and none once dismissed', async () => {
    localStorage.clear();
    rememberLastEpisode(episode);
    const first = renderSlot('/');
    // Time for the control's code to arrive and find nothing to go on from.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 100));
    });
    expect(screen.queryByRole('region', { name: '继续收听' })).toBeNull();
    // Nothing reserved either: the page ends with its footer.
    expect(document.querySelector<HTMLElement>('.site-player-spacer')?.style.height ?? '0px').toBe('0px');
    expect(first.get(podcastPlayerAtom).current).toBeNull();

    rememberPosition(episode.id, 30, 60);
    renderSlot('/');
    await userEvent.click(await screen.findByRole('button', { name: '不再提示继续收听' }));
    expect(screen.queryByRole('region', { name: '继续收听' })).toBeNull();
    expect(getStored('podcastLastEpisode')).toBeUndefined();
  });

  it('reserves the measured height of the open bar below the footer', async () => {
    const observers: Array<() => void> = [];
    const original = (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
    (globalThis as { ResizeObserver?: unknown }).ResizeObserver = class {
      constructor(private readonly callback: () => void) {
        observers.push(() => this.callback());
      }
      observe() {}
      disconnect() {}
    };
    let height = 118;
    const offsetHeight = jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('site-player-slot') ? height : 0;
    });
    try {
      load.mockResolvedValue({ PlayerBar } as never);
      const store = renderSlot('/course');
      act(() => store.set(podcastDispatchAtom, { type: 'play', episode }));
      await screen.findByRole('region', { name: '播客播放器' });
      const spacer = document.querySelector<HTMLElement>('.site-player-spacer');
      expect(spacer?.style.height).toBe('118px');
      height = 131;
      act(() => observers.forEach((notify) => notify()));
      expect(spacer?.style.height).toBe('131px');
    } finally {
      offsetHeight.mockRestore();
      (globalThis as { ResizeObserver?: unknown }).ResizeObserver = original;
    }
  });
});
