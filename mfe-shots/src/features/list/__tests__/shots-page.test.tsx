import { act, render, screen } from '@testing-library/react';
import { FIRST_SCREEN, hasFirstScreen, type PagedList, type ShotListItem } from '@site/shared';
import { drawFirstScreen } from '@site/shared/testing';
import { createStore, Provider } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import '@arco-design/web-react/lib/_util/react-19-adapter';
import { getShotCategories } from '../../../api/get-shot-categories';
import { getShots } from '../../../api/get-shots';
import { ShotsPage } from '../shots-page';

jest.mock('../../../api/get-shots');
jest.mock('../../../api/get-shot-categories');
const mockedShots = jest.mocked(getShots);
jest.mocked(getShotCategories).mockResolvedValue([{ id: 1, name: '海报' }]);

const shot: ShotListItem = {
  id: 5,
  title: '品牌海报',
  preview: '/files/shot/5.jpg',
  tags: '',
  shotCategoryId: 1,
  status: 'published',
  isRecommend: false,
  viewNum: 3,
  likeNum: 2,
  user: { id: 7, nickname: '小林', avatar: '', username: 'lin' },
  createdAt: '2026-11-01T08:00:00.000Z',
};

function renderPage() {
  render(
    <Provider store={createStore()}>
      <MemoryRouter initialEntries={['/shots']}>
        <ShotsPage />
      </MemoryRouter>
    </Provider>,
  );
}

describe('with the first cards the server drew', () => {
  const drawnFor = (pathname: string) => drawFirstScreen(FIRST_SCREEN.shotsList, { alt: '服务端作品', src: '/files/shot/5.jpg?w=536&h=410' }, pathname);
  afterEach(() => window.history.pushState({}, '', '/'));

  it('keeps them in place while the first page is asked for, then draws its own cards and retires them', async () => {
    drawnFor('/shots');
    let answer: (value: PagedList<ShotListItem>) => void = () => undefined;
    mockedShots.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    renderPage();
    expect(screen.getByAltText('服务端作品')).toBeTruthy();
    // Neither the page's own title nor its skeleton stand beside the drawn copy.
    expect(screen.queryByRole('heading', { name: '学员作品' })).toBeNull();
    await act(async () => undefined);
    await act(async () => answer({ rows: [shot], count: 1 }));
    expect(await screen.findByRole('link', { name: /品牌海报/ })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '学员作品' })).toBeTruthy();
    expect(screen.queryByAltText('服务端作品')).toBeNull();
    expect(hasFirstScreen(FIRST_SCREEN.shotsList)).toBe(false);
  });

  it('is no loading state on another page it was not drawn for', async () => {
    drawnFor('/shot/5');
    window.history.pushState({}, '', '/shots');
    mockedShots.mockReturnValueOnce(new Promise(() => undefined));
    renderPage();
    expect(screen.queryByAltText('服务端作品')).toBeNull();
    expect(screen.getByRole('heading', { name: '学员作品' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: '海报' })).toBeTruthy();
  });
});
