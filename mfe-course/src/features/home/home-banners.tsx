import {
  FIRST_SCREEN,
  FirstScreenSlot,
  useFirstScreen,
  HOME_BANNERS,
  IMAGE_SIZES,
  imageUrl,
  useRequest,
  type Banner,
} from '@site/shared';
import { getBanners } from '../../api/get-banners';
import { BannerCarousel, bannerTarget } from '../../components/banner-carousel';
import { useIsSmallScreen } from '../../hooks/use-media-query';

const HOME_BANNER_MS = 4000;

async function getHomeBanners(): Promise<{ main: Banner[]; side: Banner[] }> {
  // A missing side group must not hide the main carousel.
  const [main, side] = await Promise.all([getBanners('course-home'), getBanners('course-home-child-banner').catch(() => [])]);
  return { main, side };
}

const placeholder = { borderRadius: HOME_BANNERS.radius, background: 'var(--color-fill-2)' } as const;

/**
 * The home carousel (course-home, 4 s) with the small course-home-child-banner tiles beside it. Until the
 * banners arrive their boxes are already there, at their final size, so nothing below moves when they do:
 * on the page's first load the very row the server drew (the same banners), else grey boxes.
 */
export function HomeBanners() {
  const { data } = useRequest('banner/list?home', getHomeBanners);
  const small = useIsSmallScreen();
  if (useFirstScreen(FIRST_SCREEN.homeBanners, !data)) return <FirstScreenSlot name={FIRST_SCREEN.homeBanners} />;
  if (data && data.main.length === 0 && data.side.length === 0) return null;
  const side = data ? data.side.slice(0, 2) : null;
  return (
    <div className="course-home-banners" aria-busy={!data || undefined} style={{ display: 'flex', gap: HOME_BANNERS.gap, flexWrap: 'wrap' }}>
      {!data || data.main.length > 0 ? (
        <div style={{ flex: HOME_BANNERS.mainFlex, minWidth: 0, height: HOME_BANNERS.height }}>
          {data ? <BannerCarousel banners={data.main} intervalMs={HOME_BANNER_MS} height="100%" /> : <div style={{ ...placeholder, height: '100%' }} />}
        </div>
      ) : null}
      {side === null || side.length > 0 ? (
        <div
          style={{
            flex: HOME_BANNERS.tilesFlex,
            display: 'flex',
            flexDirection: small ? 'row' : 'column',
            gap: HOME_BANNERS.gap,
            height: small ? HOME_BANNERS.smallTileHeight : undefined,
          }}
        >
          {side === null
            ? [0, 1].map((index) => <div key={index} style={{ ...placeholder, flex: 1 }} />)
            : side.map((banner) => (
                <a key={banner.id} href={banner.url} {...bannerTarget(banner)} aria-label={banner.name} style={{ flex: 1, minWidth: 0, borderRadius: HOME_BANNERS.radius, overflow: 'hidden' }}>
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
