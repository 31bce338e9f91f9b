import { act, render, screen } from '@testing-library/react';
import { ApiError, FIRST_SCREEN, hasFirstScreen, type Shot } from '@site/shared';
import { drawFirstScreen } from '@site/shared/testing';
import { createStore, Provider } from 'jotai';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { getShotDetail } from '../../../api/get-shot-detail';
import { ShotDetailPage } from '../shot-detail-page';

jest.mock('../../../api/get-shot-detail');
const mockedDetail = jest.mocked(getShotDetail);

function renderAt(path: string) {
  render(
    <Provider store={createStore()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/shot/:id" element={<ShotDetailPage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

describe('shot detail errors (spec 8)', () => {
  test('7702 shows the not-found text', async () => {
    mockedDetail.mockRejectedValueOnce(new ApiError({ code: 7702, message: '作品不存在或已被删除' }));
    renderAt('/shot/9');
    expect(await screen.findByText('作品不存在或已被删除')).toBeTruthy();
  });

  test('any other failure asks to refresh later', async () => {
    mockedDetail.mockRejectedValueOnce(new ApiError({ code: 500, message: '服务器内部错误' }));
    renderAt('/shot/9');
    expect(await screen.findByText('出错了，请稍后刷新重试')).toBeTruthy();
  });

  test('a malformed id never reaches the server', async () => {
    renderAt('/shot/abc');
    expect(await screen.findByText('作品不存在或已被删除')).toBeTruthy();
    expect(mockedDetail).not.toHaveBeenCalledWith(Number.NaN);
  });
});

describe('with the work the server drew', () => {
  const shot: Shot & { createdAt: string } = {
    id: 9,
    title: '读书 App 改版',
    preview: '',
    content: '<p><img src="/files/seed/shot/a.jpg" alt="首页"></p>',
    tags: '界面',
    shotCategoryId: null,
    status: 'published',
    isRecommend: false,
    enableComment: false,
    hasLiked: false,
    hasCollected: false,
    viewNum: 1,
    likeNum: 0,
    user: { id: 3, nickname: '阿青', avatar: '', username: 'qing' },
    courseIds: [],
    createdAt: '2026-11-01T08:00:00.000Z',
  };
  const drawnFor = (pathname: string) => drawFirstScreen(FIRST_SCREEN.shotDetail, { alt: '服务端作品图', src: '/files/seed/shot/a.jpg' }, pathname);
  afterEach(() => window.history.pushState({}, '', '/'));

  test('keeps it in place while the shot is asked for, then draws its own and retires it', async () => {
    drawnFor('/shot/9');
    let answer: (value: typeof shot) => void = () => undefined;
    mockedDetail.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    renderAt('/shot/9');
    expect(screen.getByAltText('服务端作品图')).toBeTruthy();
    await act(async () => answer(shot));
    expect(await screen.findByRole('heading', { name: '读书 App 改版', level: 1 })).toBeTruthy();
    expect(await screen.findByAltText('首页')).toBeTruthy();
    expect(screen.queryByAltText('服务端作品图')).toBeNull();
    expect(hasFirstScreen(FIRST_SCREEN.shotDetail)).toBe(false);
  });

  test("is no loading state for another shot's page", () => {
    drawnFor('/shot/8');
    window.history.pushState({}, '', '/shot/9');
    mockedDetail.mockReturnValueOnce(new Promise(() => undefined));
    renderAt('/shot/9');
    expect(screen.queryByAltText('服务端作品图')).toBeNull();
  });
});
