import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { api, ApiError, loginModalOpenAtom, podcastPlayerAtom, rememberPosition, userAtom, type User } from '@site/shared';
import { createStore, Provider } from 'jotai';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import '@arco-design/web-react/lib/_util/react-19-adapter';
import type { AudioDetail } from '../../../api/types';
import { PodcastDetailPage } from '../podcast-detail-page';

const audio: AudioDetail = {
  id: 7,
  audioSeriesId: 4,
  title: '第 7 期：自由职业两年',
  description: '设计夜谈 · 自由职业两年',
  tags: '自由职业,访谈',
  duration: 65,
  createdAt: '2026-11-01T08:00:00.000Z',
  playNum: 321,
  onlineCount: 2,
  preview: '',
  sourceUrl: 'http://localhost/media/audio/7',
  content: '<h2>本期要点</h2><p>先讲清楚问题</p><img src="x" onerror="window.__pwned = true"><script>window.__pwned = true</script>',
  hasLiked: false,
  likeNum: 5,
  wxQRCode: '/files/qr.png',
  enableComment: true,
  teacherInfo: [{ id: 3, username: 'teacher', nickname: '王老师', avatar: '', followed: false }],
};

const member: User = { id: 2, username: 'member', nickname: '小明', avatar: '', roles: {}, userPower: { canPostShot: false } };

function setup(path: string, detail: () => Promise<AudioDetail>, user: User | null = null) {
  const get = jest.spyOn(api, 'get').mockImplementation(async (url: string) => {
    if (url === '/audio/detail') return detail();
    if (url === '/audio/series/audio/list') return { rows: [audio, { ...audio, id: 8, title: '第 8 期' }], count: 2 };
    if (url === '/audio/get-online') return { audioId: 7, onlineCount: 2 };
    if (url === '/comment/list') return { rows: [], count: 0 };
    if (url === '/account/power/top-comment') return { canTopComment: false };
    throw new Error(`unexpected GET ${url}`);
  });
  const post = jest.spyOn(api, 'post').mockResolvedValue({ hasLiked: true, likeNum: 6 });
  const store = createStore();
  store.set(userAtom, user);
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/podcast/:audioId" element={<PodcastDetailPage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return { get, post, store };
}

afterEach(() => jest.restoreAllMocks());

describe('/podcast/{audioId}', () => {
  it('shows the episode: title, teachers, tags as tag searches, length, sanitised content, comments', async () => {
    const { get } = setup('/podcast/7', async () => audio);
    expect(await screen.findByRole('heading', { name: audio.title, level: 1 })).toBeTruthy();
    expect(screen.getByRole('link', { name: /王老师/ }).getAttribute('href')).toBe('/teacher/teacher');
    expect(screen.getByRole('link', { name: '# 访谈' }).getAttribute('href')).toBe(`/podcast#${encodeURIComponent('访谈')}`);
    expect(screen.getByText('时长 01:05')).toBeTruthy();
    // The rich text paints once the sanitiser (loaded on demand) is there, after the rest of the page.
    expect(await screen.findByText('先讲清楚问题')).toBeTruthy();
    expect(document.querySelector('.podcast-content script')).toBeNull();
    expect(document.querySelector('.podcast-content [onerror]')).toBeNull();
    expect(document.title).toContain(audio.title);
    await waitFor(() => expect(get).toHaveBeenCalledWith('/comment/list', expect.objectContaining({ type: 'audio', audioId: 7, perPage: 20 })));
  });

  it('offers to go on where this browser left the episode', async () => {
    rememberPosition(7, 10.4, 65);
    const { store } = setup('/podcast/7', async () => audio);
    const resume = await screen.findByRole('button', { name: '继续收听' });
    expect(screen.getByText('上次听到 00:10')).toBeTruthy();
    fireEvent.click(resume);
    // No start time: the bar goes on from the remembered position.
    expect(store.get(podcastPlayerAtom)).toMatchObject({ current: { id: 7 }, playing: true, startAt: null });
    localStorage.clear();
  });

  it('plays in its series queue; play again pauses', async () => {
    const { store } = setup('/podcast/7', async () => audio);
    await screen.findByRole('heading', { name: audio.title, level: 1 });
    await screen.findByRole('button', { name: /播放/ });
    // The series list arrives in the background (drawn as a transition); wait for it, and its render, before playing.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    fireEvent.click(screen.getByRole('button', { name: /播放/ }));
    expect(store.get(podcastPlayerAtom).current?.id).toBe(7);
    expect(store.get(podcastPlayerAtom).queue.map((item) => item.id)).toEqual([7, 8]);
    fireEvent.click(await screen.findByRole('button', { name: /暂停/ }));
    expect(store.get(podcastPlayerAtom).playing).toBe(false);
  });

  it('a share link #t=mm:ss starts playback at that time', async () => {
    const { store } = setup('/podcast/7#t=00:42', async () => audio);
    expect(await screen.findByText('从 00:42 开始')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /播放/ }));
    expect(store.get(podcastPlayerAtom).startAt).toBe(42);
  });

  it('asks a visitor to log in before liking', async () => {
    const visitor = setup('/podcast/7', async () => audio);
    fireEvent.click(await screen.findByRole('button', { name: /喜欢 5/ }));
    expect(visitor.store.get(loginModalOpenAtom)).toBe(true);
    expect(visitor.post).not.toHaveBeenCalledWith('/audio/like', expect.anything());
  });

  it('a member likes and sees the new count', async () => {
    const { post } = setup('/podcast/7', async () => audio, member);
    fireEvent.click(await screen.findByRole('button', { name: /喜欢 5/ }));
    expect(await screen.findByRole('button', { name: /已喜欢 6/ })).toBeTruthy();
    expect(post).toHaveBeenCalledWith('/audio/like', { audioId: 7, status: true });
  });

  it('101101 says the audio does not exist', async () => {
    setup('/podcast/404', async () => {
      throw new ApiError({ code: 101101, message: '音频不存在或已被删除' });
    });
    expect(await screen.findByText('音频不存在或已被删除')).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回播客' }).getAttribute('href')).toBe('/podcast');
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
  });

  it('any other failure asks to refresh later, with a retry that asks again', async () => {
    let calls = 0;
    setup('/podcast/7', async () => {
      calls += 1;
      if (calls === 1) throw new ApiError({ code: 500, message: '服务器开小差了' });
      return audio;
    });
    expect(await screen.findByText('出错了，请稍后刷新')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('heading', { name: audio.title, level: 1 })).toBeTruthy();
  });

  it('a failed like says so and keeps the count', async () => {
    const { post } = setup('/podcast/7', async () => audio, member);
    post.mockRejectedValue(new ApiError({ code: 500, message: '服务器开小差了' }));
    fireEvent.click(await screen.findByRole('button', { name: /喜欢 5/ }));
    expect(await screen.findByText('操作失败，请重试')).toBeTruthy();
    expect(screen.getByRole('button', { name: /喜欢 5/ }).getAttribute('aria-pressed')).toBe('false');
  });

  it('a malformed id never reaches the server', async () => {
    const { get } = setup('/podcast/abc', async () => audio);
    expect(await screen.findByText('音频不存在或已被删除')).toBeTruthy();
    expect(get.mock.calls.map(([url]) => url)).not.toContain('/audio/detail');
  });
});
