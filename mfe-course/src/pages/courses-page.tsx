import { paths, usePageTitle } from '@site/shared';
import { CourseCatalogue } from '../features/catalogue/course-catalogue';

/** /course: every course, filtered and sorted (spec 2, 7). */
export function CoursesPage() {
  usePageTitle(paths.courses.title);
  return (
    <>
      {/* The design shows no page heading: the title is the h1 for screen readers. */}
      <h1 className="site-visually-hidden">{paths.courses.title}</h1>
      <CourseCatalogue menuType="online-course" />
    </>
  );
}
