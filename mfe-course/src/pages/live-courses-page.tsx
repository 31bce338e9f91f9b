import { paths, usePageTitle, useRequest } from '@site/shared';
import { getBanners } from '../api/get-banners';
import { BANNER_HEIGHT, BannerCarousel } from '../components/banner-carousel';
import { CourseCatalogue } from '../features/catalogue/course-catalogue';

const LIVE_BANNER_MS = 10_000;

/** /livecourse: live-course banners (10 s), the live category menu, search and filters (spec 2). */
export function LiveCoursesPage() {
  usePageTitle(paths.liveCourses.title);
  const banners = useRequest('banner/list?type=live-course-banner', () => getBanners('live-course-banner'));
  const waiting = banners.loading && !banners.data;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      {/* The design shows no page heading: the title is the h1 for screen readers (absolute: no gap of its own). */}
      <h1 className="site-visually-hidden">{paths.liveCourses.title}</h1>
      {/* The carousel's room is kept while the banners load, so the catalogue below does not jump. */}
      {waiting ? <div aria-busy="true" style={{ height: BANNER_HEIGHT, borderRadius: 8, background: 'var(--color-fill-2)' }} /> : null}
      {banners.data?.length ? <BannerCarousel banners={banners.data} intervalMs={LIVE_BANNER_MS} /> : null}
      <CourseCatalogue menuType="live-course" fixedType="live-course" />
    </div>
  );
}
