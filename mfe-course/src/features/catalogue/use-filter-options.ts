import { REFERENCE_CACHE_MS, useRequest, type CourseType } from '@site/shared';
import { getApps } from '../../api/get-apps';
import { getCategoryGroups } from '../../api/get-category-groups';
import { getTeachers } from '../../api/get-teachers';
import type { FilterOptions } from './filter-fields';

/** The choices of the filter panel; a failed source leaves its row with 不限 only. */
export function useFilterOptions(courseType: CourseType): FilterOptions & { loading: boolean } {
  // Reference data: kept for a while and shared with the home page and the software pages.
  const cache = { cacheMs: REFERENCE_CACHE_MS };
  const apps = useRequest('course/software/list', getApps, cache);
  const teachers = useRequest('course/teacher/list', getTeachers, cache);
  const groups = useRequest(`course/group/category/list?courseType=${courseType}`, () => getCategoryGroups(courseType), cache);
  return { apps: apps.data ?? [], teachers: teachers.data ?? [], groups: groups.data ?? [], loading: apps.loading || teachers.loading || groups.loading };
}
