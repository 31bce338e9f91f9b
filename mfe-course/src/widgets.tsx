import type { RemoteWidgetsModule } from '@site/shared';

function CourseHomeSections() {
  return <section aria-label="最新课程">最新课程</section>;
}

export const widgets: RemoteWidgetsModule['widgets'] = { courseHomeSections: CourseHomeSections };
