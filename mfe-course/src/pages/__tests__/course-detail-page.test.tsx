import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { act } from 'react';
import { api, ApiError, loginModalOpenAtom, userAtom, type CourseDetail, type User } from '@site/shared';
import { createStore, Provider } from 'jotai';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { CourseDetailPage } from '../course-detail-page';

// The real player needs a media pipeline jsdom does not have; the page logic is what is tested here.
jest.mock('../../features/player/video-player', () => ({ VideoPlayer: () => <div data-testid="video-player" /> }));

const member: User = { id: 9, username: 'member', nickname: '路人甲', avatar: '', roles: {}, userPower: { canPostShot: false } };

const detail = (overrides: Partial<CourseDetail> = {}): CourseDetail => ({
  id: 5,
  title: 'Figma 入门',
  subtitle: '',
  preview: '',
  tags: '',
  description: '<p>介绍</p>',
  price: 1990,
  originalPrice: 0,
  free: false,
  courseType: 'online-course',
  playOrigin: 'local',
  level: 'primary',
  liveStatus: null,
  startAt: null,
  endAt: null,
  timeRemark: '',
  liveUrl: '',
  lessonTotalNum: 2,
  lessonNum: 2,
  lessonInfo: [
    { id: 51, title: '免费试看', free: true, sourceInfo: { duration: 60, downloadable: false }, watchRecord: null },
    { id: 52, title: '付费课时', free: false, sourceInfo: { duration: 60, downloadable: false }, watchRecord: null },
  ],
  teacherInfo: [{ id: 2, username: 'teacher', nickname: '林老师', avatar: '', followed: false }],
  softWareInfo: [],
  courseSeriesId: null,
  purchaseNum: 0,
  watchNum: 3,
  hasCollected: false,
  createdAt: '2026-11-01T00:00:00Z',
  ...overrides,
});

function setup(answer: () => Promise<CourseDetail>, user: User | null = null) {
  const store = createStore();
  store.set(userAtom, user);
  const get = jest.spyOn(api, 'get').mockImplementation(async (url: string) => {
    if (url === '/course/detail') return answer();
    if (url === '/course/check/purchase') return { hasPurchase: false };
    if (url === '/course/watch/record') return [];
    if (url === '/course/lesson/playAuth') return { videoId: 'v', playAuth: 'a', expiresAt: '' };
    if (url === '/course/lesson/playInfo') return { playUrl: '/media/x', expiresAt: '' };
    if (url === '/comment/list') return { rows: [], count: 0 };
    throw new Error(`unexpected GET ${url}`);
  });
  const post = jest.spyOn(api, 'post').mockResolvedValue({ orderNum: '1', payInfo: { codeUrl: 'http://pay/1', expiresAt: new Date(Date.now() + 900_000).toISOString() } });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/course/5']}>
        <Routes>
          <Route path="/course/:courseId" element={<CourseDetailPage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return { store, get, post };
}

afterEach(() => jest.restoreAllMocks());

describe('CourseDetailPage', () => {
  it('shows the not-found view for 7001', async () => {
    setup(() => Promise.reject(new ApiError({ code: 7001, message: 'gone' })));
    expect(await screen.findByText('课程不存在或已下架')).toBeTruthy();
  });

  it('shows 获取课程详情出错 with a retry for other errors', async () => {
    setup(() => Promise.reject(new ApiError({ code: 500, message: 'boom' })));
    expect(await screen.findByText('获取课程详情出错')).toBeTruthy();
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
  });

  it('shows price, teacher link and count text; a visitor choosing a lesson is asked to log in', async () => {
    const { store } = setup(async () => detail());
    expect(await screen.findByRole('heading', { name: 'Figma 入门' })).toBeTruthy();
    expect(screen.getByText('¥19.9')).toBeTruthy();
    expect(screen.getByRole('link', { name: '林老师' }).getAttribute('href')).toBe('/teacher/teacher');
    expect(screen.getByText('3人在学')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /免费试看/ }));
    expect(store.get(loginModalOpenAtom)).toBe(true);
  });

  it("starts its headings at the course's h1; the lesson list before it is a landmark named 课程目录", async () => {
    setup(async () => detail());
    await screen.findByRole('heading', { name: 'Figma 入门' });
    const headings = screen.getAllByRole('heading');
    expect(headings[0].tagName).toBe('H1');
    expect(headings[0].textContent).toBe('Figma 入门');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('complementary', { name: '课程目录' }).querySelector('ol[aria-label="课时列表"]')).not.toBeNull();
  });

  it('plays a free lesson, and opens the pay QR for a paid one (spec 4)', async () => {
    const { post } = setup(async () => detail(), member);
    await screen.findByRole('heading', { name: 'Figma 入门' });
    fireEvent.click(screen.getByRole('button', { name: /免费试看/ }));
    expect(await screen.findByTestId('video-player')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: /付费课时/ }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/course/purchase', { courseId: 5 }));
    expect(await screen.findByRole('img', { name: '支付二维码' })).toBeTruthy();
  });

  it('paid by keyboard: once 购买 gives way to 已购买, the focus goes on to 开始学习 rather than the page itself', async () => {
    let bought = false;
    const { get } = setup(async () => detail(), member);
    const answer = get.getMockImplementation();
    get.mockImplementation(async (url: string) => (url === '/course/check/purchase' ? { hasPurchase: bought } : answer?.(url)));
    const buy = await screen.findByRole('button', { name: '购买' });
    act(() => buy.focus());
    act(() => buy.click());
    expect(await screen.findByRole('img', { name: '支付二维码' })).toBeTruthy();
    bought = true;
    // The page asks every 2 s whether the order is paid.
    expect(await screen.findByText('已购买', {}, { timeout: 8000 })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: '开始学习' })));
  }, 20_000);
});
