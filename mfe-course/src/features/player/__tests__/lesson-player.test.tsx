import { act, fireEvent, render, screen } from '@testing-library/react';
import { api, type Lesson } from '@site/shared';
import { LessonPlayer } from '../lesson-player';

const controls = { seek: jest.fn(), play: jest.fn(), setRate: jest.fn() };
jest.mock('../video-player', () => ({
  VideoPlayer: ({ controlsRef, onError, onRateChange }: { controlsRef: { current: unknown }; onError: () => void; onRateChange: (rate: number) => void }) => {
    controlsRef.current = controls;
    return (
      <>
        <button type="button" onClick={onError}>
          模拟播放器出错
        </button>
        <button type="button" onClick={() => onRateChange(2)}>
          模拟播放器菜单选 2x
        </button>
      </>
    );
  },
}));

const lesson: Lesson = { id: 7, title: '第一课', free: true, sourceInfo: { duration: 300, downloadable: false }, watchRecord: null };

beforeEach(() => {
  jest.spyOn(api, 'get').mockImplementation(async (url: string) => {
    if (url === '/course/lesson/playAuth') return { videoId: 'v7', playAuth: 'token', expiresAt: '' };
    if (url === '/course/lesson/playInfo') return { playUrl: '/media/v7', expiresAt: '' };
    throw new Error(`unexpected GET ${url}`);
  });
  controls.seek.mockClear();
  controls.play.mockClear();
  controls.setRate.mockClear();
});
afterEach(() => jest.restoreAllMocks());

describe('LessonPlayer resume prompt (spec 4)', () => {
  it('offers to continue from mm:ss once per lesson, and seeks there', async () => {
    const prompted = new Set<number>();
    const { unmount } = render(<LessonPlayer lesson={lesson} lessonIndex={0} watchedDuration={75} promptedLessons={prompted} />);
    expect(await screen.findByText('上次观看到 01:15')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '继续观看' }));
    expect(controls.seek).toHaveBeenCalledWith(75);
    expect(controls.play).toHaveBeenCalled();
    expect(screen.queryByText('上次观看到 01:15')).toBeNull();
    unmount();

    render(<LessonPlayer lesson={lesson} lessonIndex={0} watchedDuration={80} promptedLessons={prompted} />);
    await screen.findByRole('button', { name: '模拟播放器出错' });
    expect(screen.queryByRole('dialog', { name: '继续观看' })).toBeNull();
  });

  it('从头播放 starts at 0; no prompt at 10 s or less', async () => {
    const { unmount } = render(<LessonPlayer lesson={lesson} lessonIndex={0} watchedDuration={30} promptedLessons={new Set()} />);
    fireEvent.click(await screen.findByRole('button', { name: '从头播放' }));
    expect(controls.seek).toHaveBeenCalledWith(0);
    unmount();
    render(<LessonPlayer lesson={lesson} lessonIndex={0} watchedDuration={10} promptedLessons={new Set()} />);
    await screen.findByRole('button', { name: '模拟播放器出错' });
    expect(screen.queryByRole('dialog', { name: '继续观看' })).toBeNull();
  });

  it('says 视频暂时无法播放 when the player fails', async () => {
    render(<LessonPlayer lesson={lesson} lessonIndex={0} watchedDuration={null} promptedLessons={new Set()} />);
    const player = await screen.findByRole('button', { name: '模拟播放器出错' });
    await act(async () => {
      fireEvent.click(player);
    });
    expect(screen.getByText('视频暂时无法播放')).toBeTruthy();
  });
});

describe('LessonPlayer for the keyboard (issue 42)', () => {
  it('tells the keys of the focused video and offers the speed as a select, in step with the player', async () => {
    render(<LessonPlayer lesson={lesson} lessonIndex={0} watchedDuration={null} promptedLessons={new Set()} />);
    expect((await screen.findByText(/空格键播放\/暂停/)).textContent).toBe('选中视频后：空格键播放/暂停，← → 后退/前进 5 秒');
    const speed = screen.getByRole('combobox', { name: '播放速度' });
    expect(speed.textContent).toContain('1x');

    fireEvent.click(speed);
    fireEvent.click(await screen.findByRole('option', { name: '1.5x' }));
    expect(controls.setRate).toHaveBeenCalledWith(1.5);
    expect(speed.textContent).toContain('1.5x');

    // The player's own menu changed it: the select follows.
    fireEvent.click(screen.getByRole('button', { name: '模拟播放器菜单选 2x' }));
    expect(speed.textContent).toContain('2x');
  });
});
