import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { api, type CourseSummary } from '@site/shared';
import { MemoryRouter } from 'react-router-dom';
import { CoursesPage } from '../courses-page';

const course = (id: number): CourseSummary => ({
  id,
  title: `课程${id}`,
  subtitle: '',
  preview: '',
  tags: '',
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
  lessonTotalNum: 1,
  lessonNum: 1,
  teacherInfo: [],
  softWareInfo: [],
  courseSeriesId: null,
  purchaseNum: 0,
  watchNum: 0,
  createdAt: '2026-11-01T00:00:00Z',
});

type ListBody = { page: number; perPage: number; [key: string]: unknown };

function setup(answer: (body: ListBody) => Promise<{ rows: CourseSummary[]; count: number }>) {
  const post = jest.spyOn(api, 'post').mockImplementation((url: string, body?: object) => {
    if (url !== '/course/list') throw new Error(`unexpected POST ${url}`);
    return answer(body as ListBody) as never;
  });
  jest.spyOn(api, 'get').mockImplementation(async (url: string) => {
    if (url === '/course/software/list') return [{ id: 3, name: 'Figma', iconUrl: '' }];
    if (url === '/course/teacher/list') return [];
    if (url === '/course/group/category/list') return [{ id: 1, name: '平面设计', categories: [{ id: 11, name: '海报' }] }];
    throw new Error(`unexpected GET ${url}`);
  });
  render(
    <MemoryRouter>
      <CoursesPage />
    </MemoryRouter>,
  );
  return { post, bodies: () => post.mock.calls.map(([, body]) => body as ListBody) };
}

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('CoursesPage list behaviour (spec 4, 7, 9)', () => {
  it('loads 30 per page, loads the next page on 加载更多, and says when there is no more', async () => {
    const { bodies } = setup(async ({ page, perPage }) => {
      const rows = page === 0 ? Array.from({ length: perPage }, (_, i) => course(i + 1)) : [course(31), course(32)];
      return { rows, count: 32 };
    });
    expect(await screen.findByText('课程1', {}, { timeout: 5000 })).toBeTruthy();
    expect(bodies()[0]).toEqual({ page: 0, perPage: 30 });
    fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
    expect(await screen.findByText('课程32', {}, { timeout: 5000 })).toBeTruthy();
    expect(bodies()[1]).toEqual({ page: 1, perPage: 30 });
    expect(screen.getByText('没有更多了')).toBeTruthy();
    expect(screen.getByText('共 32 门课程')).toBeTruthy();
  });

  it('a filter change resets to page 0 with the new filter; a price bucket forces charge', async () => {
    const { bodies } = setup(async ({ page }) => ({ rows: page === 0 ? [course(1)] : [], count: 1 }));
    await screen.findByText('课程1');
    fireEvent.click(within(screen.getByRole('group', { name: '价格' })).getByText('100-499元'));
    await waitFor(() => expect(bodies()).toHaveLength(2));
    expect(bodies()[1]).toEqual({ page: 0, perPage: 30, freeMode: 'charge', startPrice: 10000, endPrice: 49999 });
    fireEvent.click(screen.getByRole('button', { name: '最新' }));
    await waitFor(() => expect(bodies()).toHaveLength(3));
    expect(bodies()[2]).toMatchObject({ page: 0, sort: { createdTime: 'DESC' } });
  });

  it('shows the empty state, and the error state with a retry', async () => {
    let fail = true;
    setup(async () => {
      if (fail) throw Object.assign(new Error('服务器开小差了'), { code: 500 });
      return { rows: [], count: 0 };
    });
    expect(await screen.findByRole('button', { name: '重试' })).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('没有找到符合条件的课程')).toBeTruthy();
  });

  it('shows 12 skeletons only after 100 ms of loading', async () => {
    jest.useFakeTimers();
    setup(() => new Promise(() => undefined));
    await act(async () => jest.advanceTimersByTime(99));
    expect(screen.queryAllByTestId('card-skeleton')).toHaveLength(0);
    await act(async () => jest.advanceTimersByTime(1));
    expect(screen.getAllByTestId('card-skeleton')).toHaveLength(12);
  });
});
