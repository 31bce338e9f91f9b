import { render, screen, waitFor } from '@testing-library/react';
import { api } from '@site/shared';
import { clearRequestCache } from '@site/shared/testing';
import { MemoryRouter } from 'react-router-dom';
import { bannerTarget } from '../../../components/banner-carousel';
import { HomeApps } from '../home-apps';
import { HomeBanners } from '../home-banners';
import { LatestCourses } from '../latest-courses';

afterEach(() => jest.restoreAllMocks());

describe('home sections (spec 2)', () => {
  it('opens a banner in the same tab only when openMethod is self', () => {
    expect(bannerTarget({ openMethod: 'self' })).toEqual({});
    expect(bannerTarget({ openMethod: 'blank' })).toEqual({ target: '_blank', rel: 'noopener noreferrer' });
  });

  it('shows at most 6 apps, each opening /app/{id} in a new tab', async () => {
    jest.spyOn(api, 'get').mockResolvedValue(Array.from({ length: 8 }, (_, i) => ({ id: i + 1, name: `软件${i + 1}`, iconUrl: '' })));
    render(<HomeApps />);
    await screen.findByText('软件1');
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(6);
    expect(links[0].getAttribute('href')).toBe('/app/1');
    expect(links[0].getAttribute('target')).toBe('_blank');
  });

  it('asks for the 12 newest courses and links 更多 to /course', async () => {
    const post = jest.spyOn(api, 'post').mockResolvedValue({ rows: [], count: 0 });
    render(<LatestCourses />, { wrapper: MemoryRouter });
    await waitFor(() => expect(post).toHaveBeenCalledWith('/course/list', { page: 0, perPage: 12, sort: { createdTime: 'DESC' } }));
    expect(screen.getByRole('link', { name: '更多' }).getAttribute('href')).toBe('/course');
  });

  it('draws the banner row the same on a phone and on a desktop: the stylesheet places the tiles, as on the server', async () => {
    const banner = (id: number) => ({ id, name: `横幅${id}`, url: '/course', openMethod: 'self', preview: `/files/${id}.jpg` });
    jest.spyOn(api, 'get').mockImplementation(async (_url: string, params?: unknown) =>
      (params as { type: string }).type === 'course-home-child-banner' ? [banner(6), banner(7)] : [banner(1), banner(2)],
    );
    const wide = window.matchMedia;
    const drawn: string[] = [];
    try {
      for (const phone of [false, true]) {
        clearRequestCache();
        window.matchMedia = (query: string) => ({ ...wide(query), matches: phone && query === '(max-width: 414px)' });
        const view = render(<HomeBanners />);
        await screen.findAllByAltText('横幅6');
        drawn.push(view.container.innerHTML);
        view.unmount();
      }
    } finally {
      window.matchMedia = wide;
    }
    expect(drawn[1]).toBe(drawn[0]);
    expect(drawn[0]).toContain('class="course-home-tiles"');
  });
});
