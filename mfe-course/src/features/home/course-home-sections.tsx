import { HomeApps } from './home-apps';
import { HomeBanners } from './home-banners';
import { LatestCourses } from './latest-courses';

/** What mfe-course adds to the home page: banners, apps, latest courses (spec 2). */
export function CourseHomeSections() {
  return (
    <div className="course-home-sections" style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <HomeBanners />
      <HomeApps />
      <LatestCourses />
    </div>
  );
}
