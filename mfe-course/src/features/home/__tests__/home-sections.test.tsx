import { act, render, screen, waitFor } from '@testing-library/react';
import { api, FIRST_SCREEN, hasFirstScreen } from '@site/shared';
import { drawFirstScreen } from '@site/shared/testing';
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

  it('keeps the banner row the server drew until its own banners are there, then retires it', async () => {
    drawFirstScreen(FIRST_SCREEN.homeBanners, { alt: '服务端横幅', src: '/files/a.jpg' });
    // Both groups (carousel and tiles) are asked for; both answer together.
    const pending: ((banners: unknown[]) => void)[] = [];
    jest.spyOn(api, 'get').mockImplementation(() => new Promise((resolve) => pending.push(resolve)));
    const answer = (banners: unknown[]) => pending.forEach((resolve) => resolve(banners));
    render(<HomeBanners />);
    // While the banners are asked for, the server's row (not grey boxes) holds their place.
    expect(screen.getByAltText('服务端横幅')).toBeTruthy();

    await act(async () => answer([{ id: 1, name: '新课上线', url: '/course', openMethod: 'self', preview: '/files/b.jpg' }]));
    expect((await screen.findAllByAltText('新课上线')).length).toBeGreaterThan(0);
    expect(screen.queryByAltText('服务端横幅')).toBeNull();
    expect(hasFirstScreen(FIRST_SCREEN.homeBanners)).toBe(false);
  });
});
