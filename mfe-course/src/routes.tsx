import type { RemoteRoutesModule } from '@site/shared';
import { AppCoursesPage } from './pages/app-courses-page';
import { CourseDetailPage } from './pages/course-detail-page';
import { CoursePlanPage } from './pages/course-plan-page';
import { CoursesPage } from './pages/courses-page';
import { LiveCoursesPage } from './pages/live-courses-page';
import { TeacherPage } from './pages/teacher-page';
import { ToolsPage } from './pages/tools-page';

// Page id -> component; the shell owns the paths (shared contract/paths.ts).
export const pages: RemoteRoutesModule['pages'] = {
  courses: CoursesPage,
  courseDetail: CourseDetailPage,
  liveCourses: LiveCoursesPage,
  coursePlan: CoursePlanPage,
  appCourses: AppCoursesPage,
  teacher: TeacherPage,
  tools: ToolsPage,
};
