import { render, screen } from '@testing-library/react';
import { ApiError } from '@site/shared';
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

