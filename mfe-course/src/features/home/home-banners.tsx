import { IMAGE_SIZES, imageUrl, useRequest, type Banner } from '@site/shared';
import { getBanners } from '../../api/get-banners';
import { BANNER_HEIGHT, BannerCarousel, bannerTarget } from '../../components/banner-carousel';
import './home-banners.css';

const HOME_BANNER_MS = 4000;
const GAP = 12;
const RADIUS = 8;

async function getHomeBanners(): Promise<{ main: Banner[]; side: Banner[] }> {
  // A missing side group must not hide the main carousel.
  const [main, side] = await Promise.all([getBanners('course-home'), getBanners('course-home-child-banner').catch(() => [])]);
  return { main, side };
}

const placeholder = { borderRadius: RADIUS, background: 'var(--color-fill-2)' } as const;

/**
 * The home carousel (course-home, 4 s) with the small course-home-child-banner tiles beside it (under it on
 * phones). Until the banners arrive (a later visit: the page's first load comes rendered by the server) their
 * boxes are already there, at their final size, so nothing below moves when they do.
 */
export function HomeBanners() {
  const { data } = useRequest('banner/list?home', getHomeBanners);
  if (data && data.main.length === 0 && data.side.length === 0) return null;
  const side = data ? data.side.slice(0, 2) : null;
  return (
    <div className="course-home-banners" aria-busy={!data || undefined} style={{ display: 'flex', gap: GAP, flexWrap: 'wrap' }}>
      {!data || data.main.length > 0 ? (
        <div style={{ flex: '3 1 480px', minWidth: 0, height: BANNER_HEIGHT }}>
          {data ? <BannerCarousel banners={data.main} intervalMs={HOME_BANNER_MS} height="100%" /> : <div style={{ ...placeholder, height: '100%' }} />}
        </div>
      ) : null}
      {side === null || side.length > 0 ? (
        <div className="course-home-tiles">
          {side === null
            ? [0, 1].map((index) => <div key={index} style={{ ...placeholder, flex: 1 }} />)
            : side.map((banner) => (
                <a key={banner.id} href={banner.url} {...bannerTarget(banner)} aria-label={banner.name} style={{ flex: 1, minWidth: 0, borderRadius: RADIUS, overflow: 'hidden' }}>
                  <img
                    src={imageUrl(banner.preview, IMAGE_SIZES.banner)}
                    alt={banner.name}
                    width={IMAGE_SIZES.banner.w}
                    height={IMAGE_SIZES.banner.h}
                    style={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
                  />
                </a>
              ))}
        </div>
      ) : null}
    </div>
  );
}
