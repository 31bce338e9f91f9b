import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { api, ApiError, podcastPlayerAtom } from '@site/shared';
import { createStore, Provider } from 'jotai';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import '@arco-design/web-react/lib/_util/react-19-adapter';
import type { AudioListItem, AudioSeriesInfo } from '../../../api/types';
import { PodcastPage } from '../podcast-page';

const series: AudioSeriesInfo = {
  id: 4,
  title: '设计夜谈',
  description: '和一线设计师聊聊职业成长',
  tags: '职业成长,访谈',
  preview: '/files/cover.png',
  otherSources: JSON.stringify({ wangyiMusic: 'https://music.163.com/x', iTunesPodcasts: 'https://podcasts.apple.com/y', spotify: 'https://open.spotify.com/z' }),
  audioNum: 20,
  rssUrl: 'http://localhost/feeds/podcast/4.xml',
};

const episode = (id: number, overrides: Partial<AudioListItem> = {}): AudioListItem => ({
  id,
  audioSeriesId: 4,
  title: `第 ${id} 期`,
  description: '',
  tags: '访谈',
  duration: 754,
  createdAt: '2026-11-01T08:00:00.000Z',
  playNum: 10,
  onlineCount: 0,
  preview: '',
  sourceUrl: `http://localhost/media/audio/${id}`,
  ...overrides,
});

// jsdom does not lay out; paging scrolls the list into view.
Element.prototype.scrollIntoView = jest.fn();

let where = '';
function LocationProbe() {
  const location = useLocation();
  where = `${location.pathname}${location.search}${location.hash}`;
  return null;
}

function setup(path: string, answers: { series?: () => Promise<unknown>; list?: (params: Record<string, unknown>) => unknown } = {}) {
  const get = jest.spyOn(api, 'get').mockImplementation(async (url: string, params?: object) => {
    const query = (params ?? {}) as Record<string, unknown>;
    if (url === '/audio/series/list') return answers.series ? answers.series() : [series];
    if (url === '/audio/series/audio/list' || url === '/audio/tag/list') {
      if (answers.list) return answers.list({ url, ...query });
      return { rows: [episode(1), episode(2, { tags: '访谈,作品集' })], count: 2 };
    }
    throw new Error(`unexpected GET ${url}`);
  });
  const post = jest.spyOn(api, 'post').mockResolvedValue({ '1': 4, '2': 0 });
  const store = createStore();
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/podcast" element={<PodcastPage />} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </Provider>,
  );
  return { get, post, store, unmount: view.unmount };
}

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('/podcast', () => {
  it('shows the series with only the platforms it is on, labelled, its RSS feed and episodes with mm:ss', async () => {
    setup('/podcast');
    expect(await screen.findByRole('heading', { name: '设计夜谈' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '网易云音乐' }).getAttribute('href')).toBe('https://music.163.com/x');
    expect(screen.getByRole('link', { name: 'Apple 播客' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Spotify' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: '喜马拉雅' })).toBeNull();
    expect(screen.getByRole('link', { name: '订阅 RSS' }).getAttribute('href')).toBe(series.rssUrl);
    expect(await screen.findByRole('link', { name: '第 1 期' })).toBeTruthy();
    expect(screen.getAllByText('12:34')).toHaveLength(2);
  });

  it('shows where the listener left an episode', async () => {
    localStorage.setItem('design-learning', JSON.stringify({ podcastPositions: { '2': 192 } }));
    setup('/podcast');
    const row = (await screen.findByRole('link', { name: '第 2 期' })).closest('li');
    expect(row?.textContent).toContain('听到 03:12');
    localStorage.clear();
  });

  it('plays an episode with the page as the queue', async () => {
    const { store } = setup('/podcast');
    fireEvent.click(await screen.findByRole('button', { name: '播放：第 2 期' }));
    const state = store.get(podcastPlayerAtom);
    expect(state.current?.id).toBe(2);
    expect(state.queue.map((item) => item.id)).toEqual([1, 2]);
    expect(await screen.findByRole('button', { name: '暂停：第 2 期' })).toBeTruthy();
  });

  it('searches the tag in the hash, within the series; a tag button sets the hash', async () => {
    const { get } = setup(`/podcast#${encodeURIComponent('访谈')}`);
    expect(await screen.findByRole('heading', { name: '标签「访谈」的节目' })).toBeTruthy();
    const row = (await screen.findByRole('link', { name: '第 2 期' })).closest('li');
    expect(get).toHaveBeenCalledWith('/audio/tag/list', { tag: '访谈', audioSeriesId: 4, page: 0, perPage: 15 }, expect.anything());
    if (!row) throw new Error('no row');
    fireEvent.click(within(row).getByRole('button', { name: '# 作品集' }));
    await waitFor(() => expect(decodeURIComponent(where)).toBe('/podcast#作品集'));
    expect(await screen.findByRole('heading', { name: '标签「作品集」的节目' })).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: '查看全部节目' })[0]);
    expect(await screen.findByRole('heading', { name: '全部节目' })).toBeTruthy();
    expect(where).toBe('/podcast');
  });

  it('a tag chosen from the series card brings the list into view and says what it found', async () => {
    const requestFrame = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      callback(0);
      return 0;
    });
    // The list sits below the fold (the series card fills a phone's screen).
    const rect = jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      return { top: this.classList.contains('podcast-list') ? 900 : 0 } as DOMRect;
    });
    const scroll = Element.prototype.scrollIntoView as jest.Mock;
    scroll.mockClear();
    setup('/podcast', { list: ({ tag }) => (tag ? { rows: [episode(2, { tags: '访谈,职业成长' })], count: 1 } : { rows: [episode(1), episode(2)], count: 2 }) });
    // The list's announcement; a skeleton still loading is a status too, but a busy one.
    const announcement = () => screen.getAllByRole('status').filter((element) => !element.hasAttribute('aria-busy'));
    const card = await screen.findByRole('region', { name: '设计夜谈' });
    expect(announcement().map((element) => element.textContent)).toEqual(['']);
    fireEvent.click(within(card).getByRole('button', { name: '# 职业成长' }));
    expect(await screen.findByRole('heading', { name: '标签「职业成长」的节目' })).toBeTruthy();
    await waitFor(() => expect(announcement().map((element) => element.textContent)).toEqual(['标签「职业成长」：共 1 期']));
    expect(scroll.mock.contexts.map((element) => (element as Element).className)).toEqual(['podcast-list']);
    rect.mockRestore();
    requestFrame.mockRestore();
  });

  it("a tag chosen just before the page goes scrolls nothing once it has gone, not the next page's list", async () => {
    const frames: FrameRequestCallback[] = [];
    const requestFrame = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    const rect = jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      return { top: this.classList.contains('podcast-list') ? 900 : 0 } as DOMRect;
    });
    const scroll = Element.prototype.scrollIntoView as jest.Mock;
    const { unmount } = setup('/podcast');
    const card = await screen.findByRole('region', { name: '设计夜谈' });
    fireEvent.click(within(card).getByRole('button', { name: '# 访谈' }));
    unmount();
    // Another podcast page is on screen when the first one's frame comes.
    setup('/podcast');
    await screen.findByRole('region', { name: '设计夜谈' });
    scroll.mockClear();
    for (const frame of frames.splice(0)) frame(0);
    expect(scroll).not.toHaveBeenCalled();
    rect.mockRestore();
    requestFrame.mockRestore();
  });

  it('pages 15 at a time', async () => {
    const { get } = setup('/podcast', {
      list: ({ page }) => ({ rows: Array.from({ length: page === 0 ? 15 : 5 }, (_, i) => episode(Number(page) * 15 + i + 1)), count: 20 }),
    });
    expect(await screen.findByRole('link', { name: '第 15 期' })).toBeTruthy();
    fireEvent.click(screen.getByText('2'));
    expect(await screen.findByRole('link', { name: '第 20 期' })).toBeTruthy();
    expect(get).toHaveBeenCalledWith('/audio/series/audio/list', { audioSeriesId: 4, page: 1, perPage: 15 }, expect.anything());
  });

  it('switches between several series with the 选择播客 radios, the choice in the address', async () => {
    const other: AudioSeriesInfo = { ...series, id: 9, title: '产品周刊', description: '', tags: '', otherSources: '', rssUrl: '' };
    const { get } = setup('/podcast', { series: async () => [series, other] });
    const switcher = await screen.findByRole('radiogroup', { name: '选择播客' });
    const first = within(switcher).getByRole('radio', { name: '设计夜谈' }) as HTMLInputElement;
    expect(first.checked).toBe(true);
    fireEvent.click(within(switcher).getByRole('radio', { name: '产品周刊' }));
    await waitFor(() => expect(where).toBe('/podcast?series=9'));
    expect(await screen.findByRole('heading', { name: '产品周刊', level: 1 })).toBeTruthy();
    expect((within(switcher).getByRole('radio', { name: '产品周刊' }) as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(get).toHaveBeenCalledWith('/audio/series/audio/list', { audioSeriesId: 9, page: 0, perPage: 15 }, expect.anything()));
  });

  it('says when a tag has no episodes, and offers the whole list', async () => {
    setup(`/podcast#${encodeURIComponent('不存在')}`, { list: () => ({ rows: [], count: 0 }) });
    expect(await screen.findByText('没有带「不存在」标签的节目')).toBeTruthy();
  });

  it('shows a failed load with a retry that asks again', async () => {
    let calls = 0;
    setup('/podcast', {
      series: async () => {
        calls += 1;
        if (calls === 1) throw new ApiError({ code: 500, message: '服务器开小差了，请稍后再试' });
        return [series];
      },
    });
    expect(await screen.findByText('服务器开小差了，请稍后再试')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('heading', { name: '设计夜谈' })).toBeTruthy();
  });

  it('refreshes the listener counts of the page every 15 s', async () => {
    jest.useFakeTimers();
    const { post } = setup('/podcast');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(10);
    });
    expect(screen.getByRole('link', { name: '第 1 期' })).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(15_000);
    });
    expect(post).toHaveBeenCalledWith('/audio/onlineCountGroups', { audioIds: [1, 2] });
    expect(screen.getByText('4 人在听')).toBeTruthy();
  });
});

describe('the series description', () => {
  const cutTo = (scrollHeight: number) => {
    jest.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('podcast-series-description') && !this.classList.contains('is-open') ? scrollHeight : 0;
    });
    jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('podcast-series-description') && !this.classList.contains('is-open') ? 66 : 0;
    });
  };

  it('cut to three lines on a phone: 展开 shows the rest, 收起 folds it again', async () => {
    cutTo(140);
    setup('/podcast');
    const more = await screen.findByRole('button', { name: '展开' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    const description = screen.getByText('和一线设计师聊聊职业成长');
    expect(description.className).toBe('podcast-series-description');
    fireEvent.click(more);
    expect(description.className).toBe('podcast-series-description is-open');
    fireEvent.click(screen.getByRole('button', { name: '收起' }));
    expect(description.className).toBe('podcast-series-description');
    expect(screen.getByRole('button', { name: '展开' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('offers nothing when it fits', async () => {
    cutTo(66);
    setup('/podcast');
    expect(await screen.findByText('和一线设计师聊聊职业成长')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '展开' })).toBeNull();
  });
});

