import { act, render, screen } from '@testing-library/react';
import { api, FIRST_SCREEN, hasFirstScreen, type App, type CourseSummary, type PagedList } from '@site/shared';
import { drawFirstScreen } from '@site/shared/testing';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import '@arco-design/web-react/lib/_util/react-19-adapter';
import { AppCoursesPage } from '../app-courses-page';

const apps: App[] = [
  { id: 1, name: 'Photoshop', iconUrl: '' },
  { id: 2, name: 'Figma', iconUrl: '' },
];

afterEach(() => {
  jest.restoreAllMocks();
  window.history.pushState({}, '', '/');
});

/** The page with the apps answered at once and its courses held until `answer` is called. */
function setup(path: string) {
  let answer: (list: PagedList<CourseSummary>) => void = () => undefined;
  jest.spyOn(api, 'get').mockImplementation((url: string) => {
    if (url === '/course/software/list') return Promise.resolve(apps) as never;
    return new Promise((resolve) => (answer = resolve)) as never;
  });
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/app/:appId" element={<AppCoursesPage />} />
      </Routes>
    </MemoryRouter>,
  );
  return { answer: (list: PagedList<CourseSummary>) => answer(list) };
}

describe('AppCoursesPage with the first cards the server drew', () => {
  it('keeps them while its courses are asked for, then draws its own switcher and grid and retires them', async () => {
    drawFirstScreen(FIRST_SCREEN.appCourses, { alt: '服务端课程', src: '/files/c.jpg?w=600' }, '/app/2');
    const { answer } = setup('/app/2');
    await act(async () => undefined);
    expect(screen.getByAltText('服务端课程')).toBeTruthy();
    expect(screen.queryByRole('radio', { name: 'Figma' })).toBeNull();

    await act(async () => answer({ rows: [], count: 0 }));
    expect(screen.getByRole('radio', { name: 'Figma' })).toBeTruthy();
    expect(await screen.findByText('该软件下暂无课程')).toBeTruthy();
    expect(screen.queryByAltText('服务端课程')).toBeNull();
    expect(hasFirstScreen(FIRST_SCREEN.appCourses)).toBe(false);
  });

  it("is no loading state for another app's page", async () => {
    drawFirstScreen(FIRST_SCREEN.appCourses, { alt: '服务端课程', src: '/files/c.jpg?w=600' }, '/app/1');
    window.history.pushState({}, '', '/app/2');
    setup('/app/2');
    await act(async () => undefined);
    expect(screen.queryByAltText('服务端课程')).toBeNull();
    expect(screen.getByRole('radio', { name: 'Figma' })).toBeTruthy();
  });
});
