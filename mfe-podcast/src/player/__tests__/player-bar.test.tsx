import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  api,
  podcastDispatchAtom,
  podcastPlayerAtom,
  readPosition,
  getStored,
  readSpeed,
  rememberPosition,
  userAtom,
  type PlayerAction,
  type PlayerEpisode,
  type User,
} from '@site/shared';
import { createStore, Provider } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import '@arco-design/web-react/lib/_util/react-19-adapter';
import { podcastOnlineAtom } from '../online-atom';
import { PlayerBar } from '../player-bar';
import { advance, finish, installFakeMedia } from './fake-media';

const episode = (id: number): PlayerEpisode => ({ id, title: `第 ${id} 期`, preview: '', duration: 600, sourceUrl: `http://localhost/media/audio/${id}?sig=x` });
const queue = [episode(1), episode(2), episode(3)];

installFakeMedia();

function setup() {
  const store = createStore();
  const get = jest.spyOn(api, 'get').mockImplementation(async (url: string, params?: object) => {
    const { audioId } = params as { audioId: number };
    if (url === '/audio/play/increase') return { playNum: 1 };
    if (url === '/audio/get-online') return { audioId, onlineCount: 3 };
    throw new Error(`unexpected GET ${url}`);
  });
  const view = render(
    <Provider store={store}>
      <MemoryRouter>
        <PlayerBar />
      </MemoryRouter>
    </Provider>,
  );
  const dispatch = (action: PlayerAction) => act(() => store.set(podcastDispatchAtom, action));
  const media = () => {
    const element = document.querySelector('audio');
    if (!element) throw new Error('no <audio>');
    return element;
  };
  const plays = () => get.mock.calls.filter(([url]) => url === '/audio/play/increase').map(([, params]) => (params as { audioId: number }).audioId);
  return { store, view, dispatch, media, plays };
}

/** Lets the bar's async source loading and play promise settle. */
const settle = () => act(async () => {
  await new Promise((resolve) => setTimeout(resolve, 0));
});

beforeEach(() => localStorage.clear());
afterEach(() => jest.restoreAllMocks());

describe('player bar (spec 4)', () => {
  it('renders nothing until an episode is current', () => {
    const { view } = setup();
    expect(view.container.querySelector('audio')).toBeNull();
  });

  it('starts the chosen episode from its source and counts one play', async () => {
    const { dispatch, media, plays, store } = setup();
    dispatch({ type: 'play', episode: queue[1], queue });
    await settle();
    expect(media().getAttribute('src')).toBe(queue[1].sourceUrl);
    expect(media().paused).toBe(false);
    expect(plays()).toEqual([2]);
    expect(store.get(podcastPlayerAtom).playing).toBe(true);
    expect(screen.getByRole('button', { name: '暂停' })).toBeTruthy();
    expect(await screen.findByText('3 人正在收听')).toBeTruthy();
  });

  it('play on the current episode toggles pause, without counting another play', async () => {
    const { dispatch, media, plays } = setup();
    dispatch({ type: 'play', episode: queue[0], queue });
    await settle();
    fireEvent.click(screen.getByRole('button', { name: '暂停' }));
    await settle();
    expect(media().paused).toBe(true);
    dispatch({ type: 'play', episode: queue[0] });
    await settle();
    expect(media().paused).toBe(false);
    expect(screen.getByRole('button', { name: '暂停' })).toBeTruthy();
    expect(plays()).toEqual([1]);
  });

  it('next and previous wrap around the queue, each start counted', async () => {
    const { dispatch, media, plays } = setup();
    dispatch({ type: 'play', episode: queue[2], queue });
    await settle();
    fireEvent.click(screen.getByRole('button', { name: '下一集' }));
    await settle();
    expect(media().getAttribute('src')).toBe(queue[0].sourceUrl);
    expect(screen.getByRole('link', { name: '第 1 期' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '上一集' }));
    await settle();
    expect(media().getAttribute('src')).toBe(queue[2].sourceUrl);
    expect(plays()).toEqual([3, 1, 3]);
    expect(media().paused).toBe(false);
  });

  it('the end of an episode plays the next one, resuming it where the listener left it', async () => {
    rememberPosition(2, 42, 600);
    const { dispatch, media, store, plays } = setup();
    dispatch({ type: 'play', episode: queue[0], queue });
    await settle();
    act(() => finish(media()));
    await settle();
    expect(store.get(podcastPlayerAtom).current?.id).toBe(2);
    expect(media().getAttribute('src')).toBe(queue[1].sourceUrl);
    expect(media().currentTime).toBe(42);
    expect(media().paused).toBe(false);
    expect(plays()).toEqual([1, 2]);
    // The finished episode starts from the beginning next time.
    expect(readPosition(1)).toBe(0);
  });

  it('close stops, clears the store and removes the bar', async () => {
    const { dispatch, media, store, view } = setup();
    dispatch({ type: 'play', episode: queue[0], queue });
    await settle();
    const element = media();
    fireEvent.click(screen.getByRole('button', { name: '关闭播放器' }));
    await settle();
    expect(element.paused).toBe(true);
    expect(store.get(podcastPlayerAtom).current).toBeNull();
    expect(view.container.querySelector('audio')).toBeNull();
  });

  it('resumes an episode where the listener left it, and remembers where they leave it', async () => {
    rememberPosition(2, 42, 600);
    const { dispatch, media } = setup();
    dispatch({ type: 'play', episode: queue[1], queue });
    await settle();
    expect(media().currentTime).toBe(42);
    act(() => advance(media(), 30));
    fireEvent.click(screen.getByRole('button', { name: '下一集' }));
    await settle();
    expect(readPosition(2)).toBe(72);
  });

  it('a share-link start wins over the remembered position', async () => {
    rememberPosition(1, 42, 600);
    const { dispatch, media } = setup();
    dispatch({ type: 'play', episode: queue[0], queue, startAt: 83 });
    await settle();
    expect(media().currentTime).toBe(83);
  });

  it('changes and remembers the speed', async () => {
    const { dispatch, media } = setup();
    dispatch({ type: 'play', episode: queue[0], queue });
    await settle();
    const speed = screen.getByRole<HTMLSelectElement>('combobox', { name: '播放速度' });
    expect(speed.value).toBe('1');
    // Every speed is offered (Arco's menu once cut off 2x).
    expect(within(speed).getAllByRole('option').map((option) => option.textContent)).toEqual(['0.75x', '1x', '1.25x', '1.5x', '1.75x', '2x']);
    fireEvent.change(speed, { target: { value: '1.5' } });
    expect(media().playbackRate).toBe(1.5);
    expect(readSpeed()).toBe(1.5);
    expect(speed.value).toBe('1.5');
  });

  it('the speed keeps its own arrow keys: they do not seek', async () => {
    const { dispatch, media } = setup();
    dispatch({ type: 'play', episode: queue[0], queue });
    await settle();
    fireEvent.change(screen.getByRole('slider', { name: '播放进度' }), { target: { value: '120' } });
    const speed = screen.getByRole('combobox', { name: '播放速度' });
    fireEvent.keyDown(speed, { key: 'ArrowRight' });
    expect(media().currentTime).toBe(120);
    fireEvent.keyDown(speed, { key: 'ArrowLeft' });
    fireEvent.keyDown(speed, { key: 'ArrowLeft' });
    expect(media().currentTime).toBe(120);
    // The same keys on a button seek.
    fireEvent.keyDown(screen.getByRole('button', { name: '关闭播放器' }), { key: 'ArrowRight' });
    expect(media().currentTime).toBe(130);
  });

  it('copies a share link at the current time, or shows the link when the clipboard refuses it', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    const { dispatch, media } = setup();
    dispatch({ type: 'play', episode: queue[1], queue });
    await settle();
    act(() => advance(media(), 65));
    fireEvent.click(screen.getByRole('button', { name: '复制分享链接' }));
    expect(await screen.findByText('已复制分享链接，打开即从当前时间开始播放')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('http://localhost/podcast/2#t=01:05');
    writeText.mockRejectedValue(new Error('denied'));
    fireEvent.click(screen.getByRole('button', { name: '复制分享链接' }));
    expect(await screen.findByText('http://localhost/podcast/2#t=01:05')).toBeTruthy();
  });

  it('starts at the remembered speed', async () => {
    localStorage.setItem('design-learning', JSON.stringify({ podcastSpeed: 1.25 }));
    const { dispatch, media } = setup();
    dispatch({ type: 'play', episode: queue[0], queue });
    await settle();
    expect(media().playbackRate).toBe(1.25);
  });

  it('seeks with the progress slider and with the arrow keys when the bar has focus; space toggles', async () => {
    const { dispatch, media } = setup();
    dispatch({ type: 'play', episode: queue[0], queue });
    await settle();
    fireEvent.change(screen.getByRole('slider', { name: '播放进度' }), { target: { value: '120' } });
    expect(media().currentTime).toBe(120);
    const bar = screen.getByRole('region', { name: '播客播放器' });
    fireEvent.keyDown(bar, { key: 'ArrowRight' });
    expect(media().currentTime).toBe(130);
    fireEvent.keyDown(bar, { key: 'ArrowLeft' });
    fireEvent.keyDown(bar, { key: 'ArrowLeft' });
    expect(media().currentTime).toBe(110);
    fireEvent.keyDown(bar, { key: ' ' });
    await settle();
    expect(media().paused).toBe(true);
  });

  it('follows a pause from outside the bar (headset, operating system)', async () => {
    const { dispatch, media, store } = setup();
    dispatch({ type: 'play', episode: queue[0], queue });
    await settle();
    act(() => media().pause());
    expect(store.get(podcastPlayerAtom).playing).toBe(false);
    expect(screen.getByRole('button', { name: '播放' })).toBeTruthy();
  });

  it('asks audio/detail for the source when the episode came without one', async () => {
    const { dispatch, media } = setup();
    const get = jest.spyOn(api, 'get');
    const base = get.getMockImplementation();
    get.mockImplementation(async (url: string, params?: object) => {
      if (url === '/audio/detail') return { id: 9, sourceUrl: 'http://localhost/media/audio/9?fresh' };
      return base?.(url, params);
    });
    dispatch({ type: 'play', episode: { id: 9, title: '第 9 期', preview: '', duration: 60 } });
    await waitFor(() => expect(media().getAttribute('src')).toBe('http://localhost/media/audio/9?fresh'));
  });

  it('keeps the position to a second while playing and to the moment the page goes; a reload offers it until the bar is closed', async () => {
    const { dispatch, media } = setup();
    dispatch({ type: 'play', episode: queue[1], queue });
    await settle();
    act(() => advance(media(), 7.3));
    // Two ticks of 500 ms: written within a second, without a pause or a switch.
    await act(() => new Promise((resolve) => setTimeout(resolve, 1100)));
    expect(readPosition(2)).toBe(7.3);
    act(() => advance(media(), 2.26));
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(readPosition(2)).toBe(9.5);
    // What a reload offers (the shell's resume control): the episode, without its expiring signed URL.
    expect(getStored('podcastLastEpisode')).toEqual({ id: 2, title: '第 2 期', preview: '', duration: 600 });
    fireEvent.click(screen.getByRole('button', { name: '关闭播放器' }));
    await settle();
    expect(getStored('podcastLastEpisode')).toBeUndefined();
    // The episode page still knows where it was left.
    expect(readPosition(2)).toBe(9.5);
  });

  it('beats while playing (again at once when the first beat only brought the cookie), says when it stops, and shares its count with the pages', async () => {
    const { dispatch, store } = setup();
    const get = jest.spyOn(api, 'get');
    const base = get.getMockImplementation();
    let cookie = false;
    get.mockImplementation(async (url: string, params?: object) => {
      if (url !== '/audio/get-online') return base?.(url, params);
      const { audioId, playing } = params as { audioId: number; playing?: boolean };
      const listening = playing === true && cookie;
      if (playing === true) cookie = true;
      return { audioId, onlineCount: listening ? 1 : 0, listening };
    });
    const beats = () => get.mock.calls.filter(([url]) => url === '/audio/get-online').map(([, params]) => params);
    dispatch({ type: 'play', episode: queue[0], queue });
    await settle();
    expect(beats()).toEqual([
      { audioId: 1, playing: true },
      { audioId: 1, playing: true },
    ]);
    expect(await screen.findByText('1 人正在收听')).toBeTruthy();
    expect(store.get(podcastOnlineAtom)).toEqual({ audioId: 1, count: 1 });
    fireEvent.click(screen.getByRole('button', { name: '暂停' }));
    await settle();
    await settle();
    // The stop first, then paused reads that count nobody.
    expect(beats().slice(2)).toEqual([{ audioId: 1, playing: false }, { audioId: 1 }]);
    expect(store.get(podcastOnlineAtom)).toEqual({ audioId: 1, count: 0 });
  });

  it('beats again at once when the member signs out while playing: the server dropped the member, the browser counts as a visitor', async () => {
    const { dispatch, store } = setup();
    act(() => store.set(userAtom, { id: 7, username: 'member' } as User));
    const get = jest.spyOn(api, 'get');
    const base = get.getMockImplementation();
    // This browser has its listener cookie: each beat while playing counts it.
    get.mockImplementation(async (url: string, params?: object) => {
      if (url !== '/audio/get-online') return base?.(url, params);
      const { audioId, playing } = params as { audioId: number; playing?: boolean };
      return { audioId, onlineCount: playing ? 1 : 0, listening: playing === true };
    });
    const beats = () => get.mock.calls.filter(([url]) => url === '/audio/get-online').map(([, params]) => params);
    dispatch({ type: 'play', episode: queue[0], queue });
    await settle();
    const before = beats().length;
    act(() => store.set(userAtom, null));
    await settle();
    await settle();
    // No waiting for the next 10 s beat: a stop for the member's beat, then a beat as whoever the browser is now.
    expect(beats().slice(before)).toEqual([
      { audioId: 1, playing: false },
      { audioId: 1, playing: true },
    ]);
  });
});
