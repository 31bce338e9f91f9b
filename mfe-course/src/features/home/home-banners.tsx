import { IMAGE_SIZES, imageUrl, useRequest, type Banner } from '@site/shared';
import { getBanners } from '../../api/get-banners';
import { BannerCarousel, bannerTarget } from '../../components/banner-carousel';
import { useIsSmallScreen } from '../../hooks/use-media-query';

const HOME_BANNER_MS = 4000;

async function getHomeBanners(): Promise<{ main: Banner[]; side: Banner[] }> {
  // A missing side group must not hide the main carousel.
  const [main, side] = await Promise.all([getBanners('course-home'), getBanners('course-home-child-banner').catch(() => [])]);
  return { main, side };
}

/** The home carousel (course-home, 4 s) with the small course-home-child-banner tiles beside it. */
export function HomeBanners() {
  const { data } = useRequest('banner/list?home', getHomeBanners);
  // On phones the two side tiles sit side by side under the carousel, low, so courses stay in view.
  const small = useIsSmallScreen();
  if (!data || (data.main.length === 0 && data.side.length === 0)) return null;
  return (
    <div className="course-home-banners" style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      <div style={{ flex: '3 1 480px', minWidth: 0 }}>
        <BannerCarousel banners={data.main} intervalMs={HOME_BANNER_MS} />
      </div>
      {data.side.length > 0 ? (
        <div style={{ flex: '1 1 200px', display: 'flex', flexDirection: small ? 'row' : 'column', gap: 12, height: small ? 72 : undefined }}>
          {data.side.slice(0, 2).map((banner) => (
            <a key={banner.id} href={banner.url} {...bannerTarget(banner)} aria-label={banner.name} style={{ flex: 1, minWidth: 0, borderRadius: 8, overflow: 'hidden' }}>
              <img src={imageUrl(banner.preview, IMAGE_SIZES.banner)} alt={banner.name} style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
            </a>
          ))}
        </div>
      ) : null}
    </div>
  );
}
