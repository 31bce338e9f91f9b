import type { PageId, RemoteRoutesModule } from '@site/shared';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter, useNavigate, useParams, type NavigateFunction } from 'react-router-dom';
import { AppRoutes } from '../app-routes';

// The remotes are replaced at the shell's loading seam: each page is a counter that shows its params.
function makePage(id: PageId) {
  return function CounterPage() {
    const [count, setCount] = useState(0);
    const params = useParams();
    return (
      <section aria-label={id}>
        <span>{`${id} ${JSON.stringify(params)} count=${count}`}</span>
        <button type="button" onClick={() => setCount((n) => n + 1)}>{`+1 ${id}`}</button>
      </section>
    );
  };
}

jest.mock('../../remotes/remote-loader', () => {
  const ids = ['courses', 'courseDetail', 'appCourses', 'tools', 'shots', 'shotDetail', 'podcast'] as const;
  const pages: RemoteRoutesModule['pages'] = Object.fromEntries(ids.map((id) => [id, makePage(id)]));
  // A page with a dynamic title, like a course detail showing the course name.
  pages.courseDetail = function CourseNine() {
    const { usePageTitle } = jest.requireActual<typeof import('@site/shared')>('@site/shared');
    usePageTitle('课程九');
    return <h1>课程九</h1>;
  };
  return {
    loadExposed: jest.fn(async (_remote: string, expose: string) =>
      expose === 'routes' ? { pages } : { widgets: { courseHomeSections: () => <p>课程区块</p>, shotsHomeSection: () => <p>作品区块</p> } },
    ),
    resetRemote: jest.fn(),
    RemoteUnavailableError: class RemoteUnavailableError extends Error {},
  };
});

let navigate: NavigateFunction;
function NavigateCapture() {
  navigate = useNavigate();
  return null;
}

async function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <NavigateCapture />
      <AppRoutes />
    </MemoryRouter>,
  );
}

async function go(path: string) {
  act(() => {
    void navigate(path);
  });
  await act(() => Promise.resolve());
}

/** Activity hides a page with display:none on its DOM nodes. */
function isShown(element: HTMLElement): boolean {
  for (let node: HTMLElement | null = element; node; node = node.parentElement) {
    if (node.style.display === 'none') return false;
  }
  return true;
}

beforeAll(() => {
  window.scrollTo = jest.fn() as typeof window.scrollTo;
});

describe('AppRoutes keep-alive (spec 2: state restored on return)', () => {
  it('keeps the shots page state across a visit to another page', async () => {
    await renderAt('/shots');
    await userEvent.click(await screen.findByRole('button', { name: '+1 shots' }));
    expect(isShown(screen.getByText('shots {} count=1'))).toBe(true);

    await go('/shot/5');
    expect(await screen.findByText('shotDetail {"id":"5"} count=0')).toBeTruthy();
    // Still mounted (state kept) but hidden.
    expect(isShown(screen.getByText('shots {} count=1'))).toBe(false);

    await go('/shots');
    expect(isShown(await screen.findByText('shots {} count=1'))).toBe(true);
  });

  it('unmounts pages that are not kept alive', async () => {
    await renderAt('/shot/5');
    await userEvent.click(await screen.findByRole('button', { name: '+1 shotDetail' }));
    expect(screen.getByText('shotDetail {"id":"5"} count=1')).toBeTruthy();
    await go('/podcast');
    await screen.findByText('podcast {} count=0');
    await go('/shot/5');
    expect(await screen.findByText('shotDetail {"id":"5"} count=0')).toBeTruthy();
  });

  it('gives a kept page its own params, frozen while it is hidden', async () => {
    await renderAt('/app/1');
    await userEvent.click(await screen.findByRole('button', { name: '+1 appCourses' }));
    await go('/app/2');
    expect(await screen.findByText('appCourses {"appId":"2"} count=1')).toBeTruthy();
    await go('/tool');
    expect(isShown(await screen.findByText('tools {} count=0'))).toBe(true);
    // Hidden, the app page still sees the address it was last shown at.
    expect(isShown(screen.getByText('appCourses {"appId":"2"} count=1'))).toBe(false);
    await go('/app/2');
    expect(await screen.findByText('appCourses {"appId":"2"} count=1')).toBeTruthy();
  });

  it('titles every remote page from the route table unless the page sets its own', async () => {
    await renderAt('/podcast');
    await screen.findByText('podcast {} count=0');
    expect(document.title).toMatch(/^播客 - /);
    await go('/course');
    await screen.findByText('courses {} count=0');
    expect(document.title).toMatch(/^全部课程 - /);
    await go('/course/9');
    await screen.findByText('课程九');
    expect(document.title).toMatch(/^课程九 - /);
  });

  it('leaves the first page where the reader scrolled it, and opens the next page at the top', async () => {
    const scrollTo = jest.mocked(window.scrollTo);
    scrollTo.mockClear();
    await renderAt('/podcast');
    await screen.findByText('podcast {} count=0');
    // A server-rendered page the reader scrolled before the code took it over stays where it is.
    expect(scrollTo).not.toHaveBeenCalled();
    await go('/course/9');
    await screen.findByText('课程九');
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0, behavior: 'instant' });
  });

  it('shows the Chinese 404 page with its title for unknown paths', async () => {
    await renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: '页面不存在' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: '浏览全部课程' }).getAttribute('href')).toBe('/course');
    // The orange mark is the round tip (Arco's Result markup), not a full-width bar with "!" in it.
    const mark = document.querySelector('.arco-result-icon-warning');
    expect(mark?.classList.contains('arco-result-icon-tip')).toBe(true);
    expect(document.title).toMatch(/^页面不存在 - /);
  });

  it('composes the course sections above the shots section on the home page', async () => {
    await renderAt('/');
    const course = await screen.findByText('课程区块');
    const shots = await screen.findByText('作品区块');
    expect(course.compareDocumentPosition(shots) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
