import { Carousel } from '@arco-design/web-react';
import { IMAGE_SIZES, imageUrl, type Banner } from '@site/shared';

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
 * A carousel of banners with dots, previews at 800x300 (spec 9). The first slide is the page's largest
 * paint: fetched at high priority (the home page's HTML even preloads it); the others wait until shown.
 */
export function BannerCarousel({ banners, intervalMs, height = BANNER_HEIGHT }: BannerCarouselProps) {
  if (banners.length === 0) return null;
  return (
    <Carousel
      className="course-banner-carousel"
      aria-label="轮播图"
      autoPlay={{ interval: intervalMs, hoverToPause: true }}
      indicatorType="dot"
      showArrow="hover"
      style={{ width: '100%', height, borderRadius: 8, overflow: 'hidden' }}
    >
      {banners.map((banner, index) => (
        <a key={banner.id} href={banner.url} {...bannerTarget(banner)} aria-label={banner.name} style={{ display: 'block', height: '100%' }}>
          <img
            src={imageUrl(banner.preview, IMAGE_SIZES.banner)}
            alt={banner.name}
            width={IMAGE_SIZES.banner.w}
            height={IMAGE_SIZES.banner.h}
            fetchPriority={index === 0 ? 'high' : 'low'}
            loading={index === 0 ? 'eager' : 'lazy'}
            style={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
          />
        </a>
      ))}
    </Carousel>
  );
}
