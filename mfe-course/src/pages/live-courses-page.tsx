import { paths, usePageTitle, useRequest } from '@site/shared';
import { getBanners } from '../api/get-banners';
import { BannerCarousel } from '../components/banner-carousel';
import { CourseCatalogue } from '../features/catalogue/course-catalogue';

const LIVE_BANNER_MS = 10_000;

/** /livecourse: live-course banners (10 s), the live category menu, search and filters (spec 2). */
export function LiveCoursesPage() {
  usePageTitle(paths.liveCourses.title);
  const banners = useRequest('banner/list?type=live-course-banner', () => getBanners('live-course-banner'));
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      {banners.data?.length ? <BannerCarousel banners={banners.data} intervalMs={LIVE_BANNER_MS} /> : null}
      <CourseCatalogue menuType="live-course" fixedType="live-course" />
    </div>
  );
}
