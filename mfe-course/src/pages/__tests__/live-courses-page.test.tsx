import { act, render, screen } from '@testing-library/react';
import { api, type Banner } from '@site/shared';
import { MemoryRouter } from 'react-router-dom';
import { LiveCoursesPage } from '../live-courses-page';

/** The carousel's grey stand-in (the catalogue's own skeleton below is labelled). */
const greyBox = () => document.querySelector('[aria-busy="true"]:not([aria-label])');

afterEach(() => {
  jest.restoreAllMocks();
  window.history.pushState({}, '', '/');
});

/** The page with its banners held until `answer` is called; the catalogue below gets empty answers. */
function setup() {
  let answer: (banners: Banner[]) => void = () => undefined;
  jest.spyOn(api, 'get').mockImplementation((url: string) => {
    if (url === '/banner/list') return new Promise((resolve) => (answer = resolve)) as never;
    return Promise.resolve([]) as never;
  });
  jest.spyOn(api, 'post').mockResolvedValue({ rows: [], count: 0 });
  render(
    <MemoryRouter initialEntries={['/livecourse']}>
      <LiveCoursesPage />
    </MemoryRouter>,
  );
  return { answer: (banners: Banner[]) => answer(banners) };
}

describe('LiveCoursesPage', () => {
  it('keeps a grey box of the carousel height while its banners are asked for, then shows its carousel', async () => {
    const { answer } = setup();
    expect(greyBox()).not.toBeNull();
    await act(async () => answer([{ id: 1, name: '直播季', url: '/livecourse', openMethod: 'self', preview: '/files/live.jpg' }]));
    expect(await screen.findByAltText('直播季')).toBeTruthy();
    expect(greyBox()).toBeNull();
  });
});
