import { api, type CategoryGroup, type CourseType } from '@site/shared';

/** GET course/group/category/list?courseType: the left menu's groups and their categories. */
export function getCategoryGroups(courseType: CourseType): Promise<CategoryGroup[]> {
  return api.get<CategoryGroup[]>('/course/group/category/list', { courseType });
}
