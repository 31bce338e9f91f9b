import { act, render, screen } from '@testing-library/react';
import { api, type App, type CourseSummary, type PagedList } from '@site/shared';
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

describe('AppCoursesPage', () => {
  it("draws the apps' switcher with this app chosen, then its courses once they are answered", async () => {
    const { answer } = setup('/app/2');
    await act(async () => undefined);
    const figma = screen.getByRole('radio', { name: 'Figma' }) as HTMLInputElement;
    expect(figma.checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'Photoshop' }) as HTMLInputElement).checked).toBe(false);
    expect(screen.getByRole('heading', { level: 1, name: 'Figma课程' })).toBeTruthy();

    await act(async () => answer({ rows: [], count: 0 }));
    expect(await screen.findByText('该软件下暂无课程')).toBeTruthy();
  });
});
