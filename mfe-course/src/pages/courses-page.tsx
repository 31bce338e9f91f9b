import { FIRST_SCREEN, paths, usePageTitle } from '@site/shared';
import { CourseCatalogue } from '../features/catalogue/course-catalogue';

/** /course: every course, filtered and sorted (spec 2, 7). */
export function CoursesPage() {
  usePageTitle(paths.courses.title);
  return <CourseCatalogue menuType="online-course" firstScreen={FIRST_SCREEN.courses} />;
}
