import type { RemoteWidgetsModule } from '@site/shared';
import { CourseHomeSections } from './features/home/course-home-sections';

export const widgets: RemoteWidgetsModule['widgets'] = { courseHomeSections: CourseHomeSections };
