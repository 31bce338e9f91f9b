import { PagePlaceholder, paths, type RemoteRoutesModule } from '@site/shared';

// Page id -> component; the shell owns the paths (shared contract/paths.ts).
export const pages: RemoteRoutesModule['pages'] = {
  courses: () => <PagePlaceholder title={paths.courses.title} />,
  courseDetail: () => <PagePlaceholder title={paths.courseDetail.title} />,
  liveCourses: () => <PagePlaceholder title={paths.liveCourses.title} />,
  coursePlan: () => <PagePlaceholder title={paths.coursePlan.title} />,
  appCourses: () => <PagePlaceholder title={paths.appCourses.title} />,
  teacher: () => <PagePlaceholder title={paths.teacher.title} />,
  tools: () => <PagePlaceholder title={paths.tools.title} />,
};
