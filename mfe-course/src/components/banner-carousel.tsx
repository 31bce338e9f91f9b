import { IconLeft, IconPause, IconPlayArrow, IconRight } from '@arco-design/web-react/icon';
import { IMAGE_SIZES, imageUrl, type Banner } from '@site/shared';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { useMediaQuery } from '../hooks/use-media-query';
import './banner-carousel.css';

/** Spec 2: a banner opens in the same tab when openMethod is self, otherwise in a new tab. */
export function bannerTarget(banner: Pick<Banner, 'openMethod'>): { target?: string; rel?: string } {
  return banner.openMethod === 'self' ? {} : { target: '_blank', rel: 'noopener noreferrer' };
}

/** The carousels' height: 800x300 previews (spec 9) shown 140-300 px high as the width allows. */
export const BANNER_HEIGHT = 'clamp(140px, 28vw, 300px)';

export interface BannerCarouselProps {
  banners: Banner[];
  /** Spec 9: 4 s on the home page, 10 s on course pages. */
  intervalMs: number;
  height?: number | string;
}

/**
 * A carousel of banners with dots and (on hover or focus) arrows, previews at 800x300 (spec 9), in Arco's
 * carousel look but without its code, so the home page needs no Arco. It turns every `intervalMs` and
 * holds while the pointer or the focus is on it; the arrow keys turn it too. The first slide is the
 * page's largest paint: fetched at high priority (the home page's HTML even preloads it); the others
 * wait until shown. Slides off screen are inert (neither read nor focusable). A pause button stops it for good
 * (WCAG 2.2.2); for people who ask the system for reduced motion it starts stopped and slides without animating.
 */
export function BannerCarousel({ banners, intervalMs, height = BANNER_HEIGHT }: BannerCarouselProps) {
  const [current, setCurrent] = useState(0);
  const [held, setHeld] = useState({ pointer: false, focus: false });
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  // null until the visitor presses the button: until then the system's motion setting decides.
  const [stoppedByUser, setStoppedByUser] = useState<boolean | null>(null);
  const stopped = stoppedByUser ?? reducedMotion;
  const count = banners.length;
  const shown = count > 0 ? current % count : 0;
  const paused = held.pointer || held.focus || stopped;

  useEffect(() => {
    if (count < 2 || paused) return undefined;
    const timer = window.setInterval(() => setCurrent((index) => (index + 1) % count), intervalMs);
    return () => window.clearInterval(timer);
  }, [count, paused, intervalMs]);

  if (count === 0) return null;
  const go = (index: number) => setCurrent((index + count) % count);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(shown - 1);
    else if (event.key === 'ArrowRight') go(shown + 1);
  };

  return (
    <section
      className="course-banner-carousel"
      aria-roledescription="carousel"
      aria-label="轮播图"
      style={{ height }}
      onPointerEnter={() => setHeld((h) => ({ ...h, pointer: true }))}
      onPointerLeave={() => setHeld((h) => ({ ...h, pointer: false }))}
      onFocus={() => setHeld((h) => ({ ...h, focus: true }))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld((h) => ({ ...h, focus: false }));
      }}
      onKeyDown={onKeyDown}
    >
      <div className="course-banner-track" style={{ transform: `translateX(-${shown * 100}%)` }}>
        {banners.map((banner, index) => (
          <div
            key={banner.id}
            className="course-banner-slide"
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} / ${count}`}
            aria-hidden={index !== shown || undefined}
            inert={index !== shown}
          >
            <a href={banner.url} {...bannerTarget(banner)} aria-label={banner.name}>
              <img
                src={imageUrl(banner.preview, IMAGE_SIZES.banner)}
                alt={banner.name}
                width={IMAGE_SIZES.banner.w}
                height={IMAGE_SIZES.banner.h}
                fetchPriority={index === 0 ? 'high' : 'low'}
                loading={index === 0 ? 'eager' : 'lazy'}
              />
            </a>
          </div>
        ))}
      </div>
      {count > 1 ? (
        <>
          <button type="button" className="course-banner-pause" aria-label={stopped ? '播放轮播' : '暂停轮播'} onClick={() => setStoppedByUser(!stopped)}>
            {stopped ? <IconPlayArrow aria-hidden="true" /> : <IconPause aria-hidden="true" />}
          </button>
          <button type="button" className="course-banner-arrow course-banner-arrow-prev" aria-label="上一张" onClick={() => go(shown - 1)}>
            <IconLeft aria-hidden="true" />
          </button>
          <button type="button" className="course-banner-arrow course-banner-arrow-next" aria-label="下一张" onClick={() => go(shown + 1)}>
            <IconRight aria-hidden="true" />
          </button>
          <div className="course-banner-dots">
            {banners.map((banner, index) => (
              <button
                key={banner.id}
                type="button"
                className={index === shown ? 'course-banner-dot active' : 'course-banner-dot'}
                aria-label={`第 ${index + 1} 张：${banner.name}`}
                aria-current={index === shown || undefined}
                onClick={() => go(index)}
              />
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}
