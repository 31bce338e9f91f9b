import '../../routing/__tests__/jsdom-polyfills';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { podcastDispatchAtom, podcastPlayerAtom } from '@site/shared';
import { createStore, Provider } from 'jotai';
import { loadExposed } from '../../remotes/remote-loader';
import { PodcastPlayerSlot } from '../podcast-player-slot';

// A file of its own: the shell keeps one lazy component per remote view for the page's life.
jest.mock('../../remotes/remote-loader', () => ({ loadExposed: jest.fn(), resetRemote: jest.fn() }));
const load = loadExposed as jest.MockedFunction<typeof loadExposed>;

describe('podcast player slot, remote down', () => {
  it('a bar that cannot load costs one line with retry and close, not the page', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    load.mockRejectedValue(new Error('remote down'));
    const store = createStore();
    render(
      <Provider store={store}>
        <PodcastPlayerSlot />
      </Provider>,
    );
    act(() => store.set(podcastDispatchAtom, { type: 'play', episode: { id: 8, title: '第 8 期', preview: '', duration: 60 } }));
    expect(await screen.findByText('播放器暂时无法加载')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(store.get(podcastPlayerAtom).current).toBeNull();
    expect(screen.queryByText('播放器暂时无法加载')).toBeNull();
  });
});
