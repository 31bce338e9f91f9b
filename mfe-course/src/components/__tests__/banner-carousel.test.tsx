import { act, fireEvent, render, screen } from '@testing-library/react';
import type { Banner } from '@site/shared';
import { BannerCarousel } from '../banner-carousel';

const banners = [1, 2, 3].map((id) => ({ id, name: `横幅${id}`, preview: `/files/b${id}.png`, url: `/course/${id}`, openMethod: 'self' }) as Banner);

const shownName = () => screen.getAllByRole('group').find((slide) => !slide.hasAttribute('aria-hidden'))?.querySelector('a')?.getAttribute('aria-label');

describe('banner carousel', () => {
  afterEach(() => jest.useRealTimers());

  it('turns every interval, and holds while the pointer or the focus is on it', () => {
    jest.useFakeTimers();
    render(<BannerCarousel banners={banners} intervalMs={4000} />);
    expect(shownName()).toBe('横幅1');
    act(() => jest.advanceTimersByTime(4000));
    expect(shownName()).toBe('横幅2');

    const carousel = screen.getByRole('region', { name: '轮播图' });
    fireEvent.pointerEnter(carousel);
    act(() => jest.advanceTimersByTime(12000));
    expect(shownName()).toBe('横幅2');
    fireEvent.pointerLeave(carousel);
    act(() => jest.advanceTimersByTime(4000));
    expect(shownName()).toBe('横幅3');

    act(() => screen.getByRole('button', { name: '下一张' }).focus());
    act(() => jest.advanceTimersByTime(12000));
    expect(shownName()).toBe('横幅3');
    act(() => screen.getByRole('button', { name: '下一张' }).blur());
    act(() => jest.advanceTimersByTime(4000));
    // After the last comes the first again.
    expect(shownName()).toBe('横幅1');
  });

  it('stops for good with its pause button, and turns again with play', () => {
    jest.useFakeTimers();
    render(<BannerCarousel banners={banners} intervalMs={4000} />);
    fireEvent.click(screen.getByRole('button', { name: '暂停轮播' }));
    act(() => jest.advanceTimersByTime(12000));
    expect(shownName()).toBe('横幅1');
    fireEvent.click(screen.getByRole('button', { name: '播放轮播' }));
    act(() => jest.advanceTimersByTime(4000));
    expect(shownName()).toBe('横幅2');
  });

  it('starts stopped for people who ask for reduced motion', () => {
    jest.useFakeTimers();
    const original = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...original(query), matches: query === '(prefers-reduced-motion: reduce)' });
    try {
      render(<BannerCarousel banners={banners} intervalMs={4000} />);
      act(() => jest.advanceTimersByTime(12000));
      expect(shownName()).toBe('横幅1');
      expect(screen.getByRole('button', { name: '播放轮播' })).toBeTruthy();
    } finally {
      window.matchMedia = original;
    }
  });

  it('arrows, dots and the arrow keys choose the slide; only the shown slide can be reached', () => {
    render(<BannerCarousel banners={banners} intervalMs={4000} />);
    fireEvent.click(screen.getByRole('button', { name: '上一张' }));
    expect(shownName()).toBe('横幅3');
    fireEvent.click(screen.getByRole('button', { name: '第 2 张：横幅2' }));
    expect(shownName()).toBe('横幅2');
    expect(screen.getByRole('button', { name: '第 2 张：横幅2' }).getAttribute('aria-current')).toBe('true');
    const carousel = screen.getByRole('region', { name: '轮播图' });
    fireEvent.keyDown(carousel, { key: 'ArrowRight' });
    expect(shownName()).toBe('横幅3');
    fireEvent.keyDown(carousel, { key: 'ArrowLeft' });
    expect(shownName()).toBe('横幅2');
    // Hidden slides are inert: their links are out of the tab order and the accessibility tree.
    const slides = screen.getAllByRole('group', { hidden: true });
    expect(slides.filter((slide) => slide.hasAttribute('inert'))).toHaveLength(2);
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('aria-label'))).toEqual(['横幅2']);
  });

  it('loads the first banner at once with high priority and the others lazily; one banner has no controls', () => {
    const { rerender } = render(<BannerCarousel banners={banners} intervalMs={4000} />);
    const images = screen.getAllByRole('img', { hidden: true });
    expect(images.map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')])).toEqual([
      ['eager', 'high'],
      ['lazy', 'low'],
      ['lazy', 'low'],
    ]);
    rerender(<BannerCarousel banners={banners.slice(0, 1)} intervalMs={4000} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
